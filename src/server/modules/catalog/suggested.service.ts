import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { products } from "../../platform/db/schema/index.ts";
import { offsetOf } from "../../platform/api/paged.ts";
import { visibleProduct } from "./product.service.ts";

/** Suggested products per page (the spec gives no size; one row of four, three times). */
export const SUGGESTED_PAGE_SIZE = 12;

/**
 * Ids of the products suggested beside `productId`: same sub-category first, then the same
 * category, then all others; newest first inside each group. undefined when the product is unknown.
 */
export async function suggestedProductIds(
  ctx: RequestContext,
  productId: number,
  page = 1,
  perPage = SUGGESTED_PAGE_SIZE,
): Promise<{ ids: number[]; total: number } | undefined> {
  const db = await dbOf(ctx);
  const [self] = await db
    .select({ categoryId: products.categoryId, subCategoryId: products.subCategoryId })
    .from(products)
    .where(and(eq(products.id, productId), visibleProduct()));
  if (!self) return undefined;
  const others = and(ne(products.id, productId), visibleProduct());
  const closeness = sql`case
    when ${products.subCategoryId} is not distinct from ${self.subCategoryId} and ${self.subCategoryId}::int is not null then 0
    when ${products.categoryId} = ${self.categoryId} then 1
    else 2 end`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(others)
      .orderBy(closeness, desc(products.createdAt), desc(products.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(products).where(others),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total) };
}
