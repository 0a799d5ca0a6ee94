import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

export interface GalleryRow extends Record<string, unknown> {
  id: string;
  source: 'post' | 'catch';
  url: string;
  media: unknown;
  taken_at: Date | string;
  caption: string | null;
  species: string | null;
}

/**
 * A page of the person's photos, newest first: their posts with a photo (not deleted, not hidden by a moderator)
 * and their catch log entries with one. A catch shared as a post shows once, as the catch. Keyset on
 * (taken_at to the millisecond, id): the cursor carries milliseconds, so rows are compared at that precision.
 */
export async function galleryPage(
  db: Db,
  userId: string,
  options: { after: { at: Date; id: string } | null; limit: number },
): Promise<GalleryRow[]> {
  const after = options.after
    ? sql`where (photos.taken_at, photos.id) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const result = await db.execute<GalleryRow>(sql`
    select * from (
      select p.id, 'post' as source, p.media_url as url, p.media,
        date_trunc('milliseconds', p.created_at) as taken_at, p.content as caption, null as species
      from user_posts p
      where p.user_id = ${userId}::uuid and p.media_url is not null and p.deleted_at is null
        and p.moderation is distinct from 'hidden'
        and not exists (
          select 1 from catch_log_entries e where e.post_id = p.id and e.photo_url is not null
        )
      union all
      select e.id, 'catch', e.photo_url, e.media, date_trunc('milliseconds', e.caught_at), null, e.species
      from catch_log_entries e
      where e.user_id = ${userId}::uuid and e.photo_url is not null
    ) photos
    ${after}
    order by photos.taken_at desc, photos.id desc
    limit ${options.limit}`);
  return result.rows;
}
