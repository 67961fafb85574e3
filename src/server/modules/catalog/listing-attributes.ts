import { and, asc, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { memoByProducts } from "../../cache/catalog-memo.ts";
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
 * text), whatever other filter is chosen, so a chosen value stays on offer.
 */
export function listingAttributes(
  ctx: RequestContext,
  scope: ListingFilters | undefined,
  q: string | undefined,
  now = new Date(),
): Promise<AttributeFilter[]> {
  const read = () => readListingAttributes(ctx, scope, q, now);
  const timeless =
    !q && !scope?.q && !scope?.on_sale && scope?.min_price === undefined && scope?.max_price === undefined;
  return timeless ? byScope(`${ctx.lang} ${JSON.stringify(scope ?? {})}`, read) : read();
}

/**
 * A listing's sizes and colours read once per scope and language: at 100,000 products the read
 * scans the variants' values (0.1–0.8 s of the database), and only product edits change it. Searches and price or
 * sale scopes (which move with the clock) are read each time.
 */
const byScope = memoByProducts<AttributeFilter[]>(1000);

async function readListingAttributes(
  ctx: RequestContext,
  scope: ListingFilters | undefined,
  q: string | undefined,
  now: Date,
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
