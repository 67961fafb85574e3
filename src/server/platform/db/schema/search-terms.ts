import type { SQL } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { folded } from "../trigram.ts";

/*
 * The words of product titles (all languages, as the 'simple' text-search configuration splits and
 * lower-cases them), kept up to date by triggers on product_translations (migration 0008). Search
 * looks words up here instead of scanning titles, so a match costs the same at any catalogue size.
 */

/** Every distinct title word and how many titles use it: the vocabulary typos are looked up in. */
export const searchTerms = pgTable(
  "search_terms",
  {
    word: text("word").primaryKey(),
    /** The word folded like search queries are (src/server/platform/db/trigram.ts). */
    term: text("term")
      .notNull()
      .generatedAlwaysAs((): SQL => folded(searchTerms.word)),
    uses: integer("uses").notNull(),
  },
  (t) => [index("search_terms_term_trgm_idx").using("gin", t.term.op("gin_trgm_ops"))],
);

/**
 * Which products have a word in a title: read in key order, the first N products with a word are
 * found in N index steps, however many products have it.
 */
export const productTitleWords = pgTable(
  "product_title_words",
  {
    word: text("word").notNull(),
    productId: integer("product_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.productId] })],
);
