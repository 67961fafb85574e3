import { and, eq, inArray, sql } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  bundleDeals,
  inventories,
  inventoryAttributeValues,
  productAttributes,
  productCollections,
  productSlugRedirects,
  productTags,
  productTranslations,
  products,
  stockMovements,
} from "../../platform/db/schema/index.ts";
import { VISIBILITY, type StockReason } from "../../platform/db/schema/enums.ts";
import { AppError } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { CONSOLE_LANGS, type ProductInputType } from "../../../lib/console/product-input.ts";
import { checkReferences, checkUniqueness, storeFor } from "./console-product-checks.ts";
import { loadConsoleProduct, managedProduct } from "./console-products.service.ts";
import { moveStock } from "./stock-ledger.ts";

/** Why a save moves stock: the product form by hand, or a CSV import. */
export interface StockSource {
  reason: StockReason;
  note: string;
}

const FORM: StockSource = { reason: "manual", note: "product form" };

function baseColumns(input: ProductInputType) {
  return {
    categoryId: input.category_id,
    subCategoryId: input.sub_category_id,
    brandId: input.brand_id,
    slug: input.translations.en.slug,
    image: input.image,
    selling: input.selling,
    offered: input.offered,
    sku: input.sku,
    freeShipping: input.free_shipping,
    refundable: input.refundable,
  };
}

async function writeTexts(tx: DbOrTx, productId: number, input: ProductInputType) {
  await tx.delete(productTranslations).where(eq(productTranslations.parentId, productId));
  const rows = CONSOLE_LANGS.flatMap((lang) => {
    const text = input.translations[lang];
    if (!text) return [];
    return [
      {
        parentId: productId,
        lang,
        title: text.title,
        slug: text.slug,
        shortDescription: text.short_description ?? null,
        description: text.description ?? null,
        metaTitle: text.meta_title ?? null,
        metaDescription: text.meta_description ?? null,
      },
    ];
  });
  await tx.insert(productTranslations).values(rows);
}

/** Old slugs keep answering with a 301 to the new address; a slug taken back stops redirecting. */
async function keepOldSlugs(
  tx: DbOrTx,
  productId: number,
  before: { slug: string; translations: Record<string, { slug: string | null }> },
  input: ProductInputType,
) {
  const gone: { lang: string | null; slug: string }[] = [];
  if (before.slug !== input.translations.en.slug) gone.push({ lang: null, slug: before.slug });
  for (const lang of CONSOLE_LANGS) {
    const old = before.translations[lang]?.slug;
    if (old && old !== input.translations[lang]?.slug && old !== before.slug) gone.push({ lang, slug: old });
  }
  if (gone.length > 0) {
    await tx
      .insert(productSlugRedirects)
      .values(gone.map((g) => ({ productId, lang: g.lang, oldSlug: g.slug })))
      .onConflictDoNothing();
  }
  const current = CONSOLE_LANGS.flatMap((lang) => input.translations[lang]?.slug ?? []);
  await tx
    .delete(productSlugRedirects)
    .where(
      and(eq(productSlugRedirects.productId, productId), inArray(productSlugRedirects.oldSlug, current)),
    );
}

async function writeLinks(tx: DbOrTx, productId: number, input: ProductInputType) {
  await tx.delete(productCollections).where(eq(productCollections.productId, productId));
  await tx.delete(productTags).where(eq(productTags.productId, productId));
  await tx.delete(productAttributes).where(eq(productAttributes.productId, productId));
  await tx.delete(bundleDeals).where(eq(bundleDeals.productId, productId));
  if (input.collection_ids.length > 0)
    await tx
      .insert(productCollections)
      .values(input.collection_ids.map((collectionId) => ({ productId, collectionId })));
  if (input.tag_ids.length > 0)
    await tx.insert(productTags).values(input.tag_ids.map((tagId) => ({ productId, tagId })));
  if (input.attributes.length > 0)
    await tx.insert(productAttributes).values(
      input.attributes.map((a, sort) => ({
        productId,
        attributeId: a.attribute_id,
        required: a.required,
        sort,
      })),
    );
  if (input.bundle)
    await tx
      .insert(bundleDeals)
      .values({ productId, buyQuantity: input.bundle.buy, freeQuantity: input.bundle.free });
}

/**
 * A combination no longer listed is removed, its history kept: its stock goes to zero through the
 * ledger, its movements take its SKU (their inventory_id becomes null) and its order lines keep
 * their own copy of the variant's label. Deleting, rather than archiving, keeps every reader of
 * variants (shop, cart, editor, CSV) unchanged and releases the SKU: re-adding it makes a new
 * variant that starts at zero, and the product's history lists the old and new movements by SKU.
 */
async function removeVariants(
  tx: DbOrTx,
  actor: ConsoleActor,
  productId: number,
  removed: { id: number; stock: number }[],
  source: StockSource,
) {
  if (removed.length === 0) return;
  for (const variant of removed) {
    if (variant.stock === 0) continue;
    const moved = await moveStock(tx, {
      productId,
      inventoryId: variant.id,
      delta: -variant.stock,
      reason: source.reason,
      note: source.note,
      actorId: actor.id,
    });
    // A concurrent order took units meanwhile: the editor saves again with the figures now.
    if (moved !== 0) throw new AppError("conflict", "console.stock_below_zero");
  }
  const ids = removed.map((v) => v.id);
  await tx
    .update(stockMovements)
    .set({
      sku: sql`(select ${inventories.sku} from ${inventories} where ${inventories.id} = ${stockMovements.inventoryId})`,
    })
    .where(inArray(stockMovements.inventoryId, ids));
  await tx.delete(inventories).where(inArray(inventories.id, ids));
}

