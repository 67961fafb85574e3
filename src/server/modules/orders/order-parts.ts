import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import {
  DELIVERY_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  orderParts,
  orderStatusHistory,
  orders,
  stores,
} from "../../platform/db/schema/index.ts";
import { recordAudit, type AuditActor } from "../audit/index.ts";
import { postOrderSales, postPartSale } from "../ledger/index.ts";
import { queuedMailOf, queueStatusMail, sendAfterCommit } from "./order-mail-queue.ts";
import type { Tx } from "./stock.ts";

export type PartRow = typeof orderParts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type User = NonNullable<RequestContext["user"]>;

/** What checkout knows of one line, to group it into its store's part. */
export interface PartLine {
  storeId: number | null;
  goods: number;
  shippingCost: number;
  discount: number;
}

export { partCode } from "./part-code.ts";

/** The parts of an order (one per store of its lines) and, for each line, its part's number. */
export interface GroupedParts {
  parts: {
    store_id: number | null;
    number: number;
    goods: number;
    shipping_cost: number;
    discount: number;
    total: number;
  }[];
  partOfLine: number[];
}

/**
 * One part per store of the order's lines, numbered in the order the stores first appear. Parts add
 * up to the order: goods + shipping − discount.
 */
export function groupParts(lines: PartLine[]): GroupedParts {
  const stores = [...new Set(lines.map((l) => l.storeId))];
  const sum = (storeId: number | null, pick: (l: PartLine) => number) =>
    lines.filter((l) => l.storeId === storeId).reduce((total, l) => total + pick(l), 0);
  const parts = stores.map((storeId, index) => {
    const goods = sum(storeId, (l) => l.goods);
    const shippingCost = sum(storeId, (l) => l.shippingCost);
    const discount = sum(storeId, (l) => l.discount);
    return {
      store_id: storeId,
      number: index + 1,
      goods,
      shipping_cost: shippingCost,
      discount,
      total: Math.max(0, goods + shippingCost - discount),
    };
  });
  return { parts, partOfLine: lines.map((l) => stores.indexOf(l.storeId) + 1) };
}

/**
 * An online payment (or a confirmed bank transfer) pays every part of the order at once; parts
 * already delivered (a transfer confirmed late) then post their sale to their store's ledger.
 */
export async function markPartsPaid(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orderParts)
    .set({ paymentStatus: PAYMENT_STATUS.paid, paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.paymentStatus, PAYMENT_STATUS.unpaid)));
  await postOrderSales(tx, orderId);
}

/** True while no part of the order has moved past pending: the shopper may still cancel. */
export async function allPartsPending(tx: Tx, orderId: number): Promise<boolean> {
  const moved = await tx
    .select({ id: orderParts.id })
    .from(orderParts)
    .where(
      and(eq(orderParts.orderId, orderId), sql`${orderParts.deliveryStatus} > ${DELIVERY_STATUS.pending}`),
    )
    .limit(1);
  return moved.length === 0;
}

/** The seller may act on a part only when it is of a store they own; admins on every part. */
export async function assertMayHandlePart(tx: Tx, part: PartRow, user: User): Promise<void> {
  if (user.role === "admin") return;
  if (user.role === "seller" && part.storeId !== null) {
    const [own] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, part.storeId), eq(stores.ownerId, user.id)));
    if (own) return;
  }
  throw notFound("order");
}

