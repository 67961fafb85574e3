import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import {
  productTitleWords,
  productTranslations,
  products,
  searchTerms,
} from "../../platform/db/schema/index.ts";
import { folded } from "../../platform/db/trigram.ts";

export { TYPO_THRESHOLD, folded } from "../../platform/db/trigram.ts";

/** Each UI language's text-search configuration, the one its rows' `search` column was built with; others use 'simple'. */
const CONFIGS = { en: "english", fr: "french", ar: "arabic", hi: "hindi", tr: "turkish" } as const;

/** The shortest query word worth a typo match; a shorter one stands for the words containing it only. */
const TYPO_MIN_LENGTH = 3;

/** `q` as a LIKE pattern matching itself literally. */
const literalPattern = (q: string) => q.replace(/[\\%_]/g, "\\$&");

const fullTextQuery = (config: string, q: string) =>
  sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${q})`;

/**
 * `q` read in a translation row's own language: one constant query per language, picked per row
 * (a configuration chosen per row would parse q again for every row).
 */
function ownLanguageQuery(q: string): SQL {
  const perLanguage = Object.entries(CONFIGS).map(
    ([code, config]) => sql`when ${sql.raw(`'${code}'`)} then ${fullTextQuery(config, q)}`,
  );
  return sql`case ${productTranslations.lang} ${sql.join(perLanguage, sql` `)} else ${fullTextQuery("simple", q)} end`;
}

/** A translation row's full-text match in its own language's configuration (or 'simple'). */
function fullTextMatches(q: string): SQL {
  const { search } = productTranslations;
  // One index scan for any language's reading of q (most read it alike), then each found row is
  // checked in its own language. The language is not ANDed in as an index condition: that would
  // read an entry for every product of the language, the whole catalogue.
  const anyLanguage = sql.join(
    [...Object.values(CONFIGS), "simple"].map((config) => fullTextQuery(config, q)),
    sql` || `,
  );
  return sql`${search} @@ (${anyLanguage}) and ${search} @@ ${ownLanguageQuery(q)}`;
}

/**
 * Most products a search considers per kind of hit. Popular words match a fixed share of the
 * catalogue, so without a bound every search would count and rank more rows as the catalogue grows:
 * a search takes the first `prefix` titles that start with the query (so a product's exact title is
 * always among them), the first `words` products whose titles hold words the query stands for
 * (typos and parts of words included: titleWordsOf) and, only when titles alone do not fill that
 * bound, the first `match` products matching in full text (descriptions, word forms), then ranks
 * only those. Totals are exact below the bounds and count what can be paged through above them.
 */
export interface CandidateBounds {
  match: number;
  prefix: number;
  words: number;
}
export const SEARCH_BOUNDS: CandidateBounds = { match: 300, prefix: 20, words: 300 };
/**
 * The popup shows 7 products ranked by title, so fewer candidates, found by title only: its cost
 * does not grow with the catalogue (a full-text match reads every matching row's index entry).
 */
export const SUGGESTION_BOUNDS: CandidateBounds = { match: 0, prefix: 20, words: 40 };

/** Most words of search_terms one word of the query stands for. */
const ALTERNATIVES_PER_WORD = 8;

/**
 * The title words each word of `q` stands for: at most ALTERNATIVES_PER_WORD words of search_terms
 * that are it or contain it; only when no title has the word itself, also those that resemble it
 * (from TYPO_MIN_LENGTH letters; `%>`: word similarity of at least TYPO_THRESHOLD), the closest
 * first. Query words standing for nothing are left out; the rarest come first, so matching all of
 * them starts from the shortest list.
 */
async function titleWordsOf(db: Db, q: string): Promise<string[][]> {
  const { term, word, uses } = searchTerms;
  const asked = folded(sql`asked.word`);
  const pattern = sql`replace(replace(replace(${asked}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  const rows = await db
    .select({
      asked: sql<string>`asked.word`,
      word: sql<string>`alike.word`,
      uses: sql<number>`alike.uses`,
      exact: sql<boolean>`alike.exact`,
      contains: sql<boolean>`alike.contains`,
    })
    .from(
      sql`unnest(tsvector_to_array(to_tsvector('simple', ${q}))) as asked(word) cross join lateral (
        select ${word}, ${uses}, ${term} = ${asked} as exact, strpos(${term}, ${asked}) > 0 as contains
        from ${searchTerms}
        where ${term} like '%' || ${pattern} || '%'
          or (length(asked.word) >= ${sql.raw(String(TYPO_MIN_LENGTH))} and ${term} %> ${asked})
        order by exact desc, contains desc, word_similarity(${asked}, ${term}) desc, ${uses} desc, ${word}
        limit ${sql.raw(String(ALTERNATIVES_PER_WORD))}) as alike`,
    );
  const perWord = new Map<string, typeof rows>();
  for (const row of rows) perWord.set(row.asked, [...(perWord.get(row.asked) ?? []), row]);
  const lists = [...perWord.values()].map((alike) =>
    alike[0].exact ? alike.filter((row) => row.contains) : alike,
  );
  const usesOf = (list: typeof rows) => list.reduce((sum, row) => sum + Number(row.uses), 0);
  return lists.sort((a, b) => usesOf(a) - usesOf(b)).map((list) => list.map((row) => row.word));
}

/**
 * The first `limit` products whose titles hold one word of each list, read in product_title_words'
 * key order from the first list and checked against the others: `limit` index steps when most of
 * the first list's products have the other words too, whatever the catalogue's size.
 */
function productsWithWords(words: string[][], limit: number): SQL {
  const among = (list: string[]) =>
    sql.join(
      list.map((w) => sql`${w}`),
      sql`, `,
    );
  const [first, ...others] = words;
  // A scalar sub-select is probed per product; as EXISTS the planner would rather read every
  // product with the other word into a hash, a share of the catalogue.
  const alsoHas = others.map(
    (list) =>
      sql` and (select true from ${productTitleWords} as other where other.product_id = found.product_id and other.word in (${among(list)}) limit 1)`,
  );
  return sql`(select found.product_id from ${productTitleWords} as found where found.word in (${among(first)})${sql.join(alsoHas)} limit ${sql.raw(String(limit))})`;
}

/**
 * The translation rows' product ids matching `condition`, at most `limit` of them (in table order).
 * The materialized CTE is planned for all its rows, so its indexes are used, and read only up to the
 * limit; a plain LIMIT would let the planner bet on a sequential scan stopping early, which reads
 * the whole table when its estimate of the matches is too high. When `only` is false the rows are
 * not read at all.
 */
function firstProducts(condition: SQL, limit: number, only: SQL = sql`true`): SQL {
  return sql`(with matching as materialized (select ${productTranslations.parentId} as product_id from ${productTranslations} where ${condition}) select product_id from matching where ${only} limit ${sql.raw(String(limit))})`;
}

/**
 * Products with a translation matching `q`, bounded as CandidateBounds says. The ids are gathered
 * into an array first so products are read by primary key, never scanned whole to join them.
 */
export async function productMatches(db: Db, q: string, bounds = SEARCH_BOUNDS): Promise<SQL> {
  const startsWith = sql`${folded(productTranslations.title)} like (${folded(sql`${literalPattern(q)}`)} || '%')`;
  const words = await titleWordsOf(db, q);
  // In the prefix index's own order (text_pattern_ops sorts with ~<~), the shortest titles first:
  // the first few are read without the thousands of titles after them.
  const branches = [
    sql`(select ${productTranslations.parentId} from ${productTranslations} where ${startsWith} order by ${folded(productTranslations.title)} using ~<~ limit ${sql.raw(String(bounds.prefix))})`,
  ];
  const titled = words.length > 0 ? productsWithWords(words, bounds.words) : undefined;
  if (titled) branches.push(titled);
  // The full-text index is read in full for each match (thousands of rows for a popular word at
  // 100k products): only when the titles leave room in the bound.
  const roomLeft = titled ? sql`(select count(*) from ${titled} as found) < ${bounds.words}` : undefined;
  if (bounds.match > 0) branches.push(firstProducts(fullTextMatches(q), bounds.match, roomLeft));
  return sql`${products.id} = any(array(${sql.join(branches, sql` union `)}))`;
}

/** How well a product matches `q` (best of its translations): full-text rank plus title similarity. */
export function productRelevance(q: string): SQL<number> {
  const query = folded(sql`${q}`);
  return sql<number>`(select max(ts_rank(${productTranslations.search}, ${ownLanguageQuery(q)})
      + word_similarity(${query}, ${folded(productTranslations.title)}))
    from ${productTranslations} where ${productTranslations.parentId} = ${products.id})`;
}
