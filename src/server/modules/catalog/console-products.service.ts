import { readTogether } from "../../platform/db/reads.ts";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  attributeValues,
  bundleDeals,
  inventories,
  inventoryAttributeValues,
  productAttributes,
  productCollections,
  productTags,
  productTranslations,
  products,
  stores,
} from "../../platform/db/schema/index.ts";
import type { ProductState } from "../../platform/db/schema/enums.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import { AppError } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import type { ConsoleProductListQuery } from "./console-products.schemas.ts";

/** Products at or below this many units in total count as low on stock. */
export const LOW_STOCK = 5;

/** The rows the actor may manage: a seller's own store only (in the query itself), admins all. */
export function reachOf(actor: ConsoleActor): SQL | undefined {
  return actor.reach === "all" ? undefined : eq(products.storeId, actor.storeId ?? -1);
}

const totalStock = sql<number>`(case when exists (select 1 from inventories i where i.product_id = ${products.id})
  then (select coalesce(sum(i.quantity), 0) from inventories i where i.product_id = ${products.id})::int
  else ${products.stock} end)`;
/** The product table's low-stock filter (`low_stock=true`) and the dashboard's count are this one rule. */
const lowStock = sql`${totalStock} <= ${LOW_STOCK}`;
const variantCount = sql<number>`(select count(*) from inventories i where i.product_id = ${products.id})::int`;

function titleIn(lang: string) {
  return sql<string>`coalesce(
    (select t.title from product_translations t where t.product_id = ${products.id} and t.lang = ${lang}),
    (select t.title from product_translations t where t.product_id = ${products.id} and t.lang = 'en'),
    ${products.slug})`;
}

export async function listConsoleProducts(
  ctx: RequestContext,
  actor: ConsoleActor,
  query: z.infer<typeof ConsoleProductListQuery>,
) {
  const db = await dbOf(ctx);
  const title = titleIn(ctx.lang);
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const condition = and(
    reachOf(actor),
    actor.reach === "all" && query.store_id ? eq(products.storeId, query.store_id) : undefined,
    query.status ? eq(products.state, query.status) : undefined,
    query.low_stock === "true" ? lowStock : undefined,
    words
      ? sql`(exists (select 1 from product_translations t where t.product_id = ${products.id} and t.title ilike ${words})
          or ${products.sku} ilike ${words}
          or exists (select 1 from inventories i where i.product_id = ${products.id} and i.sku ilike ${words}))`
      : undefined,
  );
  const column = {
    updated_at: products.updatedAt,
    title,
    price: products.selling,
    stock: totalStock,
  }[query.sort.replace(/^-/, "") as "updated_at" | "title" | "price" | "stock"];
  const direction = query.sort.startsWith("-") ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        title,
        store: { id: stores.id, name: stores.name },
        status: products.state,
        price: products.selling,
        stock: totalStock,
        variants: variantCount,
        updated_at: products.updatedAt,
        thumbnail: products.image,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(condition)
      .orderBy(direction(column), direction(products.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ total: count() }).from(products).where(condition),
  ]);
  return paged(
    rows.map((row) => ({
      ...row,
      status: row.status as ProductState,
      updated_at: row.updated_at.toISOString(),
    })),
    { page: query.page, perPage: query.per_page, total: total?.total ?? 0 },
  );
}

/**
 * What the dashboard counts of the products the actor manages, each the total the product table
 * shows under the same filter: low on stock (`low_stock=true`) and waiting for approval (`status=submitted`).
 */
export async function consoleProductCounts(db: DbOrTx, actor: ConsoleActor) {
  const [row] = await db
    .select({
      lowStock: sql<number>`count(*) filter (where ${lowStock})::int`,
      submitted: sql<number>`count(*) filter (where ${products.state} = 'submitted')::int`,
    })
    .from(products)
    .where(reachOf(actor));
  return { low_stock: row?.lowStock ?? 0, submitted: row?.submitted ?? 0 };
}

/** The product row if the actor may manage it; 404 otherwise (another store's product is not found). */
export async function managedProduct(db: DbOrTx, actor: ConsoleActor, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), reachOf(actor)));
  if (!row) throw new AppError("not_found", { key: "server.not_found", params: { type: "product" } });
  return row;
}

/** Everything the product form edits, as GET /console/products/{id} answers it. */
export async function loadConsoleProduct(db: DbOrTx, actor: ConsoleActor, id: number) {
  const product = await managedProduct(db, actor, id);
  return (await consoleProductsOf(db, [product]))[0] as ConsoleProduct;
}

export type ConsoleProduct = Awaited<ReturnType<typeof consoleProductsOf>>[number];

