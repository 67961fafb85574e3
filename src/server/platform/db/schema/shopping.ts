import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { checkIn, createdAt, id, updatedAt } from "./columns.ts";
import { inventories, products } from "./catalog.ts";
import { users } from "./identity.ts";
import { pickupPoints, shippingPlaces } from "./shipping.ts";

const ownedBy = (name: string, userId: AnyPgColumn, guestToken: AnyPgColumn) =>
  check(`${name}_owner_check`, sql`${userId} is not null or ${guestToken} is not null`);

/**
 * One line per (owner, product, variant). The owner is a user, or a guest's user_token until
 * sign-in moves the line to the user. Uniqueness uses coalesce(inventory_id, 0) so a product
 * without variants still has one line: upserts must name that expression in ON CONFLICT.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestToken: text("guest_token"),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    inventoryId: integer("inventory_id").references(() => inventories.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    /** 1 selected for checkout, 2 not. */
    selected: smallint("selected").notNull().default(1),
    /** Chosen delivery: 1 location (shipping_place_id), 2 pickup (pickup_point_id); null until chosen. */
    shippingType: smallint("shipping_type"),
    shippingPlaceId: integer("shipping_place_id").references(() => shippingPlaces.id, {
      onDelete: "set null",
    }),
    pickupPointId: integer("pickup_point_id").references(() => pickupPoints.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cart_items_user_line_unique")
      .on(t.userId, t.productId, sql`coalesce(${t.inventoryId}, 0)`)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("cart_items_guest_line_unique")
      .on(t.guestToken, t.productId, sql`coalesce(${t.inventoryId}, 0)`)
      .where(sql`${t.userId} is null`),
    index("cart_items_product_id_idx").on(t.productId),
    ownedBy("cart_items", t.userId, t.guestToken),
    check("cart_items_quantity_check", sql`${t.quantity} >= 1`),
    checkIn("cart_items_selected_check", t.selected, [1, 2]),
    check("cart_items_shipping_type_check", sql`${t.shippingType} is null or ${t.shippingType} in (1, 2)`),
  ],
);

export const wishlists = pgTable(
  "wishlists",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("wishlists_product_id_idx").on(t.productId),
  ],
);

export const compareLists = pgTable(
  "compare_lists",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("compare_lists_product_id_idx").on(t.productId),
  ],
);

/** country/state hold codes (countries.code, states.code) so shipping places can match them. */
export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestToken: text("guest_token"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    zipCode: text("zip_code").notNull(),
    address: text("address").notNull(),
    address2: text("address2"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Partial: a guest's lookup (user_id is null) must take the guest index, also before the
    // statistics know how many guest rows there are (an index with the nulls scanned them all).
    index("addresses_user_id_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} is not null`),
    index("addresses_guest_token_idx").on(t.guestToken, t.createdAt),
    ownedBy("addresses", t.userId, t.guestToken),
  ],
);
