DROP INDEX "products_category_id_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_id_idx";--> statement-breakpoint
DROP INDEX "products_brand_id_idx";--> statement-breakpoint
DROP INDEX "products_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id","status","created_at","id","store_id");--> statement-breakpoint
CREATE INDEX "products_sub_category_id_idx" ON "products" USING btree ("sub_category_id","status","created_at","id","store_id");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id","status","created_at","id","store_id");--> statement-breakpoint
CREATE INDEX "products_status_created_at_idx" ON "products" USING btree ("status","created_at","id","store_id");