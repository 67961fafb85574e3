import { and, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { showsAttributes, showsBrand, showsProduct } from "../../cache/catalog-tags.ts";
import { VISIBILITY, products, stores } from "../../platform/db/schema/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { productListFlags } from "./list-flags.ts";
import { catalogNames, type CatalogNames, type Named } from "./catalog-names.ts";
import { wasDeleted } from "../audit/index.ts";

interface Ref {
  id: number;
  title: string;
  slug: string;
}

interface ProductAttribute {
  id: number;
  title: string;
  required: boolean;
  values: { id: number; title: string; color: string | null }[];
}

interface ProductInventory {
  id: number;
  sku: string;
  /** Minor units; 0 means "the product's price". */
  price: number;
  quantity: number;
  attribute_value_ids: number[];
}

interface ProductFlashSale {
  id: number;
  title: string;
  price: number;
  start_time: string;
  end_time: string;
  quantity: number;
  sold: number;
  remaining: number;
}

export interface ProductPicture {
  image: string;
  alt: string | null;
  attribute_value_id: number | null;
}

/** Spec §3 Product, everything the product page shows. Money in minor units. */
export interface ProductDetail {
  id: number;
  title: string;
  slug: string;
  short_description: string | null;
  description: string | null;
  warranty_text: string | null;
  image: string | null;
  images: string[];
  /** The gallery again, with alt texts and the colour (attribute value) each picture shows. */
  pictures: ProductPicture[];
  selling: number;
  offered: number;
  /** The live flash price, else null (spec "price (flash price)"). */
  price: number | null;
  end_time: string | null;
  rating: number;
  review_count: number;
  sold_count: number;
  sku: string | null;
  /** Units on hand: the product's stock, or the sum over its variants. */
  stock: number;
  in_stock: boolean;
  refundable: boolean;
  warranty: boolean;
  mind_change: boolean;
  free_shipping: boolean;
  store: { id: number; name: string; slug: string; logo: string | null };
  brand: Ref | null;
  category: Ref;
  sub_category: Ref | null;
  attributes: ProductAttribute[];
  inventories: ProductInventory[];
  bundle_deal: { buy_quantity: number; free_quantity: number } | null;
  flash_sale: ProductFlashSale | null;
  /** 1 when the signed-in shopper has it on their wishlist, else null (spec §4). */
  wishlisted: 1 | null;
}

/** A product a shopper may see: public, in a listed store. */
export function visibleProduct() {
  return and(
    eq(products.status, VISIBILITY.public),
    sql`exists (select 1 from ${stores} where ${stores.id} = ${products.storeId} and ${stores.approvalStatus} = 'approved' and ${stores.status} = ${VISIBILITY.public})`,
  );
}

/** A product's own rows beside its `products` row, read with it in one query (productRowsSql). */
interface ProductRows {
  texts: {
    lang: string;
    title: string;
    short_description: string | null;
    description: string | null;
    warranty: string | null;
  }[];
  images: { image: string; alt: Record<string, string>; value_id: number | null }[];
  variants: ProductInventory[];
  dimensions: { id: number; required: boolean }[];
  deal: { buy_quantity: number; free_quantity: number } | null;
  /** The live flash sale entry (status on, now between start and end, units left at its price), earliest end first. */
  flash: {
    id: number;
    price: number;
    quantity: number;
    sold: number;
    start_time: string;
    end_time: string;
    titles: { lang: string; title: string }[];
  } | null;
}

/** The JSON columns of ProductRows for the product row selected in the same statement. */
function productRowsSql(lang: Lang, now: Date) {
  const id = products.id;
  const langs = sql`(${lang}, 'en')`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return {
    texts: sql<
      ProductRows["texts"]
    >`coalesce((select json_agg(json_build_object('lang', t.lang, 'title', t.title,
      'short_description', t.short_description, 'description', t.description, 'warranty', t.warranty))
      from product_translations t where t.product_id = ${id} and t.lang in ${langs}), '[]'::json)`,
    images: sql<
      ProductRows["images"]
    >`coalesce((select json_agg(json_build_object('image', i.image, 'alt', i.alt,
      'value_id', i.attribute_value_id) order by i.sort, i.id)
      from product_images i where i.product_id = ${id}), '[]'::json)`,
    variants: sql<
      ProductRows["variants"]
    >`coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku,
      'price', v.price, 'quantity', v.quantity, 'attribute_value_ids', coalesce((select json_agg(l.attribute_value_id
      order by l.attribute_value_id) from inventory_attribute_values l where l.inventory_id = v.id), '[]'::json))
      order by v.id) from inventories v where v.product_id = ${id}), '[]'::json)`,
    dimensions: sql<
      ProductRows["dimensions"]
    >`coalesce((select json_agg(json_build_object('id', a.attribute_id,
      'required', a.required) order by a.sort, a.attribute_id)
      from product_attributes a where a.product_id = ${id}), '[]'::json)`,
    deal: sql<ProductRows["deal"]>`(select json_build_object('buy_quantity', d.buy_quantity, 'free_quantity',
      d.free_quantity) from bundle_deals d where d.product_id = ${id} and d.status = ${VISIBILITY.public} limit 1)`,
    flash: sql<
      ProductRows["flash"]
    >`(select json_build_object('id', f.id, 'price', e.price, 'quantity', e.quantity,
      'sold', e.sold, 'start_time', f.start_time, 'end_time', f.end_time,
      'titles', coalesce((select json_agg(json_build_object('lang', t.lang, 'title', t.title))
        from flash_sale_translations t where t.flash_sale_id = f.id and t.lang in ${langs}), '[]'::json))
      from flash_sale_products e join flash_sales f on f.id = e.flash_sale_id
      where e.product_id = ${id} and f.status = ${VISIBILITY.public} and f.start_time <= ${at}
        and f.end_time > ${at} and e.sold < e.quantity
      order by f.end_time limit 1)`,
  };
}

function flashSaleOf(flash: ProductRows["flash"], lang: Lang): ProductFlashSale | null {
  if (!flash) return null;
  const wanted = flash.titles.find((t) => t.lang === lang);
  const english = flash.titles.find((t) => t.lang === "en");
  return {
    id: flash.id,
    title: wanted?.title || english?.title || "",
    price: flash.price,
    start_time: new Date(flash.start_time).toISOString(),
    end_time: new Date(flash.end_time).toISOString(),
    quantity: flash.quantity,
    sold: flash.sold,
    remaining: Math.max(0, flash.quantity - flash.sold),
  };
}

function attributesOf(dimensions: ProductRows["dimensions"], valueIds: number[], names: CatalogNames) {
  const values = valueIds
    .flatMap((id) => {
      const value = names.values.get(id);
      return value ? [{ id, ...value }] : [];
    })
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  showsAttributes([...dimensions.map((d) => d.id), ...values.map((v) => v.attributeId)]);
  return dimensions.map((d) => ({
    id: d.id,
    title: names.attributes.get(d.id)?.title ?? "",
    required: d.required,
    values: values
      .filter((v) => v.attributeId === d.id)
      .map((v) => ({ id: v.id, title: v.title ?? v.slug, color: v.color })),
  }));
}

function refOf(names: Map<number, Named>, id: number | null): Ref | null {
  const named = id === null ? undefined : names.get(id);
  return id === null || !named ? null : { id, title: named.title ?? named.slug, slug: named.slug };
}

/**
 * The product page's data in the request's language (English where a text is missing); undefined
 * when unknown or hidden. The product and its own rows are one query; the names of its category,
 * brand and attributes come from the catalogue's memo (catalog-names.ts).
 */
export async function getProductDetail(ctx: RequestContext, id: number): Promise<ProductDetail | undefined> {
  showsProduct(id);
  const db = await dbOf(ctx);
  const [[row], names] = await Promise.all([
    db
      .select({
        product: products,
        store: { id: stores.id, name: stores.name, slug: stores.slug, logo: stores.logo },
        ...productRowsSql(ctx.lang, new Date()),
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(products.id, id), visibleProduct()))
      .limit(1),
    catalogNames(ctx),
  ]);
  if (!row) return undefined;
  const p = row.product;
  const flash = flashSaleOf(row.flash, ctx.lang);
  const wanted = row.texts.find((t) => t.lang === ctx.lang);
  const english = row.texts.find((t) => t.lang === "en");
  const variantRows = row.variants;
  const valueIds = [...new Set(variantRows.flatMap((v) => v.attribute_value_ids))];
  const attributes = attributesOf(row.dimensions, valueIds, names);
  if (p.brandId !== null) showsBrand(p.brandId);
  const stock = variantRows.length > 0 ? variantRows.reduce((sum, v) => sum + v.quantity, 0) : p.stock;
  const images = row.images;
  const gallery = [...new Set([p.image, ...images.map((i) => i.image)].filter((x): x is string => !!x))];
  const pictures: ProductPicture[] = [];
  for (const src of gallery) {
    const picture = images.find((i) => i.image === src);
    const alt = picture ? (picture.alt[ctx.lang] ?? picture.alt.en ?? null) : null;
    pictures.push({ image: src, alt, attribute_value_id: picture?.value_id ?? null });
  }

  return {
    id: p.id,
    title: wanted?.title || english?.title || p.slug,
    slug: p.slug,
    short_description: wanted?.short_description ?? english?.short_description ?? null,
    description: wanted?.description ?? english?.description ?? null,
    warranty_text: wanted?.warranty ?? english?.warranty ?? null,
    image: p.image ?? gallery[0] ?? null,
    images: gallery,
    pictures,
    selling: p.selling,
    offered: p.offered,
    price: flash?.price ?? null,
    end_time: flash?.end_time ?? null,
    rating: Number(p.rating),
    review_count: p.reviewCount,
    sold_count: p.soldCount,
    sku: p.sku,
    stock,
    in_stock: stock > 0,
    refundable: p.refundable,
    warranty: p.warranty,
    mind_change: p.mindChange,
    free_shipping: p.freeShipping,
    store: row.store,
    brand: refOf(names.brands, p.brandId),
    category: refOf(names.categories, p.categoryId) ?? { id: p.categoryId, title: "", slug: "" },
    sub_category: refOf(names.subCategories, p.subCategoryId),
    attributes,
    inventories: variantRows,
    bundle_deal: row.deal,
    flash_sale: flash,
    wishlisted: (await productListFlags(ctx, p.id)).wishlisted ? 1 : null,
  };
}

/** Whether a product exists and shoppers may see it. */
export async function isVisibleProduct(ctx: RequestContext, id: number): Promise<boolean> {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), visibleProduct()))
    .limit(1);
  return rows.length > 0;
}

/** Whether the product was deleted for good (its address answers 410 Gone, not 404). */
export function isRemovedProduct(ctx: RequestContext, id: number): Promise<boolean> {
  return wasDeleted(ctx, "product", id);
}
