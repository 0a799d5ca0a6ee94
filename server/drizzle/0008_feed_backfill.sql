-- The materialised feed (feed_items) filled from the posts, follows and followed hashtags already there, by the
-- rule the app keeps on every write (server/src/features/posts/feed-items.ts): the author gets all their live
-- posts; followers the newest 200 public and followers-only posts of each person they follow; followers of a
-- hashtag its newest 200 public posts.
INSERT INTO "feed_items" ("user_id", "post_id", "created_at")
SELECT p."user_id", p."id", p."created_at" FROM "user_posts" p WHERE p."deleted_at" IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "feed_items" ("user_id", "post_id", "created_at")
SELECT f."follower_id", q."id", q."created_at"
FROM "follows" f
CROSS JOIN LATERAL (
  SELECT p."id", p."created_at" FROM "user_posts" p
  WHERE p."user_id" = f."following_id" AND p."deleted_at" IS NULL AND p."visibility" IN ('public', 'followers')
  ORDER BY p."created_at" DESC NULLS LAST, p."id" DESC NULLS LAST
  LIMIT 200
) q
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "feed_items" ("user_id", "post_id", "created_at")
SELECT fh."user_id", q."post_id", q."created_at"
FROM "followed_hashtags" fh
CROSS JOIN LATERAL (
  SELECT ph."post_id", ph."created_at" FROM "post_hashtags" ph JOIN "user_posts" p ON p."id" = ph."post_id"
  WHERE ph."hashtag_id" = fh."hashtag_id" AND p."deleted_at" IS NULL AND p."visibility" = 'public'
  ORDER BY ph."created_at" DESC NULLS LAST, ph."post_id" DESC NULLS LAST
  LIMIT 200
) q
ON CONFLICT DO NOTHING;
