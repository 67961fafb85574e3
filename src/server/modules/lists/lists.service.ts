import { and, desc, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { VISIBILITY, compareLists, storeFollows, stores, wishlists } from "../../platform/db/schema/index.ts";
import { signedInUser } from "../accounts/index.ts";
import { notFound } from "../../core/errors.ts";
import { productCards, type ProductCard } from "../catalog/index.ts";
import { getProductDetail, isVisibleProduct } from "../catalog/index.ts";

/** A product list a shopper keeps: the wishlist or the compare list (same shape, own table). */
type ProductListTable = typeof wishlists | typeof compareLists;

export interface CompareItem extends ProductCard {
  stock: number;
  brand: string | null;
  category: string;
  store: { name: string; slug: string };
  /** Every attribute with the titles of its values, in the product page's order. */
  attributes: { title: string; values: string[] }[];
}

export interface FollowedStore {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  banner: string | null;
  member_since: string;
}

const listedStore = and(eq(stores.approvalStatus, "approved"), eq(stores.status, VISIBILITY.public));

async function productIdsOf(db: Db, table: ProductListTable, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: table.productId })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.productId));
  return rows.map((r) => r.productId);
}

/**
 * Adds the product to the signed-in user's list, or takes it out when it is there already.
 * Answers true when the product is now on the list, false when it was removed.
 */
async function toggleProduct(
  ctx: RequestContext,
  table: ProductListTable,
  productId: number,
): Promise<boolean> {
  const user = signedInUser(ctx);
  const db = await dbOf(ctx);
  const removed = await db
    .delete(table)
    .where(and(eq(table.userId, user.id), eq(table.productId, productId)))
    .returning({ productId: table.productId });
  if (removed.length > 0) return false;
  if (!(await isVisibleProduct(ctx, productId))) throw notFound("product");
  await db.insert(table).values({ userId: user.id, productId }).onConflictDoNothing();
  return true;
}

/** The signed-in user's wishlist as product cards, newest first (hidden products are left out). */
export async function listWishlist(ctx: RequestContext): Promise<ProductCard[]> {
  const user = signedInUser(ctx);
  return productCards(ctx, await productIdsOf(await dbOf(ctx), wishlists, user.id));
}

export function toggleWishlist(ctx: RequestContext, productId: number): Promise<boolean> {
  return toggleProduct(ctx, wishlists, productId);
}

/** The ids on the signed-in user's wishlist: what a product page needs to show its heart filled. */
async function comparedIds(ctx: RequestContext): Promise<number[]> {
  return productIdsOf(await dbOf(ctx), compareLists, signedInUser(ctx).id);
}

/** The compare list with what the side-by-side table shows: attributes, price, rating, stock. */
export async function listCompared(ctx: RequestContext): Promise<CompareItem[]> {
  const ids = await comparedIds(ctx);
  const [cards, details] = await Promise.all([
    productCards(ctx, ids),
    Promise.all(ids.map((id) => getProductDetail(ctx, id))),
  ]);
  return cards.flatMap((card) => {
    const detail = details.find((d) => d?.id === card.id);
    if (!detail) return [];
    return [
      {
        ...card,
        stock: detail.stock,
        brand: detail.brand?.title ?? null,
        category: detail.category.title,
        store: { name: detail.store.name, slug: detail.store.slug },
        attributes: detail.attributes.map((a) => ({ title: a.title, values: a.values.map((v) => v.title) })),
      },
    ];
  });
}

export function toggleCompare(ctx: RequestContext, productId: number): Promise<boolean> {
  return toggleProduct(ctx, compareLists, productId);
}

/** Follows a listed store, or unfollows it when followed already; true when now followed. */
export async function toggleFollow(ctx: RequestContext, storeId: number): Promise<boolean> {
  const user = signedInUser(ctx);
  const db = await dbOf(ctx);
  const removed = await db
    .delete(storeFollows)
    .where(and(eq(storeFollows.userId, user.id), eq(storeFollows.storeId, storeId)))
    .returning({ storeId: storeFollows.storeId });
  if (removed.length > 0) return false;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), listedStore));
  if (!store) throw notFound("store");
  await db.insert(storeFollows).values({ userId: user.id, storeId }).onConflictDoNothing();
  return true;
}

/** Listed stores the signed-in user follows, most recently followed first. */
export async function listFollowedStores(ctx: RequestContext): Promise<FollowedStore[]> {
  const user = signedInUser(ctx);
  const db = await dbOf(ctx);
  const rows = await db
    .select({ store: stores })
    .from(storeFollows)
    .innerJoin(stores, eq(stores.id, storeFollows.storeId))
    .where(and(eq(storeFollows.userId, user.id), listedStore))
    .orderBy(desc(storeFollows.createdAt), desc(storeFollows.storeId));
  return rows.map(({ store }) => ({
    id: store.id,
    name: store.name,
    slug: store.slug,
    logo: store.logo,
    banner: store.banner,
    member_since: store.createdAt.toISOString(),
  }));
}
