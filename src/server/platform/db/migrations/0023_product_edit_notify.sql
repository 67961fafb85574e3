-- Custom SQL migration file: a change to one product's own rows (the product, its texts, pictures,
-- attributes, variants, collections, tags and bundle deal) NOTIFYs "catalog_changed" with the
-- products it touched, {"edited": [ids]}, in place of the empty payload that meant everything; a
-- change of brands, attributes or tags names what product pages show of them, {"shown":
-- ["brand:3", "attribute:7"]}. Each server process then drops only those products' or those
-- brands' and attributes' pages and API answers, with every answer that may list products
-- (src/server/cache/catalog-tags.ts). TRUNCATE, a bulk change of more than 200 rows' owners and
-- every other catalogue table (categories and collections show in every page's menu) still send
-- the empty payload: everything.
CREATE FUNCTION "notify_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column naming the product, brand, attribute or tag a row belongs to.
  owner_key text := CASE
    WHEN TG_TABLE_NAME IN ('products', 'brands', 'attributes', 'tags') THEN 'id'
    WHEN TG_TABLE_NAME = 'inventory_attribute_values' THEN 'inventory_id'
    WHEN TG_TABLE_NAME = 'attribute_value_translations' THEN 'attribute_value_id'
    WHEN TG_TABLE_NAME IN ('attribute_translations', 'attribute_values') THEN 'attribute_id'
    WHEN TG_TABLE_NAME = 'brand_translations' THEN 'brand_id'
    WHEN TG_TABLE_NAME = 'tag_translations' THEN 'tag_id'
    ELSE 'product_id' END;
  owners int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT (to_jsonb(r) ->> owner_key)::int) INTO owners FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT (to_jsonb(r) ->> owner_key)::int) INTO owners FROM old_rows r;
  ELSE
    SELECT array_agg(DISTINCT id) INTO owners FROM (
      SELECT (to_jsonb(r) ->> owner_key)::int AS id FROM old_rows r
      UNION SELECT (to_jsonb(r) ->> owner_key)::int FROM new_rows r
    ) touched;
  END IF;
  -- Rows that name a variant or an attribute value: their product or attribute. When that row is
  -- gone too, its own deletion sent the notice.
  IF TG_TABLE_NAME = 'inventory_attribute_values' THEN
    SELECT array_agg(DISTINCT "product_id") INTO owners FROM "inventories" WHERE "id" = ANY(owners);
  ELSIF TG_TABLE_NAME = 'attribute_value_translations' THEN
    SELECT array_agg(DISTINCT "attribute_id") INTO owners FROM "attribute_values" WHERE "id" = ANY(owners);
  END IF;
  IF owners IS NULL THEN
    RETURN NULL;
  ELSIF cardinality(owners) > 200 THEN
    PERFORM pg_notify('catalog_changed', '');
  ELSIF TG_TABLE_NAME IN ('tags', 'tag_translations') THEN
    -- Tags show in lists only, never on a product's page.
    PERFORM pg_notify('catalog_changed', json_build_object('shown', '{}'::text[])::text);
  ELSIF TG_TABLE_NAME LIKE 'brand%' OR TG_TABLE_NAME LIKE 'attribute%' THEN
    PERFORM pg_notify('catalog_changed', json_build_object('shown', (
      SELECT array_agg(CASE WHEN TG_TABLE_NAME LIKE 'brand%' THEN 'brand:' ELSE 'attribute:' END || id)
      FROM unnest(owners) id
    ))::text);
  ELSE
    PERFORM pg_notify('catalog_changed', json_build_object('edited', owners)::text);
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
-- Each table: TRUNCATE still means everything; INSERT, UPDATE and DELETE name what they belong to.
-- (A trigger with transition tables takes one event; UPDATE of products, inventories is 0011's.)
DO $$
DECLARE
  t text;
  op text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'inventories', 'product_translations', 'product_images',
    'product_attributes', 'product_collections', 'product_tags', 'bundle_deals', 'inventory_attribute_values',
    'brands', 'brand_translations', 'attributes', 'attribute_translations', 'attribute_values',
    'attribute_value_translations', 'tags', 'tag_translations'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_catalog_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()', t || '_catalog_changed', t);
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      CONTINUE WHEN op = 'UPDATE' AND t IN ('products', 'inventories');
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION "notify_rows_changed"()',
        t || '_' || lower(op) || '_notify', op, t,
        CASE op
          WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
          WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
          ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END
      );
    END LOOP;
  END LOOP;
END;
$$;
