CREATE TABLE "achievement_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"points" integer NOT NULL,
	"tier" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "social_leaderboard_entries" (
	"timeframe" text NOT NULL,
	"user_id" uuid NOT NULL,
	"period_start" timestamp with time zone,
	"score" integer NOT NULL,
	"rank" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_leaderboard_entries_timeframe_user_id_pk" PRIMARY KEY("timeframe","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_finishes" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_finishes_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"achievement_id" uuid NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_points" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"achievements_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_leaderboard_entries" ADD CONSTRAINT "social_leaderboard_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_finishes" ADD CONSTRAINT "tournament_finishes_event_id_tournament_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tournament_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_finishes" ADD CONSTRAINT "tournament_finishes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_leaderboard_rank_idx" ON "social_leaderboard_entries" USING btree ("timeframe","rank");--> statement-breakpoint
CREATE INDEX "tournament_finishes_user_idx" ON "tournament_finishes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_pair_uq" ON "user_achievements" USING btree ("user_id","achievement_id");--> statement-breakpoint
CREATE INDEX "user_achievements_user_unlocked_idx" ON "user_achievements" USING btree ("user_id","unlocked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_achievements_unlocked_idx" ON "user_achievements" USING btree ("unlocked_at");--> statement-breakpoint
CREATE INDEX "user_points_total_idx" ON "user_points" USING btree ("total_points" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_comments_user_created_idx" ON "post_comments" USING btree ("user_id","created_at");