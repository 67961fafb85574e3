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
import { same } from "./content/text.ts";
import type { Executor } from "./insert.ts";
import { monogram, type Pictures } from "./pictures.ts";
import type { SizeAttribute } from "./plan.ts";
import { insertTranslated, named } from "./translated.ts";

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
  const categoryIds = await insertTranslated(
    tx,
    categories,
    categoryTranslations,
    CATEGORIES,
    (c, i) => ({ slug: c.slug, image: art.categories[i], featured: c.featured, inFooter: i < 6, sort: i }),
    (c) => named(c.name),
  );
  const subs = CATEGORIES.flatMap((c, i) => c.subs.map((sub, j) => ({ sub, i, j })));
  const subIds = await insertTranslated(
    tx,
    subCategories,
    subCategoryTranslations,
    subs,
    ({ sub, i, j }) => ({
      categoryId: categoryIds[i],
      slug: sub.slug,
      image: art.subCategories[i][j],
      featured: j === 0,
      sort: j,
    }),
    ({ sub }) => named(sub.name, sub.about),
  );
  const brandIds = await insertTranslated(
    tx,
    brands,
    brandTranslations,
    BRANDS,
    (b, i) => ({ slug: b.slug, image: art.brands[i], featured: b.featured, sort: i }),
    (b) => named(b.name),
  );
  const collectionIds = await insertTranslated(
    tx,
    collections,
    collectionTranslations,
    COLLECTIONS,
    (c, i) => ({ slug: c.slug, image: art.collections[i], featured: i < 4, sort: i }),
    (c) => named(c.name, c.about),
  );
  const tagIds = await insertTranslated(
    tx,
    tags,
    tagTranslations,
    TAGS,
    (t) => ({ slug: t.slug }),
    (t) => named(t.name),
  );

  const attributeSlugs = ["size", "length", "shoe-size", "age", "colour"] as const;
  const attributeIds = await insertTranslated(
    tx,
    attributes,
    attributeTranslations,
    attributeSlugs,
    (slug, i) => ({ slug, sort: i }),
    (slug) => ({ title: ATTRIBUTE_NAMES[slug] }),
  );
  const attributeId = new Map(attributeSlugs.map((slug, i) => [slug, attributeIds[i]]));
  const sizeLists: [SizeAttribute, readonly string[]][] = [
    ["size", SIZE_VALUES.letter],
    ["length", SIZE_VALUES.length],
    ["shoe-size", SIZE_VALUES.shoe],
    ["age", SIZE_VALUES.age],
  ];
  const valueRows = [
    ...sizeLists.flatMap(([attr, list]) =>
      list.map((value, i) => ({
        key: `${attr}:${value.toLowerCase()}`,
        attributeId: attributeId.get(attr)!,
        slug: value.toLowerCase(),
        color: null as string | null,
        sort: i,
        title: same(value),
      })),
    ),
    ...COLOURS.map((c, i) => ({
      key: `colour:${c.key}`,
      attributeId: attributeId.get("colour")!,
      slug: c.key,
      color: c.hex,
      sort: i,
      title: c.name,
    })),
  ];
  const valueIds = await insertTranslated(
    tx,
    attributeValues,
    attributeValueTranslations,
    valueRows,
    ({ attributeId, slug, color, sort }) => ({ attributeId, slug, color, sort }),
    (v) => ({ title: v.title }),
  );

  return {
    categories: new Map(CATEGORIES.map((c, i) => [c.slug, categoryIds[i]])),
    subCategories: new Map(subs.map(({ sub }, i) => [sub.slug, subIds[i]])),
    brands: new Map(BRANDS.map((b, i) => [b.slug, brandIds[i]])),
    collections: new Map(COLLECTIONS.map((c, i) => [c.slug, collectionIds[i]])),
    tags: new Map(TAGS.map((t, i) => [t.slug, tagIds[i]])),
    attributes: attributeId,
    values: new Map(valueRows.map((v, i) => [v.key, valueIds[i]])),
  };
}
