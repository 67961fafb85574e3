import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { checkIn, createdAt, id } from "./columns.ts";
import { STOCK_REASONS, USER_ROLES } from "./enums.ts";
import { users } from "./identity.ts";
import { stores } from "./stores.ts";
import { categories, inventories, products } from "./catalog.ts";
import { orders } from "./orders.ts";

/** A product's former slug (per language, null = the base slug): its old URL answers 301. */
export const productSlugRedirects = pgTable(
  "product_slug_redirects",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lang: text("lang"),
    oldSlug: text("old_slug").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_slug_redirects_product_id_idx").on(t.productId),
    uniqueIndex("product_slug_redirects_unique").on(t.productId, t.oldSlug),
  ],
);

/**
 * Every change of a stock figure: the product's own stock (inventory_id and sku null) or a variant's.
 * The sum of a figure's deltas is how much it moved since the ledger began. The ledger never loses
 * history: a variant a product save removes leaves its movements, with inventory_id null and its
 * SKU in `sku` (console-product-save.ts).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    inventoryId: integer("inventory_id").references(() => inventories.id, { onDelete: "set null" }),
    /** The SKU of the removed variant these movements were of; null while the variant exists. */
    sku: text("sku"),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("stock_movements_product_id_idx").on(t.productId, t.createdAt),
    index("stock_movements_inventory_id_idx").on(t.inventoryId),
    index("stock_movements_order_id_idx").on(t.orderId),
    checkIn("stock_movements_reason_check", t.reason, STOCK_REASONS),
    check("stock_movements_delta_check", sql`${t.delta} <> 0`),
  ],
);

/** Who changed what in the console: one row per write, with each changed field's before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role").notNull(),
    storeId: integer("store_id").references(() => stores.id, { onDelete: "set null" }),
    entity: text("entity").notNull(),
    entityId: integer("entity_id"),
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_actor_id_idx").on(t.actorId, t.createdAt),
    index("audit_log_store_id_idx").on(t.storeId, t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    checkIn("audit_log_actor_role_check", t.actorRole, USER_ROLES),
  ],
);

/** A category's former slug (per language, null = the base slug): its old listing URL answers 301. */
export const categorySlugRedirects = pgTable(
  "category_slug_redirects",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    lang: text("lang"),
    oldSlug: text("old_slug").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("category_slug_redirects_old_slug_unique").on(t.oldSlug)],
);

/**
 * A public path that answers a redirect to another (301 moved, 302 for now): added in the console
 * or when a page's slug changes. Paths are as requested, with their language prefix.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    code: integer("code").notNull().default(301),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("redirects_from_path_unique").on(t.fromPath),
    check("redirects_code_check", sql`${t.code} in (301, 302)`),
    check("redirects_not_itself_check", sql`${t.fromPath} <> ${t.toPath}`),
  ],
);
