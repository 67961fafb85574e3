import { and, eq, isNull, lt, min, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { ownedBy, ownerOf } from "../accounts/index.ts";
import {
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  bankTransfers,
  orderStatusHistory,
  orders,
  paymentTransactions,
} from "../../platform/db/schema/index.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { bankTransferRow, type BankTransferDetails } from "../../platform/payments/bank-transfer.ts";
import {
  GatewayError,
  PaymentVerificationError,
  type ConfirmInput,
  type PaymentConfirmation,
  type PaymentStart,
} from "../../platform/payments/gateway.ts";
import { gatewayFor, gateways, type Gateways } from "../../platform/payments/registry.ts";
import { releaseVoucherUse } from "../promotions/index.ts";
import { runPeriodically } from "../../platform/periodic.ts";
import { executeNamed } from "../../platform/db/named-query.ts";
import {
  MAIL_COLUMNS,
  queueStatusMail,
  queuedMailOf,
  SENDER_GRACE,
  sendAfterCommit,
  type QueuedMail,
} from "./order-mail-queue.ts";
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
async function releaseOrder(tx: Tx, orderId: number, event: ReleaseEvent): Promise<QueuedMail | undefined> {
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
async function settleInTransaction(
  db: Db,
  method: number,
  confirmation: PaymentConfirmation,
): Promise<{ settlement: Settlement; mail?: QueuedMail }> {
  return db.transaction(async (tx) => {
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
  });
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

/** Orders still holding stock for a payment that may come (orders_unpaid_expiry_idx). */
const awaitingPayment = () =>
  and(
    eq(orders.paymentStatus, PAYMENT_STATUS.unpaid),
    eq(orders.cancelled, false),
    isNull(orders.stockRestoredAt),
  );

/**
 * Unpaid online orders past their payment window are cancelled and give their stock back, each in
 * its own transaction (one order's stock rows locked at a time, in the order checkout locks them);
 * the customer is mailed. The mails go after the commits, in one pass dequeued by one statement.
 * Returns how many were released.
 */
export async function expireUnpaidOrders(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(awaitingPayment(), lt(orders.paymentExpiresAt, now)));
  let released = 0;
  for (const { id } of due) {
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
      if (!order || order.cancelled || order.paymentStatus === PAYMENT_STATUS.paid) return undefined;
      return { mail: await releaseOrder(tx, order.id, "payment_expired") };
    });
    if (!outcome) continue;
    released += 1;
    if (outcome.mail) void sendAfterCommit(db, outcome.mail);
  }
  return released;
}

/** Orders placed while a pass runs may carry a window that started up to this much earlier. */
const EXPIRY_MARGIN_MS = 60_000;

/** Per database: when an unpaid order may next be due, and the pass running now. */
const expiryState = new WeakMap<Db, { nextDue: number; running?: Promise<void> }>();

/**
 * The expiry pass of checkout (expired orders give their stock back before a new order takes any)
 * and of each server process's timer (startPaymentExpiry), skipped while no order can be due: after
 * a pass, the next one is due at the earliest expiry still waiting, and orders placed since then (by
 * any process) expire a payment window later.
 */
export async function expireDueOrders(db: Db): Promise<void> {
  let state = expiryState.get(db);
  if (!state) expiryState.set(db, (state = { nextDue: 0 }));
  if (state.running) return state.running;
  const now = Date.now();
  if (now < state.nextDue) return;
  const pass = (async () => {
    await expireUnpaidOrders(db, new Date(now));
    const [waiting] = await db
      .select({ first: min(orders.paymentExpiresAt) })
      .from(orders)
      .where(awaitingPayment());
    const latest = now + PAYMENT_WINDOW_MS - EXPIRY_MARGIN_MS;
    state.nextDue = Math.min(waiting?.first?.getTime() ?? latest, latest);
  })();
  state.running = pass;
  try {
    await pass;
  } finally {
    state.running = undefined;
  }
}

/** How often each server process runs the expiry pass by itself. */
const EXPIRY_CHECK_MS = 60_000;

