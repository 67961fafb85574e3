import type { RequestContext } from "../../platform/context.ts";
import type { Paged } from "../../platform/api/paged.ts";
import { listProducts, type ListingFilters, type OrderBy, type OrderByType } from "./listing.ts";
import type { ProductCard } from "./product-card.ts";
import { listingAttributes, type AttributeFilter } from "./listing-attributes.ts";
import { resolveSource, type SourceIds } from "./sources.ts";
import {
  allBrands,
  allCategories,
  allCollections,
  findCategory,
  findSubCategory,
  type CategoryTile,
  type SubCategoryTile,
  type Tile,
} from "./taxonomy.ts";

/** Shipping options a listing can be filtered by (the UI translates the value). */
export const SHIPPING_OPTIONS = [{ value: "free" }] as const;

/** A listing: the page of products and what the filter panel offers. */
export interface Listing {
  result: Paged<ProductCard>;
  all_categories: CategoryTile[];
  category: CategoryTile | SubCategoryTile | Tile | null;
  collections: Tile[];
  brands: Tile[];
  shipping: { value: string }[];
  /** Sizes, colours … the listing's products are sold in. */
  attributes: AttributeFilter[];
  /** The listing's heading (brand, collection, category or banner title), when it has one. */
  title: string | null;
}

export interface ListingOptions {
  filters?: ListingFilters;
  page?: number;
  orderBy?: OrderBy;
  orderByType?: OrderByType;
  perPage?: number;
  now?: Date;
}

/** What the filter panel of a listing offers: categories, collections, brands, shipping, and its products' sizes and colours. */
export type FilterOptions = Pick<
  Listing,
  "all_categories" | "collections" | "brands" | "shipping" | "attributes"
>;

/** The filter panel's options of a listing of `scope` (and search text `q`). */
export async function filterOptions(
  ctx: RequestContext,
  scope: ListingFilters | undefined,
  q: string | undefined,
  now?: Date,
): Promise<FilterOptions> {
  const [all_categories, collections, brands, attributes] = await Promise.all([
    allCategories(ctx),
    allCollections(ctx),
    allBrands(ctx),
    listingAttributes(ctx, scope, q, now),
  ]);
  return { all_categories, collections, brands, shipping: [...SHIPPING_OPTIONS], attributes };
}

async function listing(
  ctx: RequestContext,
  scope: ListingFilters,
  head: { title: string | null; category: Listing["category"] },
  options: ListingOptions,
): Promise<Listing> {
  const [result, panel] = await Promise.all([
    listProducts(ctx, { ...options, scope }),
    filterOptions(ctx, scope, options.filters?.q, options.now),
  ]);
  return { result, ...panel, ...head };
}

/** /{main}/products, /{main}/brand, /{main}/collection: a listing restricted by a source id; undefined when unknown. */
export async function sourceListing(
  ctx: RequestContext,
  ids: SourceIds,
  options: ListingOptions = {},
): Promise<Listing | undefined> {
  const source = await resolveSource(ctx, ids);
  if (!source) return undefined;
  return listing(ctx, source.scope, { title: source.title, category: source.category }, options);
}

/** /shop/{slug}: one store's products with the listing filters (the caller has found the store listed). */
export function storeListing(
  ctx: RequestContext,
  storeId: number,
  options: ListingOptions = {},
): Promise<Listing> {
  return listing(ctx, { store_id: storeId }, { title: null, category: null }, options);
}

/** /all/{category}[/{subCategory}]: a listing of one category or sub-category; undefined when unknown. */
export async function categoryListing(
  ctx: RequestContext,
  slugs: { category: string; sub_category?: string },
  options: ListingOptions = {},
): Promise<Listing | undefined> {
  if (slugs.sub_category) {
    const sub = await findSubCategory(ctx, slugs.category, slugs.sub_category);
    if (!sub) return undefined;
    return listing(ctx, { sub_categories: [sub.id] }, { title: sub.title, category: sub }, options);
  }
  const category = await findCategory(ctx, slugs.category);
  if (!category) return undefined;
  return listing(ctx, { categories: [category.id] }, { title: category.title, category }, options);
}
