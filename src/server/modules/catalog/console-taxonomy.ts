import { asc } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  attributeTranslations,
  attributeValueTranslations,
  attributeValues,
  attributes,
  brandTranslations,
  brands,
  collectionTranslations,
  collections,
  tagTranslations,
  tags,
} from "../../platform/db/schema/index.ts";
import { consoleActor } from "../accounts/index.ts";
import { allCategories } from "./taxonomy.ts";

/**
 * What a product is filed under and varies by, in the caller's language: the public categories
 * with their sub-categories, every attribute with its values (the variants' options), and every
 * brand, collection and tag a product can be filed under.
 */
export async function consoleTaxonomy(ctx: RequestContext) {
  await consoleActor(ctx, "products.manage");
  const db = await dbOf(ctx);
  const [categoryTiles, attributeRows, valueRows, brandRows, collectionRows, tagRows] = await Promise.all([
    allCategories(ctx),
    db.select().from(attributes).orderBy(asc(attributes.sort), asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.sort), asc(attributeValues.id)),
    db.select({ id: brands.id, slug: brands.slug }).from(brands).orderBy(asc(brands.sort), asc(brands.id)),
    db
      .select({ id: collections.id, slug: collections.slug })
      .from(collections)
      .orderBy(asc(collections.sort), asc(collections.id)),
    db.select({ id: tags.id, slug: tags.slug }).from(tags).orderBy(asc(tags.slug)),
  ]);
  const [attributeTexts, valueTexts, brandTexts, collectionTexts, tagTexts] = await Promise.all([
    localizedTexts(
      db,
      attributeTranslations,
      attributeRows.map((a) => a.id),
      ctx.lang,
    ),
    localizedTexts(
      db,
      attributeValueTranslations,
      valueRows.map((v) => v.id),
      ctx.lang,
    ),
    localizedTexts(
      db,
      brandTranslations,
      brandRows.map((b) => b.id),
      ctx.lang,
    ),
    localizedTexts(
      db,
      collectionTranslations,
      collectionRows.map((c) => c.id),
      ctx.lang,
    ),
    localizedTexts(
      db,
      tagTranslations,
      tagRows.map((t) => t.id),
      ctx.lang,
    ),
  ]);
  const named = (rows: { id: number; slug: string }[], texts: Map<number, { title?: string | null }>) =>
    rows.map((row) => ({ id: row.id, title: texts.get(row.id)?.title || row.slug }));
  return {
    categories: categoryTiles.map((c) => ({
      id: c.id,
      title: c.title,
      sub_categories: c.public_sub_categories.map((s) => ({ id: s.id, title: s.title })),
    })),
    attributes: attributeRows.map((a) => ({
      id: a.id,
      title: attributeTexts.get(a.id)?.title || a.slug,
      values: valueRows
        .filter((v) => v.attributeId === a.id)
        .map((v) => ({ id: v.id, title: valueTexts.get(v.id)?.title || v.slug, color: v.color })),
    })),
    brands: named(brandRows, brandTexts),
    collections: named(collectionRows, collectionTexts),
    tags: named(tagRows, tagTexts),
  };
}
