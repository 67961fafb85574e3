import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  BANNER_TYPE,
  VISIBILITY,
  bannerTranslations,
  banners,
  reviewImages,
  reviews,
  users,
} from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, offsetOf, paged, type Paged } from "../../platform/api/paged.ts";

interface Review {
  id: number;
  rating: number;
  comment: string | null;
  created_at: string;
  user: { name: string; avatar: string | null };
  images: string[];
  /** The shop's answer, shown under the review. */
  answer: { text: string; at: string } | null;
}

export interface ReviewsResult {
  /** Number of published reviews of the product. */
  total: number;
  /** Mean of their ratings (0 without reviews), two decimals. */
  average: number;
  /** How many reviews gave each star, "1" to "5". */
  stars: Record<"1" | "2" | "3" | "4" | "5", number>;
  /** The product-page banner (placement 9), when one is public. */
  banner: {
    id: number;
    image: string | null;
    title: string;
    source_type: number;
    slug: string;
    url: string | null;
  } | null;
  all: Paged<Review>;
}

/** Shows the first name and the initial of the last one: reviews are public. */
export function reviewerName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts[0]} ${parts[parts.length - 1][0]}.`;
}

async function productBanner(ctx: RequestContext) {
  const db = await dbOf(ctx);
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.type, BANNER_TYPE.productPage), eq(banners.status, VISIBILITY.public)))
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(1);
  if (!row) return null;
  const text = (await localizedTexts(db, bannerTranslations, [row.id], ctx.lang)).get(row.id);
  return {
    id: row.id,
    image: row.image,
    title: text?.title ?? "",
    source_type: row.sourceType,
    slug: text?.slug || "banner",
    url: row.url,
  };
}

/** One page (6) of a product's published reviews, newest first, with images and the totals. */
export async function getProductReviews(
  ctx: RequestContext,
  productId: number,
  page = 1,
): Promise<ReviewsResult> {
  const db = await dbOf(ctx);
  const published = and(eq(reviews.productId, productId), eq(reviews.status, VISIBILITY.public));
  const perPage = PAGE_SIZE.reviews;
  const [byStar, rows, banner] = await Promise.all([
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(published).groupBy(reviews.rating),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        answer: reviews.answer,
        answeredAt: reviews.answeredAt,
        name: users.name,
        avatar: users.avatar,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    productBanner(ctx),
  ]);
  const images =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(reviewImages)
          .where(
            inArray(
              reviewImages.reviewId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(reviewImages.sort), asc(reviewImages.id));
  const stars = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of byStar) {
    const key = String(rating) as keyof typeof stars;
    if (key in stars) stars[key] = Number(n);
    total += Number(n);
    sum += rating * Number(n);
  }
  return {
    total,
    average: total === 0 ? 0 : Math.round((sum / total) * 100) / 100,
    stars,
    banner,
    all: paged(
      rows.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.comment,
        created_at: r.createdAt.toISOString(),
        user: { name: reviewerName(r.name), avatar: r.avatar },
        images: images.filter((i) => i.reviewId === r.id).map((i) => i.image),
        answer: r.answer ? { text: r.answer, at: (r.answeredAt ?? r.createdAt).toISOString() } : null,
      })),
      { page, perPage, total },
    ),
  };
}
