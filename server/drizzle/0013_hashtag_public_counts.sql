-- hashtags.post_count is the count everyone is shown, so from now on it counts public live posts only (the
-- app moves it when a post is written, deleted or changes visibility). Counts written before included
-- followers-only and private posts, and told strangers those posts existed; they are counted again here.
UPDATE "hashtags" h SET "post_count" = coalesce((
  SELECT count(*) FROM "post_hashtags" ph JOIN "user_posts" p ON p."id" = ph."post_id"
  WHERE ph."hashtag_id" = h."id" AND p."deleted_at" IS NULL AND p."visibility" = 'public'
), 0);
