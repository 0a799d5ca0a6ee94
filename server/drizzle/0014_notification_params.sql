ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
-- Notifications written before params carried English sentences only. Those whose sentences the app wrote are
-- turned back into type + params here, so they too read in each reader's language; any other keeps its text.
UPDATE "notifications" SET "params" = jsonb_build_object(
  'actorName', left("message", length("message") - length(' started following you')))
WHERE "params" IS NULL AND "type" = 'follow' AND "title" = 'New follower' AND "message" LIKE '% started following you';--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object(
  'actorName', left("title", length("title") - length(' liked your post')),
  'postId', substr("action_url", 8),
  'excerpt', CASE WHEN "message" = 'your photo' THEN '' ELSE "message" END)
WHERE "params" IS NULL AND "type" = 'like' AND "title" LIKE '% liked your post' AND "action_url" LIKE '/posts/%';--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object(
  'actorName', left("title", length("title") - length(' mentioned you')),
  'postId', substr("action_url", 8),
  'excerpt', CASE WHEN "message" = 'in a post' THEN '' ELSE "message" END)
WHERE "params" IS NULL AND "type" = 'mention' AND "title" LIKE '% mentioned you' AND "action_url" LIKE '/posts/%';--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object(
  'actorName', left("title", length("title") - length(' commented on your post')),
  'postId', substr("action_url", 8),
  'excerpt', "message")
WHERE "params" IS NULL AND "type" = 'comment' AND "title" LIKE '% commented on your post' AND "action_url" LIKE '/posts/%';--> statement-breakpoint
UPDATE "notifications" SET "type" = 'comment_reply', "params" = jsonb_build_object(
  'actorName', left("title", length("title") - length(' replied to your comment')),
  'postId', substr("action_url", 8),
  'excerpt', "message")
WHERE "params" IS NULL AND "type" = 'comment' AND "title" LIKE '% replied to your comment' AND "action_url" LIKE '/posts/%';--> statement-breakpoint
UPDATE "notifications" n SET "params" = jsonb_build_object(
  'eventId', e."id"::text,
  'eventName', e."name",
  'reason', substr(n."message", length(e."name") + 3))
FROM "tournament_events" e
WHERE n."params" IS NULL AND n."type" IN ('catch_rejected', 'catch_resubmit')
  AND n."action_url" = '/profile/tournaments/' || e."id"::text AND starts_with(n."message", e."name" || ': ');
