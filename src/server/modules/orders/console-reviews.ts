/**
 * Reviews in the console (admins): a list to filter by rating, product and visibility, hiding and
 * showing a review (the product's rating follows its shown reviews; the change of the product's row
 * drops its cached pages) and the store's answer, shown under the review on the product page.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { VISIBILITY, productTranslations, products, reviews, users } from "../../platform/db/schema/index.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { refreshRatings } from "./review.service.ts";

export interface ReviewFilters {
  rating?: number;
  productId?: number;
  hidden?: boolean;
  page: number;
  perPage: number;
}

/** One page of reviews, newest first, with the product's English title and the reviewer. */
export async function listConsoleReviews(db: Db, filters: ReviewFilters) {
  const where: SQL[] = [];
  if (filters.rating) where.push(eq(reviews.rating, filters.rating));
  if (filters.productId) where.push(eq(reviews.productId, filters.productId));
  if (filters.hidden !== undefined) {
    where.push(eq(reviews.status, filters.hidden ? VISIBILITY.private : VISIBILITY.public));
  }
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        status: reviews.status,
        answer: reviews.answer,
        answered_at: reviews.answeredAt,
        created_at: reviews.createdAt,
        product_id: reviews.productId,
        product: productTranslations.title,
        reviewer: users.name,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.parentId, reviews.productId), eq(productTranslations.lang, "en")),
      )
      .where(condition)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db.select({ n: count() }).from(reviews).where(condition),
  ]);
  return paged(
    rows.map(({ status, answered_at, created_at, product, ...row }) => ({
      ...row,
      product: product ?? `#${row.product_id}`,
      hidden: status !== VISIBILITY.public,
      answered_at: answered_at?.toISOString() ?? null,
      created_at: created_at.toISOString(),
    })),
    { page: filters.page, perPage: filters.perPage, total: Number(total?.n ?? 0) },
  );
}

async function reviewOf(tx: Pick<Db, "select">, id: number) {
  const [row] = await tx
    .select({ id: reviews.id, status: reviews.status, answer: reviews.answer, storeId: products.storeId })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id));
  if (!row) throw notFound("review");
  return row;
}

/** Hides or shows a review; the product's and its store's rating follow in the same transaction. */
export async function setReviewHidden(ctx: RequestContext, actor: ConsoleActor, id: number, hidden: boolean) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const review = await reviewOf(tx, id);
    const status = hidden ? VISIBILITY.private : VISIBILITY.public;
    if (review.status === status) return;
    const [row] = await tx
      .update(reviews)
      .set({ status })
      .where(eq(reviews.id, id))
      .returning({ productId: reviews.productId });
    await refreshRatings(tx, (row as { productId: number }).productId);
    await recordAudit(tx, actor, {
      entity: "review",
      entityId: id,
      action: hidden ? "hide" : "show",
      storeId: review.storeId,
      before: { hidden: !hidden },
      after: { hidden },
    });
  });
}

/** The store's answer under a review (empty text removes it). */
export async function answerReview(ctx: RequestContext, actor: ConsoleActor, id: number, answer: string) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const review = await reviewOf(tx, id);
    const text = answer.trim() || null;
    if (review.answer === text) return;
    await tx
      .update(reviews)
      .set({ answer: text, answeredAt: text ? new Date() : null, answeredBy: text ? actor.id : null })
      .where(eq(reviews.id, id));
    await recordAudit(tx, actor, {
      entity: "review",
      entityId: id,
      action: "answer",
      storeId: review.storeId,
      before: { answer: review.answer },
      after: { answer: text },
    });
  });
}
