import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import {
  DELIVERY_STATUS,
  PAYMENT_STATUS,
  ledgerEntries,
  orderItems,
  orderParts,
  orders,
} from "../../platform/db/schema/index.ts";
import { commissionBack, saleOf } from "./ledger-math.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Posts a part's sale to its store's ledger once it is both delivered and paid (whichever came
 * last calls this): goods + shipping − discount share − commission, with the breakdown. Posts at
 * most once (the unique key on sales' part id); returns the entry posted now, else null.
 */
export async function postPartSale(
  tx: Tx,
  partId: number,
  createdBy: number | null = null,
): Promise<LedgerEntryRow | null> {
  const [found] = await tx
    .select({ part: orderParts, currency: orders.currency, cancelled: orders.cancelled })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(eq(orderParts.id, partId));
  if (!found || found.cancelled || found.part.storeId === null) return null;
  const { part } = found;
  if (part.deliveryStatus !== DELIVERY_STATUS.delivered || part.paymentStatus !== PAYMENT_STATUS.paid)
    return null;
  const lines = await tx
    .select({
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      freeQuantity: orderItems.freeQuantity,
      discount: orderItems.discount,
      commissionPercent: orderItems.commissionPercent,
    })
    .from(orderItems)
    .where(eq(orderItems.partId, part.id));
  const sale = saleOf(part, lines);
  const [posted] = await tx
    .insert(ledgerEntries)
    .values({
      storeId: part.storeId as number,
      kind: "sale",
      amount: sale.amount,
      currency: found.currency,
      partId: part.id,
      goods: sale.goods,
      shipping: sale.shipping,
      discount: sale.discount,
      commission: sale.commission,
      createdBy,
    })
    .onConflictDoNothing()
    .returning();
  return posted ?? null;
}

/** Every delivered part of an order that is now paid (an online payment or a confirmed transfer). */
export async function postOrderSales(tx: Tx, orderId: number, createdBy: number | null = null) {
  const delivered = await tx
    .select({ id: orderParts.id })
    .from(orderParts)
    .where(
      and(
        eq(orderParts.orderId, orderId),
        eq(orderParts.deliveryStatus, DELIVERY_STATUS.delivered),
        eq(orderParts.paymentStatus, PAYMENT_STATUS.paid),
      ),
    );
  for (const part of delivered) await postPartSale(tx, part.id, createdBy);
}

export interface RefundReversal {
  partId: number;
  refundId: number;
  /** What went back to the shopper, in minor units. */
  amount: number;
  createdBy?: number | null;
}

/**
 * Takes a refund of a part off its store's ledger: −(refund − the commission the shop gives back
 * on it), the shop's share being its commission in proportion to the refund over what the part
 * cost the shopper. Once per refund (unique refund id). A part whose sale was never posted (not yet
 * delivered and paid) has nothing to reverse: null. Locks the part so that concurrent refunds of
 * one part count each other's commission.
 */
export async function postRefundReversal(tx: Tx, refund: RefundReversal): Promise<LedgerEntryRow | null> {
  if (!Number.isInteger(refund.amount) || refund.amount <= 0) return null;
  const [part] = await tx.select().from(orderParts).where(eq(orderParts.id, refund.partId)).for("update");
  if (!part) return null;
  const [sale] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "sale"), eq(ledgerEntries.partId, part.id)));
  if (!sale) return null;
  const [earlier] = await tx
    .select({
      refunded: sql<number>`coalesce(sum(${ledgerEntries.refunded}), 0)::int`,
      back: sql<number>`coalesce(sum(-${ledgerEntries.commission}), 0)::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "refund_reversal"), eq(ledgerEntries.partId, part.id)));
  const paid = (sale.goods ?? 0) + (sale.shipping ?? 0) - (sale.discount ?? 0);
  const before = earlier ?? { refunded: 0, back: 0 };
  const back =
    commissionBack(sale.commission ?? 0, paid, before.refunded + refund.amount) - Number(before.back);
  const [posted] = await tx
    .insert(ledgerEntries)
    .values({
      storeId: sale.storeId,
      kind: "refund_reversal",
      amount: -(refund.amount - back),
      currency: sale.currency,
      partId: part.id,
      refundId: refund.refundId,
      refunded: refund.amount,
      commission: -back,
      createdBy: refund.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return posted ?? null;
}
