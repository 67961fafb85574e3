ALTER TABLE "settings" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "bank_branch" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('submitted', 'confirmed', 'rejected'));--> statement-breakpoint
UPDATE "bank_transfers" SET "status" = 'confirmed' WHERE "confirmed_at" IS NOT NULL;