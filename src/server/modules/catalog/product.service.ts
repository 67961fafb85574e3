import { and, asc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { showsAttributes, showsBrand, showsProduct } from "../../cache/catalog-tags.ts";
import { localizedTexts } from "../common/index.ts";
import {
  VISIBILITY,
  attributeTranslations,
  attributeValueTranslations,
  attributeValues,
  brandTranslations,
  brands,
  bundleDeals,
  categories,
  categoryTranslations,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  inventories,
  inventoryAttributeValues,
  productAttributes,
  productImages,
  productTranslations,
  products,
  stores,
  subCategories,
  subCategoryTranslations,
} from "../../platform/db/schema/index.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { productListFlags } from "./list-flags.ts";
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

async function ref(
  db: Db,
  table: Parameters<typeof localizedTexts>[1],
  id: number | null,
  baseSlug: string | undefined,
  lang: Lang,
): Promise<Ref | null> {
  if (id === null || baseSlug === undefined) return null;
  const text = (await localizedTexts(db, table, [id], lang)).get(id);
  return { id, title: text?.title ?? baseSlug, slug: baseSlug };
}

/** The live flash sale entry of a product (status on, now between start and end, units left at its price), earliest end first. */
async function liveFlashSaleOf(db: Db, productId: number, lang: Lang, now = new Date()) {
  const [row] = await db
    .select({
      id: flashSales.id,
      startTime: flashSales.startTime,
      endTime: flashSales.endTime,
      price: flashSaleProducts.price,
      quantity: flashSaleProducts.quantity,
      sold: flashSaleProducts.sold,
    })
    .from(flashSaleProducts)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleProducts.flashSaleId))
    .where(
      and(
        eq(flashSaleProducts.productId, productId),
        eq(flashSales.status, VISIBILITY.public),
        lte(flashSales.startTime, now),
        gt(flashSales.endTime, now),
        lt(flashSaleProducts.sold, flashSaleProducts.quantity),
      ),
    )
    .orderBy(asc(flashSales.endTime))
    .limit(1);
  if (!row) return null;
  const text = (await localizedTexts(db, flashSaleTranslations, [row.id], lang)).get(row.id);
  return {
    id: row.id,
    title: text?.title ?? "",
    price: row.price,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    quantity: row.quantity,
    sold: row.sold,
    remaining: Math.max(0, row.quantity - row.sold),
  } satisfies ProductFlashSale;
}

async function attributesOf(db: Db, productId: number, valueIds: number[], lang: Lang) {
  const dims = await db
    .select({ id: productAttributes.attributeId, required: productAttributes.required })
    .from(productAttributes)
    .where(eq(productAttributes.productId, productId))
    .orderBy(asc(productAttributes.sort), asc(productAttributes.attributeId));
  if (dims.length === 0) return [];
  const values =
    valueIds.length === 0
      ? []
      : await db
          .select()
          .from(attributeValues)
          .where(inArray(attributeValues.id, valueIds))
          .orderBy(asc(attributeValues.sort), asc(attributeValues.id));
  showsAttributes([...dims.map((d) => d.id), ...values.map((v) => v.attributeId)]);
  const [dimTexts, valueTexts] = await Promise.all([
    localizedTexts(
      db,
      attributeTranslations,
      dims.map((d) => d.id),
      lang,
    ),
    localizedTexts(
      db,
      attributeValueTranslations,
      values.map((v) => v.id),
      lang,
    ),
  ]);
  return dims.map((d) => ({
    id: d.id,
    title: dimTexts.get(d.id)?.title ?? "",
    required: d.required,
    values: values
      .filter((v) => v.attributeId === d.id)
      .map((v) => ({ id: v.id, title: valueTexts.get(v.id)?.title ?? v.slug, color: v.color })),
  }));
}

async function inventoriesOf(db: Db, productId: number): Promise<ProductInventory[]> {
  const rows = await db
    .select()
    .from(inventories)
    .where(eq(inventories.productId, productId))
    .orderBy(asc(inventories.id));
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(inventoryAttributeValues)
    .where(
      inArray(
        inventoryAttributeValues.inventoryId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    price: r.price,
    quantity: r.quantity,
    attribute_value_ids: links
      .filter((l) => l.inventoryId === r.id)
      .map((l) => l.attributeValueId)
      .sort((a, b) => a - b),
  }));
}

/** The product page's data in the request's language (English where a text is missing); undefined when unknown or hidden. */
export async function getProductDetail(ctx: RequestContext, id: number): Promise<ProductDetail | undefined> {
  showsProduct(id);
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ product: products, store: stores })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, id), visibleProduct()))
    .limit(1);
  if (!row) return undefined;
  const p = row.product;

  const [translations, images, variantRows, deal, flash, category, subCategory, brand] = await Promise.all([
    db
      .select()
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.parentId, id),
          inArray(productTranslations.lang, [...new Set([ctx.lang, "en"])]),
        ),
      ),
    db
      .select({ image: productImages.image, alt: productImages.alt, valueId: productImages.attributeValueId })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    inventoriesOf(db, id),
    db
      .select()
      .from(bundleDeals)
      .where(and(eq(bundleDeals.productId, id), eq(bundleDeals.status, VISIBILITY.public)))
      .limit(1),
    liveFlashSaleOf(db, id, ctx.lang),
    db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, p.categoryId)),
    p.subCategoryId === null
      ? Promise.resolve([])
      : db
          .select({ slug: subCategories.slug })
          .from(subCategories)
          .where(eq(subCategories.id, p.subCategoryId)),
    p.brandId === null
      ? Promise.resolve([])
      : db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, p.brandId)),
  ]);
  const wanted = translations.find((t) => t.lang === ctx.lang);
  const english = translations.find((t) => t.lang === "en");
  const valueIds = [...new Set(variantRows.flatMap((v) => v.attribute_value_ids))];
  const attributes = await attributesOf(db, id, valueIds, ctx.lang);
  if (p.brandId !== null) showsBrand(p.brandId);
  const stock = variantRows.length > 0 ? variantRows.reduce((sum, v) => sum + v.quantity, 0) : p.stock;
  const gallery = [...new Set([p.image, ...images.map((i) => i.image)].filter((x): x is string => !!x))];
  const pictures: ProductPicture[] = [];
  for (const src of gallery) {
    const row = images.find((i) => i.image === src);
    const alt = row ? (row.alt[ctx.lang] ?? row.alt.en ?? null) : null;
    pictures.push({ image: src, alt, attribute_value_id: row?.valueId ?? null });
  }

  return {
    id: p.id,
    title: wanted?.title || english?.title || p.slug,
    slug: p.slug,
    short_description: wanted?.shortDescription ?? english?.shortDescription ?? null,
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
    store: { id: row.store.id, name: row.store.name, slug: row.store.slug, logo: row.store.logo },
    brand: await ref(db, brandTranslations, p.brandId, brand[0]?.slug, ctx.lang),
    category: (await ref(db, categoryTranslations, p.categoryId, category[0]?.slug, ctx.lang)) ?? {
      id: p.categoryId,
      title: "",
      slug: "",
    },
    sub_category: await ref(db, subCategoryTranslations, p.subCategoryId, subCategory[0]?.slug, ctx.lang),
    attributes,
    inventories: variantRows,
    bundle_deal: deal[0] ? { buy_quantity: deal[0].buyQuantity, free_quantity: deal[0].freeQuantity } : null,
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
