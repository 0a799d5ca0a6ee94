CREATE TABLE "catch_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"species" text NOT NULL,
	"weight_grams" integer,
	"length_mm" integer,
	"photo_url" text,
	"media" jsonb,
	"caught_at" timestamp with time zone NOT NULL,
	"water_name" text,
	"region" text,
	"latitude" double precision,
	"longitude" double precision,
	"location_precision" text DEFAULT 'hidden' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"method" text,
	"bait" text,
	"weather_notes" text,
	"water_notes" text,
	"notes" text,
	"tackle_item_id" uuid,
	"tournament_catch_id" uuid,
	"post_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tackle_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"brand" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catch_log_entries" ADD CONSTRAINT "catch_log_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_log_entries" ADD CONSTRAINT "catch_log_entries_tackle_item_id_tackle_items_id_fk" FOREIGN KEY ("tackle_item_id") REFERENCES "public"."tackle_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_log_entries" ADD CONSTRAINT "catch_log_entries_tournament_catch_id_tournament_catches_id_fk" FOREIGN KEY ("tournament_catch_id") REFERENCES "public"."tournament_catches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tackle_items" ADD CONSTRAINT "tackle_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catch_log_user_caught_idx" ON "catch_log_entries" USING btree ("user_id","caught_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catch_log_user_species_idx" ON "catch_log_entries" USING btree ("user_id","species");--> statement-breakpoint
CREATE UNIQUE INDEX "catch_log_tournament_catch_uq" ON "catch_log_entries" USING btree ("tournament_catch_id") WHERE "catch_log_entries"."tournament_catch_id" is not null;--> statement-breakpoint
CREATE INDEX "catch_log_tackle_idx" ON "catch_log_entries" USING btree ("tackle_item_id") WHERE "catch_log_entries"."tackle_item_id" is not null;--> statement-breakpoint
CREATE INDEX "tackle_items_user_idx" ON "tackle_items" USING btree ("user_id","category","name");