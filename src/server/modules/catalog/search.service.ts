import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  VISIBILITY,
  categories,
  categoryTranslations,
  productTranslations,
  products,
  subCategories,
  subCategoryTranslations,
  tagTranslations,
} from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, type Paged } from "../../platform/api/paged.ts";
import { listProducts, visibleProducts, type OrderBy, type OrderByType } from "./listing.ts";
import { productCards, type ProductCard } from "./product-card.ts";
import { SUGGESTION_BOUNDS, TYPO_THRESHOLD, folded, productMatches } from "./search-sql.ts";

/** Suggestions under the search box: keywords, categories, sub-categories and products, every list from the active language (English fallback). */
export interface Suggestions {
  /** Keywords to search for. */
  suggested: string[];
  category: { id: number; title: string; slug: string }[];
  sub_category: { id: number; title: string; slug: string; category_slug: string }[];
  product: ProductCard[];
}

export interface SearchOptions {
  page?: number;
  orderBy?: OrderBy;
  orderByType?: OrderByType;
  now?: Date;
}

/** GET search: products matching q (full-text per language + typo tolerance), 9 per page, best first. */
export function searchProducts(
  ctx: RequestContext,
  q: string,
  options: SearchOptions = {},
): Promise<Paged<ProductCard>> {
  return listProducts(ctx, { ...options, filters: { q }, perPage: PAGE_SIZE.search });
}

interface TitleTable {
  parentId: AnyPgColumn;
  lang: AnyPgColumn;
  title: AnyPgColumn;
}

/** Ids whose title (active language or English) contains or resembles q, most similar first. */
async function similarTitles(
  ctx: RequestContext,
  table: PgTable & TitleTable,
  q: string,
  limit: number,
  extra?: SQL,
): Promise<number[]> {
  const db = await dbOf(ctx);
  const query = folded(sql`${q}`);
  const title = folded(table.title);
  const score = sql<number>`max(word_similarity(${query}, ${title}) + case when strpos(${title}, ${query}) > 0 then 1 else 0 end)`;
  const rows = await db
    .select({ id: table.parentId, score })
    .from(table)
    .where(
      and(
        inArray(table.lang, [...new Set([ctx.lang, "en"])]),
        sql`(strpos(${title}, ${query}) > 0 or word_similarity(${query}, ${title}) >= ${TYPO_THRESHOLD})`,
        extra,
      ),
    )
    .groupBy(table.parentId)
    .orderBy(desc(score), asc(table.parentId))
    .limit(limit);
  return rows.map((r) => Number(r.id));
}

/**
 * The popup's products: search's candidates ranked by their title in the active language or
 * English alone (containing the query first, then by similarity), without counting all matches.
 */
async function suggestedProducts(ctx: RequestContext, q: string, now: Date): Promise<ProductCard[]> {
  const db = await dbOf(ctx);
  const query = folded(sql`${q}`);
  const title = folded(productTranslations.title);
  const score = sql<number>`max(word_similarity(${query}, ${title}) + case when strpos(${title}, ${query}) > 0 then 1 else 0 end)`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productTranslations,
      and(
        eq(productTranslations.parentId, products.id),
        inArray(productTranslations.lang, [...new Set([ctx.lang, "en"])]),
      ),
    )
    .where(and(visibleProducts(), await productMatches(db, q, SUGGESTION_BOUNDS)))
    .groupBy(products.id)
    .orderBy(desc(score), desc(products.createdAt), desc(products.id))
    .limit(PAGE_SIZE.suggestions);
  return productCards(
    ctx,
    rows.map((r) => r.id),
    now,
  );
}

/** Suggestions for the search popup: keywords, categories, sub-categories and products, 7 each. */
export async function searchSuggestions(
  ctx: RequestContext,
  q: string,
  now = new Date(),
): Promise<Suggestions> {
  const text = q.trim();
  if (!text) return { suggested: [], category: [], sub_category: [], product: [] };
  const size = PAGE_SIZE.suggestions;
  const db = await dbOf(ctx);
  const [productList, categoryIds, subIds, tagIds] = await Promise.all([
    suggestedProducts(ctx, text, now),
    similarTitles(
      ctx,
      categoryTranslations,
      text,
      size,
      sql`exists (select 1 from ${categories} where ${categories.id} = ${categoryTranslations.parentId} and ${categories.status} = ${VISIBILITY.public})`,
    ),
    similarTitles(
      ctx,
      subCategoryTranslations,
      text,
      size,
      sql`exists (select 1 from ${subCategories} where ${subCategories.id} = ${subCategoryTranslations.parentId} and ${subCategories.status} = ${VISIBILITY.public})`,
    ),
    similarTitles(ctx, tagTranslations, text, size),
  ]);
  const [categoryTexts, subTexts, tagTexts, subRows] = await Promise.all([
    localizedTexts(db, categoryTranslations, categoryIds, ctx.lang),
    localizedTexts(db, subCategoryTranslations, subIds, ctx.lang),
    localizedTexts(db, tagTranslations, tagIds, ctx.lang),
    subIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: subCategories.id, slug: subCategories.slug, categorySlug: categories.slug })
          .from(subCategories)
          .innerJoin(categories, eq(categories.id, subCategories.categoryId))
          .where(and(inArray(subCategories.id, subIds), eq(categories.status, VISIBILITY.public))),
  ]);
  const categoryRows =
    categoryIds.length === 0
      ? []
      : await db
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.id, categoryIds));

  const keywords = [
    ...tagIds.map((id) => tagTexts.get(id)?.title ?? ""),
    ...productList.map((p) => p.title),
  ].filter(
    (k, i, all) =>
      k &&
      all.findIndex((other) => other.toLocaleLowerCase(ctx.lang) === k.toLocaleLowerCase(ctx.lang)) === i,
  );

  return {
    suggested: keywords.slice(0, size),
    category: categoryIds.flatMap((id) => {
      const row = categoryRows.find((r) => r.id === id);
      return row ? [{ id, slug: row.slug, title: categoryTexts.get(id)?.title || row.slug }] : [];
    }),
    sub_category: subIds.flatMap((id) => {
      const row = subRows.find((r) => r.id === id);
      return row
        ? [
            {
              id,
              slug: row.slug,
              category_slug: row.categorySlug,
              title: subTexts.get(id)?.title || row.slug,
            },
          ]
        : [];
    }),
    product: productList,
  };
}
