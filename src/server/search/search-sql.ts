import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { productTranslations, products } from "../db/schema/index.ts";
import { folded } from "./trigram.ts";

export { TYPO_THRESHOLD, folded } from "./trigram.ts";

/** The text-search configuration of a translation row, the same one its `search` column was built with. */
export const ROW_CONFIG = sql.raw(
  `(case "product_translations"."lang" when 'en' then 'english' when 'fr' then 'french' ` +
    `when 'ar' then 'arabic' when 'hi' then 'hindi' when 'tr' then 'turkish' else 'simple' end)::regconfig`,
);

/** ROW_CONFIG spelt out per language, so each query is a constant the full-text index can serve. */
const CONFIGS = { en: "english", fr: "french", ar: "arabic", hi: "hindi", tr: "turkish" } as const;

/** The shortest query worth a typo match; shorter ones match by words and substrings only. */
const TYPO_MIN_LENGTH = 3;

/** `q` as a LIKE pattern matching itself literally. */
const literalPattern = (q: string) => q.replace(/[\\%_]/g, "\\$&");

/**
 * A title contains the query, or (from 3 characters) the query is a typo of a run of its words
 * (word similarity at least TYPO_THRESHOLD, set on each connection), both after folding; the
 * trigram index on folded product titles serves both.
 */
export function titleMatches(title: AnyPgColumn, q: string): SQL {
  const contains = sql`${folded(title)} like ('%' || ${folded(sql`${literalPattern(q)}`)} || '%')`;
  if (q.trim().length < TYPO_MIN_LENGTH) return contains;
  return sql`(${contains} or ${folded(title)} %> ${folded(sql`${q}`)})`;
}

/** A translation row's full-text match in its own language's configuration (or 'simple'). */
function fullTextMatches(q: string): SQL {
  const { lang, search } = productTranslations;
  const codes = Object.keys(CONFIGS).map((code) => sql.raw(`'${code}'`));
  const perLanguage = Object.entries(CONFIGS).map(
    ([code, config]) =>
      sql`(${lang} = ${sql.raw(`'${code}'`)} and ${search} @@ websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${q}))`,
  );
  const other = sql`(${lang} not in (${sql.join(codes, sql`, `)}) and ${search} @@ websearch_to_tsquery('simple', ${q}))`;
  return sql.join([...perLanguage, other], sql` or `);
}

/**
 * A translation row (any language) matches the query by full-text in its own language, by a
 * trigram typo match on its title, or by containing the query.
 */
export function translationMatches(q: string): SQL {
  return sql`(${fullTextMatches(q)} or ${titleMatches(productTranslations.title, q)})`;
}

/** Products with a translation matching `q`. */
export function productMatches(q: string): SQL {
  return sql`${products.id} in (select ${productTranslations.parentId} from ${productTranslations} where ${translationMatches(q)})`;
}

/** How well a product matches `q` (best of its translations): full-text rank plus title similarity. */
export function productRelevance(q: string): SQL<number> {
  const query = folded(sql`${q}`);
  return sql<number>`(select max(ts_rank(${productTranslations.search}, websearch_to_tsquery(${ROW_CONFIG}, ${q}))
      + word_similarity(${query}, ${folded(productTranslations.title)}))
    from ${productTranslations} where ${productTranslations.parentId} = ${products.id})`;
}
