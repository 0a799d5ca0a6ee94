CREATE TABLE "fishing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"place_type" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"target_species" text[] NOT NULL,
	"weather" text DEFAULT '' NOT NULL,
	"water_clarity" text,
	"water_temp_f" real,
	"techniques" text DEFAULT '' NOT NULL,
	"success" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"fished_on" date NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"moderation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fishing_reports_point_ck" CHECK (("fishing_reports"."latitude" is null) = ("fishing_reports"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "location_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"location_name" text NOT NULL,
	"place_type" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"report_id" uuid,
	"post_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_tags_one_source_ck" CHECK (("location_tags"."report_id" is null) <> ("location_tags"."post_id" is null)),
	CONSTRAINT "location_tags_point_ck" CHECK (("location_tags"."latitude" is null) = ("location_tags"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "fishing_reports" ADD CONSTRAINT "fishing_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_report_id_fishing_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."fishing_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tags" ADD CONSTRAINT "location_tags_post_id_user_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."user_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fishing_reports_public_idx" ON "fishing_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "fishing_reports"."visibility" = 'public' and "fishing_reports"."moderation" is null;--> statement-breakpoint
CREATE INDEX "fishing_reports_user_idx" ON "fishing_reports" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fishing_reports_species_idx" ON "fishing_reports" USING gin ("target_species");--> statement-breakpoint
CREATE INDEX "location_tags_created_idx" ON "location_tags" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "location_tags_point_idx" ON "location_tags" USING btree ("latitude","longitude") WHERE "location_tags"."latitude" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "location_tags_report_uq" ON "location_tags" USING btree ("report_id") WHERE "location_tags"."report_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "location_tags_post_uq" ON "location_tags" USING btree ("post_id") WHERE "location_tags"."post_id" is not null;