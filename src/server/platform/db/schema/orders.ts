import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, checkIn, checkNonNegative, createdAt, id, money, updatedAt } from "./columns.ts";
import { BANK_TRANSFER_STATUS, PAYMENT_TRANSACTION_STATUSES, type BankTransferStatus } from "./enums.ts";
import { inventories, products } from "./catalog.ts";
import { flashSaleProducts } from "./marketing.ts";
import { users } from "./identity.ts";
import { stores } from "./stores.ts";
import { vouchers } from "./vouchers.ts";
import type { AddressSnapshot } from "../../../../lib/order-view.ts";

export type { AddressSnapshot };

/**
 * One checkout. delivery_status 1 pending → 5 delivered; cancelled and refunded are markers beside it.
 * payment_status 0 unpaid, 1 paid. Amounts in minor units of `currency`.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    trackingCode: text("tracking_code").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    guestToken: text("guest_token"),
    email: text("email").notNull(),
    address: jsonb("address").$type<AddressSnapshot>().notNull(),
    paymentMethod: smallint("payment_method").notNull(),
    paymentStatus: smallint("payment_status").notNull().default(0),
    deliveryStatus: smallint("delivery_status").notNull().default(1),
    cancelled: boolean("cancelled").notNull().default(false),
    cancelledAt: at("cancelled_at"),
    /** A paid order that was cancelled waits for its refund from here until refunded_at. */
    refundRequestedAt: at("refund_requested_at"),
    refunded: boolean("refunded").notNull().default(false),
    refundedAt: at("refunded_at"),
    subtotal: money("subtotal"),
    shippingCost: money("shipping_cost"),
    bundleSavings: money("bundle_savings"),
    discount: money("discount"),
    total: money("total"),
    voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    voucherCode: text("voucher_code"),
    currency: text("currency").notNull(),
    lang: text("lang").notNull().default("en"),
    /** The gateway's id for this payment (order id, session id, checkout token ...). */
    paymentReference: text("payment_reference"),
    paidAt: at("paid_at"),
    /** An unpaid online order releases its stock after this moment. */
    paymentExpiresAt: at("payment_expires_at"),
    /** Set once when reserved stock is given back, so it is never given back twice. */
    stockRestoredAt: at("stock_restored_at"),
    /** The browser's key for one place-order click: a repeated submit finds this order instead of making another. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_tracking_code_unique").on(t.trackingCode),
    uniqueIndex("orders_idempotency_key_unique").on(t.idempotencyKey),
    // Partial for the same reason as addresses_user_id_idx: guests' lookups take the guest index.
    index("orders_user_id_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    index("orders_guest_token_idx").on(t.guestToken, t.createdAt),
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_payment_reference_idx").on(t.paymentMethod, t.paymentReference),
    // Every checkout first releases expired unpaid orders: this finds them without reading all orders.
    index("orders_unpaid_expiry_idx")
      .on(t.paymentExpiresAt)
      .where(sql`${t.paymentStatus} = 0 and not ${t.cancelled} and ${t.stockRestoredAt} is null`),
    check("orders_payment_method_check", sql`${t.paymentMethod} between 1 and 8`),
    checkIn("orders_payment_status_check", t.paymentStatus, [0, 1]),
    check("orders_delivery_status_check", sql`${t.deliveryStatus} between 1 and 5`),
    checkNonNegative("orders_subtotal_check", t.subtotal),
    checkNonNegative("orders_shipping_cost_check", t.shippingCost),
    checkNonNegative("orders_bundle_savings_check", t.bundleSavings),
    checkNonNegative("orders_discount_check", t.discount),
    checkNonNegative("orders_total_check", t.total),
  ],
);

/**
 * The share of an order one store ships: checkout makes one per store in the order. Its delivery
 * status (1 pending → 5 delivered), carrier and tracking live here; the order's own delivery_status
 * is the least advanced of its parts'. payment_status is the part's own for cash on delivery (paid
 * when delivered); online payments pay every part at once. Amounts: its lines' goods, shipping and
 * discount shares, so the parts of an order add up to the order's total.
 */
