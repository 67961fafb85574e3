import { and, asc, count, desc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  VISIBILITY,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  products,
} from "../../platform/db/schema/index.ts";
import { PAGE_SIZE, offsetOf, paged, type Paged } from "../../platform/api/paged.ts";
import { productCards, type ProductCard } from "../catalog/index.ts";
import { visibleProduct } from "../catalog/index.ts";

export interface FlashSale {
  id: number;
  title: string;
  description: string | null;
  image: string | null;
  start_time: string;
  end_time: string;
}

/** Live: switched on and now between start and end. */
function live(now: Date) {
  return and(
    eq(flashSales.status, VISIBILITY.public),
    lte(flashSales.startTime, now),
    gt(flashSales.endTime, now),
  );
}

async function withTexts(
  ctx: RequestContext,
  rows: (typeof flashSales.$inferSelect)[],
): Promise<FlashSale[]> {
  const db = await dbOf(ctx);
  const texts = await localizedTexts(
    db,
    flashSaleTranslations,
    rows.map((r) => r.id),
    ctx.lang,
  );
  return rows.map((r) => ({
    id: r.id,
    title: texts.get(r.id)?.title ?? "",
    description: texts.get(r.id)?.description ?? null,
    image: r.image,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
  }));
}

/** Live flash sales, ending soonest first, 25 per page. */
export async function listLiveFlashSales(
  ctx: RequestContext,
  page = 1,
  now = new Date(),
): Promise<Paged<FlashSale>> {
  const db = await dbOf(ctx);
  const perPage = PAGE_SIZE.flashSales;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(flashSales)
      .where(live(now))
      .orderBy(asc(flashSales.endTime), asc(flashSales.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db.select({ total: count() }).from(flashSales).where(live(now)),
  ]);
  return paged(await withTexts(ctx, rows), { page, perPage, total: Number(total) });
}

export interface FlashSaleProduct extends ProductCard {
  flash_price: number;
  quantity: number;
  sold: number;
  remaining: number;
}

/** One live flash sale and a page of its products (flash price, allotted, sold, remaining); undefined when not live or unknown. */
export async function getFlashSaleProducts(
  ctx: RequestContext,
  id: number,
  page = 1,
  now = new Date(),
): Promise<{ flash_sale: FlashSale; products: Paged<FlashSaleProduct> } | undefined> {
  const db = await dbOf(ctx);
  const [sale] = await db
    .select()
    .from(flashSales)
    .where(and(eq(flashSales.id, id), live(now)));
  if (!sale) return undefined;
  const perPage = PAGE_SIZE.listing;
  const inSale = and(eq(flashSaleProducts.flashSaleId, id), visibleProduct());
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        productId: flashSaleProducts.productId,
        price: flashSaleProducts.price,
        quantity: flashSaleProducts.quantity,
        sold: flashSaleProducts.sold,
      })
      .from(flashSaleProducts)
      .innerJoin(products, eq(products.id, flashSaleProducts.productId))
      .where(inSale)
      .orderBy(desc(flashSaleProducts.createdAt), asc(flashSaleProducts.id))
      .limit(perPage)
      .offset(offsetOf(page, perPage)),
    db
      .select({ total: count() })
      .from(flashSaleProducts)
      .innerJoin(products, eq(products.id, flashSaleProducts.productId))
      .where(inSale),
  ]);
  const tiles = await productCards(
    ctx,
    rows.map((r) => r.productId),
    now,
  );
  const items = tiles.map((tile) => {
    const r = rows.find((x) => x.productId === tile.id)!;
    return {
      ...tile,
      // This sale's own figures, even when another live sale would end sooner.
      price: r.price,
      end_time: sale.endTime.toISOString(),
      flash_price: r.price,
      quantity: r.quantity,
      sold: r.sold,
      remaining: Math.max(0, r.quantity - r.sold),
      flash_remaining: Math.max(0, r.quantity - r.sold),
      flash_sold: r.sold,
    };
  });
  const [flash_sale] = await withTexts(ctx, [sale]);
  return { flash_sale, products: paged(items, { page, perPage, total: Number(total) }) };
}

/** Whether one of these products is in a live flash sale whose units at the flash price are all sold. */
export async function flashPriceSoldOut(
  db: DbOrTx,
  productIds: number[],
  now = new Date(),
): Promise<boolean> {
  if (productIds.length === 0) return false;
  const [row] = await db
    .select({ id: flashSaleProducts.id })
    .from(flashSaleProducts)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleProducts.flashSaleId))
    .where(
      and(
        inArray(flashSaleProducts.productId, productIds),
        live(now),
        gte(flashSaleProducts.sold, flashSaleProducts.quantity),
      ),
    )
    .limit(1);
  return row !== undefined;
}
