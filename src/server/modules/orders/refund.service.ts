import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { formatPrice } from "../../../lib/money.ts";
import type { Db } from "../../platform/db/client.ts";
import {
  PAYMENT_STATUS,
  orderParts,
  orderStatusHistory,
  orders,
  paymentTransactions,
  refunds,
} from "../../platform/db/schema/index.ts";
import { GatewayError } from "../../platform/payments/gateway.ts";
import { gatewayFor, gateways, type Gateways } from "../../platform/payments/registry.ts";
import { recordAudit, type AuditActor } from "../audit/index.ts";
import { queuedMailOf, queueStatusMail, sendAfterCommit } from "./order-mail-queue.ts";
import { OFFLINE_METHODS } from "./payment.service.ts";
import type { Tx } from "./stock.ts";
import { postRefundReversal } from "../ledger/index.ts";

export type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type PartRow = typeof orderParts.$inferSelect;

/** A pending gateway refund asked less than this long ago is in flight: nobody asks the gateway again. */
export const REFUND_LEASE_MS = 2 * 60 * 1000;

export interface RefundInput {
  partId: number;
  /** Minor units of the order's currency. */
  amount: number;
  reason?: string | null;
  returnId?: number | null;
  /** Required when the payment cannot be refunded online (cash on delivery, bank transfer). */
  manualReference?: string | null;
  /** One per refund the person means (one per refund dialog, `return-<id>` for a return). */
  idempotencyKey: string;
}

export interface RefundBy {
  /** Who pressed refund (null: the shopper's own cancellation). */
  userId: number | null;
  audit?: AuditActor;
  gateways?: Gateways;
  /**
   * The shopper's status mail telling the refund: "send" (queued and sent after the commit, the
   * default), "queue" (the caller sends it, e.g. with a cancellation), "none" (the caller's own mail
   * tells the refund, e.g. a return's).
   */
  statusMail?: "send" | "queue" | "none";
}

/** What the order's payment took: the captured online payment, else the paid parts (offline methods). */
async function capturedOf(tx: Tx, order: OrderRow): Promise<number> {
  const [payment] = await tx
    .select({ amount: paymentTransactions.amount })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, order.id),
        inArray(paymentTransactions.status, ["succeeded", "refunded"]),
      ),
    )
    .limit(1);
  if (payment) return payment.amount;
  const [paid] = await tx
    .select({ sum: sql<number>`coalesce(sum(${orderParts.total}), 0)::int` })
    .from(orderParts)
    .where(and(eq(orderParts.orderId, order.id), eq(orderParts.paymentStatus, PAYMENT_STATUS.paid)));
  return paid?.sum ?? 0;
}

/** Refunds that count against what was paid: made, or on their way. */
async function committed(tx: Tx, column: typeof refunds.orderId | typeof refunds.partId, id: number) {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(column, id), inArray(refunds.status, ["pending", "succeeded"])));
  return row?.sum ?? 0;
}

/** What is still refundable on a part and on its order (the order's lock must be held). */
export async function refundableOf(tx: Tx, order: OrderRow, part: PartRow) {
  const paidPart = part.paymentStatus === PAYMENT_STATUS.paid ? part.total : 0;
  const [orderLeft, partUsed] = await Promise.all([
    capturedOf(tx, order).then(
      async (captured) => captured - (await committed(tx, refunds.orderId, order.id)),
    ),
    committed(tx, refunds.partId, part.id),
  ]);
  return Math.max(0, Math.min(orderLeft, paidPart - partUsed));
}

/** The order of a part, locked: refunds of one payment are decided (and asked) one at a time. */
export async function lockPartOrder(tx: Tx, partId: number): Promise<{ order: OrderRow; part: PartRow }> {
  const [found] = await tx
    .select({ orderId: orderParts.orderId })
    .from(orderParts)
    .where(eq(orderParts.id, partId));
  if (!found) throw notFound("order");
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for("update");
  const [part] = await tx.select().from(orderParts).where(eq(orderParts.id, partId));
  if (!order || !part) throw notFound("order");
  return { order, part };
}

type Reserved =
  | { step: "done"; refund: RefundRow; manual?: boolean }
  | { step: "call"; refund: RefundRow; order: OrderRow; externalId: string };

const inFlight = (refund: RefundRow, now: number) =>
  refund.status === "pending" &&
  refund.attemptedAt !== null &&
  now - refund.attemptedAt.getTime() < REFUND_LEASE_MS;

