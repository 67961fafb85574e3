import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  attributeValues,
  attributes,
  brands,
  categories,
  collections,
  inventories,
  productTranslations,
  products,
  stores,
  subCategories,
  tags,
} from "../../platform/db/schema/index.ts";
import { AppError, notFound, type Message } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { CONSOLE_LANGS, type ProductInputType } from "../../../lib/console/product-input.ts";

/** The store a saved product belongs to: the seller's own, or the one an admin names. */
export async function storeFor(db: DbOrTx, actor: ConsoleActor, input: ProductInputType): Promise<number> {
  if (actor.reach === "store") return actor.storeId as number;
  if (!input.store_id)
    throw new AppError("invalid", { key: "validation.required", params: { type: "store_id" } });
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, input.store_id));
  if (!store) throw notFound("store");
  return store.id;
}

async function missing(db: DbOrTx, table: typeof tags | typeof collections, ids: number[]) {
  if (ids.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Every id the form names exists and fits (sub-category of the category, values of their attribute). */
export async function checkReferences(db: DbOrTx, input: ProductInputType): Promise<void> {
  const problems: Message[] = [];
  const invalid = (type: string) => problems.push({ key: "validation.invalid", params: { type } });
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category) invalid("category_id");
  if (input.sub_category_id !== null) {
    const [sub] = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(
        and(eq(subCategories.id, input.sub_category_id), eq(subCategories.categoryId, input.category_id)),
      );
    if (!sub) invalid("sub_category_id");
  }
  if (input.brand_id !== null) {
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) invalid("brand_id");
  }
  if ((await missing(db, collections, input.collection_ids)).length > 0) invalid("collection_ids");
  if ((await missing(db, tags, input.tag_ids)).length > 0) invalid("tag_ids");
  await checkVariants(db, input, invalid);
  if (problems.length > 0) throw new AppError("invalid", problems);
}

async function checkVariants(db: DbOrTx, input: ProductInputType, invalid: (type: string) => void) {
  const attributeIds = input.attributes.map((a) => a.attribute_id);
  if (new Set(attributeIds).size !== attributeIds.length) return invalid("attributes");
  if (attributeIds.length > 0) {
    const found = await db
      .select({ id: attributes.id })
      .from(attributes)
      .where(inArray(attributes.id, attributeIds));
    if (found.length !== attributeIds.length) return invalid("attributes");
  }
  const valueIds = input.attributes.flatMap((a) => a.value_ids);
  const values =
    valueIds.length === 0
      ? []
      : await db
          .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
          .from(attributeValues)
          .where(inArray(attributeValues.id, valueIds));
  const attributeOf = new Map(values.map((v) => [v.id, v.attributeId]));
  for (const attribute of input.attributes) {
    if (attribute.value_ids.some((id) => attributeOf.get(id) !== attribute.attribute_id))
      return invalid("value_ids");
  }
  if (input.variants.length > 0 && input.attributes.length === 0) return invalid("variants");
  const combos = new Set<string>();
  for (const variant of input.variants) {
    const fits =
      variant.value_ids.length === input.attributes.length &&
      input.attributes.every((a, i) => a.value_ids.includes(variant.value_ids[i] as number));
    if (!fits) return invalid("variants");
    const key = variant.value_ids.join(",");
    if (combos.has(key)) return invalid("variants");
    combos.add(key);
  }
}

/** Slugs free in their language (and the English one among base slugs); SKUs free everywhere. */
export async function checkUniqueness(db: DbOrTx, input: ProductInputType, productId: number | null) {
  const others = (column: typeof productTranslations.parentId | typeof products.id) =>
    productId === null ? undefined : ne(column, productId);
  const problems: Message[] = [];
  for (const lang of CONSOLE_LANGS) {
    const text = input.translations[lang];
    if (!text) continue;
    const [taken] = await db
      .select({ id: productTranslations.id })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.lang, lang),
          eq(productTranslations.slug, text.slug),
          others(productTranslations.parentId),
        ),
      )
      .limit(1);
    const [base] =
      lang === "en"
        ? await db
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.slug, text.slug), others(products.id)))
            .limit(1)
        : [];
    if (taken || base) problems.push({ key: "console.slug_taken", params: { slug: text.slug, lang } });
  }
  const skus = input.variants.map((v) => v.sku);
  const repeated = skus.filter((sku, i) => skus.indexOf(sku) !== i);
  for (const sku of new Set(repeated)) problems.push({ key: "console.sku_taken", params: { sku } });
  if (skus.length > 0) {
    const taken = await db
      .select({ sku: inventories.sku })
      .from(inventories)
      .where(
        and(
          inArray(inventories.sku, skus),
          productId === null ? undefined : notInArray(inventories.productId, [productId]),
        ),
      );
    for (const row of taken) problems.push({ key: "console.sku_taken", params: { sku: row.sku } });
  }
  if (problems.length > 0) throw new AppError("conflict", problems);
}
