import { z } from "@hono/zod-openapi";
import { pageQuery } from "../../platform/api/paged.ts";
import { idField } from "../../platform/api/validation.ts";
import type { ListingOptions } from "./catalog.service.ts";
import { ORDER_BY } from "./listing.ts";

/** An empty form field ("min_price=") means "no value", not zero. */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Ids from `brands=1&brands=2` or `brands=1,2` (GET forms repeat the name; links use commas). */
const idList = z
  .preprocess((value) => {
    const items = (Array.isArray(value) ? value : [value])
      .flatMap((v) => (typeof v === "string" ? v.split(",") : v === undefined ? [] : [v]))
      .map((v) => (typeof v === "string" ? v.trim() : v))
      .filter((v) => v !== "");
    if (items.length === 0) return undefined;
    // Anything but whole numbers fails as the list itself, so the message names the parameter.
    return items.every((item) => /^\d+$/.test(String(item))) ? items : value;
  }, z.array(idField).max(100).optional())
  .openapi({ type: "string", example: "1,2", description: "Ids, comma separated or the name repeated" });

const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The sort and filter query of every product listing (GET all, products, search; listing pages). */
export const listingQuery = z.object({
  page: pageQuery,
  orderBy: z.preprocess(blankToUndefined, z.enum(ORDER_BY).optional()).openapi({
    description: "Sort column; default created_at (newest first), or relevance when searching",
  }),
  orderByType: z.preprocess(blankToUndefined, z.enum(["asc", "desc"]).optional()),
  categories: idList,
  sub_categories: idList,
  brands: idList,
  collections: idList,
  tags: idList,
  attribute_values: idList,
  min_price: optionalNumber(z.coerce.number().min(0).max(10_000_000)).openapi({
    description: "Lowest price the shopper pays now, in currency units (e.g. 19.99)",
  }),
  max_price: optionalNumber(z.coerce.number().min(0).max(10_000_000)).openapi({
    description: "Highest price, in currency units",
  }),
  rating: optionalNumber(z.coerce.number().int().min(1).max(5)).openapi({
    description: "Minimum average star rating, 1–5",
  }),
  reviews: optionalNumber(z.coerce.number().int().min(0).max(1_000_000)).openapi({
    description: "Minimum number of customer reviews",
  }),
  shipping: z.preprocess(blankToUndefined, z.enum(["free"]).optional()).openapi({
    description: "free: only products with free shipping",
  }),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});

export type ListingQuery = z.infer<typeof listingQuery>;

const toMinor = (units: number | undefined) => (units === undefined ? undefined : Math.round(units * 100));

/** Validated query -> the service's listing options (prices into minor units). */
export function listingOptionsOf(query: ListingQuery): ListingOptions {
  return {
    page: query.page,
    orderBy: query.orderBy,
    orderByType: query.orderByType,
    filters: {
      categories: query.categories,
      sub_categories: query.sub_categories,
      brands: query.brands,
      collections: query.collections,
      tags: query.tags,
      attribute_values: query.attribute_values,
      min_price: toMinor(query.min_price),
      max_price: toMinor(query.max_price),
      rating: query.rating,
      reviews: query.reviews,
      free_shipping: query.shipping === "free",
      q: query.q,
    },
  };
}

/** URLSearchParams -> a plain object, repeated names as arrays (what the API validator sees too). */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? values[0] : values;
  }
  return result;
}

/** For pages: the listing options of a URL, dropping what does not validate (a page never fails on a bad filter). */
export function listingOptionsFromUrl(params: URLSearchParams): {
  options: ListingOptions;
  query: ListingQuery;
} {
  const raw = queryObject(params);
  const parsed = listingQuery.safeParse(raw);
  if (parsed.success) return { options: listingOptionsOf(parsed.data), query: parsed.data };
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)));
  const retry = listingQuery.safeParse(kept);
  const query = retry.success ? retry.data : listingQuery.parse({});
  return { options: listingOptionsOf(query), query };
}
