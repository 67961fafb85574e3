import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";

/**
 * How many public products each store has per category, sub-category and brand (0: none), kept by
 * triggers on products (migration 0009). A listing narrowed by nothing else than these counts its
 * products by adding a few of these rows (joined to the stores that are listed), not by reading
 * every product: the count of a whole catalogue costs the same at 10k and 100k products.
 */
export const publicProductCounts = pgTable(
  "public_product_counts",
  {
    storeId: integer("store_id").notNull(),
    categoryId: integer("category_id").notNull(),
    subCategoryId: integer("sub_category_id").notNull(),
    brandId: integer("brand_id").notNull(),
    products: integer("products").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId, t.subCategoryId, t.brandId] })],
);
