import type { ListingQuery } from "../../server/modules/catalog/index.ts";

/** Source parameters a listing URL may carry; the filter form sends them back unchanged. */
const SOURCE_PARAMS = ["home_spm", "banner", "brand", "collection", "category", "sub_category", "q"] as const;

export interface SortChoice {
  key: string;
  orderBy?: string;
  orderByType?: "asc" | "desc";
}

/** The sort menu (newest first by default). */
export const SORT_CHOICES: SortChoice[] = [
  { key: "catalog.sort.newest" },
  { key: "catalog.sort.oldest", orderBy: "created_at", orderByType: "asc" },
  { key: "catalog.sort.priceLow", orderBy: "price", orderByType: "asc" },
  { key: "catalog.sort.priceHigh", orderBy: "price", orderByType: "desc" },
  { key: "catalog.sort.rating", orderBy: "rating", orderByType: "desc" },
  { key: "catalog.sort.reviews", orderBy: "review_count", orderByType: "desc" },
  { key: "catalog.sort.sold", orderBy: "sold_count", orderByType: "desc" },
];

/** Whether a sort choice is the one the query asks for. */
export function isCurrentSort(
  choice: SortChoice,
  query: Pick<ListingQuery, "orderBy" | "orderByType">,
): boolean {
  if (!choice.orderBy)
    return !query.orderBy || (query.orderBy === "created_at" && query.orderByType !== "asc");
  return choice.orderBy === query.orderBy && (query.orderByType ?? "desc") === choice.orderByType;
}

/** The current URL with another sort (and back to page 1). */
export function withSort(pathAndQuery: string, choice: SortChoice): string {
  const url = new URL(pathAndQuery, "http://x");
  url.searchParams.delete("page");
  url.searchParams.delete("orderBy");
  url.searchParams.delete("orderByType");
  if (choice.orderBy) url.searchParams.set("orderBy", choice.orderBy);
  if (choice.orderByType) url.searchParams.set("orderByType", choice.orderByType);
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : "");
}

/** Parameters the filter form must carry as hidden fields: the source ids and the sort. */
export function hiddenParams(params: URLSearchParams): [string, string][] {
  const kept: [string, string][] = [];
  for (const name of [...SOURCE_PARAMS, "orderBy", "orderByType"]) {
    const value = params.get(name);
    if (value) kept.push([name, value]);
  }
  return kept;
}

/** The listing without any filter (source and search kept), for 'Clear filters'. */
export function withoutFilters(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, "http://x");
  const clean = new URLSearchParams();
  for (const [name, value] of hiddenParams(url.searchParams)) clean.set(name, value);
  const query = clean.toString();
  return url.pathname + (query ? `?${query}` : "");
}

export const RATING_CHOICES = [4, 3, 2, 1];
export const REVIEW_CHOICES = [1, 10, 50];
