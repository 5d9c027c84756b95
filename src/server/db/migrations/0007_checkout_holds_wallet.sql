CREATE TABLE "checkout_locks" (
	"key" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_debits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"ref" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "wallet_debits_amount_check" CHECK (amount_paise > 0)
);
--> statement-breakpoint
DROP INDEX "orders_open_checkout_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "exchange_no" integer;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "remaining_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: credits so far were never spent, so all of each is left.
UPDATE "wallet_entries" SET "remaining_paise" = "amount_paise" WHERE "amount_paise" > 0;--> statement-breakpoint
-- Hand-written: exchanges so far get their numbers 1, 2 in the order they were made.
UPDATE "return_requests" r SET "exchange_no" = n.no FROM (
  SELECT "id", row_number() OVER (PARTITION BY "order_item_id" ORDER BY "created_at", "id") AS no
  FROM "return_requests" WHERE "kind" = 'exchange'
) n WHERE r."id" = n."id";--> statement-breakpoint
-- Hand-written: one open checkout per shopper. Older open ones of a shopper end as 'superseded', stock back.
WITH extra AS (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at" DESC, "id") AS rn
    FROM "orders" WHERE "payment_state" = 'pending'
  ) x WHERE rn > 1
), ended AS (
  UPDATE "orders" SET "payment_state" = 'superseded' WHERE "id" IN (SELECT "id" FROM extra) RETURNING "id"
)
UPDATE "product_sizes" ps SET "stock" = ps."stock" + q.qty FROM (
  SELECT "size_id", sum("quantity")::int AS qty FROM "order_items" WHERE "order_id" IN (SELECT "id" FROM ended)
  GROUP BY "size_id"
) q WHERE ps."id" = q."size_id";--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD COLUMN "state" text DEFAULT 'used' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_debits" ADD CONSTRAINT "wallet_debits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_debits" ADD CONSTRAINT "wallet_debits_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_debits_ref_idx" ON "wallet_debits" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "wallet_debits_user_idx" ON "wallet_debits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_checkout_idx" ON "orders" USING btree ("user_id") WHERE payment_state = 'pending';--> statement-breakpoint
CREATE INDEX "orders_open_by_ip_idx" ON "orders" USING btree ("client_ip") WHERE payment_state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_return_idx" ON "return_requests" USING btree ("order_item_id") WHERE kind = 'return';--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open_idx" ON "return_requests" USING btree ("order_item_id") WHERE state = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_exchange_no_idx" ON "return_requests" USING btree ("order_item_id","exchange_no");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_idx" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_no_check" CHECK (exchange_no is null or exchange_no between 1 and 2);--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_remaining_check" CHECK (remaining_paise >= 0 and remaining_paise <= greatest(amount_paise, 0));