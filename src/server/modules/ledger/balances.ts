import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  PAYMENT_METHOD,
  ledgerEntries,
  orderParts,
  orders,
  payoutRequests,
  settings,
  stores,
} from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";

/** A store's balance: the sum of its ledger entries, never a stored total. */
export async function balanceOf(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.storeId, storeId));
  return Number(row?.balance ?? 0);
}

/** The store the actor names, when they may see its money: sellers only their own (else 404). */
export async function storeInReach(db: DbOrTx, actor: ConsoleActor, storeId: number) {
  if (actor.reach === "store" && actor.storeId !== storeId) throw notFound("store");
  const [store] = await db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound("store");
  return store;
}

export async function shopCurrency(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ currency: settings.currency }).from(settings).where(eq(settings.id, 1));
  return row?.currency ?? "USD";
}

/**
 * What the store's parts not yet delivered and paid will bring once they are, computed from the
 * parts (never stored): their totals less the commission of their lines, as the sale will post it.
 */
export async function onTheWayOf(db: DbOrTx, storeId: number) {
  const result = (await db.execute(sql`
    select count(*)::int as parts, coalesce(sum(p.total - (
      select coalesce(sum(round(greatest(0, i.unit_price * (i.quantity - i.free_quantity) - i.discount)
        * i.commission_percent / 100)), 0)
      from order_items i where i.part_id = p.id)), 0)::int as amount
    from ${orderParts} p join ${orders} o on o.id = p.order_id
    where p.store_id = ${storeId} and not o.cancelled
      and (o.payment_status = 1 or o.payment_method in (${PAYMENT_METHOD.cashOnDelivery}, ${PAYMENT_METHOD.bankTransfer}) or p.payment_status = 1)
      and not (p.delivery_status = 5 and p.payment_status = 1)`)) as {
    rows: { parts: number; amount: number }[];
  };
  const row = result.rows[0];
  return { parts: Number(row?.parts ?? 0), amount: Number(row?.amount ?? 0) };
}

/** The open payout request of a store, if any. */
export async function openRequestOf(db: DbOrTx, storeId: number) {
  const [open] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.storeId, storeId), eq(payoutRequests.status, "open")));
  return open ?? null;
}

/** A store's money at a glance: balance, what is on the way, its open payout request. */
export async function moneySummary(db: DbOrTx, actor: ConsoleActor, storeId: number) {
  const store = await storeInReach(db, actor, storeId);
  const [balance, onTheWay, open, currency] = await Promise.all([
    balanceOf(db, storeId),
    onTheWayOf(db, storeId),
    openRequestOf(db, storeId),
    shopCurrency(db),
  ]);
  return {
    store,
    currency,
    balance,
    on_the_way: onTheWay.amount,
    on_the_way_parts: onTheWay.parts,
    open_request: open
      ? { id: open.id, amount: open.amount, created_at: open.createdAt.toISOString() }
      : null,
  };
}

export interface EntryFilters {
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
}

/** A store's entries, newest first, with the part's code ("CODE-2") for sales and reversals. */
export async function listEntries(db: DbOrTx, actor: ConsoleActor, storeId: number, filters: EntryFilters) {
  await storeInReach(db, actor, storeId);
  const where: (SQL | undefined)[] = [
    eq(ledgerEntries.storeId, storeId),
    filters.from ? gte(ledgerEntries.createdAt, filters.from) : undefined,
    filters.to ? lt(ledgerEntries.createdAt, filters.to) : undefined,
  ];
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: ledgerEntries,
        orderId: orderParts.orderId,
        code: sql<string | null>`${orders.trackingCode} || '-' || ${orderParts.number}`,
      })
      .from(ledgerEntries)
      .leftJoin(orderParts, eq(orderParts.id, ledgerEntries.partId))
      .leftJoin(orders, eq(orders.id, orderParts.orderId))
      .where(condition)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db.select({ total: count() }).from(ledgerEntries).where(condition),
  ]);
  return paged(
    rows.map(({ entry, orderId, code }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      currency: entry.currency,
      part_id: entry.partId,
      part_code: code,
      order_id: orderId,
      refund_id: entry.refundId,
      payout_id: entry.payoutId,
      goods: entry.goods,
      shipping: entry.shipping,
      discount: entry.discount,
      commission: entry.commission,
      refunded: entry.refunded,
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    { page: filters.page, perPage: filters.perPage, total: total?.total ?? 0 },
  );
}

/** Every store's balance and open request (admins), by store name. */
export async function storeBalances(db: DbOrTx, page: number, perPage: number) {
  const balance = sql<number>`coalesce((select sum(e.amount) from ${ledgerEntries} e where e.store_id = ${stores.id}), 0)::int`;
  const [rows, [total], currency] = await Promise.all([
    db
      .select({
        id: stores.id,
        name: stores.name,
        balance,
        request_id: payoutRequests.id,
        request_amount: payoutRequests.amount,
        request_at: payoutRequests.createdAt,
      })
      .from(stores)
      .leftJoin(payoutRequests, and(eq(payoutRequests.storeId, stores.id), eq(payoutRequests.status, "open")))
      .orderBy(desc(sql`${payoutRequests.id} is not null`), asc(stores.name), asc(stores.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(stores),
    shopCurrency(db),
  ]);
  return paged(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      currency,
      balance: Number(r.balance),
      open_request: r.request_id
        ? {
            id: r.request_id,
            amount: r.request_amount as number,
            created_at: (r.request_at as Date).toISOString(),
          }
        : null,
    })),
    { page, perPage, total: total?.total ?? 0 },
  );
}
