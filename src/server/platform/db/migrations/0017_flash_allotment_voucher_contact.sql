ALTER TABLE "order_items" ADD COLUMN "flash_sale_product_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_flash_sale_product_id_flash_sale_products_id_fk" FOREIGN KEY ("flash_sale_product_id") REFERENCES "public"."flash_sale_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_email_idx" ON "voucher_uses" USING btree ("voucher_id","email");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_phone_idx" ON "voucher_uses" USING btree ("voucher_id","phone");--> statement-breakpoint
-- Uses recorded before: the order's contact, normalised as accounts/contact.ts does.
UPDATE "voucher_uses" u SET
  "email" = nullif(lower(btrim(o."email")), ''),
  "phone" = nullif(nullif(
    (case when btrim(coalesce(o."address"->>'phone', '')) like '+%' then '+' else '' end)
      || regexp_replace(coalesce(o."address"->>'phone', ''), '[^0-9]', '', 'g'),
    ''), '+')
FROM "orders" o WHERE o."id" = u."order_id";
