ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;