DROP INDEX "user_posts_user_live_idx";--> statement-breakpoint
DROP INDEX "user_posts_public_live_idx";--> statement-breakpoint
CREATE INDEX "user_posts_user_live_idx" ON "user_posts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"visibility") WHERE "user_posts"."deleted_at" is null and "user_posts"."moderation" is null;--> statement-breakpoint
CREATE INDEX "user_posts_public_live_idx" ON "user_posts" USING btree ("id") WHERE "user_posts"."deleted_at" is null and "user_posts"."moderation" is null and "user_posts"."visibility" = 'public';