/**
 * Step 1, one short transaction under the order's lock: finds the key's refund or checks the amount
 * against what is still refundable and writes the refund as pending (a manual one as made at once).
 * A pending refund whose gateway call is in flight is answered as it stands, never asked twice.
 */
async function reserve(tx: Tx, input: RefundInput, by: RefundBy): Promise<Reserved> {
  const { order, part } = await lockPartOrder(tx, input.partId);
  const [known] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
  const now = Date.now();
  if (known) {
    if (known.partId !== part.id) throw new AppError("conflict", "shop.refund_key_reused");
    if (known.status === "succeeded" || inFlight(known, now)) return { step: "done", refund: known };
  }
  const others = await tx
    .select({ id: refunds.id, attemptedAt: refunds.attemptedAt, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, "pending")));
  if (others.some((r) => r.id !== known?.id && inFlight(r as RefundRow, now)))
    throw new AppError("conflict", "shop.refund_in_progress");

  const amount = known?.amount ?? input.amount;
  if (!Number.isInteger(amount) || amount <= 0) throw new AppError("invalid", "shop.refund_amount_invalid");
  // A resumed failed refund counts again; a resumed pending one already counts.
  const left = (await refundableOf(tx, order, part)) + (known?.status === "pending" ? known.amount : 0);
  if (amount > left)
    throw new AppError("invalid", {
      key: "shop.refund_too_much",
      params: { amount: formatPrice(left, { currency: order.currency }) },
    });

  const [payment] = await tx
    .select({ externalId: paymentTransactions.externalId })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, order.id),
        inArray(paymentTransactions.status, ["succeeded", "refunded"]),
      ),
    )
    .limit(1);
  const manual = OFFLINE_METHODS.includes(order.paymentMethod) || !payment;
  const reference = input.manualReference?.trim() || known?.manualReference || null;
  if (manual && !reference) throw new AppError("invalid", "shop.refund_reference_required");
  const values = {
    status: manual ? ("succeeded" as const) : ("pending" as const),
    attemptedAt: manual ? null : new Date(now),
    settledAt: manual ? new Date(now) : null,
    manualReference: manual ? reference : null,
    failure: null,
    updatedAt: new Date(now),
  };
  const [refund] = known
    ? await tx.update(refunds).set(values).where(eq(refunds.id, known.id)).returning()
    : await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          partId: part.id,
          returnId: input.returnId ?? null,
          amount,
          currency: order.currency,
          method: order.paymentMethod,
          kind: manual ? "manual" : "gateway",
          idempotencyKey: input.idempotencyKey,
          reason: input.reason ?? null,
          createdBy: by.userId,
          ...values,
        })
        .returning();
  if (!refund) throw notFound("order");
  if (manual) {
    await settled(tx, order, refund, by);
    return { step: "done", refund, manual: true };
  }
  return { step: "call", refund, order, externalId: payment.externalId };
}

/**
 * What a made refund leaves behind, in the transaction that records it: the part's timeline, the
 * order marked refunded once everything paid is back, the shopper's status mail, the audit log.
 */
async function settled(tx: Tx, order: OrderRow, refund: RefundRow, by: RefundBy): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    partId: refund.partId,
    deliveryStatus: order.deliveryStatus,
    event: "refunded",
    note: refund.manualReference ?? refund.reason,
    changedBy: by.userId,
  });
  const captured = await capturedOf(tx, order);
  const [made] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, "succeeded")));
  const whole = (made?.sum ?? 0) >= captured;
  // A part's refund changes the order's updated_at even when some money is still kept: a status
  // mail written before it is then known to be behind, and does not take the refund's mail with it.
  const now = new Date();
  await tx
    .update(orders)
    .set({ updatedAt: now, ...(whole ? { refunded: true, refundedAt: now } : {}) })
    .where(eq(orders.id, order.id));
  if (whole) {
    await tx
      .update(paymentTransactions)
      .set({ status: "refunded", updatedAt: new Date() })
      .where(and(eq(paymentTransactions.orderId, order.id), eq(paymentTransactions.status, "succeeded")));
  }
  // The store gives the refunded money back (less its share of the shop's commission), in the same transaction.
  await postRefundReversal(tx, { partId: refund.partId, refundId: refund.id, amount: refund.amount });
  if (by.statusMail !== "none") await queueStatusMail(tx, order.id);
  if (by.audit)
    await recordAudit(tx, by.audit, {
      entity: "refund",
      entityId: refund.id,
      action: "refund",
      storeId: null,
      before: {},
      after: {
        part_id: refund.partId,
        amount: refund.amount,
        kind: refund.kind,
        ...(refund.manualReference ? { manual_reference: refund.manualReference } : {}),
        ...(refund.returnId ? { return_id: refund.returnId } : {}),
      },
    });
}

