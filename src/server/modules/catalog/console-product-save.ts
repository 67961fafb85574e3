import { inArray, sql } from "drizzle-orm";
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
import { recordAudits } from "../audit/index.ts";
import { CONSOLE_LANGS, type ProductInputType } from "../../../lib/console/product-input.ts";
import { checkReferences, checkUniqueness, storeFor } from "./console-product-checks.ts";
import { consoleProductsOf, loadConsoleProduct, type ConsoleProduct } from "./console-products.service.ts";
import { moveStocks, type StockMove } from "./stock-ledger.ts";

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

/** One product a save writes: its id, the form, and what it was before (null: just created). */
interface ProductWrite {
  productId: number;
  storeId: number;
  input: ProductInputType;
  before: ConsoleProduct | null;
}

const idsOf = (writes: ProductWrite[]) => writes.map((w) => w.productId);
const updatesOf = (writes: ProductWrite[]) => writes.filter((w) => w.before !== null);

/** The same columns for many products in one statement (the new values travel as one JSON array). */
async function updateBaseColumns(tx: DbOrTx, writes: ProductWrite[]) {
  if (writes.length === 0) return;
  const rows = writes.map((w) => {
    const base = baseColumns(w.input);
    return {
      id: w.productId,
      category_id: base.categoryId,
      sub_category_id: base.subCategoryId,
      brand_id: base.brandId,
      slug: base.slug,
      image: base.image,
      selling: base.selling,
      offered: base.offered,
      sku: base.sku,
      free_shipping: base.freeShipping,
      refundable: base.refundable,
    };
  });
  await tx.execute(sql`update products p set category_id = v.category_id, sub_category_id = v.sub_category_id,
      brand_id = v.brand_id, slug = v.slug, image = v.image, selling = v.selling, offered = v.offered,
      sku = v.sku, free_shipping = v.free_shipping, refundable = v.refundable, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, category_id int, sub_category_id int,
      brand_id int, slug text, image text, selling int, offered int, sku text, free_shipping boolean,
      refundable boolean)
    where p.id = v.id`);
}

async function writeTexts(tx: DbOrTx, writes: ProductWrite[]) {
  const updated = idsOf(updatesOf(writes));
  if (updated.length > 0)
    await tx.delete(productTranslations).where(inArray(productTranslations.parentId, updated));
  const rows = writes.flatMap(({ productId, input }) =>
    CONSOLE_LANGS.flatMap((lang) => {
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
    }),
  );
  if (rows.length > 0) await tx.insert(productTranslations).values(rows);
}

/** Old slugs keep answering with a 301 to the new address; a slug taken back stops redirecting. */
async function keepOldSlugs(tx: DbOrTx, writes: ProductWrite[]) {
  const gone: { productId: number; lang: string | null; oldSlug: string }[] = [];
  const current: { product_id: number; slug: string }[] = [];
  for (const { productId, input, before } of updatesOf(writes)) {
    if (!before) continue;
    if (before.slug !== input.translations.en.slug)
      gone.push({ productId, lang: null, oldSlug: before.slug });
    for (const lang of CONSOLE_LANGS) {
      const old = before.translations[lang]?.slug;
      if (old && old !== input.translations[lang]?.slug && old !== before.slug)
        gone.push({ productId, lang, oldSlug: old });
      const now = input.translations[lang]?.slug;
      if (now) current.push({ product_id: productId, slug: now });
    }
  }
  if (gone.length > 0) await tx.insert(productSlugRedirects).values(gone).onConflictDoNothing();
  if (current.length > 0)
    await tx.execute(sql`delete from product_slug_redirects r
      using jsonb_to_recordset(${JSON.stringify(current)}::jsonb) as c(product_id int, slug text)
      where r.product_id = c.product_id and r.old_slug = c.slug`);
}

