import { readTogether } from "../../platform/db/reads.ts";
import { eq, inArray } from "drizzle-orm";
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

/** What the database knows of the ids some forms name: read once for the lot. */
export interface ReferenceFacts {
  categories: Set<number>;
  /** Sub-category id -> its category. */
  categoryOfSub: Map<number, number>;
  brands: Set<number>;
  collections: Set<number>;
  tags: Set<number>;
  attributes: Set<number>;
  /** Attribute value id -> its attribute. */
  attributeOfValue: Map<number, number>;
}

const union = (inputs: ProductInputType[], ids: (input: ProductInputType) => (number | null)[]) => [
  ...new Set(inputs.flatMap((input) => ids(input).filter((id): id is number => id !== null))),
];

async function idsIn(
  db: DbOrTx,
  table: typeof categories | typeof brands | typeof collections | typeof tags | typeof attributes,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The facts the reference checks of these forms need, in one query per kind of entry. */
export async function referenceFacts(db: DbOrTx, inputs: ProductInputType[]): Promise<ReferenceFacts> {
  const subIds = union(inputs, (i) => [i.sub_category_id]);
  const valueIds = union(inputs, (i) => i.attributes.flatMap((a) => a.value_ids));
  const [cats, brandIds, collectionIds, tagIds, attributeIds, subs, values] = await readTogether(db, [
    () =>
      idsIn(
        db,
        categories,
        union(inputs, (i) => [i.category_id]),
      ),
    () =>
      idsIn(
        db,
        brands,
        union(inputs, (i) => [i.brand_id]),
      ),
    () =>
      idsIn(
        db,
        collections,
        union(inputs, (i) => i.collection_ids),
      ),
    () =>
      idsIn(
        db,
        tags,
        union(inputs, (i) => i.tag_ids),
      ),
    () =>
      idsIn(
        db,
        attributes,
        union(inputs, (i) => i.attributes.map((a) => a.attribute_id)),
      ),
    () =>
      subIds.length === 0
        ? []
        : db
            .select({ id: subCategories.id, categoryId: subCategories.categoryId })
            .from(subCategories)
            .where(inArray(subCategories.id, subIds)),
    () =>
      valueIds.length === 0
        ? []
        : db
            .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
            .from(attributeValues)
            .where(inArray(attributeValues.id, valueIds)),
  ]);
  return {
    categories: cats,
    categoryOfSub: new Map(subs.map((s) => [s.id, s.categoryId])),
    brands: brandIds,
    collections: collectionIds,
    tags: tagIds,
    attributes: attributeIds,
    attributeOfValue: new Map(values.map((v) => [v.id, v.attributeId])),
  };
}

/** Every id the form names exists and fits (sub-category of the category, values of their attribute). */
export function referenceProblems(facts: ReferenceFacts, input: ProductInputType): Message[] {
  const problems: Message[] = [];
  const invalid = (type: string) => problems.push({ key: "validation.invalid", params: { type } });
  if (!facts.categories.has(input.category_id)) invalid("category_id");
  if (input.sub_category_id !== null && facts.categoryOfSub.get(input.sub_category_id) !== input.category_id)
    invalid("sub_category_id");
  if (input.brand_id !== null && !facts.brands.has(input.brand_id)) invalid("brand_id");
  if (input.collection_ids.some((id) => !facts.collections.has(id))) invalid("collection_ids");
  if (input.tag_ids.some((id) => !facts.tags.has(id))) invalid("tag_ids");
  const variants = variantProblem(facts, input);
  if (variants) invalid(variants);
  return problems;
}

export async function checkReferences(db: DbOrTx, input: ProductInputType): Promise<void> {
  const problems = referenceProblems(await referenceFacts(db, [input]), input);
  if (problems.length > 0) throw new AppError("invalid", problems);
}

/** The field whose attributes or variants do not fit together, if any. */
function variantProblem(facts: ReferenceFacts, input: ProductInputType): string | null {
  const attributeIds = input.attributes.map((a) => a.attribute_id);
  if (new Set(attributeIds).size !== attributeIds.length) return "attributes";
  if (attributeIds.some((id) => !facts.attributes.has(id))) return "attributes";
  for (const attribute of input.attributes) {
    if (attribute.value_ids.some((id) => facts.attributeOfValue.get(id) !== attribute.attribute_id))
      return "value_ids";
  }
  if (input.variants.length > 0 && input.attributes.length === 0) return "variants";
  const combos = new Set<string>();
  for (const variant of input.variants) {
    const fits =
      variant.value_ids.length === input.attributes.length &&
      input.attributes.every((a, i) => a.value_ids.includes(variant.value_ids[i] as number));
    if (!fits) return "variants";
    const key = variant.value_ids.join(",");
    if (combos.has(key)) return "variants";
    combos.add(key);
  }
  return null;
}

/**
 * Who holds the slugs and SKUs some forms want: `<lang>:<slug>` of translations and `base:<slug>`
 * of products' own English address -> product ids; SKU -> its product id.
 */
export interface TakenNames {
  slugs: Map<string, number[]>;
  skus: Map<string, number>;
}

/** The holders of every slug and SKU these forms name, in one query each. */
export async function takenNames(db: DbOrTx, inputs: ProductInputType[]): Promise<TakenNames> {
  const texts = inputs.flatMap((input) =>
    CONSOLE_LANGS.flatMap((lang) => {
      const slug = input.translations[lang]?.slug;
      return slug ? [{ lang, slug }] : [];
    }),
  );
  const english = inputs.map((input) => input.translations.en.slug);
  const skus = inputs.flatMap((input) => input.variants.map((v) => v.sku));
  const [translated, base, variants] = await readTogether(db, [
    () =>
      texts.length === 0
        ? []
        : db
            .select({
              id: productTranslations.parentId,
              lang: productTranslations.lang,
              slug: productTranslations.slug,
            })
            .from(productTranslations)
            .where(inArray(productTranslations.slug, [...new Set(texts.map((t) => t.slug))])),
    () =>
      english.length === 0
        ? []
        : db
            .select({ id: products.id, slug: products.slug })
            .from(products)
            .where(inArray(products.slug, english)),
    () =>
      skus.length === 0
        ? []
        : db
            .select({ sku: inventories.sku, productId: inventories.productId })
            .from(inventories)
            .where(inArray(inventories.sku, skus)),
  ]);
  const slugs = new Map<string, number[]>();
  const hold = (key: string, id: number) => slugs.set(key, [...(slugs.get(key) ?? []), id]);
  for (const row of translated) if (row.slug) hold(`${row.lang}:${row.slug}`, row.id);
  for (const row of base) hold(`base:${row.slug}`, row.id);
  return { slugs, skus: new Map(variants.map((v) => [v.sku, v.productId])) };
}

/** Slugs free in their language (and the English one among base slugs); SKUs free everywhere. */
export function uniquenessProblems(taken: TakenNames, input: ProductInputType, productId: number | null) {
  const heldByOther = (key: string) => (taken.slugs.get(key) ?? []).some((id) => id !== productId);
  const problems: Message[] = [];
  for (const lang of CONSOLE_LANGS) {
    const text = input.translations[lang];
    if (!text) continue;
    if (heldByOther(`${lang}:${text.slug}`) || (lang === "en" && heldByOther(`base:${text.slug}`)))
      problems.push({ key: "console.slug_taken", params: { slug: text.slug, lang } });
  }
  const skus = input.variants.map((v) => v.sku);
  const repeated = skus.filter((sku, i) => skus.indexOf(sku) !== i);
  for (const sku of new Set(repeated)) problems.push({ key: "console.sku_taken", params: { sku } });
  for (const sku of skus) {
    const holder = taken.skus.get(sku);
    if (holder !== undefined && holder !== productId)
      problems.push({ key: "console.sku_taken", params: { sku } });
  }
  return problems;
}

export async function checkUniqueness(db: DbOrTx, input: ProductInputType, productId: number | null) {
  const problems = uniquenessProblems(await takenNames(db, [input]), input, productId);
  if (problems.length > 0) throw new AppError("conflict", problems);
}
