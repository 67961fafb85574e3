import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, checkIn, checkNonNegative, createdAt, id, money, updatedAt, visibility } from "./columns.ts";
import { stores } from "./stores.ts";

/**
 * type 1 flat: amount in minor units; type 2 percent: amount is a whole percent capped by
 * max_discount (minor units). store_id null = valid for the whole shop. Codes compare case-insensitively.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: id(),
    code: text("code").notNull(),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
    type: smallint("type").notNull().default(1),
    amount: integer("amount").notNull(),
    maxDiscount: integer("max_discount"),
    minSpend: money("min_spend"),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    usageLimit: integer("usage_limit"),
    perCustomerLimit: integer("per_customer_limit"),
    usedCount: integer("used_count").notNull().default(0),
    status: visibility(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("vouchers_code_lower_unique").on(sql`lower(${t.code})`),
    index("vouchers_store_id_idx").on(t.storeId),
    index("vouchers_created_at_idx").on(t.createdAt),
    checkIn("vouchers_type_check", t.type, [1, 2]),
    checkIn("vouchers_status_check", t.status, [1, 2]),
    check("vouchers_amount_check", sql`${t.amount} > 0 and (${t.type} = 1 or ${t.amount} <= 100)`),
    check("vouchers_max_discount_check", sql`${t.maxDiscount} is null or ${t.maxDiscount} >= 0`),
    checkNonNegative("vouchers_min_spend_check", t.minSpend),
    check("vouchers_dates_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("vouchers_usage_limit_check", sql`${t.usageLimit} is null or ${t.usageLimit} >= 0`),
    check(
      "vouchers_per_customer_limit_check",
      sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 0`,
    ),
    check("vouchers_used_count_check", sql`${t.usedCount} >= 0`),
  ],
);
