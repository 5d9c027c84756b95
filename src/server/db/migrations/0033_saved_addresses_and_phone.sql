CREATE TABLE "saved_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_addresses_pin_check" CHECK (pin ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "saved_addresses_phone_check" CHECK (phone ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "saved_addresses_lengths_check" CHECK (char_length(first_name) between 1 and 60 and char_length(last_name) between 1 and 60
        and char_length(street) between 1 and 200 and char_length(landmark) <= 120
        and char_length(city) between 1 and 80 and char_length(state) between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_addresses_user_idx" ON "saved_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_one_default_idx" ON "saved_addresses" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_check" CHECK (phone is null or phone ~ '^[6-9][0-9]{9}$');