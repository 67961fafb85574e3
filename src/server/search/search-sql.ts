import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { productTranslations, products } from "../db/schema/index.ts";

/**
 * Folding for typo matching: lower case; Turkish dotted İ / dotless ı both become i (the database's
 * lower() keeps ı and may leave a combining dot after İ); Arabic tā marbūṭa, hamza-carrying alifs
 * and alif maqṣūra become the letters people often type instead (ه, ا, ي).
 */
export function folded(value: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${value}), ${"ıİةأإآى\u0307"}, ${"iiهاااي"})`;
}

/** The text-search configuration of a translation row, the same one its `search` column was built with. */
export const ROW_CONFIG = sql.raw(
  `(case "product_translations"."lang" when 'en' then 'english' when 'fr' then 'french' ` +
    `when 'ar' then 'arabic' when 'hi' then 'hindi' when 'tr' then 'turkish' else 'simple' end)::regconfig`,
);

/** Below this word similarity a title is not a typo of the query ("abya" ~ "abaya" is 0.4). */
export const TYPO_THRESHOLD = 0.35;

/** The shortest query worth a typo match; shorter ones match by words and substrings only. */
const TYPO_MIN_LENGTH = 3;

/**
 * A translation row (any language) matches the query by full-text in its own language, by a
 * trigram typo match on its title, or by containing the query.
 */
export function translationMatches(q: string): SQL {
  const query = folded(sql`${q}`);
  const title = folded(productTranslations.title);
  const typo =
    q.trim().length >= TYPO_MIN_LENGTH
      ? sql` or word_similarity(${query}, ${title}) >= ${TYPO_THRESHOLD}`
      : sql``;
  return sql`(${productTranslations.search} @@ websearch_to_tsquery(${ROW_CONFIG}, ${q})
    or strpos(${title}, ${query}) > 0${typo})`;
}

/** Products with a translation matching `q`. */
export function productMatches(q: string): SQL {
  return sql`exists (select 1 from ${productTranslations} where ${productTranslations.parentId} = ${products.id} and ${translationMatches(q)})`;
}

/** How well a product matches `q` (best of its translations): full-text rank plus title similarity. */
export function productRelevance(q: string): SQL<number> {
  const query = folded(sql`${q}`);
  return sql<number>`(select max(ts_rank(${productTranslations.search}, websearch_to_tsquery(${ROW_CONFIG}, ${q}))
      + word_similarity(${query}, ${folded(productTranslations.title)}))
    from ${productTranslations} where ${productTranslations.parentId} = ${products.id})`;
}
