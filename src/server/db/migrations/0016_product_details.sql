ALTER TABLE "products" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fabric" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care" text;