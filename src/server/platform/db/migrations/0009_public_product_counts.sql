-- public_product_counts: public products per store, category, sub-category and brand, so listings count without reading every product (src/server/catalog/listing-count.ts).
CREATE TABLE "public_product_counts" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "public_product_counts_store_id_category_id_sub_category_id_brand_id_pk" PRIMARY KEY("store_id","category_id","sub_category_id","brand_id")
);
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert writes each group once; an update that
-- changes none of status, store, category, sub-category or brand (stock, prices, counters on every
-- order) writes nothing, so orders never wait on these rows.
CREATE FUNCTION "public_product_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- Not TRUNCATE: a reset truncates this table in the same statement, which TRUNCATE refuses.
    DELETE FROM "public_product_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "public_product_counts" ("store_id", "category_id", "sub_category_id", "brand_id", "products")
    SELECT "store_id", "category_id", coalesce("sub_category_id", 0), coalesce("brand_id", 0), count(*) FROM new_rows WHERE "status" = 1 GROUP BY 1, 2, 3, 4
    ON CONFLICT ("store_id", "category_id", "sub_category_id", "brand_id")
    DO UPDATE SET "products" = "public_product_counts"."products" + excluded."products";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "public_product_counts" ("store_id", "category_id", "sub_category_id", "brand_id", "products")
    SELECT "store_id", "category_id", coalesce("sub_category_id", 0), coalesce("brand_id", 0), -count(*) FROM old_rows WHERE "status" = 1 GROUP BY 1, 2, 3, 4
    ON CONFLICT ("store_id", "category_id", "sub_category_id", "brand_id")
    DO UPDATE SET "products" = "public_product_counts"."products" + excluded."products";
  ELSE
    WITH moved AS (
      SELECT o.* FROM old_rows o JOIN new_rows n USING ("id")
      WHERE (o."status", o."store_id", o."category_id", o."sub_category_id", o."brand_id")
        IS DISTINCT FROM (n."status", n."store_id", n."category_id", n."sub_category_id", n."brand_id")
    ), changes ("store_id", "category_id", "sub_category_id", "brand_id", n) AS (
      SELECT "store_id", "category_id", coalesce("sub_category_id", 0), coalesce("brand_id", 0), -1 AS n FROM moved WHERE "status" = 1
      UNION ALL
      SELECT "store_id", "category_id", coalesce("sub_category_id", 0), coalesce("brand_id", 0), 1 FROM new_rows WHERE "status" = 1 AND "id" IN (SELECT "id" FROM moved)
    )
    INSERT INTO "public_product_counts" ("store_id", "category_id", "sub_category_id", "brand_id", "products")
    SELECT "store_id", "category_id", "sub_category_id", "brand_id", sum(n) FROM changes GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0
    ON CONFLICT ("store_id", "category_id", "sub_category_id", "brand_id")
    DO UPDATE SET "products" = "public_product_counts"."products" + excluded."products";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_counts_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_product_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_product_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_product_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_truncated" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "public_product_counts_changed"();
--> statement-breakpoint
INSERT INTO "public_product_counts" ("store_id", "category_id", "sub_category_id", "brand_id", "products")
  SELECT "store_id", "category_id", coalesce("sub_category_id", 0), coalesce("brand_id", 0), count(*) FROM "products" WHERE "status" = 1 GROUP BY 1, 2, 3, 4;