/** Step 3, a second short transaction: the gateway's answer written on the refund (once). */
async function settle(
  db: Db,
  refund: RefundRow,
  outcome: { status: "succeeded"; gatewayRefundId: string | null } | { status: "failed"; failure: string },
  by: RefundBy,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const { order } = await lockPartOrder(tx, refund.partId);
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
    if (!current || current.status !== "pending") return current ?? refund;
    const [updated] = await tx
      .update(refunds)
      .set({
        status: outcome.status,
        ...(outcome.status === "succeeded"
          ? { gatewayRefundId: outcome.gatewayRefundId, settledAt: new Date() }
          : { failure: outcome.failure }),
        attemptedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (updated?.status === "succeeded") await settled(tx, order, updated, by);
    return updated ?? current;
  });
}

/** Sends the status mail a made refund queued, when the caller leaves it to refundPart. */
async function mailAfterCommit(db: Db, refund: RefundRow, by: RefundBy): Promise<void> {
  if (refund.status !== "succeeded" || (by.statusMail ?? "send") !== "send") return;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (order) void sendAfterCommit(db, queuedMailOf(order, "status", "refunded"));
}

/**
 * Refunds `amount` of a part: reserve (pending row, key unique, under the order's lock) → ask the
 * gateway with the row's key outside any transaction → settle. The same key answers the same
 * refund and never reaches the gateway twice; a refund left pending by a crash is resumed by a
 * retry with its key once its lease ran out (gateways answer a repeated key with the first refund).
 * Offline payments are refunded by hand: the caller gives the reference of the money sent back.
 * The caller authorises the person.
 */
export async function refundPart(db: Db, input: RefundInput, by: RefundBy): Promise<RefundRow> {
  const reserved = await db.transaction((tx) => reserve(tx, input, by));
  if (reserved.step === "done") {
    if (reserved.manual) await mailAfterCommit(db, reserved.refund, by);
    return reserved.refund;
  }
  const { refund, order, externalId } = reserved;
  const gateway = gatewayFor(order.paymentMethod, by.gateways ?? gateways());
  try {
    if (!gateway?.configured) throw new GatewayError("gateway not configured", 0, null);
    const answer = await gateway.refund({
      externalId,
      reference: order.paymentReference ?? order.trackingCode,
      amount: refund.amount,
      currency: refund.currency,
      idempotencyKey: refund.idempotencyKey,
      ...(refund.reason ? { reason: refund.reason } : {}),
    });
    // "pending": the gateway took it and will make it; the money is on its way, so it counts as made.
    if (answer.status === "unsupported") throw new GatewayError("the gateway cannot refund online", 0, null);
    const made = await settle(
      db,
      refund,
      { status: "succeeded", gatewayRefundId: answer.refundId ?? null },
      by,
    );
    await mailAfterCommit(db, made, by);
    return made;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The gateway refused (or was unreachable): the row stays for a retry with the same key.
    const failed = await settle(db, refund, { status: "failed", failure: error.message.slice(0, 300) }, by);
    throw new AppError("conflict", "shop.refund_failed", { cause: { error, refundId: failed.id } });
  }
}

/**
 * A cancelled paid order gives back what each part still holds, one refund per part (key
 * `cancel-<order>-<part>`), so each store's share is reversed on its own like a return's refund and
 * a second cancel request finds the same refunds. Offline payments stay with refund_requested_at for
 * the shop to refund by hand (a manual refund needs the reference of the money sent back).
 * True when everything paid is back. The caller sends the queued status mail.
 */
export async function refundOrder(db: Db, orderId: number, registry?: Gateways): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.refunded || order.paymentStatus !== PAYMENT_STATUS.paid) return false;
  if (OFFLINE_METHODS.includes(order.paymentMethod)) return false;
  const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
  for (const part of parts) {
    const amount = await db.transaction(async (tx) => {
      const locked = await lockPartOrder(tx, part.id);
      return refundableOf(tx, locked.order, locked.part);
    });
    if (amount === 0) continue;
    try {
      await refundPart(
        db,
        {
          partId: part.id,
          amount,
          reason: "Order cancelled",
          idempotencyKey: `cancel-${orderId}-${part.id}`,
        },
        { userId: null, statusMail: "queue", ...(registry ? { gateways: registry } : {}) },
      );
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }
  const [after] = await db.select({ refunded: orders.refunded }).from(orders).where(eq(orders.id, orderId));
  return after?.refunded ?? false;
}
