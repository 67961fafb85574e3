import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  checkIn,
  checkNonNegative,
  createdAt,
  id,
  lang,
  money,
  sort,
  tsvector,
  updatedAt,
  visibility,
} from "./columns.ts";
import { stores } from "./stores.ts";
import { PRODUCT_STATES } from "./enums.ts";
import { folded } from "../trigram.ts";
import { translationTable } from "./translations.ts";

/** Base rows hold what does not change with the language; text lives in the *_translations tables. */

export const categories = pgTable(
  "categories",
  {
    id: id(),
    slug: text("slug").notNull(),
    image: text("image"),
    icon: text("icon"),
    status: visibility(),
    featured: boolean("featured").notNull().default(false),
    inFooter: boolean("in_footer").notNull().default(false),
    sort: sort(),
    /** The shop's cut of this category's lines in percent, over the shop's default; a store's own rate wins. */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2, mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("categories_slug_unique").on(t.slug),
    check("categories_commission_percent_check", sql`${t.commissionPercent} between 0 and 100`),
    index("categories_status_sort_idx").on(t.status, t.sort),
    checkIn("categories_status_check", t.status, [1, 2]),
  ],
);
export const categoryTranslations = translationTable(
  "category_translations",
  "category_id",
  () => categories.id,
);

export const subCategories = pgTable(
  "sub_categories",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    image: text("image"),
    status: visibility(),
    featured: boolean("featured").notNull().default(false),
    inFooter: boolean("in_footer").notNull().default(false),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sub_categories_slug_unique").on(t.slug),
    index("sub_categories_category_id_idx").on(t.categoryId, t.sort),
    checkIn("sub_categories_status_check", t.status, [1, 2]),
  ],
);
export const subCategoryTranslations = translationTable(
  "sub_category_translations",
  "sub_category_id",
  () => subCategories.id,
);

export const brands = pgTable(
  "brands",
  {
    id: id(),
    slug: text("slug").notNull(),
    image: text("image"),
    status: visibility(),
    featured: boolean("featured").notNull().default(false),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("brands_slug_unique").on(t.slug),
    index("brands_created_at_idx").on(t.createdAt),
    checkIn("brands_status_check", t.status, [1, 2]),
  ],
);
export const brandTranslations = translationTable("brand_translations", "brand_id", () => brands.id);

export const collections = pgTable(
  "collections",
  {
    id: id(),
    slug: text("slug").notNull(),
    image: text("image"),
    status: visibility(),
    featured: boolean("featured").notNull().default(false),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("collections_slug_unique").on(t.slug),
    checkIn("collections_status_check", t.status, [1, 2]),
  ],
);
export const collectionTranslations = translationTable(
  "collection_translations",
  "collection_id",
  () => collections.id,
);

