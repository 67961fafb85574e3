import { count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { VISIBILITY, bundleDeals, products, stores } from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, offsetOf, paged } from "../../platform/api/paged.ts";
import { containing } from "../../platform/db/like.ts";
import { AppError } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";

const notFound = () =>
  new AppError("not_found", { key: "server.not_found", params: { type: "bundle_deal" } });

/** The product's title in the console's language, else in English, else its slug. */
function titleIn(lang: string) {
  return sql<string>`coalesce(
    (select t.title from product_translations t where t.product_id = ${products.id} and t.lang = ${lang}),
    (select t.title from product_translations t where t.product_id = ${products.id} and t.lang = 'en'),
    ${products.slug})`;
}

/** Orders in which the deal gave free units: order lines record the units given free. */
const ordersUsing = sql<number>`(select count(distinct oi.order_id) from order_items oi
  where oi.product_id = ${bundleDeals.productId} and oi.free_quantity > 0)::int`;

/** Deals whose product has a title (in any language) or whose store has a name holding `q`. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const words = containing(q);
  return or(
    sql`exists (select 1 from product_translations t where t.product_id = ${bundleDeals.productId} and t.title ilike ${words})`,
    sql`${stores.name} ilike ${words}`,
  );
}

function selectDeals(db: DbOrTx, lang: string) {
  return db
    .select({
      id: bundleDeals.id,
      product_id: bundleDeals.productId,
      product_title: titleIn(lang),
      store_id: stores.id,
      store_name: stores.name,
      buy_quantity: bundleDeals.buyQuantity,
      free_quantity: bundleDeals.freeQuantity,
      status: bundleDeals.status,
      orders: ordersUsing,
    })
    .from(bundleDeals)
    .innerJoin(products, eq(products.id, bundleDeals.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDeals>["execute"]>>[number];

function view({ status, ...row }: Row) {
  return { ...row, active: status === VISIBILITY.public };
}

export type ConsoleBundleDeal = ReturnType<typeof view>;

/** A page of every store's bundle deals, newest first, with the orders that got free units; q finds product titles and store names. */
export async function listConsoleBundleDeals(ctx: RequestContext, query: { q?: string; page: number }) {
  const db = await dbOf(ctx);
  const where = matching(query.q);
  const perPage = PAGE_SIZE.bundleDeals;
  const [rows, [total]] = await Promise.all([
    selectDeals(db, ctx.lang)
      .where(where)
      .orderBy(desc(bundleDeals.createdAt), desc(bundleDeals.id))
      .limit(perPage)
      .offset(offsetOf(query.page, perPage)),
    db
      .select({ n: count() })
      .from(bundleDeals)
      .innerJoin(products, eq(products.id, bundleDeals.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where),
  ]);
  return paged(rows.map(view), { page: query.page, perPage, total: Number(total?.n ?? 0) });
}

async function oneDeal(db: DbOrTx, lang: string, id: number): Promise<ConsoleBundleDeal> {
  const [row] = await selectDeals(db, lang).where(eq(bundleDeals.id, id));
  if (!row) throw notFound();
  return view(row);
}

/**
 * Switches a deal on or off; its quantities stay the product form's. The product's pages follow
 * through the catalogue change the bundle_deals trigger sends.
 */
export async function switchConsoleBundleDeal(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  active: boolean,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneDeal(tx, ctx.lang, id);
    if (before.active === active) return before;
    await tx
      .update(bundleDeals)
      .set({ status: active ? VISIBILITY.public : VISIBILITY.private })
      .where(eq(bundleDeals.id, id));
    const saved = await oneDeal(tx, ctx.lang, id);
    await recordAudit(tx, actor, {
      entity: "bundle_deal",
      entityId: id,
      action: active ? "enable" : "disable",
      storeId: saved.store_id,
      before: auditedOf(before),
      after: auditedOf(saved),
    });
    return saved;
  });
}

function auditedOf(deal: ConsoleBundleDeal) {
  return {
    product_id: deal.product_id,
    buy_quantity: deal.buy_quantity,
    free_quantity: deal.free_quantity,
    active: deal.active,
  };
}
