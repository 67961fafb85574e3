import { and, asc, eq, sql } from "drizzle-orm";
import { memoByCatalog } from "../../cache/catalog-memo.ts";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import { BANNER_TYPE, VISIBILITY, bannerTranslations, banners } from "../../platform/db/schema/index.ts";
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

/** The product-page banner (placement 9) in ctx.lang, kept until the catalogue changes: its changes drop every memo. */
const productBanner = memoByCatalog(async (ctx) => {
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
});

interface ReviewRow {
  id: number;
  rating: number;
  comment: string | null;
  created_at: string;
  answer: string | null;
  answered_at: string | null;
  name: string;
  avatar: string | null;
  images: string[];
}

/** How many published reviews gave each rating, and one page of them with their reviewers and images, in one query. */
async function publishedReviews(ctx: RequestContext, productId: number, page: number, perPage: number) {
  const db = await dbOf(ctx);
  const published = sql`r.product_id = ${productId} and r.status = ${VISIBILITY.public}`;
  const { rows } = (await db.execute(sql`select
    (select coalesce(json_agg(json_build_array(s.rating, s.n)), '[]'::json)
      from (select r.rating, count(*) as n from reviews r where ${published} group by r.rating) s) as by_star,
    (select coalesce(json_agg(p order by p.created_at desc, p.id desc), '[]'::json) from (
      select r.id, r.rating, r.comment, r.created_at, r.answer, r.answered_at, u.name, u.avatar,
        coalesce((select json_agg(i.image order by i.sort, i.id) from review_images i where i.review_id = r.id),
          '[]'::json) as images
      from reviews r join users u on u.id = r.user_id where ${published}
      order by r.created_at desc, r.id desc limit ${perPage} offset ${offsetOf(page, perPage)}) p) as page`)) as {
    rows: { by_star: [number, number][]; page: ReviewRow[] }[];
  };
  return rows[0];
}

/** One page (6) of a product's published reviews, newest first, with images and the totals. */
export async function getProductReviews(
  ctx: RequestContext,
  productId: number,
  page = 1,
): Promise<ReviewsResult> {
  const perPage = PAGE_SIZE.reviews;
  const [{ by_star: byStar, page: rows }, banner] = await Promise.all([
    publishedReviews(ctx, productId, page, perPage),
    productBanner(ctx),
  ]);
  const stars = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let total = 0;
  let sum = 0;
  for (const [rating, n] of byStar) {
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
        created_at: new Date(r.created_at).toISOString(),
        user: { name: reviewerName(r.name), avatar: r.avatar },
        images: r.images,
        answer: r.answer
          ? { text: r.answer, at: new Date(r.answered_at ?? r.created_at).toISOString() }
          : null,
      })),
      { page, perPage, total },
    ),
  };
}