export const tags = pgTable(
  "tags",
  {
    id: id(),
    slug: text("slug").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tags_slug_unique").on(t.slug)],
);
export const tagTranslations = translationTable("tag_translations", "tag_id", () => tags.id);

/**
 * A product. `stock` counts units of a product without variants; with variants the inventories
 * rows hold the stock. Prices are integer minor units; `offered` 0 means no offer.
 */
export const products = pgTable(
  "products",
  {
    id: id(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    subCategoryId: integer("sub_category_id").references(() => subCategories.id, { onDelete: "set null" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    image: text("image"),
    selling: money("selling"),
    offered: money("offered"),
    stock: integer("stock").notNull().default(0),
    sku: text("sku"),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    soldCount: integer("sold_count").notNull().default(0),
    refundable: boolean("refundable").notNull().default(false),
    /** Whether a warranty applies; its wording is product_translations.warranty. */
    warranty: boolean("warranty").notNull().default(false),
    /** Returns accepted for a change of mind. */
    mindChange: boolean("mind_change").notNull().default(false),
    freeShipping: boolean("free_shipping").notNull().default(false),
    status: visibility(),
    /** Where the product is in the console's workflow; `status` is 1 exactly when it is published. */
    state: text("state").notNull().default("published"),
    rejectionReason: text("rejection_reason"),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_slug_unique").on(t.slug),
    index("products_store_id_updated_at_idx").on(t.storeId, t.updatedAt),
    checkIn("products_state_check", t.state, PRODUCT_STATES),
    index("products_store_id_idx").on(t.storeId, t.createdAt),
    // Listings, newest first: rows come in page order with their visibility and the store the
    // visibility check needs, so a deep page skips index entries instead of reading the shop's
    // visible products newest first and dropping other categories' (100k products, a category's
    // page 101: 29,600 table rows read before, 3,030 index entries now).
    index("products_category_id_idx").on(t.categoryId, t.status, t.createdAt, t.id, t.storeId),
    index("products_sub_category_id_idx").on(t.subCategoryId, t.status, t.createdAt, t.id, t.storeId),
    index("products_brand_id_idx").on(t.brandId, t.status, t.createdAt, t.id, t.storeId),
    index("products_created_at_idx").on(t.createdAt),
    index("products_status_created_at_idx").on(t.status, t.createdAt, t.id, t.storeId),
    checkIn("products_status_check", t.status, [1, 2]),
    checkNonNegative("products_selling_check", t.selling),
    checkNonNegative("products_offered_check", t.offered),
    // Never oversell: a conditional decrement that would go below zero is refused by the database too.
    check("products_stock_check", sql`${t.stock} >= 0`),
    check("products_rating_check", sql`${t.rating} between 0 and 5`),
    checkNonNegative("products_review_count_check", t.reviewCount),
    checkNonNegative("products_sold_count_check", t.soldCount),
  ],
);
/** Full-text configuration per UI language; other languages index with 'simple'. */
const SEARCH_CONFIG = sql.raw(
  `case "lang" when 'en' then 'english'::regconfig when 'fr' then 'french'::regconfig ` +
    `when 'ar' then 'arabic'::regconfig when 'hi' then 'hindi'::regconfig ` +
    `when 'tr' then 'turkish'::regconfig else 'simple'::regconfig end`,
);

/**
 * Same shape as every translationTable, written out to add `search`: a tsvector the database keeps
 * up to date from the title (weight A) and descriptions (weight B) in the row's own language.
 */
export const productTranslations = pgTable(
  "product_translations",
  {
    id: id(),
    parentId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lang: lang(),
    title: text("title").notNull(),
    slug: text("slug"),
    description: text("description"),
    shortDescription: text("short_description"),
    warranty: text("warranty"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector(${SEARCH_CONFIG}, coalesce("title", '')), 'A') || setweight(to_tsvector(${SEARCH_CONFIG}, coalesce("short_description", '') || ' ' || coalesce("description", '')), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex("product_translations_parent_lang_unique").on(t.parentId, t.lang),
    index("product_translations_lang_idx").on(t.lang),
    // Titles starting with a search query, found in a few steps at any catalogue size (text_pattern_ops serves LIKE 'q%').
    index("product_translations_folded_title_prefix_idx").using(
      "btree",
      sql`${folded(t.title)} text_pattern_ops`,
    ),
    index("product_translations_search_idx").using("gin", t.search),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    image: text("image").notNull(),
    sort: sort(),
    /** The colour (an attribute value) this picture shows; null: shown whatever the shopper picks. */
    attributeValueId: integer("attribute_value_id").references(() => attributeValues.id, {
      onDelete: "set null",
    }),
    /** Alternative text per language (en, fr, ...); a missing language falls back to English. */
    alt: jsonb("alt").$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index("product_images_product_id_idx").on(t.productId, t.sort)],
);

export const productTags = pgTable(
  "product_tags",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag_id_idx").on(t.tagId)],
);

export const productCollections = pgTable(
  "product_collections",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.collectionId] }),
    index("product_collections_collection_id_idx").on(t.collectionId),
  ],
);

/** "Buy N, get M free", once per cart line (BUSINESS-RULES "Bundle deal"). */
export const bundleDeals = pgTable(
  "bundle_deals",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyQuantity: integer("buy_quantity").notNull(),
    freeQuantity: integer("free_quantity").notNull(),
    status: visibility(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bundle_deals_product_id_unique").on(t.productId),
    check("bundle_deals_buy_quantity_check", sql`${t.buyQuantity} >= 1`),
    check("bundle_deals_free_quantity_check", sql`${t.freeQuantity} >= 1`),
    checkIn("bundle_deals_status_check", t.status, [1, 2]),
  ],
);

/** A variant dimension such as Size or Colour. */
export const attributes = pgTable(
  "attributes",
  {
    id: id(),
    slug: text("slug").notNull(),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("attributes_slug_unique").on(t.slug)],
);
export const attributeTranslations = translationTable(
  "attribute_translations",
  "attribute_id",
  () => attributes.id,
);

export const attributeValues = pgTable(
  "attribute_values",
  {
    id: id(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /** Swatch colour (#rrggbb) for colour values. */
    color: text("color"),
    sort: sort(),
  },
  (t) => [uniqueIndex("attribute_values_attribute_slug_unique").on(t.attributeId, t.slug)],
);
export const attributeValueTranslations = translationTable(
  "attribute_value_translations",
  "attribute_value_id",
  () => attributeValues.id,
);

/** Which attributes a product varies by, and whether the shopper must choose them. */
export const productAttributes = pgTable(
  "product_attributes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    required: boolean("required").notNull().default(true),
    sort: sort(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index("product_attributes_attribute_id_idx").on(t.attributeId),
  ],
);

/** A variant: one combination of attribute values (e.g. M × Black) with its own price and stock. */
export const inventories = pgTable(
  "inventories",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    /** 0 means "use the product's price" (a variant's own price wins when set). */
    price: money("price"),
    quantity: integer("quantity").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("inventories_sku_unique").on(t.sku),
    index("inventories_product_id_idx").on(t.productId),
    checkNonNegative("inventories_price_check", t.price),
    // Never oversell.
    check("inventories_quantity_check", sql`${t.quantity} >= 0`),
  ],
);

export const inventoryAttributeValues = pgTable(
  "inventory_attribute_values",
  {
    inventoryId: integer("inventory_id")
      .notNull()
      .references(() => inventories.id, { onDelete: "cascade" }),
    attributeValueId: integer("attribute_value_id")
      .notNull()
      .references(() => attributeValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.inventoryId, t.attributeValueId] }),
    index("inventory_attribute_values_value_id_idx").on(t.attributeValueId),
  ],
);
