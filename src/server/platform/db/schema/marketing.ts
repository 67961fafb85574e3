import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  at,
  checkIn,
  checkNonNegative,
  createdAt,
  id,
  money,
  sort,
  updatedAt,
  visibility,
} from "./columns.ts";
import { products } from "./catalog.ts";
import { users } from "./identity.ts";
import { translationTable } from "./translations.ts";
import { HOME_SECTIONS } from "../../../../lib/console/home-input.ts";

/** Where a banner or slide leads (its source type); keys as the API names them. */
export interface SourceValue {
  category_ids?: number[];
  sub_category_ids?: number[];
  tags?: number[];
  brand_ids?: number[];
  product_ids?: number[];
}

/** Live while status is 1 and now is between start_time and end_time. */
export const flashSales = pgTable(
  "flash_sales",
  {
    id: id(),
    image: text("image"),
    startTime: at("start_time").notNull(),
    endTime: at("end_time").notNull(),
    status: visibility(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("flash_sales_live_idx").on(t.status, t.startTime, t.endTime),
    index("flash_sales_created_at_idx").on(t.createdAt),
    checkIn("flash_sales_status_check", t.status, [1, 2]),
    check("flash_sales_time_check", sql`${t.endTime} > ${t.startTime}`),
  ],
);
export const flashSaleTranslations = translationTable(
  "flash_sale_translations",
  "flash_sale_id",
  () => flashSales.id,
);

export const flashSaleProducts = pgTable(
  "flash_sale_products",
  {
    id: id(),
    flashSaleId: integer("flash_sale_id")
      .notNull()
      .references(() => flashSales.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The flash price in minor units. */
    price: money("price"),
    /** Units allotted to the sale; remaining = quantity - sold. */
    quantity: integer("quantity").notNull().default(0),
    sold: integer("sold").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("flash_sale_products_sale_product_unique").on(t.flashSaleId, t.productId),
    index("flash_sale_products_product_id_idx").on(t.productId),
    checkNonNegative("flash_sale_products_price_check", t.price),
    checkNonNegative("flash_sale_products_quantity_check", t.quantity),
    checkNonNegative("flash_sale_products_sold_check", t.sold),
  ],
);

/** Types 1–9 are placements (see enums.ts BANNER_TYPE); source types 1–6 say where it links. */
export const banners = pgTable(
  "banners",
  {
    id: id(),
    type: smallint("type").notNull(),
    sourceType: smallint("source_type").notNull().default(6),
    sourceValue: jsonb("source_value").$type<SourceValue>().notNull().default({}),
    url: text("url"),
    image: text("image"),
    status: visibility(),
    closable: boolean("closable").notNull().default(false),
    /** Shown from / until (either open-ended when null), on top of status. */
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("banners_type_status_idx").on(t.type, t.status, t.sort),
    check("banners_type_check", sql`${t.type} between 1 and 9`),
    check("banners_source_type_check", sql`${t.sourceType} between 1 and 6`),
    checkIn("banners_status_check", t.status, [1, 2]),
  ],
);
export const bannerTranslations = translationTable("banner_translations", "banner_id", () => banners.id, {
  subtitle: text("subtitle"),
  buttonText: text("button_text"),
});

export const sliderItems = pgTable(
  "slider_items",
  {
    id: id(),
    image: text("image").notNull(),
    sourceType: smallint("source_type").notNull().default(6),
    sourceValue: jsonb("source_value").$type<SourceValue>().notNull().default({}),
    url: text("url"),
    status: visibility(),
    /** Shown from / until (either open-ended when null), on top of status. */
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [
    index("slider_items_status_sort_idx").on(t.status, t.sort),
    check("slider_items_source_type_check", sql`${t.sourceType} between 1 and 6`),
    checkIn("slider_items_status_check", t.status, [1, 2]),
  ],
);
export const sliderItemTranslations = translationTable(
  "slider_item_translations",
  "slider_item_id",
  () => sliderItems.id,
  { subtitle: text("subtitle"), buttonText: text("button_text") },
);

/** Home page strip (free shipping, secure payment ...): icon plus translated title and subtitle. */
export const siteFeatures = pgTable(
  "site_features",
  {
    id: id(),
    icon: text("icon"),
    status: visibility(),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [checkIn("site_features_status_check", t.status, [1, 2])],
);
export const siteFeatureTranslations = translationTable(
  "site_feature_translations",
  "site_feature_id",
  () => siteFeatures.id,
  { subtitle: text("subtitle") },
);

/** The home page's sections, in the order the shop shows them, each on or off. */
export const homeSections = pgTable(
  "home_sections",
  {
    id: id(),
    key: text("key").notNull(),
    shown: boolean("shown").notNull().default(true),
    sort: sort(),
  },
  (t) => [
    uniqueIndex("home_sections_key_unique").on(t.key),
    checkIn("home_sections_key_check", t.key, HOME_SECTIONS),
  ],
);

/** The home page's "Featured" products, in their order; a hidden product is left out when shown. */
export const homeFeaturedProducts = pgTable(
  "home_featured_products",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sort: sort(),
  },
  (t) => [uniqueIndex("home_featured_products_product_id_unique").on(t.productId)],
);

/** What the console versions: a banner, a static page, the home page's slider and feature boxes. */
export const CONTENT_ENTITIES = ["banner", "page", "home"] as const;

/**
 * Every save of a banner or page keeps one version (who, when, the whole content as the console
 * edits it). The newest unpublished version is the draft; publishing copies a version into the
 * live rows and stamps published_at, so the live content changes only then.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: id(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    publishedAt: at("published_at"),
    publishedBy: integer("published_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("content_versions_entity_idx").on(t.entity, t.entityId, t.id),
    checkIn("content_versions_entity_check", t.entity, CONTENT_ENTITIES),
  ],
);

/**
 * "Rebuild all": one job at a time re-renders every public page in every language into the render
 * cache. At most one is running (the partial unique index): pressing again joins it. A running job
 * whose heartbeat stopped (its process ended) counts as interrupted.
 */
export const rebuildJobs = pgTable(
  "rebuild_jobs",
  {
    id: id(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** running, done, interrupted */
    status: text("status").notNull().default("running"),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    /** The pages that failed: their address and status. */
    errors: jsonb("errors").$type<{ url: string; status: number }[]>().notNull().default([]),
    startedAt: at("started_at").notNull().defaultNow(),
    heartbeatAt: at("heartbeat_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
  },
  (t) => [
    uniqueIndex("rebuild_jobs_one_running_unique")
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
    checkIn("rebuild_jobs_status_check", t.status, ["running", "done", "interrupted"]),
  ],
);
