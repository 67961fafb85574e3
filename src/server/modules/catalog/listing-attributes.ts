import { and, asc, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  attributeTranslations,
  attributeValueTranslations,
  attributeValues,
  attributes,
  inventories,
  inventoryAttributeValues,
  products,
} from "../../platform/db/schema/index.ts";
import type { ListingFilters } from "./listing-filters.ts";
import { listingConditions, visibleProducts } from "./listing.ts";

/** One value a listing can be narrowed to (a size, a colour …). */
interface AttributeValueOption {
  id: number;
  title: string;
  slug: string;
  /** Swatch colour (#rrggbb) of a colour. */
  color: string | null;
}

/** A variant attribute (Size, Colour …) with the values the listing's products are sold in. */
export interface AttributeFilter {
  id: number;
  title: string;
  slug: string;
  values: AttributeValueOption[];
}

/**
 * The sizes, colours … of the variants of the products a listing holds (its scope, and the search
 * text), whatever other filter is chosen, so a chosen value stays on offer. Each value is one probe
 * of the variants index by value (`inventory_attribute_values_value_id_idx`) that stops at the first
 * product of the listing.
 */
export async function listingAttributes(
  ctx: RequestContext,
  scope: ListingFilters | undefined,
  q: string | undefined,
  now = new Date(),
): Promise<AttributeFilter[]> {
  const db = await dbOf(ctx);
  const narrowing = [
    ...(await listingConditions(db, scope, now)),
    ...(await listingConditions(db, { q }, now)),
  ];
  const rows = await db
    .select({
      id: attributeValues.id,
      slug: attributeValues.slug,
      color: attributeValues.color,
      attributeId: attributes.id,
      attributeSlug: attributes.slug,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(
      sql`exists (select 1 from ${inventoryAttributeValues}
        join ${inventories} on ${inventories.id} = ${inventoryAttributeValues.inventoryId}
        join ${products} on ${products.id} = ${inventories.productId}
        where ${inventoryAttributeValues.attributeValueId} = ${attributeValues.id}
          and ${and(visibleProducts(), ...narrowing)})`,
    )
    .orderBy(asc(attributes.sort), asc(attributes.id), asc(attributeValues.sort), asc(attributeValues.id));
  if (rows.length === 0) return [];
  const attributeIds = [...new Set(rows.map((row) => row.attributeId))];
  const [attributeTexts, valueTexts] = await Promise.all([
    localizedTexts(db, attributeTranslations, attributeIds, ctx.lang),
    localizedTexts(
      db,
      attributeValueTranslations,
      rows.map((row) => row.id),
      ctx.lang,
    ),
  ]);
  return attributeIds.map((attributeId) => {
    const values = rows.filter((row) => row.attributeId === attributeId);
    return {
      id: attributeId,
      slug: values[0].attributeSlug,
      title: attributeTexts.get(attributeId)?.title || values[0].attributeSlug,
      values: values.map((row) => ({
        id: row.id,
        slug: row.slug,
        color: row.color,
        title: valueTexts.get(row.id)?.title || row.slug,
      })),
    };
  });
}
