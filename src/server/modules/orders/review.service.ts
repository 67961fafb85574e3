import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { DELIVERY_STATUS, reviewImages, reviews } from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import { checkImage, IMAGE_MAX_BYTES, reencodeImage } from "../../platform/uploads/image-upload.ts";
import { pictureType, uploadStorage } from "../../platform/uploads/storage.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import type { Tx } from "./stock.ts";

/** Review images are jpg or png, at most 1000 KB each. */
const REVIEW_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const REVIEW_IMAGES_MAX = 5;

export interface ReviewInput {
  orderId: number;
  productId: number;
  rating: number;
  comment?: string | null;
  /** Raw uploaded files; checked by their bytes and re-encoded. Given on an edit, they replace the old ones. */
  images?: Uint8Array[];
}

export interface ReviewView {
  id: number;
  order_id: number;
  product_id: number;
  rating: number;
  comment: string | null;
  images: string[];
  created_at: string;
  updated_at: string;
}

function signedIn(ctx: RequestContext) {
  if (!ctx.user) throw new AppError("unauthenticated", "server.unauthenticated");
  return ctx.user;
}

/** Checks every file first (kind by bytes, size, no hidden payload), then re-encodes them, dropping metadata. */
export async function encodeImages(files: Uint8Array[]): Promise<{ bytes: Buffer; ext: "jpg" | "png" }[]> {
  if (files.length > REVIEW_IMAGES_MAX) throw new AppError("invalid", "validation.image_upload");
  for (const bytes of files) checkImage(bytes, REVIEW_IMAGE_MAX_BYTES);
  const encoded = await Promise.all(
    files.map((bytes) =>
      reencodeImage(bytes, (image, kind) => {
        const fitted = image.resize(1600, 1600, { fit: "inside", withoutEnlargement: true });
        return kind === "png" ? fitted.png() : fitted.jpeg({ quality: 85 });
      }),
    ),
  );
  return encoded.map((image) => ({ bytes: image.bytes, ext: image.kind === "png" ? "png" : "jpg" }));
}

/** Product rating and count follow its public reviews; the store's follow its products' reviews. */
export async function refreshRatings(tx: Tx, productId: number): Promise<void> {
  await tx.execute(sql`
    update products p set
      rating = coalesce((select round(avg(r.rating)::numeric, 2) from reviews r where r.product_id = p.id and r.status = 1), 0),
      review_count = (select count(*) from reviews r where r.product_id = p.id and r.status = 1)
    where p.id = ${productId}
  `);
  await tx.execute(sql`
    update stores s set
      rating = coalesce((select round(avg(r.rating)::numeric, 2) from reviews r join products p on p.id = r.product_id
        where p.store_id = s.id and r.status = 1), 0),
      review_count = (select count(*) from reviews r join products p on p.id = r.product_id where p.store_id = s.id and r.status = 1)
    where s.id = (select store_id from products where id = ${productId})
  `);
}

/**
 * rating-review/action: only the customer whose delivered, uncancelled order holds the product may
 * review it, once per order and product; sending again edits that review.
 */
export async function saveReview(
  ctx: RequestContext,
  input: ReviewInput,
  uploadsDir = uploadsDirOf(),
): Promise<ReviewView> {
  const user = signedIn(ctx);
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    throw new AppError("invalid", "shop.rating_range");
  const db = await dbOf(ctx);
  const allowed = (await db.execute(sql`
    select 1 from orders o join order_items oi on oi.order_id = o.id
    where o.id = ${input.orderId} and o.user_id = ${user.id} and o.delivery_status = ${DELIVERY_STATUS.delivered}
      and not o.cancelled and oi.product_id = ${input.productId}
    limit 1
  `)) as { rows: unknown[] };
  if (allowed.rows.length === 0) throw new AppError("forbidden", "shop.review_not_allowed");
  const encoded = await encodeImages(input.images ?? []);
  const urls: string[] = [];
  for (const image of encoded) {
    const key = `reviews/${input.productId}-${randomBytes(8).toString("hex")}.${image.ext}`;
    await uploadStorage(uploadsDir).put(key, image.bytes, pictureType(key));
    urls.push(`/uploads/${key}`);
  }
  const saved = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          userId: user.id,
          orderId: input.orderId,
          productId: input.productId,
          rating: input.rating,
          comment: input.comment ?? null,
        })
        .onConflictDoUpdate({
          target: [reviews.orderId, reviews.productId, reviews.userId],
          set: { rating: input.rating, comment: input.comment ?? null, updatedAt: new Date() },
        })
        .returning({ id: reviews.id });
      const reviewId = (row as { id: number }).id;
      let replaced: string[] = [];
      if (urls.length > 0) {
        replaced = (
          await tx
            .delete(reviewImages)
            .where(eq(reviewImages.reviewId, reviewId))
            .returning({ image: reviewImages.image })
        ).map((old) => old.image);
        await tx.insert(reviewImages).values(urls.map((image, sort) => ({ reviewId, image, sort })));
      }
      await refreshRatings(tx, input.productId);
      return { id: reviewId, replaced };
    })
    .catch(async (error: unknown) => {
      // Nothing points at the new pictures: they go with the failed save.
      for (const url of urls) await removeUpload(url, uploadsDir);
      throw error;
    });
  for (const url of saved.replaced) await removeUpload(url, uploadsDir);
  const id = saved.id;
  const [view] = await reviewViews(ctx, [id]);
  return view as ReviewView;
}

async function reviewViews(ctx: RequestContext, ids: number[]): Promise<ReviewView[]> {
  if (ids.length === 0) return [];
  const db = await dbOf(ctx);
  const rows = await db.select().from(reviews).where(inArray(reviews.id, ids)).orderBy(asc(reviews.id));
  const images = await db
    .select()
    .from(reviewImages)
    .where(inArray(reviewImages.reviewId, ids))
    .orderBy(asc(reviewImages.sort));
  return rows.map((r) => ({
    id: r.id,
    order_id: r.orderId,
    product_id: r.productId,
    rating: r.rating,
    comment: r.comment,
    images: images.filter((i) => i.reviewId === r.id).map((i) => i.image),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** rating-review/find/{id}: the signed-in customer's reviews of one order (id = order id), optionally of one product. */
export async function findReviews(
  ctx: RequestContext,
  orderId: number,
  productId?: number,
): Promise<ReviewView[]> {
  const user = signedIn(ctx);
  const db = await dbOf(ctx);
  const conditions = [eq(reviews.orderId, orderId), eq(reviews.userId, user.id)];
  if (productId !== undefined) conditions.push(eq(reviews.productId, productId));
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(...conditions));
  return reviewViews(
    ctx,
    rows.map((r) => r.id),
  );
}
