import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Folding for typo matching: lower case; Turkish dotted İ / dotless ı both become i (the database's
 * lower() keeps ı and may leave a combining dot after İ); Arabic tā marbūṭa, hamza-carrying alifs
 * and alif maqṣūra become the letters people often type instead (ه, ا, ي). The letters are SQL
 * literals, not parameters: the trigram index on product titles is built on this very expression,
 * and PostgreSQL only uses an expression index for a query that spells the expression the same way.
 */
export function folded(value: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${value}), ${sql.raw("'ıİةأإآى\u0307'")}, ${sql.raw("'iiهاااي'")})`;
}

/** Below this word similarity a title is not a typo of the query ("abya" ~ "abaya" is 0.4). */
export const TYPO_THRESHOLD = 0.35;

/**
 * Session settings of every database connection: the `%>` operator compares word similarity with
 * this setting, and only an operator (not a `word_similarity() >=` call) can use the trigram index.
 */
export const TRIGRAM_SETTINGS = { "pg_trgm.word_similarity_threshold": String(TYPO_THRESHOLD) } as const;
