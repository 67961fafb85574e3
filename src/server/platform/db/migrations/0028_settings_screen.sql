CREATE TABLE "payment_method_keys" (
	"method_id" smallint NOT NULL,
	"name" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_method_keys_method_id_name_pk" PRIMARY KEY("method_id","name"),
	CONSTRAINT "payment_method_keys_method_check" CHECK ("payment_method_keys"."method_id" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "mail_from" text;
--> statement-breakpoint
-- Every process re-reads the stored gateway keys when they change, as it drops cached pages after a settings change.
CREATE TRIGGER "payment_method_keys_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_method_keys" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"();
