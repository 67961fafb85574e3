import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { env } from "../env.ts";
import { openDatabase, type Database } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import {
  categories,
  categoryTranslations,
  inventories,
  products,
  productTranslations,
  stores,
  users,
} from "./schema/index.ts";

const EXPECTED_TABLES = [
  "users",
  "sessions",
  "pending_signups",
  "one_time_codes",
  "oauth_accounts",
  "stores",
  "seller_applications",
  "store_follows",
  "categories",
  "category_translations",
  "sub_categories",
  "sub_category_translations",
  "brands",
  "brand_translations",
  "collections",
  "collection_translations",
  "tags",
  "tag_translations",
  "products",
  "product_translations",
  "product_images",
  "product_tags",
  "product_collections",
  "bundle_deals",
  "attributes",
  "attribute_translations",
  "attribute_values",
  "attribute_value_translations",
  "product_attributes",
  "inventories",
  "inventory_attribute_values",
  "flash_sales",
  "flash_sale_translations",
  "flash_sale_products",
  "banners",
  "banner_translations",
  "slider_items",
  "slider_item_translations",
  "site_features",
  "site_feature_translations",
  "settings",
  "site_settings",
  "site_setting_translations",
  "links",
  "link_translations",
  "social_links",
  "languages",
  "custom_scripts",
  "payment_methods",
  "countries",
  "states",
  "pages",
  "page_translations",
  "shipping_rules",
  "shipping_places",
  "pickup_points",
  "vouchers",
  "cart_items",
  "wishlists",
  "compare_lists",
  "addresses",
  "orders",
  "order_items",
  "order_status_history",
  "payment_transactions",
  "payment_events",
  "bank_transfers",
  "cancellations",
  "voucher_uses",
  "reviews",
  "review_images",
  "contact_messages",
  "newsletter_subscribers",
];

/** Drops the throw-away database once the closed pool's connections have really gone. */
async function dropWhenReleased(
  admin: { query(text: string): Promise<unknown> },
  name: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Both drivers answer execute() with `{ rows }`; the shared Db type leaves the result unknown. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The constraint that refused the statement, from either driver's error shape. */
async function violatedConstraint(action: Promise<unknown>): Promise<string | undefined> {
  try {
    await action;
  } catch (error) {
    let e: unknown = error;
    while (e && typeof e === "object") {
      const constraint = (e as { constraint?: string }).constraint;
      if (constraint) return constraint;
      e = (e as { cause?: unknown }).cause;
    }
    throw error;
  }
  return undefined;
}

function describeSchemaOn(
  name: string,
  open: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`database schema on ${name}`, () => {
    let database: Database;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ database, dispose } = await open());
      await migrateDatabase(database);
    }, 120_000);

    afterAll(async () => {
      await dispose?.();
    });

    it("creates every table of the data model", async () => {
      const result = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const present = new Set(rowsOf<{ table_name: string }>(result).map((row) => row.table_name));
      expect(EXPECTED_TABLES.filter((table) => !present.has(table))).toEqual([]);
    });

    it("installs trigram and accent-folding search extensions", async () => {
      const result = await database.db.execute(sql`select extname from pg_extension`);
      const names = rowsOf<{ extname: string }>(result).map((row) => row.extname);
      expect(names).toEqual(expect.arrayContaining(["pg_trgm", "unaccent"]));
    });

    it("applying the migrations again changes nothing", async () => {
      await expect(migrateDatabase(database)).resolves.toBeUndefined();
    });

    it("refuses stock below zero so an order can never oversell", async () => {
      const db = database.db;
      const [owner] = await db
        .insert(users)
        .values({
          name: "Seller",
          email: `seller-${randomBytes(4).toString("hex")}@example.test`,
          role: "seller",
        })
        .returning();
      const [store] = await db
        .insert(stores)
        .values({ ownerId: owner.id, name: "Store", slug: `store-${owner.id}`, approvalStatus: "approved" })
        .returning();
      const [category] = await db
        .insert(categories)
        .values({ slug: `category-${owner.id}` })
        .returning();
      const [product] = await db
        .insert(products)
        .values({
          storeId: store.id,
          categoryId: category.id,
          slug: `product-${owner.id}`,
          selling: 1999,
          stock: 1,
        })
        .returning();
      const [variant] = await db
        .insert(inventories)
        .values({ productId: product.id, sku: `sku-${owner.id}`, quantity: 1 })
        .returning();

      expect(
        await violatedConstraint(
          db
            .update(products)
            .set({ stock: sql`${products.stock} - 2` })
            .where(sql`${products.id} = ${product.id}`),
        ),
      ).toBe("products_stock_check");
      expect(
        await violatedConstraint(
          db
            .update(inventories)
            .set({ quantity: -1 })
            .where(sql`${inventories.id} = ${variant.id}`),
        ),
      ).toBe("inventories_quantity_check");
    });

    it("keeps one translation per language and reads it back by language", async () => {
      const db = database.db;
      const [category] = await db.insert(categories).values({ slug: "abayas-relations" }).returning();
      await db.insert(categoryTranslations).values([
        { parentId: category.id, lang: "en", title: "Abayas" },
        { parentId: category.id, lang: "ar", title: "عبايات" },
      ]);
      expect(
        await violatedConstraint(
          db.insert(categoryTranslations).values({ parentId: category.id, lang: "en", title: "Again" }),
        ),
      ).toBe("category_translations_parent_lang_unique");
      const found = await db
        .select({ title: categoryTranslations.title })
        .from(categoryTranslations)
        .where(sql`${categoryTranslations.parentId} = ${category.id}`)
        .orderBy(categoryTranslations.lang);
      expect(found.map((t) => t.title)).toEqual(["عبايات", "Abayas"]);
    });

    it("finds a product title by its stemmed words in the row's language", async () => {
      const db = database.db;
      const [owner] = await db
        .insert(users)
        .values({ name: "S", email: "search-owner@example.test" })
        .returning();
      const [store] = await db
        .insert(stores)
        .values({ ownerId: owner.id, name: "S", slug: "search-store" })
        .returning();
      const [category] = await db.insert(categories).values({ slug: "search-category" }).returning();
      const [product] = await db
        .insert(products)
        .values({ storeId: store.id, categoryId: category.id, slug: "search-product", selling: 100 })
        .returning();
      await db.insert(productTranslations).values([
        { parentId: product.id, lang: "en", title: "Flowing linen dresses" },
        { parentId: product.id, lang: "fr", title: "Robes en lin fluides" },
      ]);
      const result = await db.execute(
        sql`select lang from product_translations where search @@ websearch_to_tsquery('english', 'dress') order by lang`,
      );
      expect(rowsOf<{ lang: string }>(result).map((row) => row.lang)).toEqual(["en"]);
    });

    it("treats e-mail addresses as unique whatever their case", async () => {
      await database.db.insert(users).values({ name: "A", email: "same@example.test" });
      expect(
        await violatedConstraint(database.db.insert(users).values({ name: "B", email: "SAME@example.test" })),
      ).toBe("users_email_lower_unique");
    });
  });
}

describeSchemaOn("PGlite", async () => {
  const database = await openDatabase("memory://");
  return { database, dispose: () => database.close() };
});

const serverUrl = env.TEST_DATABASE_URL;
if (serverUrl) {
  describeSchemaOn("PostgreSQL", async () => {
    const { Client } = await import("pg");
    const name = `schema_test_${randomBytes(6).toString("hex")}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase(url.toString());
    return {
      database,
      async dispose() {
        await database.close();
        await dropWhenReleased(admin, name);
        await admin.end();
      },
    };
  });
}
