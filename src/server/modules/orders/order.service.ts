import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { countAttempt, ownedBy, ownerOf } from "../accounts/index.ts";
import {
  PAYMENT_STATUS,
  cancellations,
  orderItems,
  orderParts,
  orderStatusHistory,
  orders,
  reviews,
  stores,
} from "../../platform/db/schema/index.ts";
import { AppError, notFound } from "../../core/errors.ts";
import { offsetOf, paged, PAGE_SIZE, type Paged } from "../../platform/api/paged.ts";
import { releaseVoucherUse } from "../promotions/index.ts";
import { recordAudit, type AuditActor } from "../audit/index.ts";
import type { Gateways } from "../../platform/payments/gateway.ts";
import { bankTransferViews } from "./bank-transfer.service.ts";
import { sendOrderMail } from "./order-mail.ts";
import { queuedMailOf, queueStatusMail, sendAfterCommit } from "./order-mail-queue.ts";
import { refundOrder } from "./refund.service.ts";
import { restoreStock, type Tx } from "./stock.ts";
import { allPartsPending, movePart, partCode, partsOf } from "./order-parts.ts";
import {
  statusSteps,
  type OrderPartView,
  type OrderView,
  type TrackingView,
} from "../../../lib/order-view.ts";

type OrderRow = typeof orders.$inferSelect;

async function viewsOf(ctx: RequestContext, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const db = await dbOf(ctx);
  const ids = rows.map((o) => o.id);
  const items = await db
    .select({ item: orderItems, store: { id: stores.id, name: stores.name, slug: stores.slug } })
    .from(orderItems)
    .leftJoin(stores, eq(stores.id, orderItems.storeId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const notes = await db.select().from(cancellations).where(inArray(cancellations.orderId, ids));
  const reviewed = await db
    .select({ orderId: reviews.orderId, productId: reviews.productId })
    .from(reviews)
    .where(inArray(reviews.orderId, ids));
  const transfers = await bankTransferViews(db, rows, ctx.gateways);
  const parts = await partViews(db, rows);
  return rows.map((o) => {
    const note = notes.find((n) => n.orderId === o.id);
    return {
      id: o.id,
      tracking_code: o.trackingCode,
      method: o.paymentMethod,
      date: o.createdAt.toISOString(),
      amount: o.total,
      payment_status: o.paymentStatus,
      delivery_status: o.deliveryStatus,
      steps: statusSteps(o.deliveryStatus),
      cancelled: o.cancelled,
      refunded: o.refunded,
      refund_requested: o.refundRequestedAt !== null,
      cancellation: note ? { title: note.title, message: note.message } : null,
      subtotal: o.subtotal,
      shipping_cost: o.shippingCost,
      bundle_savings: o.bundleSavings,
      discount: o.discount,
      voucher_code: o.voucherCode,
      total: o.total,
      currency: o.currency,
      address: o.address,
      items: items
        .filter((i) => i.item.orderId === o.id)
        .map(({ item, store }) => ({
          id: item.id,
          part_id: item.partId,
          product_id: item.productId,
          store: store?.id ? store : null,
          title: item.title,
          variant: item.variant,
          image: item.image,
          unit_price: item.unitPrice,
          quantity: item.quantity,
          free_quantity: item.freeQuantity,
          shipping_type: item.shippingType,
          shipping_label: item.shippingLabel,
          shipping_cost: item.shippingCost,
          discount: item.discount,
          reviewed: reviewed.some((r) => r.orderId === o.id && r.productId === item.productId),
        })),
      parts: parts.get(o.id) ?? [],
      bank_transfer: transfers.get(o.id) ?? null,
    };
  });
}

/** Each order's parts with their timelines, by order id. */
async function partViews(db: Db, rows: OrderRow[]): Promise<Map<number, OrderPartView[]>> {
  const ids = rows.map((o) => o.id);
  const [parts, history] = await Promise.all([
    partsOf(db, ids),
    db
      .select()
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), isNotNull(orderStatusHistory.partId)))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  const codes = new Map(rows.map((o) => [o.id, o.trackingCode]));
  const views = new Map<number, OrderPartView[]>();
  for (const { part, store } of parts) {
    const list = views.get(part.orderId) ?? [];
    list.push({
      id: part.id,
      code: partCode(codes.get(part.orderId) ?? "", part.number),
      number: part.number,
      store: store?.id ? store : null,
      delivery_status: part.deliveryStatus,
      steps: statusSteps(part.deliveryStatus),
      payment_status: part.paymentStatus,
      carrier: part.carrier,
      tracking_number: part.trackingNumber,
      tracking_url: part.trackingUrl,
      goods: part.goods,
      shipping_cost: part.shippingCost,
      discount: part.discount,
      total: part.total,
      delivered_at: part.deliveredAt?.toISOString() ?? null,
      history: history
        .filter((h) => h.partId === part.id)
        .map((h) => ({ status: h.deliveryStatus, event: h.event, date: h.createdAt.toISOString() })),
    });
    views.set(part.orderId, list);
  }
  return views;
}

/** order/by-user: the owner's orders, newest first, 25 a page. */
export async function listOrders(ctx: RequestContext, page: number): Promise<Paged<OrderView>> {
  const db = await dbOf(ctx);
  const where = ownedBy(ownerOf(ctx), orders);
  const perPage = PAGE_SIZE.orders;
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  return paged(await viewsOf(ctx, rows), { page, perPage, total: Number(total?.n ?? 0) });
}

/** One of the owner's orders (order/by-user with order_id). */
export async function findOrder(ctx: RequestContext, id: number): Promise<OrderView> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownedBy(ownerOf(ctx), orders)));
  if (!row) throw notFound("order");
  const [view] = await viewsOf(ctx, [row]);
  return view as OrderView;
}

