import { and, asc, count, desc, eq, gt, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  VISIBILITY,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  productTranslations,
  products,
} from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, offsetOf, paged } from "../../platform/api/paged.ts";
import { AppError } from "../../core/errors.ts";
import type { Lang } from "../../../i18n/locales.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import type { FlashEntriesInputType, FlashSaleInputType } from "../../../lib/console/promotion-input.ts";
import { adminsOnly } from "./console-vouchers.ts";

type Titles = Partial<Record<(typeof CONSOLE_LANGS)[number], { title: string }>>;

const notFound = () => new AppError("not_found", { key: "server.not_found", params: { type: "flash_sale" } });

/** A product's price before any flash sale: its offer when it has one, else its selling price. */
const regularPrice = sql<number>`case when ${products.offered} > 0 then ${products.offered} else ${products.selling} end`;

/** The entries a person may see: every one for admins, the own store's products' for a seller. */
const reachOf = (actor: ConsoleActor) =>
  actor.reach === "all" ? undefined : eq(products.storeId, actor.storeId ?? -1);

async function entriesOf(db: DbOrTx, actor: ConsoleActor, saleIds: number[], lang: Lang) {
  if (saleIds.length === 0) return [];
  const rows = await db
    .select({
      saleId: flashSaleProducts.flashSaleId,
      productId: flashSaleProducts.productId,
      storeId: products.storeId,
      regularPrice,
      flashPrice: flashSaleProducts.price,
      allotment: flashSaleProducts.quantity,
      sold: flashSaleProducts.sold,
    })
    .from(flashSaleProducts)
    .innerJoin(products, eq(products.id, flashSaleProducts.productId))
    .where(and(inArray(flashSaleProducts.flashSaleId, saleIds), reachOf(actor)))
    .orderBy(asc(flashSaleProducts.id));
  const names = await productNames(
    db,
    rows.map((r) => r.productId),
    lang,
  );
  return rows.map((r) => ({
    sale_id: r.saleId,
    product_id: r.productId,
    product_title: names.get(r.productId) ?? "",
    store_id: r.storeId,
    regular_price: Number(r.regularPrice),
    flash_price: r.flashPrice,
    allotment: r.allotment,
    sold: r.sold,
  }));
}

/** Each product's title in the console's language, else in English. */
async function productNames(db: DbOrTx, ids: number[], lang: Lang) {
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({
      id: productTranslations.parentId,
      lang: productTranslations.lang,
      title: productTranslations.title,
    })
    .from(productTranslations)
    .where(and(inArray(productTranslations.parentId, ids), inArray(productTranslations.lang, [lang, "en"])));
  for (const row of rows) if (row.lang === lang || !names.has(row.id)) names.set(row.id, row.title);
  return names;
}

async function titlesOf(db: DbOrTx, ids: number[]) {
  const byId = new Map<number, Titles>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      id: flashSaleTranslations.parentId,
      lang: flashSaleTranslations.lang,
      title: flashSaleTranslations.title,
    })
    .from(flashSaleTranslations)
    .where(inArray(flashSaleTranslations.parentId, ids));
  for (const row of rows) {
    const titles = byId.get(row.id) ?? {};
    titles[row.lang as keyof Titles] = { title: row.title };
    byId.set(row.id, titles);
  }
  return byId;
}

async function views(db: DbOrTx, actor: ConsoleActor, sales: (typeof flashSales.$inferSelect)[], lang: Lang) {
  const ids = sales.map((s) => s.id);
  const [entries, titles] = await Promise.all([entriesOf(db, actor, ids, lang), titlesOf(db, ids)]);
  return sales.map((sale) => {
    const own = entries.filter((e) => e.sale_id === sale.id).map(({ sale_id: _sale, ...entry }) => entry);
    return {
      id: sale.id,
      translations: titles.get(sale.id) ?? {},
      start_time: sale.startTime.toISOString(),
      end_time: sale.endTime.toISOString(),
      active: sale.status === VISIBILITY.public,
      products: own,
      allotted: own.reduce((sum, e) => sum + e.allotment, 0),
      sold: own.reduce((sum, e) => sum + e.sold, 0),
    };
  });
}

