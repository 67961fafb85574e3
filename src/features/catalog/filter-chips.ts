import type { Listing, ListingQuery } from "../../server/modules/catalog/index.ts";
import type { T } from "../../i18n/translate.ts";

/** One chosen filter as a chip: what it says and the listing without it. */
export interface FilterChip {
  label: string;
  href: string;
}

type ListParam = "categories" | "brands" | "collections" | "attribute_values";
type OneParam = "min_price" | "max_price" | "rating" | "reviews" | "shipping";

/** Path and query, leaving out the blank fields a GET form sends ("min_price="). */
function pathOf(url: URL): string {
  const kept = new URLSearchParams([...url.searchParams].filter(([, value]) => value !== ""));
  const query = kept.toString();
  return url.pathname + (query ? `?${query}` : "");
}

/** The listing without one id of a list parameter (`a=1&a=2` or `a=1,2`), back on page 1. */
export function withoutId(pathAndQuery: string, name: ListParam, id: number): string {
  const url = new URL(pathAndQuery, "http://x");
  const kept = url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "" && Number(value) !== id);
  url.searchParams.delete(name);
  url.searchParams.delete("page");
  for (const value of kept) url.searchParams.append(name, value);
  return pathOf(url);
}

/** The listing without a single-valued filter, back on page 1. */
export function withoutParam(pathAndQuery: string, name: OneParam): string {
  const url = new URL(pathAndQuery, "http://x");
  url.searchParams.delete(name);
  url.searchParams.delete("page");
  return pathOf(url);
}

type ChipListing = Pick<Listing, "all_categories" | "brands" | "collections" | "attributes">;

/**
 * The chips of a listing's chosen filters ("Colour: Black", "Brand: Noor Atelier", "Maximum price: 50"),
 * each linking to the listing without it; an id the listing does not offer makes no chip.
 */
export function filterChips(
  listing: ChipListing,
  query: ListingQuery,
  here: string,
  t: T,
  formatPrice: (units: number) => string,
): FilterChip[] {
  const chip = (name: string, value: string, href: string): FilterChip => ({
    label: t("catalog.filter.chip", { name, value }),
    href,
  });
  const named = (param: ListParam, name: string, items: { id: number; title: string }[]) =>
    (query[param] ?? []).flatMap((id) => {
      const item = items.find((candidate) => candidate.id === id);
      return item ? [chip(name, item.title, withoutId(here, param, id))] : [];
    });
  const chips: FilterChip[] = [
    ...named("categories", t("catalog.categories"), listing.all_categories),
    ...named("brands", t("catalog.brands"), listing.brands),
    ...named("collections", t("catalog.home.collections"), listing.collections),
    ...listing.attributes.flatMap((attribute) =>
      named("attribute_values", attribute.title, attribute.values),
    ),
  ];
  if (query.min_price !== undefined)
    chips.push(chip(t("catalog.filter.min"), formatPrice(query.min_price), withoutParam(here, "min_price")));
  if (query.max_price !== undefined)
    chips.push(chip(t("catalog.filter.max"), formatPrice(query.max_price), withoutParam(here, "max_price")));
  if (query.rating !== undefined)
    chips.push({
      label: t("catalog.filter.ratingUp", { count: query.rating }),
      href: withoutParam(here, "rating"),
    });
  if (query.reviews !== undefined)
    chips.push({
      label: t("catalog.filter.reviewsMin", { count: query.reviews }),
      href: withoutParam(here, "reviews"),
    });
  if (query.shipping === "free")
    chips.push({ label: t("catalog.freeShipping"), href: withoutParam(here, "shipping") });
  return chips;
}
