import { AsyncLocalStorage } from "node:async_hooks";
import type { CatalogChange } from "./catalog-version.ts";

/**
 * Which cached answers a change of stock makes stale: the rule, in one place.
 *
 * Orders, cancellations, expired payments and restocks change stock figures only (migration 0011
 * names the products in its notice). While the serving layer renders an answer to keep, the reads
 * below tag it with what it shows:
 * - `product:<id>`: the product in full (its page, GET /api/v1/product/{id}): units on hand, sold
 *   count, variants' units, flash sale units. Dropped by every stock change of that product.
 * - `card:<id>`: the product's card (listings, home, search, suggestions, flash sales), which shows
 *   "out of stock" and the flash sale units left. Dropped when its units on hand cross zero or its
 *   flash sale units change; a sale that leaves it in stock keeps the card as it was.
 * - `sales`: a listing sorted by sales. Dropped whenever sold counts move.
 * No listing filters or counts by availability, so stock changes no answer's product set otherwise.
 * Every other change (a price, a text, a product added or hidden, a banner, a setting) still empties
 * every cache and memo. Memos of the catalogue (catalog-memo.ts) show no stock: stock changes keep them.
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

export function showsSalesRanking(): void {
  storage().getStore()?.add("sales");
}

/** The tags whose answers a stock change makes stale. */
export function tagsStaleAfter(change: Extract<CatalogChange, { kind: "stock" }>): string[] {
  return [
    ...change.products.map((id) => `product:${id}`),
    ...change.cards.map((id) => `card:${id}`),
    ...(change.sales ? ["sales"] : []),
  ];
}

/** Whether an answer tagged `tags` is stale after `changes` (undefined: changes were missed). */
export function isStaleAfter(tags: CatalogTags, changes: CatalogChange[] | undefined): boolean {
  if (!changes) return true;
  return changes.some(
    (change) => change.kind === "everything" || tagsStaleAfter(change).some((tag) => tags.has(tag)),
  );
}
