import { sql, type SQL } from "drizzle-orm";
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

/** A translation row's full-text match in its own language's configuration (or 'simple'). */
function fullTextMatches(q: string): SQL {
  const { search } = productTranslations;
  // The language is checked on the matching rows only (coalesce keeps its index out): ANDing in the
  // language index would read an entry for every product of that language, the whole catalogue.
  const lang = sql`coalesce(${productTranslations.lang}, '')`;
  const codes = Object.keys(CONFIGS).map((code) => sql.raw(`'${code}'`));
  const perLanguage = Object.entries(CONFIGS).map(
    ([code, config]) =>
      sql`(${lang} = ${sql.raw(`'${code}'`)} and ${search} @@ websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${q}))`,
  );
  const other = sql`(${lang} not in (${sql.join(codes, sql`, `)}) and ${search} @@ websearch_to_tsquery('simple', ${q}))`;
  return sql.join([...perLanguage, other], sql` or `);
}

/**
 * Most translation rows a search considers per kind of hit. Popular words match a fixed share of the
 * catalogue, so without a bound every search would count and rank more rows as the catalogue grows:
 * a search takes the first `match` rows that contain the query or match it in full text, the first
 * `prefix` titles that start with it (so a product's exact title is always among them) and the first
 * `typo` typo matches, then ranks only those. Totals are exact below the bounds and count what can
 * be paged through above them.
 */
export interface CandidateBounds {
  match: number;
  prefix: number;
  typo: number;
}
export const SEARCH_BOUNDS: CandidateBounds = { match: 300, prefix: 20, typo: 100 };
/** The popup shows 7 products: fewer candidates keep it quick. */
export const SUGGESTION_BOUNDS: CandidateBounds = { match: 60, prefix: 20, typo: 40 };

/**
 * The translation rows' product ids matching `condition`, at most `limit` of them (in table order).
 * The materialized CTE is planned for all its rows, so its indexes are used, and read only up to the
 * limit; a plain LIMIT would let the planner bet on a sequential scan stopping early, which reads
 * the whole table when its estimate of the matches is too high.
 */
function firstProducts(condition: SQL, limit: number): SQL {
  return sql`(with matching as materialized (select ${productTranslations.parentId} as product_id from ${productTranslations} where ${condition}) select product_id from matching limit ${sql.raw(String(limit))})`;
}

/** Products with a translation matching `q`, bounded as CandidateBounds says. */
export function productMatches(q: string, bounds = SEARCH_BOUNDS): SQL {
  const title = folded(productTranslations.title);
  const query = folded(sql`${q}`);
  const contains = sql`${title} like ('%' || ${folded(sql`${literalPattern(q)}`)} || '%')`;
  const startsWith = sql`${title} like (${folded(sql`${literalPattern(q)}`)} || '%')`;
  const branches = [
    firstProducts(sql`(${fullTextMatches(q)} or ${contains})`, bounds.match),
    firstProducts(startsWith, bounds.prefix),
  ];
  if (q.trim().length >= TYPO_MIN_LENGTH)
    branches.push(firstProducts(sql`${title} %> ${query}`, bounds.typo));
  return sql`${products.id} in (${sql.join(branches, sql` union `)})`;
}

/** How well a product matches `q` (best of its translations): full-text rank plus title similarity. */
export function productRelevance(q: string): SQL<number> {
  const query = folded(sql`${q}`);
  return sql<number>`(select max(ts_rank(${productTranslations.search}, websearch_to_tsquery(${ROW_CONFIG}, ${q}))
      + word_similarity(${query}, ${folded(productTranslations.title)}))
    from ${productTranslations} where ${productTranslations.parentId} = ${products.id})`;
}
