import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { RequestContext } from "../context.ts";
import { dbOf } from "../context.ts";
import { localizedTexts } from "../common/common.repo.ts";
import {
  VISIBILITY,
  flashSaleProducts,
  flashSales,
  inventories,
  productTranslations,
  products,
} from "../db/schema/index.ts";

/**
 * A product tile's data (spec §3 Product, the listing subset). Stop-gap until the catalogue's
 * ProductCard mapping lands (src/server/catalog); the shapes are meant to meet there.
 */
export interface ProductTile {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  selling: number;
  offered: number;
  /** Live flash price, else null. */
  price: number | null;
  end_time: string | null;
  rating: number;
  review_count: number;
  in_stock: boolean;
  free_shipping: boolean;
  /** Units left in the flash sale / sold in it, when a flash sale is live. */
  flash_remaining: number | null;
  flash_sold: number | null;
}

/** Tiles of `ids`, in that order; hidden or unknown ids are skipped. */
export async function productTiles(
  ctx: RequestContext,
  ids: number[],
  now = new Date(),
): Promise<ProductTile[]> {
  if (ids.length === 0) return [];
  const db = await dbOf(ctx);
  const [rows, texts, flash, variantStock] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.status, VISIBILITY.public))),
    localizedTexts(db, productTranslations, ids, ctx.lang),
    db
      .select({
        productId: flashSaleProducts.productId,
        price: flashSaleProducts.price,
        quantity: flashSaleProducts.quantity,
        sold: flashSaleProducts.sold,
        endTime: flashSales.endTime,
      })
      .from(flashSaleProducts)
      .innerJoin(flashSales, eq(flashSales.id, flashSaleProducts.flashSaleId))
      .where(
        and(
          inArray(flashSaleProducts.productId, ids),
          eq(flashSales.status, VISIBILITY.public),
          lte(flashSales.startTime, now),
          gt(flashSales.endTime, now),
        ),
      )
      .orderBy(asc(flashSales.endTime)),
    db
      .select({ productId: inventories.productId, stock: sql<number>`sum(${inventories.quantity})::int` })
      .from(inventories)
      .where(inArray(inventories.productId, ids))
      .groupBy(inventories.productId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const sale = flash.find((f) => f.productId === id);
    const variants = variantStock.find((v) => v.productId === id);
    const stock = variants ? Number(variants.stock) : p.stock;
    return [
      {
        id,
        title: texts.get(id)?.title || p.slug,
        slug: p.slug,
        image: p.image,
        selling: p.selling,
        offered: p.offered,
        price: sale?.price ?? null,
        end_time: sale?.endTime.toISOString() ?? null,
        rating: Number(p.rating),
        review_count: p.reviewCount,
        in_stock: stock > 0,
        free_shipping: p.freeShipping,
        flash_remaining: sale ? Math.max(0, sale.quantity - sale.sold) : null,
        flash_sold: sale ? sale.sold : null,
      },
    ];
  });
}