async function writeLinks(tx: DbOrTx, writes: ProductWrite[]) {
  const updated = idsOf(updatesOf(writes));
  if (updated.length > 0) {
    await tx.delete(productCollections).where(inArray(productCollections.productId, updated));
    await tx.delete(productTags).where(inArray(productTags.productId, updated));
    await tx.delete(productAttributes).where(inArray(productAttributes.productId, updated));
    const unbundled = idsOf(updatesOf(writes).filter((w) => !w.input.bundle));
    if (unbundled.length > 0) await tx.delete(bundleDeals).where(inArray(bundleDeals.productId, unbundled));
  }
  const collectionRows = writes.flatMap(({ productId, input }) =>
    input.collection_ids.map((collectionId) => ({ productId, collectionId })),
  );
  const tagRows = writes.flatMap(({ productId, input }) =>
    input.tag_ids.map((tagId) => ({ productId, tagId })),
  );
  const attributeRows = writes.flatMap(({ productId, input }) =>
    input.attributes.map((a, sort) => ({
      productId,
      attributeId: a.attribute_id,
      required: a.required,
      sort,
    })),
  );
  const bundleRows = writes.flatMap(({ productId, input }) =>
    input.bundle ? [{ productId, buyQuantity: input.bundle.buy, freeQuantity: input.bundle.free }] : [],
  );
  if (collectionRows.length > 0) await tx.insert(productCollections).values(collectionRows);
  if (tagRows.length > 0) await tx.insert(productTags).values(tagRows);
  if (attributeRows.length > 0) await tx.insert(productAttributes).values(attributeRows);
  // A kept deal keeps its on/off switch (an admin's, in Promotions); the form sets its quantities.
  if (bundleRows.length > 0)
    await tx
      .insert(bundleDeals)
      .values(bundleRows)
      .onConflictDoUpdate({
        target: bundleDeals.productId,
        set: { buyQuantity: sql`excluded.buy_quantity`, freeQuantity: sql`excluded.free_quantity` },
      });
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
  removed: { productId: number; id: number; stock: number }[],
  source: StockSource,
) {
  if (removed.length === 0) return;
  const closing = removed.filter((variant) => variant.stock !== 0);
  const figures = await moveStocks(
    tx,
    closing.map((variant) => ({
      productId: variant.productId,
      inventoryId: variant.id,
      delta: -variant.stock,
      reason: source.reason,
      note: source.note,
      actorId: actor.id,
    })),
  );
  // A concurrent order took units meanwhile: the editor saves again with the figures now.
  if (figures.some((figure) => figure !== 0)) throw new AppError("conflict", "console.stock_below_zero");
  const ids = removed.map((variant) => variant.id);
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
async function writeVariants(tx: DbOrTx, actor: ConsoleActor, writes: ProductWrite[], source: StockSource) {
  const removed: { productId: number; id: number; stock: number }[] = [];
  const kept: { id: number; sku: string; price: number }[] = [];
  const added: { productId: number; sku: string; price: number; quantity: number; valueIds: number[] }[] = [];
  const moves: StockMove[] = [];
  const move = (productId: number, inventoryId: number | null, delta: number) =>
    moves.push({
      productId,
      inventoryId,
      delta,
      reason: source.reason,
      note: source.note,
      actorId: actor.id,
    });
  for (const { productId, input, before } of writes) {
    const existing = before?.variants ?? [];
    const byKey = new Map(existing.map((v) => [v.value_ids.join(","), v]));
    const wanted = new Set(input.variants.map((v) => v.value_ids.join(",")));
    for (const v of existing)
      if (!wanted.has(v.value_ids.join(","))) removed.push({ productId, id: v.id, stock: v.stock });
    for (const variant of input.variants) {
      const old = byKey.get(variant.value_ids.join(","));
      if (!old) {
        added.push({
          productId,
          sku: variant.sku,
          price: variant.price,
          quantity: variant.stock,
          valueIds: variant.value_ids,
        });
        continue;
      }
      if (old.sku !== variant.sku || old.price !== variant.price)
        kept.push({ id: old.id, sku: variant.sku, price: variant.price });
      if (variant.stock !== old.stock) move(productId, old.id, variant.stock - old.stock);
    }
  }
  await removeVariants(tx, actor, removed, source);
  if (kept.length > 0)
    await tx.execute(sql`update inventories i set sku = k.sku, price = k.price
      from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as k(id int, sku text, price int)
      where i.id = k.id`);
  if (added.length > 0) {
    const rows = await tx
      .insert(inventories)
      .values(added.map((v) => ({ productId: v.productId, sku: v.sku, price: v.price, quantity: 0 })))
      .returning({ id: inventories.id, sku: inventories.sku });
    const idOfSku = new Map(rows.map((row) => [row.sku, row.id]));
    await tx.insert(inventoryAttributeValues).values(
      added.flatMap((v) =>
        v.valueIds.map((attributeValueId) => ({
          inventoryId: idOfSku.get(v.sku) as number,
          attributeValueId,
        })),
      ),
    );
    for (const v of added) if (v.quantity !== 0) move(v.productId, idOfSku.get(v.sku) as number, v.quantity);
  }
  // A product without variants keeps its own figure; with variants that figure is left as it is.
  for (const { productId, input, before } of writes) {
    const from = before?.stock ?? 0;
    const to = input.variants.length > 0 ? from : input.stock;
    if (to !== from) move(productId, null, to - from);
  }
  if (moves.length === 0) return;
  const figures = await moveStocks(tx, moves);
  if (figures.some((figure) => figure === null)) throw new AppError("conflict", "console.stock_below_zero");
}

/**
 * Creates products as drafts of one store, in a few statements whatever their number (the product
 * form saves one, a CSV import a batch); the forms are already checked. Answers the saved products.
 */
export async function createProductsIn(
  tx: DbOrTx,
  actor: ConsoleActor,
  storeId: number,
  inputs: ProductInputType[],
  source: StockSource,
) {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(products)
    .values(
      inputs.map((input) => ({
        ...baseColumns(input),
        storeId,
        stock: 0,
        state: "draft",
        status: VISIBILITY.private,
      })),
    )
    .returning({ id: products.id, slug: products.slug });
  const idOfSlug = new Map(rows.map((row) => [row.slug, row.id]));
  const writes = inputs.map((input) => ({
    productId: idOfSlug.get(input.translations.en.slug) as number,
    storeId,
    input,
    before: null,
  }));
  return writeAll(tx, actor, writes, source);
}

/** Edits products the caller checked the actor may manage (their `before`), in a few statements. */
export async function updateProductsIn(
  tx: DbOrTx,
  actor: ConsoleActor,
  edits: { before: ConsoleProduct; input: ProductInputType }[],
  source: StockSource,
) {
  if (edits.length === 0) return [];
  // The store never changes by an edit: a seller cannot move a product, an admin keeps it where it is.
  const writes = edits.map(({ before, input }) => ({
    productId: before.id,
    storeId: before.store.id,
    input,
    before,
  }));
  await updateBaseColumns(tx, writes);
  return writeAll(tx, actor, writes, source);
}

async function writeAll(tx: DbOrTx, actor: ConsoleActor, writes: ProductWrite[], source: StockSource) {
  await writeTexts(tx, writes);
  await keepOldSlugs(tx, writes);
  await writeLinks(tx, writes);
  await writeVariants(tx, actor, writes, source);
  const saved = await consoleProductsOf(
    tx,
    await tx
      .select()
      .from(products)
      .where(inArray(products.id, idsOf(writes))),
  );
  const savedOf = new Map(saved.map((product) => [product.id, product]));
  await recordAudits(
    tx,
    actor,
    writes.map((w) => ({
      entity: "product",
      entityId: w.productId,
      action: w.before ? "update" : "create",
      storeId: w.storeId,
      before: w.before && auditView(w.before),
      after: auditView(savedOf.get(w.productId) as ConsoleProduct),
    })),
  );
  return writes.map((w) => savedOf.get(w.productId) as ConsoleProduct);
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
  const [saved] = await createProductsIn(tx, actor, storeId, [input], source);
  return saved as ConsoleProduct;
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
  const before = await loadConsoleProduct(tx, actor, productId);
  await checkReferences(tx, input);
  await checkUniqueness(tx, input, productId);
  const [saved] = await updateProductsIn(tx, actor, [{ before, input }], source);
  return saved as ConsoleProduct;
}

/** The fields an audit entry compares (the timestamp would always differ). */
function auditView(product: ConsoleProduct) {
  const { updated_at: _updated, ...fields } = product;
  return fields;
}
