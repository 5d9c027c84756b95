ALTER TABLE "products" ADD COLUMN "custom_colours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "custom_colour" text;--> statement-breakpoint
-- The demo catalog's colour options (content/catalog/demo.json), for a store seeded before they existed.
UPDATE "products" SET "custom_colours" = '["Rani Pink","Indigo","Ivory"]'::jsonb WHERE lower("name") = 'amaltas yellow maxi dress' AND "custom_colours" = '[]'::jsonb;--> statement-breakpoint
UPDATE "products" SET "custom_colours" = '["Wine","Teal"]'::jsonb WHERE lower("name") = 'sundari striped maxi dress' AND "custom_colours" = '[]'::jsonb;--> statement-breakpoint
UPDATE "products" SET "custom_colours" = '["Rust","Navy","Mustard"]'::jsonb WHERE lower("name") = 'mehendi green midi dress' AND "custom_colours" = '[]'::jsonb;
