DROP INDEX "post_hashtags_tag_created_idx";--> statement-breakpoint
DROP INDEX "post_mentions_user_idx";--> statement-breakpoint
CREATE INDEX "post_hashtags_tag_created_idx" ON "post_hashtags" USING btree ("hashtag_id","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_mentions_user_idx" ON "post_mentions" USING btree ("mentioned_user_id","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);