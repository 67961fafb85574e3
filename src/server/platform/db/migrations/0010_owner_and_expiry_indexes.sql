DROP INDEX "addresses_user_id_idx";--> statement-breakpoint
DROP INDEX "orders_user_id_idx";--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."payment_status" = 0 and not "orders"."cancelled" and "orders"."stock_restored_at" is null;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id","created_at") WHERE "addresses"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at") WHERE "orders"."user_id" is not null;