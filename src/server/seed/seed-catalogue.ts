import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  collections,
  collectionTranslations,
  inventories,
  inventoryAttributeValues,
  productAttributes,
  productCollections,
  productImages,
  products,
  productTags,
  productTranslations,
  subCategories,
  subCategoryTranslations,
  tags,
  tagTranslations,
} from "../platform/db/schema/index.ts";
import { BRANDS } from "./content/brands.ts";
import { CATEGORIES, type Silhouette } from "./content/categories.ts";
import { COLLECTIONS, TAGS } from "./content/collections.ts";
import { COLOURS } from "./content/materials.ts";
import { ATTRIBUTE_NAMES, SIZE_VALUES } from "./content/site.ts";
import { SEED_LANGS, mapText, same } from "./content/text.ts";
import { slugify } from "./content/titles.ts";
import { allocateIds, insertMany, insertReturningIds, type Executor } from "./insert.ts";
import { monogram, type Pictures } from "./pictures.ts";
import { variantLabel, type ProductPlan, type SizeAttribute } from "./plan.ts";
import type { Shops } from "./seed-people.ts";
import { translations } from "./seed-site.ts";

/** Ids of the catalogue's fixed parts, by slug. */
export interface Taxonomy {
  categories: Map<string, number>;
  subCategories: Map<string, number>;
  brands: Map<string, number>;
  collections: Map<string, number>;
  tags: Map<string, number>;
  attributes: Map<SizeAttribute | "colour", number>;
  /** `${attribute slug}:${value slug}` → attribute value id. */
  values: Map<string, number>;
}

export interface TaxonomyArt {
  categories: string[];
  subCategories: string[][];
  brands: string[];
  collections: string[];
}

const TILE_COLOURS = [
  "#7a5c3e",
  "#9b4f5f",
  "#2f4858",
  "#b07d48",
  "#5b6e5d",
  "#4a4063",
  "#6e2232",
  "#3d5a80",
  "#386641",
  "#6f4518",
  "#1d6a51",
  "#283618",
  "#e07a5f",
  "#1b7f79",
  "#8e6c88",
];

export async function drawTaxonomy(pics: Pictures): Promise<TaxonomyArt> {
  const subSilhouette = (slug: string): Silhouette =>
    CATEGORIES.flatMap((c) => c.subs).find((s) => s.slug === slug)?.silhouette ?? "abaya";
  const [cats, subs, brandLogos, covers] = await Promise.all([
    Promise.all(
      CATEGORIES.map((c, i) =>
        pics.tile(`category-${c.slug}`, c.subs[0].silhouette, TILE_COLOURS[i % TILE_COLOURS.length]),
      ),
    ),
    Promise.all(
      CATEGORIES.map((c, i) =>
        Promise.all(
          c.subs.map((s, j) =>
            pics.tile(`sub-${s.slug}`, s.silhouette, TILE_COLOURS[(i + j + 3) % TILE_COLOURS.length], 400),
          ),
        ),
      ),
    ),
    Promise.all(BRANDS.map((b) => pics.brandLogo(b.slug, b.hex, monogram(b.name.en)))),
    Promise.all(
      COLLECTIONS.map((c, i) =>
        pics.collection(
          c.slug,
          c.picks.slice(0, 3).map(subSilhouette),
          [
            COLOURS[(i * 3) % COLOURS.length].hex,
            COLOURS[(i * 3 + 5) % COLOURS.length].hex,
            COLOURS[(i * 3 + 9) % COLOURS.length].hex,
          ],
          "#f1ece4",
        ),
      ),
    ),
  ]);
  return { categories: cats, subCategories: subs, brands: brandLogos, collections: covers };
}

