ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_hash_idx" ON "newsletter_subscribers" USING btree ("token_hash");--> statement-breakpoint
-- Addresses signed up before double opt-in were welcomed already: they stay subscribed.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
