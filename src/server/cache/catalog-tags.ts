import { AsyncLocalStorage } from "node:async_hooks";
import type { CatalogChange } from "./catalog-version.ts";

/**
 * Which cached answers a change of products makes stale: the rule, in one place.
 *
 * While the serving layer renders an answer to keep, the reads below tag it with what it shows:
 * - `product:<id>`: the product in full (its page in each language, GET /api/v1/product/{id}).
 * - `card:<id>`: the product's card (listings, home, search, suggestions, flash sales), which shows
 *   "out of stock" and the flash sale units left.
 * - `sales`: a listing sorted by sales.
 * - `brand:<id>`, `attribute:<id>`: a product's page shows its brand and its attributes' names.
 * When it is kept, an answer that is not one product's page (listings, home, search, categories,
 * sitemap, any answer with a card or with no product tag at all) also gets `listing`: which
 * products it shows depends on every product's category, brand, collections, texts, prices and
 * visibility, so any edited product may enter, leave or move in it.
 *
 * - A product edited (a save of its row, texts, pictures, attributes, variants, collections, tags
 *   or bundle deal, an update of its flash sale row; migration 0023; a review of it written, hidden,
 *   answered or deleted, migration 0033) drops its `product:` and
 *   `card:` answers and every `listing`: its page in all five languages and every list, while
 *   other products' pages stay.
 * - A stock change (orders, cancellations, expired payments, restocks; migration 0011) drops the
 *   product's `product:` answers; its `card:` answers when its units on hand cross zero or its
 *   flash sale units change (a sale that leaves it in stock keeps the card as it was); `sales`
 *   whenever sold counts move. No listing filters or counts by availability.
 * - A brand, attribute (its values) or tag changed (migration 0023) drops the `brand:` and
 *   `attribute:` answers named and every `listing` (filters, brand pages), and reloads the memos.
 * - `banner:<id>:<lang>`, `banner:<id>`, `banners:home`: a page showing a home banner's text in
 *   that language (and English when it falls back to it), the banner itself, the home's banners.
 *   A published home banner (migration 0029) drops exactly those: its Arabic text, the pages
 *   showing it in Arabic; its picture or link, every page showing it. No `listing` is added.
 * - `home`, `home:<lang>`: the home page (and GET /api/v1/home) in that language, showing the
 *   slider and feature boxes with their texts in that language (and English where it falls back).
 *   A published slide or box (migration 0030) drops exactly those: its Arabic title, the Arabic
 *   home page; its picture, order, link or schedule, the home page in every language.
 * - `page:<id>:<lang>`, `page:<id>`, `pages`: a static page shown in that language (and English
 *   when it falls back to it), the page itself, the answers listing pages (sitemaps, FAQ). A
 *   published page (migration 0031) drops exactly those; a page in the footer's menu, everything.
 * - Every other change (a category or collection, shown in every page's menu; a store, review,
 *   top or popup banner, setting, redirect, footer page, flash sale or a product put in or out of one, shipping place; a
 *   TRUNCATE; a bulk change of more than 200 rows) empties every cache and memo. Memos of the catalogue (catalog-memo.ts) show no
 *   product: product changes keep them.
 */
export type CatalogTags = Set<string>;

// On globalThis: the built Astro server bundles its own copy of this module beside the serving
// layer's, and the reads in that bundle must add to the set the serving layer passed.
const KEY = Symbol.for("modest-marketplace.catalog-tags");

function storage(): AsyncLocalStorage<CatalogTags> {
  const scope = globalThis as { [KEY]?: AsyncLocalStorage<CatalogTags> };
  scope[KEY] ??= new AsyncLocalStorage();
  return scope[KEY];
}

/** Runs `render`; every read inside it adds what it shows to `tags`. */
export function recordCatalogTags<T>(tags: CatalogTags, render: () => Promise<T>): Promise<T> {
  return storage().run(tags, render);
}

export function showsProduct(id: number): void {
  storage().getStore()?.add(`product:${id}`);
}

export function showsCards(ids: readonly number[]): void {
  const tags = storage().getStore();
  if (tags) for (const id of ids) tags.add(`card:${id}`);
}

/** A product's page shows its brand. */
export function showsBrand(id: number): void {
  storage().getStore()?.add(`brand:${id}`);
}

/** A product's page shows these attributes' names and values. */
export function showsAttributes(ids: readonly number[]): void {
  const tags = storage().getStore();
  if (tags) for (const id of ids) tags.add(`attribute:${id}`);
}

/** The page lists the home's banners (a banner turned on or off changes it). */
export function showsHomeBanners(): void {
  storage().getStore()?.add("banners:home");
}

/** The page shows a banner in `lang`, with its text in `textLang` (English when `lang` has none). */
export function showsBanner(id: number, lang: string, textLang: string): void {
  const tags = storage().getStore();
  if (!tags) return;
  tags.add(`banner:${id}`);
  tags.add(`banner:${id}:${lang}`);
  tags.add(`banner:${id}:${textLang}`);
}

/** The page shows the home slider and feature boxes in `lang`, their texts in `textLangs`. */
export function showsHomeContent(lang: string, textLangs: readonly string[]): void {
  const tags = storage().getStore();
  if (!tags) return;
  tags.add("home");
  for (const l of [lang, ...textLangs]) tags.add(`home:${l}`);
}

/** The page shows static page `id` in `lang`, with its text in `textLang`. */
export function showsPage(id: number, lang: string, textLang: string): void {
  const tags = storage().getStore();
  if (!tags) return;
  tags.add(`page:${id}`);
  tags.add(`page:${id}:${lang}`);
  tags.add(`page:${id}:${textLang}`);
}

/** The answer lists the static pages (sitemaps, FAQ). */
export function showsPageList(): void {
  storage().getStore()?.add("pages");
}

export function showsSalesRanking(): void {
  storage().getStore()?.add("sales");
}

/** Marks answers whose set of products any edited product may change (see above). */
const LISTING = "listing";

/** The tags an answer is kept with, from those its reads recorded. */
export function keptTags(recorded: CatalogTags): string[] {
  const tags = [...recorded];
  const onePage =
    tags.some((tag) => tag.startsWith("product:")) && !tags.some((tag) => tag.startsWith("card:"));
  return onePage ? tags : [...tags, LISTING];
}

/** The tags whose answers a change of some products makes stale. */
export function tagsStaleAfter(change: Exclude<CatalogChange, { kind: "everything" }>): string[] {
  if (change.kind === "edited") {
    return [...change.products.flatMap((id) => [`product:${id}`, `card:${id}`]), LISTING];
  }
  if (change.kind === "taxonomy") return [...change.tags, LISTING];
  if (change.kind === "content") return change.tags;
  return [
    ...change.products.map((id) => `product:${id}`),
    ...change.cards.map((id) => `card:${id}`),
    ...(change.sales ? ["sales"] : []),
  ];
}

/** Whether an answer kept with `tags` (keptTags) is stale after `changes` (undefined: changes were missed). */
export function isStaleAfter(tags: readonly string[], changes: CatalogChange[] | undefined): boolean {
  if (!changes) return true;
  return changes.some(
    (change) => change.kind === "everything" || tagsStaleAfter(change).some((tag) => tags.includes(tag)),
  );
}
