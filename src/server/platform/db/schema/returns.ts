import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, checkIn, createdAt, id, sort, updatedAt } from "./columns.ts";
import { users } from "./identity.ts";
import { orderItems, orderParts, orders } from "./orders.ts";

export const RETURN_STATUSES = ["requested", "approved", "rejected", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const REFUND_KINDS = ["gateway", "manual"] as const;
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A shopper's request to send back lines of one delivered part: requested → approved | rejected →
 * received (restocked or not) → refunded. Sellers handle their own store's parts, admins every part.
 */
export const returns = pgTable(
  "returns",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    /** The signed-in shopper who asked; null for a guest's order. */
    requestedBy: integer("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("requested"),
    reason: text("reason").notNull(),
    rejectionReason: text("rejection_reason"),
    /** Set when received: whether the units went back into stock. */
    restock: boolean("restock"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    receivedAt: at("received_at"),
    refundedAt: at("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("returns_part_id_idx").on(t.partId),
    index("returns_order_id_idx").on(t.orderId),
    index("returns_status_idx").on(t.status, t.createdAt),
    checkIn("returns_status_check", t.status, RETURN_STATUSES),
  ],
);

/** The units of one order line a return sends back. */
export const returnLines = pgTable(
  "return_lines",
  {
    id: id(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    uniqueIndex("return_lines_return_item_unique").on(t.returnId, t.orderItemId),
    index("return_lines_order_item_id_idx").on(t.orderItemId),
    check("return_lines_quantity_check", sql`${t.quantity} >= 1`),
  ],
);

/** Pictures the shopper joined to a return (uploaded like review pictures). */
export const returnPictures = pgTable(
  "return_pictures",
  {
    id: id(),
    returnId: integer("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    sort: sort(),
  },
  (t) => [index("return_pictures_return_id_idx").on(t.returnId)],
);

/**
 * Money given back on one part: through the payment's gateway, or by hand (cash on delivery, bank
 * transfer) with the reference the seller or admin typed. One row per idempotency key: pressing
 * "refund" again finds the same row. Pending and succeeded rows count against what was paid.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    returnId: integer("return_id").references(() => returns.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** The order's payment method (PAYMENT_METHOD). */
    method: smallint("method").notNull(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    gatewayRefundId: text("gateway_refund_id"),
    manualReference: text("manual_reference"),
    idempotencyKey: text("idempotency_key").notNull(),
    reason: text("reason"),
    /** Why the gateway refused, for the console. */
    failure: text("failure"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** When the gateway was last asked: a pending row asked recently is in flight and not asked again. */
    attemptedAt: at("attempted_at"),
    settledAt: at("settled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_key_unique").on(t.idempotencyKey),
    index("refunds_order_id_idx").on(t.orderId),
    index("refunds_part_id_idx").on(t.partId),
    index("refunds_return_id_idx").on(t.returnId),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    checkIn("refunds_kind_check", t.kind, REFUND_KINDS),
    checkIn("refunds_status_check", t.status, REFUND_STATUSES),
  ],
);
