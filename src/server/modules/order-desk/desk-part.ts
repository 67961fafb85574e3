import { and, asc, eq, isNull, or } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  orderItems,
  orderParts,
  orderStatusHistory,
  orders,
  stores,
  users,
} from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { partCode } from "../orders/index.ts";
import { partsWithinReach } from "./desk-scope.ts";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The part with its order and store, when the actor may see it; else 404 (another store's part). */
export async function reachablePart(db: DbOrTx, actor: ConsoleActor, partId: number) {
  const [found] = await db
    .select({ part: orderParts, order: orders, store: stores })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .leftJoin(stores, eq(stores.id, orderParts.storeId))
    .where(and(eq(orderParts.id, partId), partsWithinReach(actor)));
  if (!found) throw notFound("order");
  return found;
}

/** Who did what and when to the part, and to its whole order (placed, paid online, cancelled). */
async function timelineOf(db: DbOrTx, orderId: number, partId: number) {
  const rows = await db
    .select({
      status: orderStatusHistory.deliveryStatus,
      event: orderStatusHistory.event,
      part_id: orderStatusHistory.partId,
      by: users.name,
      at: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
    .where(
      and(
        eq(orderStatusHistory.orderId, orderId),
        or(eq(orderStatusHistory.partId, partId), isNull(orderStatusHistory.partId)),
      ),
    )
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.map(({ part_id, at, ...row }) => ({
    ...row,
    scope: part_id === null ? ("order" as const) : ("part" as const),
    at: at.toISOString(),
  }));
}

/** Every part of the order, for admins who see it whole. */
async function wholeOrder(db: DbOrTx, order: typeof orders.$inferSelect) {
  const parts = await db
    .select({ part: orderParts, store: { id: stores.id, name: stores.name } })
    .from(orderParts)
    .leftJoin(stores, eq(stores.id, orderParts.storeId))
    .where(eq(orderParts.orderId, order.id))
    .orderBy(asc(orderParts.number));
  return parts.map(({ part, store }) => ({
    id: part.id,
    code: partCode(order.trackingCode, part.number),
    store: store?.id ? { id: store.id, name: store.name } : null,
    delivery_status: part.deliveryStatus,
    payment_status: part.paymentStatus,
    total: part.total,
  }));
}

/**
 * One part as the order desk shows it: lines, ship-to address, shopper, carrier, payment, its
 * timeline, and for admins the whole order. Its own store's seller opening it marks it seen (an
 * admin looking does not: the store has still to see it).
 */
export async function getPart(ctx: RequestContext, actor: ConsoleActor, partId: number) {
  const db = await dbOf(ctx);
  const { part, order, store } = await reachablePart(db, actor, partId);
  if (actor.reach === "store" && part.seenAt === null) {
    await db
      .update(orderParts)
      .set({ seenAt: new Date() })
      .where(and(eq(orderParts.id, part.id), isNull(orderParts.seenAt)));
  }
  const [lines, timeline, parts] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        product_id: orderItems.productId,
        title: orderItems.title,
        variant: orderItems.variant,
        image: orderItems.image,
        unit_price: orderItems.unitPrice,
        quantity: orderItems.quantity,
        free_quantity: orderItems.freeQuantity,
        shipping_label: orderItems.shippingLabel,
        shipping_cost: orderItems.shippingCost,
        discount: orderItems.discount,
      })
      .from(orderItems)
      .where(eq(orderItems.partId, part.id))
      .orderBy(asc(orderItems.id)),
    timelineOf(db, order.id, part.id),
    actor.reach === "all" ? wholeOrder(db, order) : null,
  ]);
  const { email: _email, ...shipTo } = order.address;
  return {
    id: part.id,
    code: partCode(order.trackingCode, part.number),
    number: part.number,
    store: store ? { id: store.id, name: store.name } : null,
    order: {
      id: order.id,
      tracking_code: order.trackingCode,
      created_at: order.createdAt.toISOString(),
      lang: order.lang,
      currency: order.currency,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      cancelled: order.cancelled,
      total: order.total,
      parts,
    },
    customer: { name: order.address.name, email: order.email, phone: order.address.phone },
    ship_to: { ...shipTo, address2: shipTo.address2 ?? null },
    lines: lines.map((line) => ({
      ...line,
      total: line.unit_price * (line.quantity - line.free_quantity),
    })),
    goods: part.goods,
    shipping_cost: part.shippingCost,
    discount: part.discount,
    total: part.total,
    payment_status: part.paymentStatus,
    paid_at: iso(part.paidAt),
    delivery_status: part.deliveryStatus,
    carrier: part.carrier,
    tracking_number: part.trackingNumber,
    tracking_url: part.trackingUrl,
    delivered_at: iso(part.deliveredAt),
    seen_at: iso(actor.reach === "store" ? (part.seenAt ?? new Date()) : part.seenAt),
    timeline,
  };
}
