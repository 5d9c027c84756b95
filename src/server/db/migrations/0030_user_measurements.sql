CREATE TABLE "user_measurements" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"bust" double precision,
	"waist" double precision,
	"hip" double precision,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_measurements" ADD CONSTRAINT "user_measurements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;