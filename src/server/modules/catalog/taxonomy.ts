import { and, asc, count, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { memoByCatalog } from "../../cache/catalog-memo.ts";
import { findCategoriesWithSubCategories, findCollections, localizedTexts } from "../common/index.ts";
import {
  VISIBILITY,
  brandTranslations,
  brands,
  categories,
  categoryTranslations,
  collectionTranslations,
  collections,
  subCategoryTranslations,
} from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, offsetOf, paged, type Paged } from "../../platform/api/paged.ts";

/** A category, sub-category, brand or collection as a tile or a filter option. */
export interface Tile {
  id: number;
  title: string;
  slug: string;
  image: string | null;
}

export interface CategoryTile extends Tile {
  public_sub_categories: Tile[];
}

export interface SubCategoryTile extends Tile {
  category: Tile;
}

type TextTable = Parameters<typeof localizedTexts>[1];

async function withTitles(
  ctx: RequestContext,
  table: TextTable,
  rows: { id: number; slug: string; image: string | null }[],
): Promise<Tile[]> {
  const texts = await localizedTexts(
    await dbOf(ctx),
    table,
    rows.map((r) => r.id),
    ctx.lang,
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    image: r.image,
    title: texts.get(r.id)?.title || r.slug,
  }));
}

/** Every public category with its public sub-categories (filters, /categories). */
export const allCategories = memoByCatalog(async (ctx): Promise<CategoryTile[]> => {
  const rows = await findCategoriesWithSubCategories(await dbOf(ctx), ctx.lang);
  return rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    image: c.image,
    title: c.title || c.slug,
    public_sub_categories: c.subCategories.map((s) => ({ ...s, title: s.title || s.slug })),
  }));
});

/** A page of public categories as tiles (GET categories). */
export async function listCategories(ctx: RequestContext, page = 1): Promise<Paged<CategoryTile>> {
  const all = await allCategories(ctx);
  const perPage = PAGE_SIZE.listing;
  const start = offsetOf(page, perPage);
  return paged(all.slice(start, start + perPage), { page, perPage, total: all.length });
}

/** A page of public brands as tiles (GET brands, /brands). */
export async function listBrands(ctx: RequestContext, page = 1): Promise<Paged<Tile>> {
  const db = await dbOf(ctx);
  const perPage = PAGE_SIZE.listing;
  const publicBrands = eq(brands.status, VISIBILITY.public);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: brands.id, slug: brands.slug, image: brands.image })
      .from(brands)
      .where(publicBrands)
      .orderBy(asc(brands.sort), asc(brands.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(brands).where(publicBrands),
  ]);
  return paged(await withTitles(ctx, brandTranslations, rows), { page, perPage, total: Number(total) });
}

/** Every public brand (filter options). */
export const allBrands = memoByCatalog(async (ctx): Promise<Tile[]> => {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, image: brands.image })
    .from(brands)
    .where(eq(brands.status, VISIBILITY.public))
    .orderBy(asc(brands.sort), asc(brands.id));
  return withTitles(ctx, brandTranslations, rows);
});

/** Every public collection (filter options, home). */
export const allCollections = memoByCatalog(async (ctx): Promise<Tile[]> => {
  const rows = await findCollections(await dbOf(ctx), ctx.lang);
  return rows.map((r) => ({ ...r, title: r.title || r.slug }));
});

/** Featured public categories / brands for the home page. */
export const featuredCategories = memoByCatalog(async (ctx): Promise<Tile[]> => {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(and(eq(categories.status, VISIBILITY.public), eq(categories.featured, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
  return withTitles(ctx, categoryTranslations, rows);
});

export const featuredBrands = memoByCatalog(async (ctx): Promise<Tile[]> => {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, image: brands.image })
    .from(brands)
    .where(and(eq(brands.status, VISIBILITY.public), eq(brands.featured, true)))
    .orderBy(asc(brands.sort), asc(brands.id));
  return withTitles(ctx, brandTranslations, rows);
});

/** A public category by its slug (the English base slug or a translated one). */
export async function findCategory(ctx: RequestContext, slug: string): Promise<CategoryTile | undefined> {
  const all = await allCategories(ctx);
  const direct = all.find((c) => c.slug === slug);
  if (direct) return direct;
  const db = await dbOf(ctx);
  const [translated] = await db
    .select({ id: categoryTranslations.parentId })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.slug, slug))
    .limit(1);
  return translated ? all.find((c) => c.id === translated.id) : undefined;
}

/** A public sub-category of a public category, both by slug. */
export async function findSubCategory(
  ctx: RequestContext,
  categorySlug: string,
  subSlug: string,
): Promise<SubCategoryTile | undefined> {
  const category = await findCategory(ctx, categorySlug);
  if (!category) return undefined;
  let sub = category.public_sub_categories.find((s) => s.slug === subSlug);
  if (!sub) {
    const db = await dbOf(ctx);
    const translated = await db
      .select({ id: subCategoryTranslations.parentId })
      .from(subCategoryTranslations)
      .where(eq(subCategoryTranslations.slug, subSlug));
    sub = category.public_sub_categories.find((s) => translated.some((t) => t.id === s.id));
  }
  if (!sub) return undefined;
  const { public_sub_categories: _subs, ...parent } = category;
  return { ...sub, category: parent };
}

/** One public brand / collection / sub-category by id, as a tile. */
export async function findBrand(ctx: RequestContext, id: number): Promise<Tile | undefined> {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, image: brands.image })
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.status, VISIBILITY.public)));
  return (await withTitles(ctx, brandTranslations, rows))[0];
}

export async function findCollection(ctx: RequestContext, id: number): Promise<Tile | undefined> {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: collections.id, slug: collections.slug, image: collections.image })
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.status, VISIBILITY.public)));
  return (await withTitles(ctx, collectionTranslations, rows))[0];
}

export async function findCategoryById(ctx: RequestContext, id: number): Promise<CategoryTile | undefined> {
  return (await allCategories(ctx)).find((c) => c.id === id);
}

export async function findSubCategoryById(
  ctx: RequestContext,
  id: number,
): Promise<SubCategoryTile | undefined> {
  const all = await allCategories(ctx);
  for (const { public_sub_categories: subs, ...category } of all) {
    const sub = subs.find((s) => s.id === id);
    if (sub) return { ...sub, category };
  }
  return undefined;
}