/**
 * `loadConsoleProduct` for many product rows the caller may manage, in one query per table
 * (a CSV import reads a whole batch at once); the answer follows the order of `rows`.
 */
export async function consoleProductsOf(db: DbOrTx, rows: (typeof products.$inferSelect)[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [storeRows, translations, collections, tags, attributes, variants, values, bundles] =
    await readTogether(db, [
      () =>
        db
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(inArray(stores.id, [...new Set(rows.map((row) => row.storeId))])),
      () => db.select().from(productTranslations).where(inArray(productTranslations.parentId, ids)),
      () => db.select().from(productCollections).where(inArray(productCollections.productId, ids)),
      () => db.select().from(productTags).where(inArray(productTags.productId, ids)),
      () =>
        db
          .select()
          .from(productAttributes)
          .where(inArray(productAttributes.productId, ids))
          .orderBy(asc(productAttributes.sort)),
      () =>
        db.select().from(inventories).where(inArray(inventories.productId, ids)).orderBy(asc(inventories.id)),
      () =>
        db
          .select({
            productId: inventories.productId,
            inventoryId: inventoryAttributeValues.inventoryId,
            valueId: attributeValues.id,
            attributeId: attributeValues.attributeId,
          })
          .from(inventoryAttributeValues)
          .innerJoin(inventories, eq(inventories.id, inventoryAttributeValues.inventoryId))
          .innerJoin(attributeValues, eq(attributeValues.id, inventoryAttributeValues.attributeValueId))
          .where(inArray(inventories.productId, ids)),
      () => db.select().from(bundleDeals).where(inArray(bundleDeals.productId, ids)),
    ]);
  const of = <T extends { productId: number }>(list: T[], id: number) =>
    list.filter((r) => r.productId === id);
  return rows.map((product) => {
    const id = product.id;
    const own = {
      translations: translations.filter((t) => t.parentId === id),
      attributes: of(attributes, id),
      variants: of(variants, id),
      values: of(values, id),
      bundle: of(bundles, id)[0],
    };
    const attributeOrder = own.attributes.map((a) => a.attributeId);
    const valuesOf = (inventoryId: number) =>
      own.values
        .filter((v) => v.inventoryId === inventoryId)
        .sort((a, b) => attributeOrder.indexOf(a.attributeId) - attributeOrder.indexOf(b.attributeId))
        .map((v) => v.valueId);
    const usedValues = (attributeId: number) => [
      ...new Set(own.values.filter((v) => v.attributeId === attributeId).map((v) => v.valueId)),
    ];
    return {
      id: product.id,
      store: storeRows.find((s) => s.id === product.storeId) ?? { id: product.storeId, name: "" },
      status: product.state as ProductState,
      rejection_reason: product.rejectionReason,
      slug: product.slug,
      translations: Object.fromEntries(
        own.translations.map((t) => [
          t.lang,
          {
            title: t.title,
            slug: t.slug,
            short_description: t.shortDescription,
            description: t.description,
            meta_title: t.metaTitle,
            meta_description: t.metaDescription,
          },
        ]),
      ),
      category_id: product.categoryId,
      sub_category_id: product.subCategoryId,
      brand_id: product.brandId,
      collection_ids: of(collections, id).map((c) => c.collectionId),
      tag_ids: of(tags, id).map((t) => t.tagId),
      selling: product.selling,
      offered: product.offered,
      stock: product.stock,
      sku: product.sku,
      image: product.image,
      free_shipping: product.freeShipping,
      refundable: product.refundable,
      attributes: own.attributes.map((a) => ({
        attribute_id: a.attributeId,
        value_ids: usedValues(a.attributeId),
        required: a.required,
      })),
      variants: own.variants.map((v) => ({
        id: v.id,
        value_ids: valuesOf(v.id),
        sku: v.sku,
        price: v.price,
        stock: v.quantity,
      })),
      bundle: own.bundle ? { buy: own.bundle.buyQuantity, free: own.bundle.freeQuantity } : null,
      updated_at: product.updatedAt.toISOString(),
    };
  });
}

export async function getConsoleProduct(ctx: RequestContext, actor: ConsoleActor, id: number) {
  return loadConsoleProduct(await dbOf(ctx), actor, id);
}

/** Ids among `ids` the actor may manage (for bulk actions). */
export async function managedIds(db: DbOrTx, actor: ConsoleActor, ids: number[]) {
  const rows = await db
    .select({ id: products.id, state: products.state, storeId: products.storeId })
    .from(products)
    .where(and(inArray(products.id, ids), reachOf(actor)));
  return rows;
}