/**
 * The confirmation page's order: one of the owner's orders by its tracking code (a signed-in
 * customer's own, a guest's by the user_token that placed it). Anyone else finds no such order.
 */
export async function findOwnOrderByCode(ctx: RequestContext, code: string): Promise<OrderView> {
  if (!ctx.user && !ctx.guestToken) throw notFound("order");
  const db = await dbOf(ctx);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.trackingCode, code.trim().toUpperCase()), ownedBy(ownerOf(ctx), orders)));
  if (!row) throw notFound("order");
  const [view] = await viewsOf({ ...ctx, db }, [row]);
  return view as OrderView;
}

/** The status mail `order`'s committed change queued goes out after the answer (order-mail-queue.ts). */
function sendStatusMail(db: Db, order: OrderRow, event: string | null): void {
  void sendAfterCommit(db, queuedMailOf(order, "status", event));
}

/**
 * order/send-order-email/{id}: sends the owner the order's e-mail again, a few times an hour per
 * order (counted once the order is known to be theirs, so nobody else uses up the owner's).
 */
export async function resendOrderEmail(ctx: RequestContext, id: number): Promise<boolean> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownedBy(ownerOf(ctx), orders)));
  if (!row) throw notFound("order");
  await countAttempt(db, "orderMail", { email: `order:${row.id}`, address: ctx.clientAddress });
  return sendOrderMail(db, queuedMailOf(row, "placed"), "placed");
}

/**
 * cancellation/cancel-order: while pending, the customer cancels with a title and a message. Stock
 * comes back (once), the voucher use is released, and a paid online order is marked for refund.
 */
export async function cancelOrder(
  ctx: RequestContext,
  input: { orderId: number; title: string; message: string },
  options: { gateways?: Gateways } = {},
): Promise<OrderView> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  const updated = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), ownedBy(owner, orders)))
      .for("update");
    if (!order) throw notFound("order");
    if (order.cancelled || !(await allPartsPending(tx, order.id)))
      throw new AppError("conflict", "shop.order_not_cancellable");
    const paid = order.paymentStatus === PAYMENT_STATUS.paid;
    const [row] = await tx
      .update(orders)
      .set({
        cancelled: true,
        cancelledAt: new Date(),
        refundRequestedAt: paid ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await queueStatusMail(tx, order.id);
    await tx.insert(cancellations).values({
      orderId: order.id,
      userId: owner.userId ?? null,
      title: input.title,
      message: input.message,
    });
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      deliveryStatus: order.deliveryStatus,
      event: "cancelled",
      note: input.title,
      changedBy: owner.userId ?? null,
    });
    await restoreStock(tx, order.id);
    await releaseVoucherUse(tx, order.id);
    return row as OrderRow;
  });
  let current = updated;
  try {
    if (updated.refundRequestedAt && (await refundOrder(db, updated.id, options.gateways))) {
      const [refreshed] = await db.select().from(orders).where(eq(orders.id, updated.id));
      current = refreshed ?? updated;
    }
  } finally {
    // After the refund attempt: one mail tells the cancellation and, when the gateway made it, the refund.
    sendStatusMail(db, current, current.refunded ? "refunded" : "cancelled");
  }
  const [view] = await viewsOf(ctx, [current]);
  return view as OrderView;
}