export type ConsoleFlashSale = Awaited<ReturnType<typeof views>>[number];

/**
 * A page of flash sales, latest start first, each with its products, allotted and sold units. A
 * seller sees every sale (to put its products in one) but only its own store's entries.
 */
export async function listConsoleFlashSales(ctx: RequestContext, actor: ConsoleActor, page: number) {
  const db = await dbOf(ctx);
  const perPage = PAGE_SIZE.flashSales;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(flashSales)
      .orderBy(desc(flashSales.startTime), desc(flashSales.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ n: count() }).from(flashSales),
  ]);
  return paged(await views(db, actor, rows, ctx.lang), { page, perPage, total: Number(total?.n ?? 0) });
}

async function oneSale(db: DbOrTx, actor: ConsoleActor, id: number, lang: Lang) {
  const rows = await db.select().from(flashSales).where(eq(flashSales.id, id));
  const [sale] = await views(db, actor, rows, lang);
  if (!sale) throw notFound();
  return sale;
}

export async function getConsoleFlashSale(ctx: RequestContext, actor: ConsoleActor, id: number) {
  return oneSale(await dbOf(ctx), actor, id, ctx.lang);
}

/**
 * The rules of a sale's products: each exists, its flash price is below its regular price, and no
 * product is in another sale whose window overlaps this one's (whichever would end sooner would win).
 */
async function checkEntries(
  tx: DbOrTx,
  actor: ConsoleActor,
  input: Pick<FlashSaleInputType, "products" | "start_time" | "end_time">,
  id: number | null,
  lang: Lang,
) {
  const ids = input.products.map((p) => p.product_id);
  if (ids.length === 0) return;
  // A seller's products only: another store's is not found.
  const found = await tx
    .select({ id: products.id, regularPrice })
    .from(products)
    .where(and(inArray(products.id, ids), reachOf(actor)));
  const names = await productNames(tx, ids, lang);
  for (const entry of input.products) {
    const product = found.find((p) => p.id === entry.product_id);
    if (!product) throw new AppError("not_found", { key: "server.not_found", params: { type: "product" } });
    if (entry.flash_price >= Number(product.regularPrice))
      throw new AppError("invalid", {
        key: "console.flash_price_not_below",
        params: {
          product: names.get(product.id) ?? `#${product.id}`,
          price: (Number(product.regularPrice) / 100).toFixed(2),
        },
      });
  }
  const [clash] = await tx
    .select({ productId: flashSaleProducts.productId, saleId: flashSales.id })
    .from(flashSaleProducts)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleProducts.flashSaleId))
    .where(
      and(
        inArray(flashSaleProducts.productId, ids),
        id === null ? undefined : ne(flashSales.id, id),
        lt(flashSales.startTime, new Date(input.end_time)),
        gt(flashSales.endTime, new Date(input.start_time)),
      ),
    )
    .limit(1);
  if (clash)
    throw new AppError("conflict", {
      key: "console.flash_overlap",
      params: { product: names.get(clash.productId) ?? `#${clash.productId}`, sale: String(clash.saleId) },
    });
}

async function writeTitles(tx: DbOrTx, id: number, input: FlashSaleInputType) {
  await tx.delete(flashSaleTranslations).where(eq(flashSaleTranslations.parentId, id));
  const rows = CONSOLE_LANGS.flatMap((lang) => {
    const text = input.translations[lang];
    return text ? [{ parentId: id, lang, title: text.title }] : [];
  });
  await tx.insert(flashSaleTranslations).values(rows);
}

/**
 * Keeps the entries of products still in the sale (their sold units stay: orders took them), adds
 * the new ones and removes the others. Each write fires the catalogue triggers, so the storefront
 * drops the pages that show these products and sales.
 */
