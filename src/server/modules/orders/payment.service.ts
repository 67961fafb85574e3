import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import {
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  orderStatusHistory,
  orders,
  paymentTransactions,
} from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import {
  GatewayError,
  PaymentVerificationError,
  type ConfirmInput,
  type PaymentConfirmation,
  type PaymentStart,
} from "../../platform/payments/gateway.ts";
import { gatewayFor, gateways, type Gateways } from "../../platform/payments/registry.ts";
import { releaseVoucherUse } from "../promotions/index.ts";
import { executeNamed } from "../../platform/db/named-query.ts";
import {
  MAIL_COLUMNS,
  queueStatusMail,
  queuedMailOf,
  SENDER_GRACE,
  sendAfterCommit,
  type QueuedMail,
} from "./order-mail-queue.ts";
import { markPartsPaid } from "./order-parts.ts";
import { restoreStock, type Tx } from "./stock.ts";

type OrderRow = typeof orders.$inferSelect;

/** How long an online payment may take before its reserved stock is released. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

export const OFFLINE_METHODS: number[] = [PAYMENT_METHOD.cashOnDelivery, PAYMENT_METHOD.bankTransfer];

/** Where gateways send the browser and their notifications, on this site's origin. */
function paymentUrls(origin: string, method: number, orderId: number) {
  const base = origin.replace(/\/$/, "");
  if (method === PAYMENT_METHOD.payfast)
    return {
      returnUrl: `${base}/payfast/return/${orderId}`,
      cancelUrl: `${base}/payfast/cancel/${orderId}`,
      notifyUrl: `${base}/api/v1/payment/notify/${method}`,
    };
  return {
    returnUrl:
      method === PAYMENT_METHOD.razorpay
        ? `${base}/razorpay-callback`
        : `${base}/payment/return/${method}/${orderId}`,
    cancelUrl: `${base}/payment/cancel/${method}/${orderId}`,
    notifyUrl: `${base}/api/v1/payment/notify/${method}`,
  };
}

function gatewayOrFail(method: number, registry: Gateways) {
  const gateway = gatewayFor(method, registry);
  if (!gateway?.configured) throw new AppError("invalid", "shop.payment_method_unavailable");
  return gateway;
}

/** What starting a payment reads of an order. */
type PaymentOrder = Pick<
  OrderRow,
  | "id"
  | "trackingCode"
  | "email"
  | "address"
  | "paymentMethod"
  | "paymentReference"
  | "total"
  | "currency"
  | "lang"
>;

/** After the order is written: asks the gateway how the browser pays, and keeps the gateway's reference. */
export async function startPayment(
  db: Db,
  order: PaymentOrder,
  origin: string,
  registry: Gateways = gateways(),
): Promise<PaymentStart> {
  if (OFFLINE_METHODS.includes(order.paymentMethod)) {
    if (order.paymentReference !== order.trackingCode)
      await db.update(orders).set({ paymentReference: order.trackingCode }).where(eq(orders.id, order.id));
    return { kind: "offline" };
  }
  const gateway = gatewayOrFail(order.paymentMethod, registry);
  let start: PaymentStart;
  try {
    start = await gateway.createPayment({
      orderId: order.id,
      trackingCode: order.trackingCode,
      amount: order.total,
      currency: order.currency,
      description: `Order ${order.trackingCode}`,
      customer: {
        name: order.address.name,
        email: order.email,
        phone: order.address.phone,
        address: {
          line: order.address.address,
          city: order.address.city,
          country: order.address.country,
          zip: order.address.zip_code,
        },
      },
      ...paymentUrls(origin, order.paymentMethod, order.id),
      lang: order.lang,
    });
  } catch (error) {
    if (error instanceof GatewayError)
      throw new AppError("internal", "shop.payment_gateway_error", { cause: error });
    throw error;
  }
  if (start.kind !== "offline")
    await db.update(orders).set({ paymentReference: start.reference }).where(eq(orders.id, order.id));
  return start;
}

/**
 * Cancels an unpaid order whose payment failed or expired: one statement marks it cancelled, keeps
 * the event in its history and queues the mail telling the customer (see order-mail-queue.ts); then
 * stock comes back once and the voucher use is released. Returns the mail to send after commit.
 *
 * An order whose payment never started ("payment_not_started": the shopper saw the error at once)
 * never really existed for the customer: its queued confirmation is dropped and no status mail goes
 * out, unless the confirmation had already gone (a gateway slower than the sender's grace), in which
 * case the cancellation is owed too.
 */
export async function releaseOrder(
  tx: Tx,
  orderId: number,
  event: ReleaseEvent,
): Promise<QueuedMail | undefined> {
  const silent = event === "payment_not_started";
  const { rows } = await executeNamed<QueuedMail>(
    tx,
    "release_unpaid_order",
    sql`
    with o as (
      update orders set cancelled = true, cancelled_at = now(), updated_at = now()
      where id = ${orderId}::int and not cancelled returning *
    ), history as (
      insert into order_status_history (order_id, delivery_status, event) select id, delivery_status, ${event} from o
    ), dropped as (
      delete from order_mail_queue where order_id = ${orderId}::int and kind = 'placed' and ${silent}::boolean
      returning id
    ), unannounced as (
      delete from order_mail_queue where order_id = ${orderId}::int and kind = 'sellers' and ${silent}::boolean
    ), mail as (
      insert into order_mail_queue (order_id, kind, due_at) select id, 'status', ${SENDER_GRACE} from o
      where not ${silent}::boolean or not exists (select 1 from dropped)
      on conflict (order_id, kind) do update set due_at = excluded.due_at
      returning id
    )
    select o.id as "orderId", 'status' as kind, ${MAIL_COLUMNS}, ${event}::text as event,
      exists (select 1 from mail) as queued
    from o
  `,
  );
  const [row] = rows as (QueuedMail & { queued: boolean })[];
  if (!row) return undefined;
  await restoreStock(tx, orderId);
  await releaseVoucherUse(tx, orderId);
  const { queued, ...mail } = row;
  return queued ? mail : undefined;
}

