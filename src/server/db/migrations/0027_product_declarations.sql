ALTER TABLE "products" ADD COLUMN "generic_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_role" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consumer_care" text;