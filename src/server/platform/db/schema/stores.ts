import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, checkIn, checkNonNegative, createdAt, id, updatedAt, visibility } from "./columns.ts";
import { APPROVAL_STATUSES } from "./enums.ts";
import { users } from "./identity.ts";

/** A vendor. `created_at` is the "member since" date; rating/review_count follow its products' reviews. */
export const stores = pgTable(
  "stores",
  {
    id: id(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    logo: text("logo"),
    banner: text("banner"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    description: text("description"),
    approvalStatus: text("approval_status").notNull().default("pending"),
    approvedAt: at("approved_at"),
    /**
     * The shop's cut of this store's lines, in percent (e.g. 10.00), over its categories' and the
     * shop's; null: no rate of its own. The rate found is copied onto order lines at checkout.
     */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2, mode: "number" }),
    status: visibility(),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("stores_slug_unique").on(t.slug),
    uniqueIndex("stores_owner_id_unique").on(t.ownerId),
    index("stores_created_at_idx").on(t.createdAt),
    checkIn("stores_approval_status_check", t.approvalStatus, APPROVAL_STATUSES),
    checkIn("stores_status_check", t.status, [1, 2]),
    check("stores_commission_percent_check", sql`${t.commissionPercent} between 0 and 100`),
    check("stores_rating_check", sql`${t.rating} between 0 and 5`),
    checkNonNegative("stores_review_count_check", t.reviewCount),
  ],
);

/** What a visitor sent through seller sign-up; approval creates the store. */
export const sellerApplications = pgTable(
  "seller_applications",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeName: text("store_name").notNull(),
    storeSlug: text("store_slug"),
    phone: text("phone"),
    address: text("address"),
    message: text("message"),
    status: text("status").notNull().default("pending"),
    reviewedAt: at("reviewed_at"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("seller_applications_user_id_idx").on(t.userId),
    index("seller_applications_status_idx").on(t.status, t.createdAt),
    checkIn("seller_applications_status_check", t.status, ["pending", "approved", "rejected"]),
  ],
);

export const storeFollows = pgTable(
  "store_follows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index("store_follows_store_id_idx").on(t.storeId)],
);
