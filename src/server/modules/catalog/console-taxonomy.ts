import { asc } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  attributeTranslations,
  attributeValueTranslations,
  attributeValues,
  attributes,
} from "../../platform/db/schema/index.ts";
import { consoleActor } from "../accounts/index.ts";
import { allCategories } from "./taxonomy.ts";

/**
 * What a product is filed under and varies by, in the caller's language: the public categories
 * with their sub-categories, and every attribute with its values (the variants' options).
 */
export async function consoleTaxonomy(ctx: RequestContext) {
  await consoleActor(ctx, "products.manage");
  const db = await dbOf(ctx);
  const [categoryTiles, attributeRows, valueRows] = await Promise.all([
    allCategories(ctx),
    db.select().from(attributes).orderBy(asc(attributes.sort), asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.sort), asc(attributeValues.id)),
  ]);
  const [attributeTexts, valueTexts] = await Promise.all([
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
  ]);
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
  };
}