/** Categories, sub-categories, brands, collections, tags and the variant attributes, all translated. */
export async function seedTaxonomy(tx: Executor, art: TaxonomyArt): Promise<Taxonomy> {
  const categoryIds = await insertReturningIds(
    tx,
    categories,
    "categories",
    CATEGORIES.map((c, i) => ({
      slug: c.slug,
      image: art.categories[i],
      featured: c.featured,
      inFooter: i < 6,
      sort: i,
    })),
  );
  await insertMany(
    tx,
    categoryTranslations,
    CATEGORIES.flatMap((c, i) =>
      translations(categoryIds[i], { title: c.name, slug: mapText(c.name, slugify) }),
    ),
  );

  const subRows = CATEGORIES.flatMap((c, i) =>
    c.subs.map((s, j) => ({
      categoryId: categoryIds[i],
      slug: s.slug,
      image: art.subCategories[i][j],
      featured: j === 0,
      sort: j,
    })),
  );
  const subIds = await insertReturningIds(tx, subCategories, "sub_categories", subRows);
  const subs = CATEGORIES.flatMap((c) => c.subs);
  await insertMany(
    tx,
    subCategoryTranslations,
    subs.flatMap((s, i) =>
      translations(subIds[i], { title: s.name, slug: mapText(s.name, slugify), description: s.about }),
    ),
  );

  const brandIds = await insertReturningIds(
    tx,
    brands,
    "brands",
    BRANDS.map((b, i) => ({ slug: b.slug, image: art.brands[i], featured: b.featured, sort: i })),
  );
  await insertMany(
    tx,
    brandTranslations,
    BRANDS.flatMap((b, i) => translations(brandIds[i], { title: b.name, slug: mapText(b.name, slugify) })),
  );

  const collectionIds = await insertReturningIds(
    tx,
    collections,
    "collections",
    COLLECTIONS.map((c, i) => ({ slug: c.slug, image: art.collections[i], featured: i < 4, sort: i })),
  );
  await insertMany(
    tx,
    collectionTranslations,
    COLLECTIONS.flatMap((c, i) =>
      translations(collectionIds[i], { title: c.name, slug: mapText(c.name, slugify), description: c.about }),
    ),
  );

  const tagIds = await insertReturningIds(
    tx,
    tags,
    "tags",
    TAGS.map((t) => ({ slug: t.slug })),
  );
  await insertMany(
    tx,
    tagTranslations,
    TAGS.flatMap((t, i) => translations(tagIds[i], { title: t.name, slug: mapText(t.name, slugify) })),
  );

  const attributeSlugs = ["size", "length", "shoe-size", "age", "colour"] as const;
  const attributeIds = await insertReturningIds(
    tx,
    attributes,
    "attributes",
    attributeSlugs.map((slug, i) => ({ slug, sort: i })),
  );
  await insertMany(
    tx,
    attributeTranslations,
    attributeSlugs.flatMap((slug, i) => translations(attributeIds[i], { title: ATTRIBUTE_NAMES[slug] })),
  );
  const attributeId = new Map(attributeSlugs.map((slug, i) => [slug, attributeIds[i]]));
  const valueRows: {
    key: string;
    attributeId: number;
    slug: string;
    color: string | null;
    sort: number;
    title: ReturnType<typeof same>;
  }[] = [];
  const sizeLists: [SizeAttribute, readonly string[]][] = [
    ["size", SIZE_VALUES.letter],
    ["length", SIZE_VALUES.length],
    ["shoe-size", SIZE_VALUES.shoe],
    ["age", SIZE_VALUES.age],
  ];
  for (const [attr, list] of sizeLists) {
    list.forEach((value, i) =>
      valueRows.push({
        key: `${attr}:${value.toLowerCase()}`,
        attributeId: attributeId.get(attr)!,
        slug: value.toLowerCase(),
        color: null,
        sort: i,
        title: same(value),
      }),
    );
  }
  COLOURS.forEach((c, i) =>
    valueRows.push({
      key: `colour:${c.key}`,
      attributeId: attributeId.get("colour")!,
      slug: c.key,
      color: c.hex,
      sort: i,
      title: c.name,
    }),
  );
  const valueIds = await insertReturningIds(
    tx,
    attributeValues,
    "attribute_values",
    valueRows.map(({ attributeId, slug, color, sort }) => ({ attributeId, slug, color, sort })),
  );
  await insertMany(
    tx,
    attributeValueTranslations,
    valueRows.flatMap((v, i) => translations(valueIds[i], { title: v.title })),
  );

  return {
    categories: new Map(CATEGORIES.map((c, i) => [c.slug, categoryIds[i]])),
    subCategories: new Map(subs.map((s, i) => [s.slug, subIds[i]])),
    brands: new Map(BRANDS.map((b, i) => [b.slug, brandIds[i]])),
    collections: new Map(COLLECTIONS.map((c, i) => [c.slug, collectionIds[i]])),
    tags: new Map(TAGS.map((t, i) => [t.slug, tagIds[i]])),
    attributes: attributeId,
    values: new Map(valueRows.map((v, i) => [v.key, valueIds[i]])),
  };
}

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
  /** Product picture URLs, front picture first. */
  imagesOf(plan: ProductPlan): string[];
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
  usedSlugs: Set<string>,
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

  let nextVariant = 0;
  plans.forEach((plan, i) => {
    const id = ids[i];
    let slug = slugify(plan.title.en);
    if (options.idInSlug) slug = `${slug}-${id}`;
    else {
      const base = slug;
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
    }
    usedSlugs.add(slug);
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
      image: images[0],
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
        slug: lang === "en" ? slug : slugify(plan.title[lang]),
        description: plan.description[lang],
        shortDescription: plan.short[lang],
        warranty: plan.warranty ? plan.warranty[lang] : null,
      });
    }
    images.forEach((image, sort) => imageRows.push({ productId: id, image, sort }));
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
    inserted.push({ id, plan, image: images[0], variants });
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