/**
 * Variants are matched by their combination of values: a kept one keeps its id (carts and orders
 * point at it) and its stock moves by the difference; a new one starts at 0 and moves up; a
 * combination no longer listed is removed (removeVariants). Every stock change goes through the
 * stock ledger.
 */
async function writeVariants(
  tx: DbOrTx,
  actor: ConsoleActor,
  productId: number,
  existing: { id: number; value_ids: number[]; stock: number }[],
  input: ProductInputType,
  source: StockSource,
) {
  const byKey = new Map(existing.map((v) => [v.value_ids.join(","), v]));
  const wanted = new Set(input.variants.map((v) => v.value_ids.join(",")));
  const removed = existing.filter((v) => !wanted.has(v.value_ids.join(",")));
  await removeVariants(tx, actor, productId, removed, source);
  for (const variant of input.variants) {
    const kept = byKey.get(variant.value_ids.join(","));
    let inventoryId: number;
    let stock = 0;
    if (kept) {
      inventoryId = kept.id;
      stock = kept.stock;
      await tx
        .update(inventories)
        .set({ sku: variant.sku, price: variant.price })
        .where(eq(inventories.id, kept.id));
    } else {
      const [row] = await tx
        .insert(inventories)
        .values({ productId, sku: variant.sku, price: variant.price, quantity: 0 })
        .returning({ id: inventories.id });
      inventoryId = (row as { id: number }).id;
      await tx
        .insert(inventoryAttributeValues)
        .values(variant.value_ids.map((attributeValueId) => ({ inventoryId, attributeValueId })));
    }
    if (variant.stock !== stock) {
      const moved = await moveStock(tx, {
        productId,
        inventoryId,
        delta: variant.stock - stock,
        reason: source.reason,
        note: source.note,
        actorId: actor.id,
      });
      if (moved === null) throw new AppError("conflict", "console.stock_below_zero");
    }
  }
}

async function writeOwnStock(
  tx: DbOrTx,
  actor: ConsoleActor,
  productId: number,
  from: number,
  input: ProductInputType,
  source: StockSource,
) {
  const to = input.variants.length > 0 ? from : input.stock;
  if (to === from) return;
  const moved = await moveStock(tx, {
    productId,
    inventoryId: null,
    delta: to - from,
    reason: source.reason,
    note: source.note,
    actorId: actor.id,
  });
  if (moved === null) throw new AppError("conflict", "console.stock_below_zero");
}

/** A new product: a draft of the actor's store (or the store an admin names), with its audit entry. */
export async function createConsoleProduct(
  ctx: RequestContext,
  actor: ConsoleActor,
  input: ProductInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction((tx) => createProductIn(tx, actor, input, FORM));
}

/** The creation itself, inside the caller's transaction (the form's, or a batch of a CSV import). */
export async function createProductIn(
  tx: DbOrTx,
  actor: ConsoleActor,
  input: ProductInputType,
  source: StockSource,
) {
  const storeId = await storeFor(tx, actor, input);
  await checkReferences(tx, input);
  await checkUniqueness(tx, input, null);
  const [row] = await tx
    .insert(products)
    .values({ ...baseColumns(input), storeId, stock: 0, state: "draft", status: VISIBILITY.private })
    .returning({ id: products.id });
  const productId = (row as { id: number }).id;
  await writeTexts(tx, productId, input);
  await writeLinks(tx, productId, input);
  await writeVariants(tx, actor, productId, [], input, source);
  await writeOwnStock(tx, actor, productId, 0, input, source);
  const saved = await loadConsoleProduct(tx, actor, productId);
  await recordAudit(tx, actor, {
    entity: "product",
    entityId: productId,
    action: "create",
    storeId,
    before: null,
    after: auditView(saved),
  });
  return saved;
}

/** An edit of a product the actor may manage; its state does not change (the workflow routes do that). */
export async function updateConsoleProduct(
  ctx: RequestContext,
  actor: ConsoleActor,
  productId: number,
  input: ProductInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction((tx) => updateProductIn(tx, actor, productId, input, FORM));
}

/** The edit itself, inside the caller's transaction. */
export async function updateProductIn(
  tx: DbOrTx,
  actor: ConsoleActor,
  productId: number,
  input: ProductInputType,
  source: StockSource,
) {
  const current = await managedProduct(tx, actor, productId);
  // The store never changes by an edit: a seller cannot move a product, an admin keeps it where it is.
  const storeId = current.storeId;
  await checkReferences(tx, input);
  await checkUniqueness(tx, input, productId);
  const before = await loadConsoleProduct(tx, actor, productId);
  await tx.update(products).set(baseColumns(input)).where(eq(products.id, productId));
  await writeTexts(tx, productId, input);
  await keepOldSlugs(tx, productId, before, input);
  await writeLinks(tx, productId, input);
  await writeVariants(tx, actor, productId, before.variants, input, source);
  await writeOwnStock(tx, actor, productId, current.stock, input, source);
  const saved = await loadConsoleProduct(tx, actor, productId);
  await recordAudit(tx, actor, {
    entity: "product",
    entityId: productId,
    action: "update",
    storeId,
    before: auditView(before),
    after: auditView(saved),
  });
  return saved;
}

/** The fields an audit entry compares (the timestamp would always differ). */
function auditView(product: Awaited<ReturnType<typeof loadConsoleProduct>>) {
  const { updated_at: _updated, ...fields } = product;
  return fields;
}