/** cancellation/find/{id}: the cancellation note of the owner's order. */
export async function findCancellation(ctx: RequestContext, orderId: number) {
  const db = await dbOf(ctx);
  const [row] = await db
    .select({
      title: cancellations.title,
      message: cancellations.message,
      created_at: cancellations.createdAt,
    })
    .from(cancellations)
    .innerJoin(orders, eq(orders.id, cancellations.orderId))
    .where(and(eq(cancellations.orderId, orderId), ownedBy(ownerOf(ctx), orders)));
  if (!row) throw notFound("order");
  return { ...row, created_at: row.created_at.toISOString() };
}

/**
 * A seller changes only an order whose every line is of a store the seller owns: until an order is
 * split into one part per store, a change to a shared order would reach the other stores' lines.
 */
async function assertSellerOwnsWholeOrder(
  tx: Tx,
  orderId: number,
  user: NonNullable<RequestContext["user"]>,
): Promise<void> {
  const { rows } = (await tx.execute(sql`
    select coalesce(bool_or(s.owner_id = ${user.id}), false) as mine,
      coalesce(bool_or(s.owner_id is distinct from ${user.id}), false) as others
    from order_items oi left join stores s on s.id = oi.store_id
    where oi.order_id = ${orderId}
  `)) as { rows: { mine: boolean; others: boolean }[] };
  const lines = rows[0];
  if (user.role !== "seller" || !lines?.mine) throw new AppError("forbidden", "server.forbidden");
  if (lines.others) throw new AppError("forbidden", "shop.order_other_stores");
}

/**
 * Moves every part of an order that is behind `status` forward to it, as the shop's admin or a
 * seller whose stores hold every part of it (one mail for the whole step). A part's own step is
 * order-desk work: see movePart.
 */
export async function changeOrderStatus(
  ctx: RequestContext,
  code: string,
  status: number,
  /** Given: the change is also written to the audit log, in the same transaction. */
  audit?: AuditActor,
): Promise<OrderView> {
  const user = ctx.user;
  if (!user) throw new AppError("unauthenticated", "server.unauthenticated");
  if (!Number.isInteger(status) || status < 1 || status > 5)
    throw new AppError("invalid", "shop.order_status_invalid");
  const db = await dbOf(ctx);
  const updated = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.trackingCode, code)).for("update");
    if (!order) throw notFound("order");
    if (user.role !== "admin") await assertSellerOwnsWholeOrder(tx, order.id, user);
    if (order.cancelled || status <= order.deliveryStatus)
      throw new AppError("conflict", "shop.order_status_invalid");
    const parts = await tx
      .select()
      .from(orderParts)
      .where(eq(orderParts.orderId, order.id))
      .orderBy(asc(orderParts.number))
      .for("update");
    let change = { order, event: null as string | null };
    for (const part of parts.filter((p) => p.deliveryStatus < status)) {
      const moved = await movePart(tx, change.order, part, status, user.id);
      change = { order: moved.order, event: moved.event ?? change.event };
    }
    if (audit)
      await recordAudit(tx, audit, {
        entity: "order",
        entityId: order.id,
        action: "change_status",
        storeId: null,
        before: { delivery_status: order.deliveryStatus },
        after: { delivery_status: status },
      });
    return change;
  });
  sendStatusMail(db, updated.order, updated.event);
  const [view] = await viewsOf({ ...ctx, db }, [updated.order]);
  return view as OrderView;
}

/** track-order: anyone with the tracking code sees the status (never the address or the lines). */
export async function trackOrder(ctx: RequestContext, code: string): Promise<TrackingView> {
  const db = await dbOf(ctx);
  const [order] = await db.select().from(orders).where(eq(orders.trackingCode, code.trim().toUpperCase()));
  if (!order) throw notFound("order");
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), isNull(orderStatusHistory.partId)))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const parts = (await partViews(db, [order])).get(order.id) ?? [];
  return {
    tracking_code: order.trackingCode,
    parts: parts.map(
      ({ goods: _g, shipping_cost: _s, discount: _d, total: _t, payment_status: _p, ...part }) => part,
    ),
    date: order.createdAt.toISOString(),
    delivery_status: order.deliveryStatus,
    steps: statusSteps(order.deliveryStatus),
    cancelled: order.cancelled,
    refunded: order.refunded,
    history: history.map((h) => ({
      status: h.deliveryStatus,
      event: h.event,
      date: h.createdAt.toISOString(),
    })),
  };
}