export const orderParts = pgTable(
  "order_parts",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    /** 1, 2 … within the order: the part's code is the order's tracking code, "-", this number. */
    number: smallint("number").notNull(),
    deliveryStatus: smallint("delivery_status").notNull().default(1),
    paymentStatus: smallint("payment_status").notNull().default(0),
    paidAt: at("paid_at"),
    goods: money("goods"),
    shippingCost: money("shipping_cost"),
    discount: money("discount"),
    total: money("total"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    deliveredAt: at("delivered_at"),
    /** When someone of the store first opened it: parts without it are counted as new. */
    seenAt: at("seen_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("order_parts_order_number_unique").on(t.orderId, t.number),
    index("order_parts_store_id_idx").on(t.storeId, t.createdAt),
    index("order_parts_store_unseen_idx")
      .on(t.storeId)
      .where(sql`${t.seenAt} is null`),
    check("order_parts_number_check", sql`${t.number} >= 1`),
    check("order_parts_delivery_status_check", sql`${t.deliveryStatus} between 1 and 5`),
    checkIn("order_parts_payment_status_check", t.paymentStatus, [0, 1]),
    checkNonNegative("order_parts_goods_check", t.goods),
    checkNonNegative("order_parts_shipping_cost_check", t.shippingCost),
    checkNonNegative("order_parts_discount_check", t.discount),
    checkNonNegative("order_parts_total_check", t.total),
  ],
);

/** A line of an order: prices, shipping and commission frozen at checkout. */
export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    partId: integer("part_id")
      .notNull()
      .references(() => orderParts.id, { onDelete: "cascade" }),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    inventoryId: integer("inventory_id").references(() => inventories.id, { onDelete: "set null" }),
    /** The flash sale entry whose allotment these units were sold from (at its price); null otherwise. */
    flashSaleProductId: integer("flash_sale_product_id").references(() => flashSaleProducts.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    /** Variant label at checkout, e.g. "M / Black". */
    variant: text("variant"),
    image: text("image"),
    unitPrice: money("unit_price"),
    quantity: integer("quantity").notNull(),
    freeQuantity: integer("free_quantity").notNull().default(0),
    shippingType: smallint("shipping_type"),
    /** Place or pickup point name as chosen. */
    shippingLabel: text("shipping_label"),
    shippingCost: money("shipping_cost"),
    discount: money("discount"),
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_items_order_id_idx").on(t.orderId),
    index("order_items_part_id_idx").on(t.partId),
    index("order_items_store_id_idx").on(t.storeId, t.createdAt),
    index("order_items_product_id_idx").on(t.productId),
    check("order_items_quantity_check", sql`${t.quantity} >= 1`),
    check(
      "order_items_free_quantity_check",
      sql`${t.freeQuantity} >= 0 and ${t.freeQuantity} <= ${t.quantity}`,
    ),
    checkNonNegative("order_items_unit_price_check", t.unitPrice),
    checkNonNegative("order_items_shipping_cost_check", t.shippingCost),
    checkNonNegative("order_items_discount_check", t.discount),
    check("order_items_shipping_type_check", sql`${t.shippingType} is null or ${t.shippingType} in (1, 2)`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The part that moved; null for what concerns the whole order (placed, paid online, cancelled). */
    partId: integer("part_id").references(() => orderParts.id, { onDelete: "cascade" }),
    deliveryStatus: smallint("delivery_status").notNull(),
    /** What changed, e.g. "cancelled", "paid", "refunded", "shipped", or null for a plain status step. */
    event: text("event"),
    note: text("note"),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_status_history_order_id_idx").on(t.orderId, t.createdAt),
    check("order_status_history_delivery_status_check", sql`${t.deliveryStatus} between 1 and 5`),
  ],
);

/**
 * Order e-mails still to send, written in the transaction that makes them due (so none is lost when
 * the process stops) and sent after the answer by orders/order-mail-queue.ts. A row leaves once its
 * mail went out; due_at leaves it to the process that queued it for a while, then leases it to a
 * sweep and, after a failure, says when to try again. One row per order and mail.
 */
export const orderMailQueue = pgTable(
  "order_mail_queue",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /**
     * Which mail: "placed" (the order confirmation), "status" (the order's and its parts' current
     * status) or "sellers" (the new order told to each store in it and to the shop's address).
     */
    kind: text("kind").notNull(),
    attempts: integer("attempts").notNull().default(0),
    dueAt: at("due_at").notNull().defaultNow(),
    /**
     * Set just before the mail leaves, cleared when it fails: a row still holding it after a stop
     * may have gone out already, and is sent again with the same Message-ID.
     */
    sendingAt: at("sending_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_mail_queue_due_at_idx").on(t.dueAt),
    uniqueIndex("order_mail_queue_order_kind_unique").on(t.orderId, t.kind),
    checkIn("order_mail_queue_kind_check", t.kind, ["placed", "status", "sellers"]),
  ],
);

