-- Custom SQL migration file: orders, cancellations, expiry and restocks change stock figures only
-- (products.stock and sold_count, inventories.quantity, flash_sale_products.sold). Such an UPDATE
-- now NOTIFYs "catalog_changed" with the products it touched, so each server process drops only
-- the cached answers that show them (src/server/db/catalog-tags.ts). Any other UPDATE of these
-- tables, and every INSERT, DELETE or TRUNCATE, still sends the empty payload: everything changed.
CREATE FUNCTION "notify_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- This table's stock figures: the columns an order, a cancellation or a restock changes.
  figures text[] := CASE TG_TABLE_NAME
    WHEN 'products' THEN ARRAY['stock', 'sold_count', 'updated_at']
    WHEN 'inventories' THEN ARRAY['quantity']
    ELSE ARRAY['sold'] END;
  -- The units on hand: a product card's "out of stock" flips when they cross zero. Flash sale rows
  -- have none: cards show their sold and remaining units, so every change there reaches the cards.
  on_hand text := CASE TG_TABLE_NAME WHEN 'products' THEN 'stock' WHEN 'inventories' THEN 'quantity' END;
  product_key text := CASE TG_TABLE_NAME WHEN 'products' THEN 'id' ELSE 'product_id' END;
  summary record;
BEGIN
  WITH pairs AS (
    SELECT to_jsonb(o) AS o, to_jsonb(n) AS n FROM old_rows o JOIN new_rows n USING ("id")
  ), changed AS (
    SELECT * FROM pairs WHERE o <> n
  )
  SELECT
    (SELECT count(*) FROM old_rows) <> (SELECT count(*) FROM pairs)
      OR coalesce(bool_or((o - figures) <> (n - figures)), false) AS everything,
    array_agg(DISTINCT (n ->> product_key)::int) AS products,
    array_agg(DISTINCT (n ->> product_key)::int) FILTER (
      WHERE on_hand IS NULL OR ((o ->> on_hand)::int > 0) <> ((n ->> on_hand)::int > 0)
    ) AS cards,
    coalesce(bool_or(o -> 'sold_count' <> n -> 'sold_count'), false) AS sales
  INTO summary FROM changed;
  -- A bulk change names too many products to be worth sorting out (and NOTIFY payloads are short).
  IF summary.everything OR cardinality(summary.products) > 200 THEN
    PERFORM pg_notify('catalog_changed', '');
  ELSIF summary.products IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', json_build_object(
      'products', summary.products,
      'cards', coalesce(summary.cards, '{}'::int[]),
      'sales', summary.sales
    )::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "products_catalog_changed" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_stock_changed" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();
--> statement-breakpoint
DROP TRIGGER "inventories_catalog_changed" ON "inventories";
--> statement-breakpoint
CREATE TRIGGER "inventories_catalog_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "inventories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventories_stock_changed" AFTER UPDATE ON "inventories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();
--> statement-breakpoint
DROP TRIGGER "flash_sale_products_catalog_changed" ON "flash_sale_products";
--> statement-breakpoint
CREATE TRIGGER "flash_sale_products_catalog_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "flash_sale_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "flash_sale_products_stock_changed" AFTER UPDATE ON "flash_sale_products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_stock_changed"();