/** Carrier and tracking given when a part is picked up. */
export interface Shipment {
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

export interface PartChange {
  order: OrderRow;
  part: PartRow;
  /** "paid" when cash on delivery was collected with this step. */
  event: string | null;
}

/**
 * Moves one locked part forward (1 pending → 5 delivered) inside `tx`: its timeline, cash collected
 * on delivery, the order's status (its least advanced part's) and payment (paid once every part is),
 * the shopper's status mail (queued), the sale on its store's ledger once delivered and paid and,
 * when `audit` is given, the audit log.
 */
export async function movePart(
  tx: Tx,
  order: OrderRow,
  part: PartRow,
  status: number,
  changedBy: number | null,
  shipment: Shipment = {},
  audit?: AuditActor,
): Promise<PartChange> {
  if (order.cancelled || !Number.isInteger(status) || status <= part.deliveryStatus || status > 5)
    throw new AppError("conflict", "shop.order_status_invalid");
  const now = new Date();
  const collected =
    status === DELIVERY_STATUS.delivered &&
    order.paymentMethod === PAYMENT_METHOD.cashOnDelivery &&
    part.paymentStatus !== PAYMENT_STATUS.paid;
  const [moved] = await tx
    .update(orderParts)
    .set({
      deliveryStatus: status,
      ...(status === DELIVERY_STATUS.delivered ? { deliveredAt: now } : {}),
      ...(collected ? { paymentStatus: PAYMENT_STATUS.paid, paidAt: now } : {}),
      ...(shipment.carrier !== undefined ? { carrier: shipment.carrier } : {}),
      ...(shipment.trackingNumber !== undefined ? { trackingNumber: shipment.trackingNumber } : {}),
      ...(shipment.trackingUrl !== undefined ? { trackingUrl: shipment.trackingUrl } : {}),
      updatedAt: now,
    })
    .where(eq(orderParts.id, part.id))
    .returning();
  if (moved?.deliveryStatus === DELIVERY_STATUS.delivered && moved.paymentStatus === PAYMENT_STATUS.paid)
    await postPartSale(tx, part.id, changedBy);
  await tx
    .insert(orderStatusHistory)
    .values([
      { orderId: order.id, partId: part.id, deliveryStatus: status, changedBy },
      ...(collected
        ? [{ orderId: order.id, partId: part.id, deliveryStatus: status, event: "paid", changedBy }]
        : []),
    ]);
  const [updated] = await tx
    .update(orders)
    .set({
      deliveryStatus: sql`(select min(p.delivery_status) from ${orderParts} p where p.order_id = ${order.id})`,
      paymentStatus: sql`case when ${orders.paymentStatus} = 1 or not exists (select 1 from ${orderParts} p
        where p.order_id = ${order.id} and p.payment_status = 0) then 1 else 0 end`,
      paidAt: sql`case when ${orders.paidAt} is null and not exists (select 1 from ${orderParts} p
        where p.order_id = ${order.id} and p.payment_status = 0) then now() else ${orders.paidAt} end`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await queueStatusMail(tx, order.id);
  if (audit)
    await recordAudit(tx, audit, {
      entity: "order_part",
      entityId: part.id,
      action: "change_status",
      storeId: part.storeId,
      before: { delivery_status: part.deliveryStatus },
      after: {
        delivery_status: status,
        ...(shipment.carrier ? { carrier: shipment.carrier } : {}),
        ...(shipment.trackingNumber ? { tracking_number: shipment.trackingNumber } : {}),
      },
    });
  return { order: updated as OrderRow, part: moved as PartRow, event: collected ? "paid" : null };
}

/** The parts of these orders, in number order. */
export async function partsOf(db: Pick<Tx, "select">, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ part: orderParts, store: { id: stores.id, name: stores.name, slug: stores.slug } })
    .from(orderParts)
    .leftJoin(stores, eq(stores.id, orderParts.storeId))
    .where(inArray(orderParts.orderId, orderIds))
    .orderBy(asc(orderParts.orderId), asc(orderParts.number));
}

/**
 * One part's step as its store's seller or an admin: locks the order, then the part (the order's
 * status and payment follow its parts), and mails the shopper after the commit. Anyone else finds
 * no such part.
 */
export async function changePartStatus(
  ctx: RequestContext,
  partId: number,
  status: number,
  shipment: Shipment = {},
  audit?: AuditActor,
): Promise<PartChange> {
  const user = ctx.user;
  if (!user) throw new AppError("unauthenticated", "server.unauthenticated");
  const db = await dbOf(ctx);
  const change = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(orderParts).where(eq(orderParts.id, partId));
    if (!found) throw notFound("order");
    await assertMayHandlePart(tx, found, user);
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for("update");
    const [part] = await tx.select().from(orderParts).where(eq(orderParts.id, partId)).for("update");
    if (!order || !part) throw notFound("order");
    return movePart(tx, order, part, status, user.id, shipment, audit);
  });
  void sendAfterCommit(db, queuedMailOf(change.order, "status", change.event));
  return change;
}
