CREATE TABLE "product_fit" (
	"product_id" text PRIMARY KEY NOT NULL,
	"small" integer DEFAULT 0 NOT NULL,
	"true_to_size" integer DEFAULT 0 NOT NULL,
	"large" integer DEFAULT 0 NOT NULL,
	"signals" integer DEFAULT 0 NOT NULL,
	"verdict" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_fit_verdict_check" CHECK (verdict is null or verdict in ('small', 'true', 'large'))
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "from_size" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "size_bought" text;--> statement-breakpoint
ALTER TABLE "product_fit" ADD CONSTRAINT "product_fit_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_reason_code_check" CHECK (reason_code is null or reason_code in ('too_small', 'too_large', 'not_as_pictured', 'quality', 'changed_mind', 'other'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_check" CHECK (fit is null or fit in ('small', 'true', 'large'));--> statement-breakpoint
-- Requests made before this migration: the item's size is still the one asked about, except after a completed
-- exchange (which changed it); those keep no size and give no fit signal.
UPDATE "return_requests" r SET "from_size" = i."size" FROM "order_items" i WHERE i."id" = r."order_item_id" AND NOT (r."kind" = 'exchange' AND r."state" = 'completed');