/**
 * Every server process also runs the expiry pass on a timer: in a shop where nobody checks out for
 * a while, an unpaid order's stock still comes back, and its customer hears, within a minute of its
 * payment window closing. Returns the function that stops it.
 */
export function startPaymentExpiry(db: Db): () => void {
  return runPeriodically("expiring unpaid orders", EXPIRY_CHECK_MS, () => expireDueOrders(db));
}

/** order/transaction: the customer's bank transfer details for an unpaid bank-transfer order. */
export async function submitBankTransfer(
  ctx: RequestContext,
  orderId: number,
  details: BankTransferDetails,
): Promise<void> {
  const db = await dbOf(ctx);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(ownerOf(ctx), orders)));
  if (!order) throw notFound("order");
  if (
    order.paymentMethod !== PAYMENT_METHOD.bankTransfer ||
    order.paymentStatus === PAYMENT_STATUS.paid ||
    order.cancelled
  )
    throw new AppError("conflict", "shop.bank_transfer_wrong_order");
  const row = bankTransferRow(details);
  await db
    .insert(bankTransfers)
    .values({ orderId, ...row })
    .onConflictDoUpdate({
      target: bankTransfers.orderId,
      set: { ...row, updatedAt: new Date() },
      where: sql`${bankTransfers.confirmedAt} is null`,
    });
}

/** The shop confirms (or rejects) a submitted bank transfer; paid follows from the gateway's answer. */
export async function decideBankTransfer(
  ctx: RequestContext,
  orderId: number,
  decision: "paid" | "rejected",
  registry: Gateways = gateways(),
): Promise<Settlement> {
  if (!ctx.user) throw new AppError("unauthenticated", "server.unauthenticated");
  if (ctx.user.role !== "admin") throw new AppError("forbidden", "server.forbidden");
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ order: orders, transfer: bankTransfers })
    .from(orders)
    .innerJoin(bankTransfers, eq(bankTransfers.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound("order");
  const reference = row.order.paymentReference ?? row.order.trackingCode;
  const settled = await confirmPayment(
    db,
    PAYMENT_METHOD.bankTransfer,
    { source: "shop", shop: { reference, decision, transactionId: row.transfer.transactionId } },
    registry,
  );
  if (decision === "paid")
    await db
      .update(bankTransfers)
      .set({ confirmedAt: new Date(), confirmedBy: ctx.user.id })
      .where(and(eq(bankTransfers.orderId, orderId), isNull(bankTransfers.confirmedAt)));
  return settled;
}

/**
 * A cancelled paid order: asks the gateway for the refund where its API allows it. Refunded orders
 * are marked; otherwise refund_requested_at stays for the shop to refund by hand.
 */
export async function refundOrder(
  db: Db,
  orderId: number,
  registry: Gateways = gateways(),
): Promise<boolean> {
  const [row] = await db
    .select({ order: orders, payment: paymentTransactions })
    .from(orders)
    .innerJoin(paymentTransactions, eq(paymentTransactions.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(paymentTransactions.status, "succeeded")));
  if (!row || row.order.refunded || row.order.paymentStatus !== PAYMENT_STATUS.paid) return false;
  const gateway = gatewayFor(row.order.paymentMethod, registry);
  if (!gateway?.configured) return false;
  const result = await gateway
    .refund({
      externalId: row.payment.externalId,
      reference: row.order.paymentReference ?? row.order.trackingCode,
      amount: row.payment.amount,
      currency: row.payment.currency,
    })
    .catch(() => ({ status: "pending" as const }));
  if (result.status !== "refunded") return false;
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ refunded: true, refundedAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await tx
      .update(paymentTransactions)
      .set({ status: "refunded", updatedAt: new Date() })
      .where(eq(paymentTransactions.id, row.payment.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, deliveryStatus: row.order.deliveryStatus, event: "refunded" });
    // The caller sends it (cancelOrder: the cancellation and its refund in one mail when both are queued).
    await queueStatusMail(tx, orderId);
  });
  return true;
}
