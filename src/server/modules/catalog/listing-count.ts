import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { VISIBILITY, products, publicProductCounts, stores } from "../../platform/db/schema/index.ts";
import type { ListingFilters } from "./listing-filters.ts";

/** The filters public_product_counts holds; any other one makes a listing count its products. */
const COUNTED_BY_GROUP: (keyof ListingFilters)[] = ["categories", "sub_categories", "brands", "store_id"];

/** Whether a filter's value narrows the listing (as listing.ts reads it: empty lists, false and blank text do not). */
function narrows(value: unknown): boolean {
  if (value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

function countedByGroup(filters: ListingFilters | undefined): boolean {
  return Object.entries(filters ?? {}).every(
    ([key, value]) => COUNTED_BY_GROUP.includes(key as keyof ListingFilters) || !narrows(value),
  );
}

function groupConditions(filters: ListingFilters | undefined): SQL[] {
  const where: SQL[] = [];
  const counts = publicProductCounts;
  if (narrows(filters?.categories)) where.push(inArray(counts.categoryId, filters!.categories!));
  if (narrows(filters?.sub_categories)) where.push(inArray(counts.subCategoryId, filters!.sub_categories!));
  if (narrows(filters?.brands)) where.push(inArray(counts.brandId, filters!.brands!));
  if (filters?.store_id !== undefined) where.push(eq(counts.storeId, filters.store_id));
  return where;
}

/**
 * How many products a listing has: `where` over the products, or, when scope and filters narrow by
 * category, sub-category, brand and store only (the home page, category, brand and store pages),
 * the sum of their public_product_counts rows of listed stores, a few rows at any catalogue size.
 */
export async function listingTotal(
  db: Db,
  scope: ListingFilters | undefined,
  filters: ListingFilters | undefined,
  where: SQL | undefined,
): Promise<number> {
  if (!countedByGroup(scope) || !countedByGroup(filters)) {
    const [{ total }] = await db.select({ total: count() }).from(products).where(where);
    return Number(total);
  }
  const counts = publicProductCounts;
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${counts.products}), 0)` })
    .from(counts)
    .where(
      and(
        sql`exists (select 1 from ${stores} where ${stores.id} = ${counts.storeId} and ${stores.approvalStatus} = 'approved' and ${stores.status} = ${VISIBILITY.public})`,
        ...groupConditions(scope),
        ...groupConditions(filters),
      ),
    );
  return Number(total);
}
