-- Custom SQL migration file: every change to a table the catalogue pages show NOTIFYs
-- "catalog_changed" (delivered at commit), so each server process drops its render cache.
CREATE OR REPLACE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stores_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "attributes_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "attribute_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "attribute_value_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_value_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "brand_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "bundle_deals_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bundle_deals" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "sub_category_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "collections_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "collection_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_attributes_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attributes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_collections_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_collections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_tags_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "tags_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "tag_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tag_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "inventory_attribute_values_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventory_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "flash_sales_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flash_sales" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "flash_sale_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flash_sale_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "flash_sale_products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flash_sale_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "banner_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "slider_items_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slider_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "slider_item_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "slider_item_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_features_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_features" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_feature_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_feature_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "settings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "site_setting_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_setting_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "links_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "links" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "link_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "link_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "pages_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "page_translations_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "page_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "social_links_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "social_links" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "custom_scripts_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "custom_scripts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "languages_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_methods_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_methods" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "countries_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "states_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickup_points_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pickup_points" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "shipping_places_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_places" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "shipping_rules_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_rules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
