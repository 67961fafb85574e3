-- Custom SQL migration file: a review written, hidden, shown, answered or deleted (and its pictures)
-- NOTIFYs "catalog_changed" with its product, {"edited": [id]}, like a change to the product's own
-- rows (migration 0023), in place of the empty payload that meant everything: the product's page
-- and card show its reviews and rating, and a listing may sort by rating; other products' pages
-- and the content pages stay cached. TRUNCATE still means everything.
CREATE OR REPLACE FUNCTION "notify_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column naming the product, brand, attribute or tag a row belongs to.
  owner_key text := CASE
    WHEN TG_TABLE_NAME IN ('products', 'brands', 'attributes', 'tags') THEN 'id'
    WHEN TG_TABLE_NAME = 'inventory_attribute_values' THEN 'inventory_id'
    WHEN TG_TABLE_NAME = 'attribute_value_translations' THEN 'attribute_value_id'
    WHEN TG_TABLE_NAME IN ('attribute_translations', 'attribute_values') THEN 'attribute_id'
    WHEN TG_TABLE_NAME = 'brand_translations' THEN 'brand_id'
    WHEN TG_TABLE_NAME = 'tag_translations' THEN 'tag_id'
    WHEN TG_TABLE_NAME = 'review_images' THEN 'review_id'
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
  ELSIF TG_TABLE_NAME = 'review_images' THEN
    SELECT array_agg(DISTINCT "product_id") INTO owners FROM "reviews" WHERE "id" = ANY(owners);
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
DO $$
DECLARE
  t text;
  op text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reviews', 'review_images'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', t || '_catalog_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()', t || '_catalog_changed', t);
    FOREACH op IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
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
