import { and, asc, avg, count, eq, inArray } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { VISIBILITY, products, reviews, stores } from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, offsetOf, paged, type Paged } from "../../platform/api/paged.ts";
import type { ProductCard } from "../catalog/index.ts";
import { storeListing, type Listing, type ListingOptions } from "../catalog/index.ts";
import { followedStoreIds } from "../catalog/index.ts";

export interface StoreSummary {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  banner: string | null;
  /** Member since: when the store was created. */
  member_since: string;
  /** Mean rating over the published reviews of its products, two decimals; 0 without reviews. */
  avg_rating: number;
  review_count: number;
}

/** A store with a page of its products and, as in a listing result, what the filter panel offers. */
export interface StorePage
  extends
    StoreSummary,
    Pick<Listing, "all_categories" | "collections" | "brands" | "shipping" | "attributes"> {
  description: string | null;
  address: string | null;
  /** Whether the signed-in shopper follows it; always false for guests. */
  followed: boolean;
  products: Paged<ProductCard>;
}

/** Stores shoppers see: approved and switched on. */
const listed = and(eq(stores.approvalStatus, "approved"), eq(stores.status, VISIBILITY.public));

async function ratingsOf(ctx: RequestContext, storeIds: number[]) {
  const ratings = new Map<number, { avg: number; count: number }>();
  if (storeIds.length === 0) return ratings;
  const db = await dbOf(ctx);
  const rows = await db
    .select({ storeId: products.storeId, avg: avg(reviews.rating), n: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(inArray(products.storeId, storeIds), eq(reviews.status, VISIBILITY.public)))
    .groupBy(products.storeId);
  for (const r of rows) {
    ratings.set(r.storeId, { avg: Math.round(Number(r.avg ?? 0) * 100) / 100, count: Number(r.n) });
  }
  return ratings;
}

function summary(row: typeof stores.$inferSelect, rating?: { avg: number; count: number }): StoreSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    banner: row.banner,
    member_since: row.createdAt.toISOString(),
    avg_rating: rating?.avg ?? 0,
    review_count: rating?.count ?? 0,
  };
}

/** Listed stores, oldest members first, 25 per page. */
export async function listStores(ctx: RequestContext, page = 1): Promise<Paged<StoreSummary>> {
  const db = await dbOf(ctx);
  const perPage = PAGE_SIZE.vouchers;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(listed)
      .orderBy(asc(stores.createdAt), asc(stores.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(stores).where(listed),
  ]);
  const ratings = await ratingsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return paged(
    rows.map((r) => summary(r, ratings.get(r.id))),
    { page, perPage, total: Number(total) },
  );
}

/** A listed store by slug with a page of its public products (sorted and filtered); undefined when unknown. */
export async function getStore(
  ctx: RequestContext,
  slug: string,
  options: ListingOptions = {},
): Promise<StorePage | undefined> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.slug, slug), listed));
  if (!row) return undefined;
  const [ratings, listing, followed] = await Promise.all([
    ratingsOf(ctx, [row.id]),
    storeListing(ctx, row.id, options),
    followedStoreIds(ctx, [row.id]),
  ]);
  const { result, all_categories, collections, brands, shipping, attributes } = listing;
  return {
    ...summary(row, ratings.get(row.id)),
    description: row.description,
    address: row.address,
    followed: followed.length > 0,
    products: result,
    all_categories,
    collections,
    brands,
    shipping,
    attributes,
  };
}
