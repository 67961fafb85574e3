import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, checkIn, createdAt, id, sort, updatedAt, visibility } from "./columns.ts";
import { products } from "./catalog.ts";
import { users } from "./identity.ts";
import { orders } from "./orders.ts";

/** One review per (order, product, user), editable; only from a delivered, uncancelled order. */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    status: visibility(),
    /** The store's answer, written in the console; shown under the review. */
    answer: text("answer"),
    answeredAt: at("answered_at"),
    answeredBy: integer("answered_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_order_product_user_unique").on(t.orderId, t.productId, t.userId),
    index("reviews_product_id_idx").on(t.productId, t.createdAt),
    index("reviews_user_id_idx").on(t.userId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    checkIn("reviews_status_check", t.status, [1, 2]),
  ],
);

export const reviewImages = pgTable(
  "review_images",
  {
    id: id(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    sort: sort(),
  },
  (t) => [index("review_images_review_id_idx").on(t.reviewId)],
);
