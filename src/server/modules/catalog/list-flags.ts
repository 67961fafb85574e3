import { and, eq, inArray } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { compareLists, storeFollows, wishlists } from "../../platform/db/schema/index.ts";

// Read by the product and store pages' services, so this file imports none of them.

/** Ids of the given stores the signed-in user follows; empty for guests. */
export async function followedStoreIds(ctx: RequestContext, storeIds: number[]): Promise<number[]> {
  if (!ctx.user || storeIds.length === 0) return [];
  const db = await dbOf(ctx);
  const rows = await db
    .select({ storeId: storeFollows.storeId })
    .from(storeFollows)
    .where(and(eq(storeFollows.userId, ctx.user.id), inArray(storeFollows.storeId, storeIds)));
  return rows.map((r) => r.storeId);
}

/** Which lists hold this product for the signed-in user (both false for guests). */
export async function productListFlags(
  ctx: RequestContext,
  productId: number,
): Promise<{ wishlisted: boolean; compared: boolean }> {
  if (!ctx.user) return { wishlisted: false, compared: false };
  const db = await dbOf(ctx);
  const userId = ctx.user.id;
  const [w, c] = await Promise.all([
    db
      .select({ id: wishlists.productId })
      .from(wishlists)
      .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId))),
    db
      .select({ id: compareLists.productId })
      .from(compareLists)
      .where(and(eq(compareLists.userId, userId), eq(compareLists.productId, productId))),
  ]);
  return { wishlisted: w.length > 0, compared: c.length > 0 };
}
