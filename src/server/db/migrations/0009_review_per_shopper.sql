-- A store that ran before this rule may hold several reviews by one shopper of one product: keep the newest.
DELETE FROM "reviews" "r" USING "reviews" "newer"
WHERE "newer"."user_id" = "r"."user_id" AND "newer"."product_id" = "r"."product_id"
  AND ("newer"."created_at", "newer"."id") > ("r"."created_at", "r"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_idx" ON "reviews" USING btree ("user_id","product_id");