type ReleaseEvent = "payment_failed" | "payment_expired" | "payment_not_started";

const TRANSACTION_STATUS = { paid: "succeeded", failed: "failed", pending: "pending" } as const;

export interface Settlement {
  orderId: number;
  trackingCode: string;
  status: PaymentConfirmation["status"];
  reason?: PaymentConfirmation["reason"];
  /** false when this confirmation had been applied before (a repeated delivery). */
  changed: boolean;
}

/**
 * Applies a gateway's verified answer to its order, idempotently: payment_transactions is unique on
 * (method, external_id), so a confirmation delivered ten times changes the order once.
 */
async function settlePayment(db: Db, method: number, confirmation: PaymentConfirmation): Promise<Settlement> {
  const { settlement, mail } = await settleInTransaction(db, method, confirmation);
  if (mail) void sendAfterCommit(db, mail);
  return settlement;
}

/** settlePayment's transaction: the settlement, and the status mail it queued (paid or cancelled). */
function settleInTransaction(
  db: Db,
  method: number,
  confirmation: PaymentConfirmation,
): Promise<{ settlement: Settlement; mail?: QueuedMail }> {
  return db.transaction((tx) => applyConfirmation(tx, method, confirmation));
}

/** Applies a verified confirmation inside the caller's transaction (the order row is locked here). */
export async function applyConfirmation(
  tx: Tx,
  method: number,
  confirmation: PaymentConfirmation,
): Promise<{ settlement: Settlement; mail?: QueuedMail }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.paymentMethod, method), eq(orders.paymentReference, confirmation.reference)))
    .for("update");
  if (!order) throw new PaymentVerificationError("no order has this reference");
  const status = TRANSACTION_STATUS[confirmation.status];
  const inserted = await tx
    .insert(paymentTransactions)
    .values({
      orderId: order.id,
      method,
      externalId: confirmation.externalId,
      amount: confirmation.amount,
      currency: confirmation.currency,
      status,
      raw: confirmation.raw as object,
    })
    .onConflictDoNothing()
    .returning({ id: paymentTransactions.id });
  const base = {
    orderId: order.id,
    trackingCode: order.trackingCode,
    status: confirmation.status,
    reason: confirmation.reason,
  };
  if (inserted.length === 0) {
    const [known] = await tx
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.method, method),
          eq(paymentTransactions.externalId, confirmation.externalId),
        ),
      );
    if (!known || known.status !== "pending" || status === "pending")
      return { settlement: { ...base, changed: false } };
    await tx
      .update(paymentTransactions)
      .set({ status, raw: confirmation.raw as object, updatedAt: new Date() })
      .where(eq(paymentTransactions.id, known.id));
  }
  if (confirmation.status === "paid" && order.paymentStatus !== PAYMENT_STATUS.paid) {
    // Payment received is news to the customer (the order page shows it): it is mailed like a status.
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: PAYMENT_STATUS.paid,
        paidAt: new Date(),
        // Money that arrives for an order already given up is owed back.
        ...(order.cancelled ? { refundRequestedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await markPartsPaid(tx, order.id);
    await queueStatusMail(tx, order.id);
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, deliveryStatus: order.deliveryStatus, event: "paid" });
    return {
      settlement: { ...base, changed: true },
      mail: queuedMailOf(paid as OrderRow, "status", "paid"),
    };
  }
  if (confirmation.status === "failed" && order.paymentStatus !== PAYMENT_STATUS.paid && !order.cancelled) {
    const mail = await releaseOrder(tx, order.id, "payment_failed");
    return { settlement: { ...base, changed: true }, mail };
  }
  return { settlement: { ...base, changed: false } };
}

/**
 * The gateway refused to start a payment for a fresh order: give the order up now. The shopper sees
 * the error at once, so neither its confirmation nor a cancellation mail goes out (releaseOrder).
 */
export async function cancelUnstartedOrder(db: Db, orderId: number): Promise<void> {
  const mail = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (order && !order.cancelled) return releaseOrder(tx, order.id, "payment_not_started");
    return undefined;
  });
  if (mail) void sendAfterCommit(db, mail);
}

/** Verifies what a gateway sent (return, webhook, ITN, or the shop's decision) and settles it. */
export async function confirmPayment(
  db: Db,
  method: number,
  input: ConfirmInput,
  registry: Gateways = gateways(),
): Promise<Settlement> {
  const gateway = gatewayFor(method, registry);
  if (!gateway) throw new AppError("invalid", "shop.payment_unverified");
  try {
    const confirmation = await gateway.confirm(input, async (reference) => {
      const [order] = await db
        .select({ amount: orders.total, currency: orders.currency })
        .from(orders)
        .where(and(eq(orders.paymentMethod, method), eq(orders.paymentReference, reference)));
      return order;
    });
    return await settlePayment(db, method, confirmation);
  } catch (error) {
    if (error instanceof PaymentVerificationError)
      throw new AppError("invalid", "shop.payment_unverified", { cause: error });
    if (error instanceof GatewayError)
      throw new AppError("internal", "shop.payment_gateway_error", { cause: error });
    throw error;
  }
}
