import {
  inventories,
  inventoryAttributeValues,
  productAttributes,
  productCollections,
  productImages,
  products,
  productTags,
  productTranslations,
} from "../platform/db/schema/index.ts";
import { COLLECTIONS } from "./content/collections.ts";
import { SEED_LANGS } from "./content/text.ts";
import { slugify } from "./content/titles.ts";
import { allocateIds, insertMany, type Executor } from "./insert.ts";
import type { ProductPicture } from "./pictures.ts";
import { variantLabel, type ProductPlan } from "./plan.ts";
import type { Shops } from "./seed-people.ts";
import type { Taxonomy } from "./seed-taxonomy.ts";

export interface InsertedVariant {
  id: number;
  sku: string;
  label: string;
  price: number;
  quantity: number;
}

export interface InsertedProduct {
  id: number;
  plan: ProductPlan;
  image: string;
  variants: InsertedVariant[];
}

export interface ProductInsertOptions {
  now: Date;
  /** Chance that a product whose sub-category a collection picks joins that collection. */
  collectionChance: number;
  /** Add the id to every slug (the synthetic catalogue repeats titles). */
  idInSlug: boolean;
  /** Product pictures with the colour each shows, front picture of the main colour first. */
  imagesOf(plan: ProductPlan): ProductPicture[];
  random(): number;
}

const COLLECTION_PICKS = COLLECTIONS.map((c) => ({ slug: c.slug, picks: new Set(c.picks) }));

/**
 * Inserts products with everything hanging off them (translations, pictures, tags, collections,
 * attributes, variants) as a few multi-row statements per table.
 */
export async function insertProducts(
  tx: Executor,
  plans: ProductPlan[],
  taxonomy: Taxonomy,
  shops: Shops,
  options: ProductInsertOptions,
): Promise<InsertedProduct[]> {
  const ids = await allocateIds(tx, "products", plans.length);
  const variantCount = plans.reduce((n, p) => n + p.variants.length, 0);
  const variantIds = await allocateIds(tx, "inventories", variantCount);

  const productRows: (typeof products.$inferInsert)[] = [];
  const translationRows: (typeof productTranslations.$inferInsert)[] = [];
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const tagRows: (typeof productTags.$inferInsert)[] = [];
  const collectionRows: (typeof productCollections.$inferInsert)[] = [];
  const attributeRows: (typeof productAttributes.$inferInsert)[] = [];
  const inventoryRows: (typeof inventories.$inferInsert)[] = [];
  const inventoryValueRows: (typeof inventoryAttributeValues.$inferInsert)[] = [];
  const inserted: InsertedProduct[] = [];

  const usedSlugs = new Set<string>();
  /** A slug of `title` no other product has in `lang` (the server refuses a repeat): the id added, or -2, -3 … */
  const slugIn = (lang: string, title: string, id: number): string => {
    const base = slugify(title);
    if (options.idInSlug) return `${base}-${id}`;
    let slug = base;
    for (let n = 2; usedSlugs.has(`${lang} ${slug}`); n++) slug = `${base}-${n}`;
    usedSlugs.add(`${lang} ${slug}`);
    return slug;
  };

  let nextVariant = 0;
  plans.forEach((plan, i) => {
    const id = ids[i];
    const slug = slugIn("en", plan.title.en, id);
    const images = options.imagesOf(plan);
    const createdAt = new Date(options.now.getTime() - plan.ageMinutes * 60_000);
    const code = shops.codes.get(plan.store.slug)!;
    const variants: InsertedVariant[] = plan.variants.map((v) => {
      const variantId = variantIds[nextVariant++];
      const sku = `${code}-${id}-${v.size ?? "OS"}-${v.colour.key.toUpperCase()}`;
      inventoryRows.push({
        id: variantId,
        productId: id,
        sku,
        price: v.price,
        quantity: v.quantity,
        createdAt,
      });
      if (plan.sizeAttribute && v.size) {
        inventoryValueRows.push({
          inventoryId: variantId,
          attributeValueId: taxonomy.values.get(`${plan.sizeAttribute}:${v.size.toLowerCase()}`)!,
        });
      }
      inventoryValueRows.push({
        inventoryId: variantId,
        attributeValueId: taxonomy.values.get(`colour:${v.colour.key}`)!,
      });
      return { id: variantId, sku, label: variantLabel(v), price: v.price, quantity: v.quantity };
    });

    productRows.push({
      id,
      storeId: shops.ids.get(plan.store.slug)!,
      categoryId: taxonomy.categories.get(plan.category.slug)!,
      subCategoryId: taxonomy.subCategories.get(plan.sub.slug)!,
      brandId: plan.brandSlug ? taxonomy.brands.get(plan.brandSlug)! : null,
      slug,
      image: images[0].image,
      selling: plan.selling,
      offered: plan.offered,
      stock: variants.reduce((n, v) => n + v.quantity, 0),
      sku: `${code}-${id}`,
      soldCount: plan.soldCount,
      refundable: plan.refundable,
      warranty: plan.warrantyFlag,
      mindChange: plan.mindChange,
      freeShipping: plan.freeShipping,
      featured: plan.featured,
      createdAt,
      updatedAt: createdAt,
    });
    for (const lang of SEED_LANGS) {
      translationRows.push({
        parentId: id,
        lang,
        title: plan.title[lang],
        slug: lang === "en" ? slug : slugIn(lang, plan.title[lang], id),
        description: plan.description[lang],
        shortDescription: plan.short[lang],
        warranty: plan.warranty ? plan.warranty[lang] : null,
      });
    }
    // Each colour's pictures are tied to its value, so the product page shows them when it is chosen.
    images.forEach(({ image, colour }, sort) =>
      imageRows.push({
        productId: id,
        image,
        sort,
        attributeValueId: taxonomy.values.get(`colour:${colour}`)!,
      }),
    );
    for (const tag of plan.tags) tagRows.push({ productId: id, tagId: taxonomy.tags.get(tag)! });
    for (const c of COLLECTION_PICKS) {
      if (c.picks.has(plan.sub.slug) && options.random() < options.collectionChance) {
        collectionRows.push({ productId: id, collectionId: taxonomy.collections.get(c.slug)! });
      }
    }
    if (plan.sizeAttribute) {
      attributeRows.push({
        productId: id,
        attributeId: taxonomy.attributes.get(plan.sizeAttribute)!,
        required: true,
        sort: 0,
      });
    }
    attributeRows.push({
      productId: id,
      attributeId: taxonomy.attributes.get("colour")!,
      required: true,
      sort: 1,
    });
    inserted.push({ id, plan, image: images[0].image, variants });
  });

  await insertMany(tx, products, productRows);
  await insertMany(tx, productTranslations, translationRows);
  await insertMany(tx, productImages, imageRows);
  await insertMany(tx, productTags, tagRows);
  await insertMany(tx, productCollections, collectionRows);
  await insertMany(tx, productAttributes, attributeRows);
  await insertMany(tx, inventories, inventoryRows);
  await insertMany(tx, inventoryAttributeValues, inventoryValueRows);
  return inserted;
}
