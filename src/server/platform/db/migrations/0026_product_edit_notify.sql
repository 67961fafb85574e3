-- Custom SQL migration file: a change to one product's own rows (the product, its texts, pictures,
-- attributes, variants, collections, tags and bundle deal) NOTIFYs "catalog_changed" with the products it
-- touched, {"edited": [ids]}, in place of the empty payload that meant everything. Each server
-- process then drops those products' pages and API answers and every answer that may list products
-- (src/server/cache/catalog-tags.ts); other products' pages stay cached. TRUNCATE, a bulk change of
-- more than 200 products and every other catalogue table still send the empty payload: everything.
CREATE FUNCTION "notify_products_edited"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Where a row of this table names its product; variants' attribute values name their variant.
  product_key text := CASE TG_TABLE_NAME
    WHEN 'products' THEN 'id'
    WHEN 'inventory_attribute_values' THEN 'inventory_id'
    ELSE 'product_id' END;
  edited int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (to_jsonb(r) ->> product_key)::int) INTO edited FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (to_jsonb(r) ->> product_key)::int) INTO edited FROM old_rows r;
  ELSE
    SELECT array_agg(DISTINCT id) INTO edited FROM (
      SELECT (to_jsonb(r) ->> product_key)::int AS id FROM old_rows r
      UNION SELECT (to_jsonb(r) ->> product_key)::int FROM new_rows r
    ) touched;
  END IF;
  IF TG_TABLE_NAME = 'inventory_attribute_values' THEN
    -- A variant deleted with its values sent its own notice; the values of one still there name it.
    SELECT array_agg(DISTINCT "product_id") INTO edited FROM "inventories" WHERE "id" = ANY(edited);
  END IF;
  IF cardinality(edited) > 200 THEN
    PERFORM pg_notify('catalog_changed', '');
  ELSIF edited IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', json_build_object('edited', edited)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Migration 0011's stock notice, with a change beyond stock figures now naming its products too.
CREATE OR REPLACE FUNCTION "notify_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  figures text[] := CASE TG_TABLE_NAME
    WHEN 'products' THEN ARRAY['stock', 'sold_count', 'updated_at']
    WHEN 'inventories' THEN ARRAY['quantity']
    ELSE ARRAY['sold'] END;
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
    (SELECT count(*) FROM old_rows) <> (SELECT count(*) FROM pairs) AS rekeyed,
    coalesce(bool_or((o - figures) <> (n - figures)), false) AS edited,
    -- Both sides: a variant or flash sale row moved to another product changes both.
    (SELECT array_agg(DISTINCT id) FROM (
      SELECT (c.o ->> product_key)::int AS id FROM changed c UNION SELECT (c.n ->> product_key)::int FROM changed c
    ) touched) AS products,
    array_agg(DISTINCT (n ->> product_key)::int) FILTER (
      WHERE on_hand IS NULL OR ((o ->> on_hand)::int > 0) <> ((n ->> on_hand)::int > 0)
    ) AS cards,
    coalesce(bool_or(o -> 'sold_count' <> n -> 'sold_count'), false) AS sales
  INTO summary FROM changed;
  IF summary.rekeyed OR cardinality(summary.products) > 200 THEN
    PERFORM pg_notify('catalog_changed', '');
  ELSIF summary.edited THEN
    PERFORM pg_notify('catalog_changed', json_build_object('edited', summary.products)::text);
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
-- Each table: TRUNCATE still means everything; INSERT, UPDATE and DELETE name their products.
-- (A trigger with transition tables takes one event; UPDATE of products, inventories is 0011's.)
DO $$
DECLARE
  t text;
  op text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'inventories', 'product_translations', 'product_images',
    'product_attributes', 'product_collections', 'product_tags', 'bundle_deals', 'inventory_attribute_values'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_catalog_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()', t || '_catalog_changed', t);
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      CONTINUE WHEN op = 'UPDATE' AND t IN ('products', 'inventories');
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION "notify_products_edited"()',
        t || '_' || lower(op) || '_edited', op, t,
        CASE op
          WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
          WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
          ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END
      );
    END LOOP;
  END LOOP;
END;
$$;
