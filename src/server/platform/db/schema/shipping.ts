import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { checkIn, checkNonNegative, createdAt, id, money, sort, visibility } from "./columns.ts";
import { stores } from "./stores.ts";

/**
 * A store's shipping rule. type 1 location (shipping_places), 2 pickup (pickup_points).
 * price_type 1 flat (minor units), 2 percent of the line's goods. single_price charges once per
 * order and store instead of per line.
 */
export const shippingRules = pgTable(
  "shipping_rules",
  {
    id: id(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    type: smallint("type").notNull().default(1),
    priceType: smallint("price_type").notNull().default(1),
    singlePrice: boolean("single_price").notNull().default(false),
    status: visibility(),
    createdAt: createdAt(),
  },
  (t) => [
    index("shipping_rules_store_id_idx").on(t.storeId),
    checkIn("shipping_rules_type_check", t.type, [1, 2]),
    checkIn("shipping_rules_price_type_check", t.priceType, [1, 2]),
    checkIn("shipping_rules_status_check", t.status, [1, 2]),
  ],
);

/**
 * Where a location rule ships and for how much. Country/state are codes (countries.code, states.code);
 * state null means the whole country. price: minor units (flat) or whole percent (percent rules).
 */
export const shippingPlaces = pgTable(
  "shipping_places",
  {
    id: id(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => shippingRules.id, { onDelete: "cascade" }),
    country: text("country").notNull(),
    state: text("state"),
    price: money("price"),
  },
  (t) => [
    index("shipping_places_rule_id_idx").on(t.ruleId),
    index("shipping_places_country_state_idx").on(t.country, t.state),
    checkNonNegative("shipping_places_price_check", t.price),
  ],
);

export const pickupPoints = pgTable(
  "pickup_points",
  {
    id: id(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => shippingRules.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    price: money("price"),
    status: visibility(),
    sort: sort(),
  },
  (t) => [
    index("pickup_points_rule_id_idx").on(t.ruleId),
    checkNonNegative("pickup_points_price_check", t.price),
    checkIn("pickup_points_status_check", t.status, [1, 2]),
    check("pickup_points_name_check", sql`length(${t.name}) > 0`),
  ],
);
