import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { RequestContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { dbOf } from "../../platform/context.ts";
import { showsCards } from "../../cache/catalog-tags.ts";
import type { Localized } from "../common/index.ts";
import {
  VISIBILITY,
  flashSaleProducts,
  flashSales,
  inventories,
  productAttributes,
  productTranslations,
  products,
} from "../../platform/db/schema/index.ts";
import { priceOf } from "../../../lib/price.ts";

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

type ProductRow = typeof products.$inferSelect;

interface LiveFlashEntry {
  price: number;
  quantity: number;
  sold: number;
  start_time: Date;
  end_time: Date;
}

/** The one mapping from database rows to a ProductCard; the title falls back to English, then the slug. */
function toProductCard(
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

/** The live flash sale entry of `products.id` with units left at its price, ending first at `now`, as JSON (null when none). */
const liveFlashJson = sql<{
  price: number;
  quantity: number;
  sold: number;
  start_time: string;
  end_time: string;
} | null>`(
    select json_build_object('price', ${flashSaleProducts.price}, 'quantity', ${flashSaleProducts.quantity},
      'sold', ${flashSaleProducts.sold}, 'start_time', ${flashSales.startTime}, 'end_time', ${flashSales.endTime})
    from ${flashSaleProducts} join ${flashSales} on ${flashSales.id} = ${flashSaleProducts.flashSaleId}
    where ${flashSaleProducts.productId} = ${products.id} and ${flashSales.status} = ${VISIBILITY.public}
      and ${flashSales.startTime} <= ${sql.placeholder("now")}::timestamptz
      and ${flashSales.endTime} > ${sql.placeholder("now")}::timestamptz
      and ${flashSaleProducts.sold} < ${flashSaleProducts.quantity}
    order by ${flashSales.endTime} limit 1)`;

const wanted = alias(productTranslations, "wanted");
const english = alias(productTranslations, "english");

function cardsQuery(db: Db) {
  return db
    .select({
      product: products,
      wantedTitle: wanted.title,
      wantedSlug: wanted.slug,
      englishTitle: english.title,
      englishSlug: english.slug,
      variantStock: sql<number | null>`(select sum(${inventories.quantity})::int from ${inventories}
        where ${inventories.productId} = ${products.id})`,
      hasAttributes: sql<boolean>`exists (select 1 from ${productAttributes}
        where ${productAttributes.productId} = ${products.id})`,
      flash: liveFlashJson,
    })
    .from(products)
    .leftJoin(wanted, and(eq(wanted.parentId, products.id), eq(wanted.lang, sql.placeholder("lang"))))
    .leftJoin(english, and(eq(english.parentId, products.id), eq(english.lang, "en")))
    .where(
      and(
        sql`${products.id} = any(${sql.placeholder("ids")}::int[])`,
        eq(products.status, VISIBILITY.public),
      ),
    )
    .prepare("product_cards");
}

/** Prepared once per database: planning this statement took longer than running it (7.5 ms against 1.4 ms). */
const preparedCards = new WeakMap<Db, ReturnType<typeof cardsQuery>>();

/**
 * Cards of `ids` in that order; hidden or unknown ids are skipped (the caller filters visibility).
 * One statement: a listing page asks for thirty cards, and a round trip per part cost more than the parts.
 */
export async function productCards(
  ctx: RequestContext,
  ids: number[],
  now = new Date(),
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  showsCards(ids);
  const db = await dbOf(ctx);
  let query = preparedCards.get(db);
  if (!query) preparedCards.set(db, (query = cardsQuery(db)));
  const rows = await query.execute({ ids, lang: ctx.lang, now: now.toISOString() });
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { flash } = row;
    return [
      toProductCard(
        row.product,
        {
          text: {
            title: row.wantedTitle || row.englishTitle || "",
            slug: row.wantedSlug ?? row.englishSlug ?? null,
            description: null,
          },
          flash: flash
            ? { ...flash, start_time: new Date(flash.start_time), end_time: new Date(flash.end_time) }
            : undefined,
          variantStock: row.variantStock ?? undefined,
          hasAttributes: row.hasAttributes,
        },
        now,
      ),
    ];
  });
}
