import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/** The SQL of location tags (issue 19). */

export interface TagValues {
  userId: string;
  name: string;
  placeType: string;
  latitude: number | null;
  longitude: number | null;
}

export type TagRow = {
  location_name: string;
  place_type: string;
  latitude: number | null;
  longitude: number | null;
};

/**
 * A tag counts while its source is public and live: a public report nobody hid, or a public post outside any group,
 * not deleted, not held or hidden. Read through the source so a change to it takes the tag out at once.
 */
const COUNTED = sql.raw(`location_tags t
  left join fishing_reports r on r.id = t.report_id
  left join user_posts p on p.id = t.post_id
  where ((r.id is not null and r.visibility = 'public' and r.moderation is null)
     or (p.id is not null and p.visibility = 'public' and p.deleted_at is null and p.moderation is null
         and p.group_id is null))`);

/** The report's tag, created or moved to the report's place (it keeps its first tagging time). */
export async function saveReportTag(tx: Db, reportId: string, tag: TagValues): Promise<void> {
  await tx.execute(sql`insert into location_tags (user_id, location_name, place_type, latitude, longitude, report_id)
    values (${tag.userId}::uuid, ${tag.name}, ${tag.placeType}, ${tag.latitude}, ${tag.longitude}, ${reportId}::uuid)
    on conflict (report_id) where report_id is not null do update set location_name = excluded.location_name,
      place_type = excluded.place_type, latitude = excluded.latitude, longitude = excluded.longitude`);
}

export async function deleteReportTag(tx: Db, reportId: string): Promise<void> {
  await tx.execute(sql`delete from location_tags where report_id = ${reportId}::uuid`);
}

/** The post's tag, created or replaced (a new place is a new tagging: it counts as recent). */
export async function savePostTag(tx: Db, postId: string, tag: TagValues): Promise<void> {
  await tx.execute(sql`insert into location_tags (user_id, location_name, place_type, latitude, longitude, post_id)
    values (${tag.userId}::uuid, ${tag.name}, ${tag.placeType}, ${tag.latitude}, ${tag.longitude}, ${postId}::uuid)
    on conflict (post_id) where post_id is not null do update set location_name = excluded.location_name,
      place_type = excluded.place_type, latitude = excluded.latitude, longitude = excluded.longitude,
      created_at = now()`);
}

export async function deletePostTag(tx: Db, postId: string): Promise<void> {
  await tx.execute(sql`delete from location_tags where post_id = ${postId}::uuid`);
}

export async function findPostTag(db: Db, postId: string): Promise<TagRow | null> {
  const result = await db.execute<TagRow>(sql`select location_name, place_type, latitude, longitude
    from location_tags where post_id = ${postId}::uuid`);
  return result.rows[0] ?? null;
}

/** The post's author and whether it is still there (deleted posts cannot be tagged). */
export async function findPostForTag(
  db: Db,
  postId: string,
): Promise<{ user_id: string; deleted: boolean } | null> {
  const result = await db.execute<{ user_id: string; deleted: boolean }>(
    sql`select user_id, deleted_at is not null as deleted from user_posts where id = ${postId}::uuid`,
  );
  return result.rows[0] ?? null;
}

/**
 * The latest counted tags, newest first (spec §9: trending reads the latest 100). The order is spelled as
 * location_tags_created_idx holds it (`desc nulls last`): a plain `desc` means nulls first, which the index cannot
 * give, so PostgreSQL joined and sorted every tag (230 ms at 40,000 tags, bench:rewards) instead of reading ~100.
 */
export async function latestTags(db: Db, limit: number): Promise<TagRow[]> {
  const result = await db.execute<TagRow>(sql`select t.location_name, t.place_type, t.latitude, t.longitude
    from ${COUNTED} order by t.created_at desc nulls last, t.id desc nulls last limit ${limit}`);
  return result.rows;
}

export type MapRow = TagRow & { latitude: number; longitude: number; count: number; last_at: Date | string };

/** Counted tags with a shared spot inside the box, one row per place and spot, most tagged first. */
export async function tagsInBox(
  db: Db,
  box: { south: number; west: number; north: number; east: number },
  limit: number,
): Promise<MapRow[]> {
  // A box whose west edge is east of its east edge spans the 180° meridian.
  const longitude =
    box.west <= box.east
      ? sql`t.longitude between ${box.west}::float8 and ${box.east}::float8`
      : sql`(t.longitude >= ${box.west}::float8 or t.longitude <= ${box.east}::float8)`;
  const result = await db.execute<MapRow>(sql`select t.location_name, t.place_type, t.latitude, t.longitude,
      count(*)::int as count, max(t.created_at) as last_at
    from ${COUNTED} and t.latitude between ${box.south}::float8 and ${box.north}::float8 and ${longitude}
    group by t.location_name, t.place_type, t.latitude, t.longitude
    order by count(*) desc, max(t.created_at) desc limit ${limit}`);
  return result.rows;
}
