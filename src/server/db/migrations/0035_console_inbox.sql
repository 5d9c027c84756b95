CREATE TABLE "inbox_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"custom_request_id" text,
	"contact_message_id" text,
	"text" text NOT NULL,
	"sent_to" text NOT NULL,
	"author" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_one_item_check" CHECK (num_nonnulls(custom_request_id, contact_message_id) = 1),
	CONSTRAINT "inbox_replies_text_check" CHECK (char_length(text) between 1 and 3000)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_custom_request_id_custom_requests_id_fk" FOREIGN KEY ("custom_request_id") REFERENCES "public"."custom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_custom_request_idx" ON "inbox_replies" USING btree ("custom_request_id");--> statement-breakpoint
CREATE INDEX "inbox_replies_contact_message_idx" ON "inbox_replies" USING btree ("contact_message_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_phone_check" CHECK (phone is null or phone ~ '^[6-9][0-9]{9}$');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK (status in ('new', 'in_progress', 'done'));--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_phone_check" CHECK (phone is null or phone ~ '^[6-9][0-9]{9}$');--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_status_check" CHECK (status in ('new', 'in_progress', 'done'));