/**
 * One payment attempt at a gateway. (method, external_id) is unique, so a confirmation that
 * arrives twice finds the row it already settled.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: smallint("method").notNull(),
    externalId: text("external_id").notNull(),
    amount: money("amount"),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("pending"),
    raw: jsonb("raw"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_transactions_method_external_id_unique").on(t.method, t.externalId),
    index("payment_transactions_order_id_idx").on(t.orderId),
    check("payment_transactions_method_check", sql`${t.method} between 1 and 8`),
    checkIn("payment_transactions_status_check", t.status, PAYMENT_TRANSACTION_STATUSES),
    checkNonNegative("payment_transactions_amount_check", t.amount),
  ],
);

/** Raw gateway notifications (webhooks, ITN, callbacks); (method, event_id) unique makes them idempotent. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    method: smallint("method").notNull(),
    eventId: text("event_id").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    type: text("type"),
    payload: jsonb("payload").notNull(),
    processedAt: at("processed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_events_method_event_id_unique").on(t.method, t.eventId),
    index("payment_events_order_id_idx").on(t.orderId),
    check("payment_events_method_check", sql`${t.method} between 1 and 8`),
  ],
);

/**
 * The latest bank transfer details the customer submitted for an order (a correction replaces them);
 * status says what the shop decided on them: confirmed (→ paid, final) or rejected (to be corrected).
 */
export const bankTransfers = pgTable(
  "bank_transfers",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id").notNull(),
    bankName: text("bank_name").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    accountNumber: text("account_number").notNull(),
    branchName: text("branch_name").notNull(),
    confirmedAt: at("confirmed_at"),
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<BankTransferStatus>().notNull().default("submitted"),
    rejectedAt: at("rejected_at"),
    rejectedBy: integer("rejected_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bank_transfers_order_id_unique").on(t.orderId),
    checkIn("bank_transfers_status_check", t.status, BANK_TRANSFER_STATUS),
  ],
);

export const cancellations = pgTable(
  "cancellations",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cancellations_order_id_unique").on(t.orderId)],
);

/** A voucher applied to an order; counts toward its usage and per-customer limits. */
export const voucherUses = pgTable(
  "voucher_uses",
  {
    id: id(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    guestToken: text("guest_token"),
    /** The order's e-mail and phone, normalised (accounts/contact.ts): a guest's uses count by them. */
    email: text("email"),
    phone: text("phone"),
    discount: money("discount"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("voucher_uses_voucher_order_unique").on(t.voucherId, t.orderId),
    index("voucher_uses_voucher_user_idx").on(t.voucherId, t.userId),
    index("voucher_uses_voucher_guest_idx").on(t.voucherId, t.guestToken),
    index("voucher_uses_voucher_email_idx").on(t.voucherId, t.email),
    index("voucher_uses_voucher_phone_idx").on(t.voucherId, t.phone),
    checkNonNegative("voucher_uses_discount_check", t.discount),
  ],
);
