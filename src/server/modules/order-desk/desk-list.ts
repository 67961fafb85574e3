import { and, asc, count, desc, eq, gte, ilike, isNull, lt, not, or, sql, type SQL } from "drizzle-orm";
import type { DeskStatusFilter, OrderPartSort } from "../../../lib/console/order-desk-input.ts";
import { STATUS_NAMES } from "../../../lib/order-view.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { containing } from "../../platform/db/like.ts";
import { orderParts, orders, stores } from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { partsWithinReach } from "./desk-scope.ts";

export interface PartFilters {
  status?: DeskStatusFilter;
  /** First and last day of the order's date (UTC, YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  paymentStatus?: "paid" | "unpaid";
  paymentMethod?: number;
  /** Part of the order's or part's code, the customer's name or e-mail. */
  q?: string;
  /** Admins only: one store's parts. */
  storeId?: number;
  /** Only the parts nobody of their store has opened yet. */
  unseen?: boolean;
  sort: OrderPartSort;
  page: number;
  perPage: number;
}

const DAY_MS = 86_400_000;
const partCodeSql = sql`${orders.trackingCode} || '-' || ${orderParts.number}`;
const customerName = sql<string>`${orders.address}->>'name'`;

function byStatus(status: DeskStatusFilter | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === "cancelled") return eq(orders.cancelled, true);
  return and(not(orders.cancelled), eq(orderParts.deliveryStatus, STATUS_NAMES.indexOf(status) + 1));
}

function bySearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const words = containing(q);
  return or(ilike(partCodeSql, words), ilike(customerName, words), ilike(orders.email, words));
}

const SORTS: Record<OrderPartSort, SQL[]> = {
  created_at: [asc(orderParts.createdAt), asc(orderParts.id)],
  "-created_at": [desc(orderParts.createdAt), desc(orderParts.id)],
  total: [asc(orderParts.total), asc(orderParts.id)],
  "-total": [desc(orderParts.total), desc(orderParts.id)],
  delivery_status: [asc(orderParts.deliveryStatus), desc(orderParts.id)],
  "-delivery_status": [desc(orderParts.deliveryStatus), desc(orderParts.id)],
};

/**
 * The order parts the actor may handle, one page, filtered and sorted in SQL: a seller's own
 * store's parts only, every part for admins.
 */
export async function listParts(ctx: RequestContext, actor: ConsoleActor, filters: PartFilters) {
  const db = await dbOf(ctx);
  const condition = and(
    partsWithinReach(actor),
    actor.reach === "all" && filters.storeId ? eq(orderParts.storeId, filters.storeId) : undefined,
    byStatus(filters.status),
    filters.from ? gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(orders.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)) : undefined,
    filters.paymentStatus
      ? eq(orderParts.paymentStatus, filters.paymentStatus === "paid" ? 1 : 0)
      : undefined,
    filters.paymentMethod ? eq(orders.paymentMethod, filters.paymentMethod) : undefined,
    bySearch(filters.q),
    filters.unseen ? isNull(orderParts.seenAt) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orderParts.id,
        code: partCodeSql.mapWith(String),
        order_id: orders.id,
        created_at: orders.createdAt,
        customer_name: customerName,
        customer_email: orders.email,
        store_id: stores.id,
        store_name: stores.name,
        items: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.part_id = ${orderParts.id})`,
        total: orderParts.total,
        currency: orders.currency,
        payment_method: orders.paymentMethod,
        payment_status: orderParts.paymentStatus,
        delivery_status: orderParts.deliveryStatus,
        cancelled: orders.cancelled,
        seen_at: orderParts.seenAt,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .leftJoin(stores, eq(stores.id, orderParts.storeId))
      .where(condition)
      .orderBy(...SORTS[filters.sort])
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db
      .select({ total: count() })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(condition),
  ]);
  return paged(
    rows.map(({ store_id, store_name, seen_at, created_at, ...row }) => ({
      ...row,
      created_at: created_at.toISOString(),
      store: store_id === null ? null : { id: store_id, name: store_name ?? "" },
      new: seen_at === null,
    })),
    { page: filters.page, perPage: filters.perPage, total: total?.total ?? 0 },
  );
}

/**
 * The console navigation's badge: parts not yet opened by their store (a seller's own; for an
 * admin every store's), of orders still standing.
 */
export async function countNewParts(ctx: RequestContext, actor: ConsoleActor): Promise<number> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ n: count() })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(partsWithinReach(actor), isNull(orderParts.seenAt), not(orders.cancelled)));
  return row?.n ?? 0;
}
