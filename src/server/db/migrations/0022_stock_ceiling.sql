-- Stock past the new bound (only ever from the unbounded adjustments this release closes) is brought within it first.
UPDATE "product_sizes" SET "stock" = least(greatest("stock", 0), 1000000) WHERE "stock" < 0 OR "stock" > 1000000;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_stock_check" CHECK (stock between 0 and 1000000);
