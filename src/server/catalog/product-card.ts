import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { RequestContext } from "../context.ts";
import { dbOf } from "../context.ts";
import { localizedTexts, type Localized } from "../common/common.repo.ts";
import {
  VISIBILITY,
  flashSaleProducts,
  flashSales,
  inventories,
  productAttributes,
  productTranslations,
  products,
} from "../db/schema/index.ts";
import { priceOf } from "../../lib/price.ts";

/** A product tile (spec §3 Product, the listing subset). Money in minor units. */
export interface ProductCard {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  selling: number;
  offered: number;
  /** The live flash price, else null (spec "price (flash price)"). */
  price: number | null;
  end_time: string | null;
  /** What one unit costs now (spec §9 precedence without a chosen variant). */
  current_price: number;
  /** The regular price shown struck through, when higher than current_price. */
  previous_price: number | null;
  discount_percent: number;
  rating: number;
  review_count: number;
  in_stock: boolean;
  free_shipping: boolean;
  /** The shopper must choose attributes on the product page before buying. */
  has_variants: boolean;
  flash_remaining: number | null;
  flash_sold: number | null;
}

export type ProductRow = typeof products.$inferSelect;

export interface LiveFlashEntry {
  price: number;
  quantity: number;
  sold: number;
  start_time: Date;
  end_time: Date;
}

/** The one mapping from database rows to a ProductCard; the title falls back to English, then the slug. */
export function toProductCard(
  row: ProductRow,
  extra: {
    text?: Localized;
    flash?: LiveFlashEntry;
    /** Summed variant stock; undefined when the product has no variants. */
    variantStock?: number;
    hasAttributes?: boolean;
  },
  now: Date = new Date(),
): ProductCard {
  const { flash } = extra;
  const price = priceOf(
    {
      selling: row.selling,
      offered: row.offered,
      flash: flash ? { price: flash.price, start_time: flash.start_time, end_time: flash.end_time } : null,
    },
    now,
  );
  const stock = extra.variantStock ?? row.stock;
  return {
    id: row.id,
    title: extra.text?.title || row.slug,
    slug: extra.text?.slug || row.slug,
    image: row.image,
    selling: row.selling,
    offered: row.offered,
    price: flash && price.source === "flash" ? flash.price : null,
    end_time: flash && price.source === "flash" ? flash.end_time.toISOString() : null,
    current_price: price.current,
    previous_price: price.previous,
    discount_percent: price.discount_percent,
    rating: Number(row.rating),
    review_count: row.reviewCount,
    in_stock: stock > 0,
    free_shipping: row.freeShipping,
    has_variants: Boolean(extra.hasAttributes),
    flash_remaining: flash && price.source === "flash" ? Math.max(0, flash.quantity - flash.sold) : null,
    flash_sold: flash && price.source === "flash" ? flash.sold : null,
  };
}

/** Cards of `ids` in that order; hidden or unknown ids are skipped (the caller filters visibility). */
export async function productCards(
  ctx: RequestContext,
  ids: number[],
  now = new Date(),
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const db = await dbOf(ctx);
  const [rows, texts, flash, variantStock, attributed] = await Promise.all([
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
        start_time: flashSales.startTime,
        end_time: flashSales.endTime,
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
    db
      .selectDistinct({ productId: productAttributes.productId })
      .from(productAttributes)
      .where(inArray(productAttributes.productId, ids)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const withAttributes = new Set(attributed.map((a) => a.productId));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const variants = variantStock.find((v) => v.productId === id);
    return [
      toProductCard(
        row,
        {
          text: texts.get(id),
          flash: flash.find((f) => f.productId === id),
          variantStock: variants ? Number(variants.stock) : undefined,
          hasAttributes: withAttributes.has(id),
        },
        now,
      ),
    ];
  });
}
