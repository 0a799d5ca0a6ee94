CREATE TABLE "charter_blocked_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charter_blocked_range_ck" CHECK ("charter_blocked_periods"."ends_on" >= "charter_blocked_periods"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "charter_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"angler_user_id" uuid NOT NULL,
	"request_id" uuid,
	"party_size" integer NOT NULL,
	"state" text DEFAULT 'awaiting_deposit' NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"deposit_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"commission_minor" integer NOT NULL,
	"balance_method" text DEFAULT 'online' NOT NULL,
	"deposit_payment_id" uuid,
	"balance_payment_id" uuid,
	"paid_minor" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancellation_note" text DEFAULT '' NOT NULL,
	"remedy" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"conversation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charter_bookings_money_ck" CHECK ("charter_bookings"."deposit_minor" + "charter_bookings"."balance_minor" = "charter_bookings"."total_minor" AND "charter_bookings"."deposit_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "charter_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text,
	"capacity" integer NOT NULL,
	"fishing_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"crew" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_name" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"currency" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"weather_policy" text DEFAULT '' NOT NULL,
	"response_hours" integer DEFAULT 24 NOT NULL,
	"instant_booking" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"state_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"from_price_minor" integer,
	"rating_average" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"moderation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charter_listings_capacity_ck" CHECK ("charter_listings"."capacity" BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE TABLE "charter_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pricing_mode" text NOT NULL,
	"price_minor" integer NOT NULL,
	"deposit_bp" integer NOT NULL,
	"max_party" integer NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charter_packages_price_ck" CHECK ("charter_packages"."price_minor" > 0),
	CONSTRAINT "charter_packages_deposit_ck" CHECK ("charter_packages"."deposit_bp" BETWEEN 1000 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "charter_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"url" text NOT NULL,
	"media" jsonb,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charter_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"angler_user_id" uuid NOT NULL,
	"trip_date" date NOT NULL,
	"party_size" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"conversation_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charter_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"rating_captain" smallint NOT NULL,
	"rating_boat" smallint NOT NULL,
	"rating_fishing" smallint NOT NULL,
	"rating_value" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charter_reviews_ratings_ck" CHECK ("charter_reviews"."rating_captain" BETWEEN 1 AND 5 AND "charter_reviews"."rating_boat" BETWEEN 1 AND 5 AND "charter_reviews"."rating_fishing" BETWEEN 1 AND 5 AND "charter_reviews"."rating_value" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "charter_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charter_slots_range_ck" CHECK ("charter_slots"."ends_at" > "charter_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "charter_blocked_periods" ADD CONSTRAINT "charter_blocked_periods_listing_id_charter_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."charter_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_listing_id_charter_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."charter_listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_slot_id_charter_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."charter_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_package_id_charter_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."charter_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_angler_user_id_user_id_fk" FOREIGN KEY ("angler_user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_request_id_charter_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."charter_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_deposit_payment_id_payments_id_fk" FOREIGN KEY ("deposit_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_balance_payment_id_payments_id_fk" FOREIGN KEY ("balance_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_bookings" ADD CONSTRAINT "charter_bookings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_listings" ADD CONSTRAINT "charter_listings_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_listings" ADD CONSTRAINT "charter_listings_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_packages" ADD CONSTRAINT "charter_packages_listing_id_charter_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."charter_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_photos" ADD CONSTRAINT "charter_photos_listing_id_charter_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."charter_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_listing_id_charter_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."charter_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_package_id_charter_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."charter_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_angler_user_id_user_id_fk" FOREIGN KEY ("angler_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_requests" ADD CONSTRAINT "charter_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_reviews" ADD CONSTRAINT "charter_reviews_booking_id_charter_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."charter_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_reviews" ADD CONSTRAINT "charter_reviews_listing_id_charter_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."charter_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_reviews" ADD CONSTRAINT "charter_reviews_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_slots" ADD CONSTRAINT "charter_slots_listing_id_charter_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."charter_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charter_slots" ADD CONSTRAINT "charter_slots_package_id_charter_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."charter_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charter_blocked_listing_idx" ON "charter_blocked_periods" USING btree ("listing_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "charter_bookings_live_slot_uq" ON "charter_bookings" USING btree ("slot_id") WHERE "charter_bookings"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "charter_bookings_angler_idx" ON "charter_bookings" USING btree ("angler_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charter_bookings_listing_idx" ON "charter_bookings" USING btree ("listing_id","state");--> statement-breakpoint
CREATE INDEX "charter_bookings_hold_idx" ON "charter_bookings" USING btree ("hold_expires_at") WHERE "charter_bookings"."state" = 'awaiting_deposit';--> statement-breakpoint
CREATE INDEX "charter_listings_owner_idx" ON "charter_listings" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charter_listings_public_idx" ON "charter_listings" USING btree ("kind","latitude","longitude") WHERE "charter_listings"."state" = 'approved' AND "charter_listings"."moderation" IS NULL;--> statement-breakpoint
CREATE INDEX "charter_listings_state_idx" ON "charter_listings" USING btree ("state","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charter_packages_listing_idx" ON "charter_packages" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "charter_photos_listing_idx" ON "charter_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "charter_requests_listing_idx" ON "charter_requests" USING btree ("listing_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charter_requests_angler_idx" ON "charter_requests" USING btree ("angler_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charter_requests_expiry_idx" ON "charter_requests" USING btree ("expires_at") WHERE "charter_requests"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "charter_reviews_booking_uq" ON "charter_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "charter_reviews_listing_idx" ON "charter_reviews" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "charter_slots_listing_start_uq" ON "charter_slots" USING btree ("listing_id","starts_at");--> statement-breakpoint
CREATE INDEX "charter_slots_open_idx" ON "charter_slots" USING btree ("starts_at","listing_id") WHERE "charter_slots"."state" = 'open';--> statement-breakpoint
CREATE INDEX "charter_slots_held_idx" ON "charter_slots" USING btree ("held_until") WHERE "charter_slots"."state" = 'held';