import { count, gte, sql, type SQL } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  attributes,
  brands,
  categories,
  collections,
  reviews,
  settings,
  subCategories,
  tags,
} from "../../platform/db/schema/index.ts";
import {
  capabilitiesOf,
  consoleActor,
  consoleUser,
  countPendingApplications,
  type Capability,
  type ConsoleActor,
} from "../accounts/index.ts";
import { consoleProductCounts } from "../catalog/index.ts";

/**
 * The time zone the dashboard's days begin in. The shop has no time-zone setting (neither the
 * settings row nor the environment names one), so its days are UTC days, as its stored instants are.
 */
export const SHOP_TIME_ZONE = "UTC";
/** Days in the sales chart, today included. */
export const SALES_DAYS = 30;
/** How far back "new reviews" look: reviews are published at once, so nothing waits; these are to read. */
export const NEW_REVIEW_DAYS = 7;

export interface SalesDay {
  /** The day in SHOP_TIME_ZONE, YYYY-MM-DD. */
  date: string;
  orders: number;
  /** Minor units of the shop's currency. */
  amount: number;
}

/**
 * Orders and sales per day for the last SALES_DAYS days, oldest first, days without an order
 * included. An order counts on the day it was placed unless it was cancelled; a store counts only
 * its own lines (goods after bundle units, plus their shipping, less their share of the discount:
 * the lines of an order add up to its total). Amounts add only orders in the shop's currency.
 */
async function salesByDay(db: DbOrTx, storeId: number | null, currency: string): Promise<SalesDay[]> {
  const zone = SHOP_TIME_ZONE;
  const ownLines: SQL = storeId === null ? sql`true` : sql`oi.store_id = ${storeId}`;
  const result = (await db.execute(sql`
    with bounds as (
      select (now() at time zone ${zone})::date - ${SALES_DAYS - 1}::int as first_day,
             (now() at time zone ${zone})::date as last_day
    ),
    sold as (
      select (o.created_at at time zone ${zone})::date as day, o.id as order_id, o.currency,
             oi.unit_price * (oi.quantity - oi.free_quantity) + oi.shipping_cost - oi.discount as amount
      from orders o
      join order_items oi on oi.order_id = o.id
      cross join bounds b
      where o.created_at >= (b.first_day::timestamp at time zone ${zone})
        and not o.cancelled and ${ownLines}
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
           count(distinct s.order_id)::int as orders,
           coalesce(sum(s.amount) filter (where s.currency = ${currency}), 0)::bigint as amount
    from bounds b
    cross join lateral generate_series(b.first_day, b.last_day, interval '1 day') as g(day_start)
    cross join lateral (select g.day_start::date as day) d
    left join sold s on s.day = d.day
    group by d.day
    order by d.day
  `)) as { rows: { date: string; orders: number; amount: string | number | bigint }[] };
  return result.rows.map((row) => ({ date: row.date, orders: row.orders, amount: Number(row.amount) }));
}

/** How many of each part of the catalogue's structure there are (what editors look after). */
async function catalogueCounts(db: DbOrTx) {
  const total = (table: PgTable) => sql`(select count(*)::int from ${table})`;
  const result = (await db.execute(sql`
    select ${total(categories)} as categories, ${total(subCategories)} as sub_categories,
           ${total(brands)} as brands, ${total(collections)} as collections,
           ${total(tags)} as tags, ${total(attributes)} as attributes
  `)) as {
    rows: Record<
      "categories" | "sub_categories" | "brands" | "collections" | "tags" | "attributes",
      number
    >[];
  };
  return result.rows[0] as NonNullable<(typeof result.rows)[0]>;
}

async function newReviews(db: DbOrTx): Promise<number> {
  const since = new Date(Date.now() - NEW_REVIEW_DAYS * 86_400_000);
  const [row] = await db.select({ n: count() }).from(reviews).where(gte(reviews.createdAt, since));
  return row?.n ?? 0;
}

/** The console caller allowed `capability`, or null when their role does not have it. */
async function actorFor(ctx: RequestContext, capability: Capability): Promise<ConsoleActor | null> {
  const user = consoleUser(ctx);
  return capabilitiesOf(user.role).includes(capability) ? consoleActor(ctx, capability) : null;
}

/**
 * What the console's first screen shows, by role: each part only to those whose role has the
 * capability it belongs to, reaching as far as that capability does (a seller: their own store).
 * Figures only, never another store's or person's details.
 */
export async function consoleDashboard(ctx: RequestContext) {
  const user = consoleUser(ctx);
  const db = await dbOf(ctx);
  const [sales, catalogue, taxonomy, applicationsDesk, reviewDesk] = await Promise.all([
    actorFor(ctx, "orders.manage"),
    actorFor(ctx, "products.manage"),
    actorFor(ctx, "taxonomy.manage"),
    actorFor(ctx, "sellers.manage"),
    actorFor(ctx, "reviews.moderate"),
  ]);
  const [shop] = await db.select({ currency: settings.currency }).from(settings);
  const currency = shop?.currency ?? "USD";
  const [days, products, structure, applications, reviewCount] = await Promise.all([
    sales ? salesByDay(db, sales.storeId, currency) : null,
    catalogue ? consoleProductCounts(db, catalogue) : null,
    taxonomy ? catalogueCounts(db) : null,
    applicationsDesk ? countPendingApplications(db) : null,
    reviewDesk ? newReviews(db) : null,
  ]);
  const today = days?.at(-1);
  return {
    scope: user.role === "seller" ? ("store" as const) : ("shop" as const),
    time_zone: SHOP_TIME_ZONE,
    currency,
    sales: days && today ? { today: { orders: today.orders, amount: today.amount }, days } : null,
    products,
    catalogue: structure,
    seller_applications: applications,
    new_reviews: reviewCount,
  };
}
