import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  orderItems,
  orderParts,
  orders,
  refunds,
  returnLines,
  returnPictures,
  returns,
  stores,
  type ReturnStatus,
} from "../../platform/db/schema/index.ts";
import { OFFLINE_METHODS } from "./payment.service.ts";
import { partCode } from "./order-parts.ts";
import { returnRefundAmount } from "./return-amounts.ts";

export interface ReturnLineView {
  order_item_id: number;
  title: string;
  variant: string | null;
  image: string | null;
  quantity: number;
  unit_price: number;
}

export interface ReturnRefundView {
  id: number;
  amount: number;
  status: string;
  kind: string;
  manual_reference: string | null;
  gateway_refund_id: string | null;
}

export interface ReturnView {
  id: number;
  order_id: number;
  part_id: number;
  part_code: string;
  tracking_code: string;
  store: { id: number; name: string } | null;
  status: ReturnStatus;
  reason: string;
  rejection_reason: string | null;
  restock: boolean | null;
  lines: ReturnLineView[];
  pictures: string[];
  currency: string;
  /** What refunding this return gives back (minor units). */
  refund_amount: number;
  refund: ReturnRefundView | null;
  /** The payment cannot be refunded online: the refund is recorded by hand with a reference. */
  manual_refund: boolean;
  customer: { name: string; email: string };
  created_at: string;
  decided_at: string | null;
  received_at: string | null;
  refunded_at: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What refunding one return gives back: its lines' paid amounts, shipping when the whole part comes back. */
export async function refundAmountOf(db: DbOrTx, returnId: number): Promise<number> {
  const [ret] = await db.select().from(returns).where(eq(returns.id, returnId));
  if (!ret) return 0;
  const [part] = await db.select().from(orderParts).where(eq(orderParts.id, ret.partId));
  const items = await db.select().from(orderItems).where(eq(orderItems.partId, ret.partId));
  const mine = await db.select().from(returnLines).where(eq(returnLines.returnId, returnId));
  const earlier = await db
    .select({ itemId: returnLines.orderItemId, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.partId, ret.partId), eq(returns.status, "refunded"), ne(returns.id, returnId)));
  const before = (itemId: number) =>
    earlier.filter((e) => e.itemId === itemId).reduce((sum, e) => sum + e.quantity, 0);
  const now = (itemId: number) => mine.find((m) => m.orderItemId === itemId)?.quantity ?? 0;
  const wholePart = items.every((item) => before(item.id) + now(item.id) >= item.quantity);
  return returnRefundAmount(
    items
      .filter((item) => now(item.id) > 0)
      .map((item) => ({
        unitPrice: item.unitPrice,
        quantity: item.quantity,
        freeQuantity: item.freeQuantity,
        discount: item.discount,
        refundedBefore: before(item.id),
        returned: now(item.id),
      })),
    { shippingCost: part?.shippingCost ?? 0, wholePart },
  );
}

/** Returns as the shopper and the console read them, newest first. */
export async function returnViews(db: DbOrTx, ids: number[]): Promise<ReturnView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ret: returns, part: orderParts, order: orders, store: { id: stores.id, name: stores.name } })
    .from(returns)
    .innerJoin(orderParts, eq(orderParts.id, returns.partId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(stores, eq(stores.id, orderParts.storeId))
    .where(inArray(returns.id, ids))
    .orderBy(desc(returns.createdAt), desc(returns.id));
  const [lines, pictures, refundRows] = await Promise.all([
    db
      .select({ line: returnLines, item: orderItems })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.id)),
    db
      .select()
      .from(returnPictures)
      .where(inArray(returnPictures.returnId, ids))
      .orderBy(asc(returnPictures.sort)),
    db
      .select()
      .from(refunds)
      .where(and(inArray(refunds.returnId, ids), ne(refunds.status, "failed")))
      .orderBy(desc(refunds.id)),
  ]);
  const views: ReturnView[] = [];
  for (const { ret, part, order, store } of rows) {
    const refund = refundRows.find((r) => r.returnId === ret.id);
    views.push({
      id: ret.id,
      order_id: order.id,
      part_id: part.id,
      part_code: partCode(order.trackingCode, part.number),
      tracking_code: order.trackingCode,
      store: store?.id ? { id: store.id, name: store.name } : null,
      status: ret.status as ReturnStatus,
      reason: ret.reason,
      rejection_reason: ret.rejectionReason,
      restock: ret.restock,
      lines: lines
        .filter((l) => l.line.returnId === ret.id)
        .map(({ line, item }) => ({
          order_item_id: item.id,
          title: item.title,
          variant: item.variant,
          image: item.image,
          quantity: line.quantity,
          unit_price: item.unitPrice,
        })),
      pictures: pictures.filter((p) => p.returnId === ret.id).map((p) => p.image),
      currency: order.currency,
      refund_amount: refund?.amount ?? (await refundAmountOf(db, ret.id)),
      refund: refund
        ? {
            id: refund.id,
            amount: refund.amount,
            status: refund.status,
            kind: refund.kind,
            manual_reference: refund.manualReference,
            gateway_refund_id: refund.gatewayRefundId,
          }
        : null,
      manual_refund: OFFLINE_METHODS.includes(order.paymentMethod),
      customer: { name: order.address.name, email: order.email },
      created_at: ret.createdAt.toISOString(),
      decided_at: iso(ret.decidedAt),
      received_at: iso(ret.receivedAt),
      refunded_at: iso(ret.refundedAt),
    });
  }
  return views;
}