async function writeEntries(
  tx: DbOrTx,
  actor: ConsoleActor,
  id: number,
  input: Pick<FlashSaleInputType, "products">,
) {
  const ids = input.products.map((p) => p.product_id);
  const own =
    actor.reach === "all"
      ? undefined
      : inArray(
          flashSaleProducts.productId,
          tx.select({ id: products.id }).from(products).where(reachOf(actor)),
        );
  await tx
    .delete(flashSaleProducts)
    .where(
      and(
        eq(flashSaleProducts.flashSaleId, id),
        ids.length > 0 ? notInArray(flashSaleProducts.productId, ids) : undefined,
        own,
      ),
    );
  for (const entry of input.products) {
    await tx
      .insert(flashSaleProducts)
      .values({
        flashSaleId: id,
        productId: entry.product_id,
        price: entry.flash_price,
        quantity: entry.allotment,
      })
      .onConflictDoUpdate({
        target: [flashSaleProducts.flashSaleId, flashSaleProducts.productId],
        set: { price: entry.flash_price, quantity: entry.allotment },
      });
  }
}

const saleColumns = (input: FlashSaleInputType) => ({
  startTime: new Date(input.start_time),
  endTime: new Date(input.end_time),
  status: input.active ? VISIBILITY.public : VISIBILITY.private,
});

/** What the audit keeps of a sale: its schedule and entries, not the units sold since. */
function audited(sale: ConsoleFlashSale) {
  return {
    translations: sale.translations,
    start_time: sale.start_time,
    end_time: sale.end_time,
    active: sale.active,
    products: sale.products.map((p) => ({
      product_id: p.product_id,
      flash_price: p.flash_price,
      allotment: p.allotment,
    })),
  };
}

export async function createConsoleFlashSale(
  ctx: RequestContext,
  actor: ConsoleActor,
  input: FlashSaleInputType,
) {
  adminsOnly(actor);
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await checkEntries(tx, actor, input, null, ctx.lang);
    const [row] = await tx.insert(flashSales).values(saleColumns(input)).returning({ id: flashSales.id });
    const id = row!.id;
    await writeTitles(tx, id, input);
    await writeEntries(tx, actor, id, input);
    const saved = await oneSale(tx, actor, id, ctx.lang);
    await recordAudit(tx, actor, {
      entity: "flash_sale",
      entityId: id,
      action: "create",
      storeId: null,
      after: audited(saved),
    });
    return saved;
  });
}

export async function updateConsoleFlashSale(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: FlashSaleInputType,
) {
  adminsOnly(actor);
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneSale(tx, actor, id, ctx.lang);
    await checkEntries(tx, actor, input, id, ctx.lang);
    await tx
      .update(flashSales)
      .set({ ...saleColumns(input), updatedAt: new Date() })
      .where(eq(flashSales.id, id));
    await writeTitles(tx, id, input);
    await writeEntries(tx, actor, id, input);
    const saved = await oneSale(tx, actor, id, ctx.lang);
    await recordAudit(tx, actor, {
      entity: "flash_sale",
      entityId: id,
      action: "update",
      storeId: null,
      before: audited(before),
      after: audited(saved),
    });
    return saved;
  });
}

/**
 * A seller puts its own store's products in a sale the admins scheduled, or changes or takes them
 * out; other stores' entries stay as they are. The same rules hold as for the whole sale.
 */
export async function updateConsoleFlashEntries(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: FlashEntriesInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneSale(tx, actor, id, ctx.lang);
    await checkEntries(tx, actor, { ...before, products: input.products }, id, ctx.lang);
    await writeEntries(tx, actor, id, input);
    const saved = await oneSale(tx, actor, id, ctx.lang);
    await recordAudit(tx, actor, {
      entity: "flash_sale",
      entityId: id,
      action: "entries",
      storeId: actor.storeId,
      before: { products: audited(before).products },
      after: { products: audited(saved).products },
    });
    return saved;
  });
}
