import { and, asc, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { showsSalesRanking } from "../../cache/catalog-tags.ts";
import type { Db } from "../../platform/db/client.ts";
import {
  VISIBILITY,
  attributeValues,
  flashSaleProducts,
  flashSales,
  inventories,
  inventoryAttributeValues,
  productCollections,
  productTags,
  products,
  stores,
} from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, offsetOf, paged, type Paged } from "../../platform/api/paged.ts";
import { productMatches, productRelevance } from "./search-sql.ts";
import { listingTotal } from "./listing-count.ts";
import { productCards, type ProductCard } from "./product-card.ts";
import type { ListingFilters } from "./listing-filters.ts";

export type { ListingFilters };

export const ORDER_BY = ["created_at", "price", "rating", "review_count", "sold_count", "discount"] as const;
export type OrderBy = (typeof ORDER_BY)[number];
export type OrderByType = "asc" | "desc";

export interface ListingRequest {
  filters?: ListingFilters;
  /** A restriction from the link the shopper followed (banner, slide, brand …), ANDed with filters. */
  scope?: ListingFilters;
  page?: number;
  perPage?: number;
  orderBy?: OrderBy;
  orderByType?: OrderByType;
  now?: Date;
}

/** Public products of listed stores only. */
export function visibleProducts(): SQL {
  return and(
    eq(products.status, VISIBILITY.public),
    sql`exists (select 1 from ${stores} where ${stores.id} = ${products.storeId} and ${stores.approvalStatus} = 'approved' and ${stores.status} = ${VISIBILITY.public})`,
  ) as SQL;
}

/** The unit price a shopper pays now without choosing a variant: live flash with units left, else offered > 0, else selling. */
function currentPriceSql(now: Date): SQL<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<number>`coalesce((select ${flashSaleProducts.price} from ${flashSaleProducts}
      join ${flashSales} on ${flashSales.id} = ${flashSaleProducts.flashSaleId}
      where ${flashSaleProducts.productId} = ${products.id} and ${flashSales.status} = ${VISIBILITY.public}
        and ${flashSales.startTime} <= ${at} and ${flashSales.endTime} > ${at}
        and ${flashSaleProducts.sold} < ${flashSaleProducts.quantity}
      order by ${flashSales.endTime} limit 1), nullif(${products.offered}, 0), ${products.selling})`;
}

const nonEmpty = (ids: number[] | undefined): ids is number[] => Array.isArray(ids) && ids.length > 0;

/**
 * A variant of the product carries one of the chosen values of every attribute they belong to:
 * "M or L" and "Black" finds a product sold as M in Black (values of one attribute are ORed).
 */
async function variantCondition(db: Db, valueIds: number[]): Promise<SQL> {
  const rows = await db
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
    .from(attributeValues)
    .where(inArray(attributeValues.id, valueIds));
  const byAttribute = Map.groupBy(rows, (row) => row.attributeId);
  if (byAttribute.size === 0) return sql`false`;
  const each = [...byAttribute.values()].map(
    (values) =>
      sql`exists (select 1 from ${inventoryAttributeValues} where ${inventoryAttributeValues.inventoryId} = ${inventories.id} and ${inArray(
        inventoryAttributeValues.attributeValueId,
        values.map((v) => v.id),
      )})`,
  );
  return sql`exists (select 1 from ${inventories} where ${inventories.productId} = ${products.id} and ${and(...each)})`;
}

/** Every narrowing of scope or filters as conditions on products (ANDed by the caller). */
export async function listingConditions(
  db: Db,
  filters: ListingFilters | undefined,
  now: Date,
): Promise<SQL[]> {
  if (!filters) return [];
  const where: SQL[] = [];
  if (nonEmpty(filters.categories)) where.push(inArray(products.categoryId, filters.categories));
  if (nonEmpty(filters.sub_categories)) where.push(inArray(products.subCategoryId, filters.sub_categories));
  if (nonEmpty(filters.brands)) where.push(inArray(products.brandId, filters.brands));
  if (nonEmpty(filters.products)) where.push(inArray(products.id, filters.products));
  if (nonEmpty(filters.collections)) {
    where.push(
      sql`exists (select 1 from ${productCollections} where ${productCollections.productId} = ${products.id} and ${inArray(productCollections.collectionId, filters.collections)})`,
    );
  }
  if (nonEmpty(filters.tags)) {
    where.push(
      sql`exists (select 1 from ${productTags} where ${productTags.productId} = ${products.id} and ${inArray(productTags.tagId, filters.tags)})`,
    );
  }
  if (nonEmpty(filters.attribute_values)) where.push(await variantCondition(db, filters.attribute_values));
  if (filters.min_price !== undefined) where.push(sql`${currentPriceSql(now)} >= ${filters.min_price}`);
  if (filters.max_price !== undefined) where.push(sql`${currentPriceSql(now)} <= ${filters.max_price}`);
  if (filters.rating !== undefined) where.push(gte(products.rating, filters.rating));
  if (filters.reviews !== undefined) where.push(gte(products.reviewCount, filters.reviews));
  if (filters.free_shipping) where.push(eq(products.freeShipping, true));
  if (filters.on_sale) where.push(sql`${currentPriceSql(now)} < ${products.selling}`);
  if (filters.store_id !== undefined) where.push(eq(products.storeId, filters.store_id));
  const q = filters.q?.trim();
  if (q) where.push(await productMatches(db, q));
  return where;
}

function ordering(request: ListingRequest, now: Date): SQL[] {
  const q = request.filters?.q?.trim() || request.scope?.q?.trim();
  const direction = request.orderByType === "asc" ? asc : desc;
  if (!request.orderBy && q) return [desc(productRelevance(q)), desc(products.createdAt), desc(products.id)];
  const column = {
    created_at: products.createdAt,
    price: currentPriceSql(now),
    rating: products.rating,
    review_count: products.reviewCount,
    sold_count: products.soldCount,
    discount: sql`(${products.selling} - ${currentPriceSql(now)})::float / greatest(${products.selling}, 1)`,
  }[request.orderBy ?? "created_at"];
  return [direction(column), direction(products.id)];
}

/** One page of product cards matching scope and filters, sorted (default newest first). */
export async function listProducts(
  ctx: RequestContext,
  request: ListingRequest = {},
): Promise<Paged<ProductCard>> {
  if (request.orderBy === "sold_count") showsSalesRanking();
  const db = await dbOf(ctx);
  const now = request.now ?? new Date();
  const page = request.page ?? 1;
  const perPage = request.perPage ?? PAGE_SIZE.listing;
  const where = and(
    visibleProducts(),
    ...(await listingConditions(db, request.scope, now)),
    ...(await listingConditions(db, request.filters, now)),
  );
  const [rows, total] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...ordering(request, now))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    listingTotal(db, request.scope, request.filters, where),
  ]);
  const cards = await productCards(
    ctx,
    rows.map((r) => r.id),
    now,
  );
  return paged(cards, { page, perPage, total });
}
