import { bannerIsLive } from "./banner-schedule.ts";
import { showsBanner } from "../../cache/catalog-tags.ts";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  SOURCE_TYPE,
  VISIBILITY,
  bannerTranslations,
  banners,
  sliderItemTranslations,
  sliderItems,
  type SourceValue,
} from "../../platform/db/schema/index.ts";
import type { ListingFilters } from "./listing.ts";
import { findBrand, findCategoryById, findCollection, findSubCategoryById, type Tile } from "./taxonomy.ts";

/**
 * Source ids a listing link can carry: `home_spm` (a home slide), `banner`,
 * `brand`, `collection`, `category`, `sub_category`. One is used, in this order.
 */
export interface SourceIds {
  home_spm?: number;
  banner?: number;
  brand?: number;
  collection?: number;
  category?: number;
  sub_category?: number;
}

export interface ResolvedSource {
  scope: ListingFilters;
  /** The listing's heading: the brand, collection, category or banner title. */
  title: string | null;
  /** The category or sub-category the listing is about, when it is about one. */
  category: Tile | null;
}

/** A banner's or slide's products by its source type; a URL source restricts nothing. */
function scopeOfSource(sourceType: number, value: SourceValue): ListingFilters {
  switch (sourceType) {
    case SOURCE_TYPE.categories:
      return { categories: value.category_ids ?? [] };
    case SOURCE_TYPE.subCategories:
      return { sub_categories: value.sub_category_ids ?? [] };
    case SOURCE_TYPE.tags:
      return { tags: value.tags ?? [] };
    case SOURCE_TYPE.brands:
      return { brands: value.brand_ids ?? [] };
    case SOURCE_TYPE.products:
      return { products: value.product_ids ?? [] };
    default:
      return {};
  }
}

/** What a source id restricts the listing to; undefined when the id names nothing public. */
export async function resolveSource(
  ctx: RequestContext,
  ids: SourceIds,
): Promise<ResolvedSource | undefined> {
  const db = await dbOf(ctx);
  if (ids.home_spm !== undefined) {
    const [slide] = await db
      .select()
      .from(sliderItems)
      .where(and(eq(sliderItems.id, ids.home_spm), eq(sliderItems.status, VISIBILITY.public)));
    if (!slide) return undefined;
    const text = (await localizedTexts(db, sliderItemTranslations, [slide.id], ctx.lang)).get(slide.id);
    return {
      scope: scopeOfSource(slide.sourceType, slide.sourceValue),
      title: text?.title || null,
      category: null,
    };
  }
  if (ids.banner !== undefined) {
    const [banner] = await db
      .select()
      .from(banners)
      .where(and(eq(banners.id, ids.banner), bannerIsLive()));
    showsBanner(ids.banner, ctx.lang, "en");
    if (!banner) return undefined;
    const text = (await localizedTexts(db, bannerTranslations, [banner.id], ctx.lang)).get(banner.id);
    return {
      scope: scopeOfSource(banner.sourceType, banner.sourceValue),
      title: text?.title || null,
      category: null,
    };
  }
  if (ids.brand !== undefined) {
    const brand = await findBrand(ctx, ids.brand);
    return brand && { scope: { brands: [brand.id] }, title: brand.title, category: null };
  }
  if (ids.collection !== undefined) {
    const collection = await findCollection(ctx, ids.collection);
    return collection && { scope: { collections: [collection.id] }, title: collection.title, category: null };
  }
  if (ids.sub_category !== undefined) {
    const sub = await findSubCategoryById(ctx, ids.sub_category);
    return sub && { scope: { sub_categories: [sub.id] }, title: sub.title, category: sub };
  }
  if (ids.category !== undefined) {
    const category = await findCategoryById(ctx, ids.category);
    return category && { scope: { categories: [category.id] }, title: category.title, category };
  }
  return { scope: {}, title: null, category: null };
}
