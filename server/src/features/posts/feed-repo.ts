import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { limitOf } from '#server/db/limit';
import type { Cursor } from '#server/lib/cursor';
import { notBlockedWith, notHiddenFrom } from '#server/features/safety/checks/relations-repo';
import { groupVisibleTo } from '#server/features/groups/access-repo';

/**
 * Lists of posts as hand-written SQL, each shaped for one index (EXPLAIN-checked on a seeded table):
 * a list query yields `id, sort_at, ord` (the page in order, one row more than asked for), and
 * `hydratePage` turns that into full rows in the same statement. Orders say DESC NULLS LAST because that is
 * how the indexes are built (drizzle's `.desc()`); a plain DESC would make PostgreSQL sort instead of walking them.
 */

/** Formats a timestamptz as the cursor's text, microseconds included. */
const sortKey = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(at, id) < cursor` on the given columns, or no condition on the first page. */
function before(cursor: Cursor | null, at: SQL, id: SQL): SQL {
  return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`;
}

/**
 * Who may see post `p` (ARCHITECTURE/spec: public → everyone; followers → the author's followers and the
 * author; private ('only me') → the author). Deleted posts are nobody's; a held or hidden post (moderation not
 * null) is its author's only (staff read it on its own page: selectVisiblePost).
 */
export function visibleTo(viewerId: string | null): SQL {
  if (!viewerId)
    return sql`(p.deleted_at is null and p.moderation is null and p.visibility = 'public' and p.group_id is null)`;
  return sql`(p.deleted_at is null and (p.moderation is null or p.user_id = ${viewerId}::uuid)
    and (p.visibility = 'public' or p.user_id = ${viewerId}::uuid or (p.visibility = 'followers'
    and exists (select 1 from follows vf where vf.follower_id = ${viewerId}::uuid and vf.following_id = p.user_id)))
    and ${groupVisibleTo(viewerId, sql`p.group_id`)})`;
}

/** A list leaves out the posts of people in a block with the viewer (either way) and of people they muted. */
const notHidden = (viewerId: string | null) => notHiddenFrom(viewerId, sql`p.user_id`);

export interface PostListRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  content: string;
  media_url: string | null;
  media: unknown;
  visibility: string;
  post_type: string;
  likes_count: number;
  comments_count: number;
  shares_count: number;
  views_count: number;
  created_at: Date | string;
  edited_at: Date | string | null;
  author_handle: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_display_name: string | null;
  author_avatar_url: string | null;
  liked_by_me: boolean;
  saved_by_me: boolean;
  mentions: { userId: string; handle: string | null; firstName: string | null }[] | null;
  /** 'held' or 'hidden' (only ever in a row for its author or staff), else null. */
  moderation: string | null;
  /** The group the post was written in (issue 16), else null. */
  group_id: string | null;
  group_slug: string | null;
  group_name: string | null;
  place_name: string | null;
  place_type: string | null;
  sort_at: string;
}

/** Full rows for a page query, in the page's order: post, author, liked-by-viewer and resolved mentions. */
export async function hydratePage(db: Db, page: SQL, viewerId: string | null): Promise<PostListRow[]> {
  const liked = viewerId
    ? sql`exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${viewerId}::uuid)`
    : sql`false`;
  // Issue 19: one primary-key probe per post of the page, as for the like.
  const saved = viewerId
    ? sql`exists (select 1 from saved_posts s where s.user_id = ${viewerId}::uuid and s.post_id = p.id)`
    : sql`false`;
  const result = await db.execute<PostListRow>(sql`
    with page as (${page})
    select p.id, p.user_id, p.content, p.media_url, p.media, p.visibility, p.post_type, p.likes_count, p.comments_count,
      p.shares_count, p.views_count, p.created_at, p.edited_at, p.moderation,
      p.group_id, g.slug as group_slug, g.name as group_name, lt.location_name as place_name,
      lt.place_type as place_type,
      a.handle as author_handle, a.first_name as author_first_name, a.last_name as author_last_name,
      a.display_name as author_display_name, a.avatar_url as author_avatar_url,
      ${liked} as liked_by_me, ${saved} as saved_by_me,
      (select json_agg(json_build_object('userId', m.mentioned_user_id, 'handle', mp.handle, 'firstName', mp.first_name))
         from post_mentions m left join profiles mp on mp.id = m.mentioned_user_id where m.post_id = p.id) as mentions,
      ${sortKey(sql`page.sort_at`)} as sort_at
    from page
    join user_posts p on p.id = page.id
    left join profiles a on a.id = p.user_id
    left join groups g on g.id = p.group_id
    left join location_tags lt on lt.post_id = p.id
    order by page.ord`);
  return result.rows;
}

/**
 * One post as `viewerId` may see it (undefined when they may not): never a post of someone in a block with them,
 * either way. Staff (`staff`) also read a held or hidden post they could otherwise see.
 */
export async function selectVisiblePost(db: Db, postId: string, viewerId: string | null, staff = false) {
  const rule = staff
    ? sql`${visibleTo(viewerId)} or (p.deleted_at is null and p.moderation is not null)`
    : visibleTo(viewerId);
  const rows = await hydratePage(
    db,
    sql`select p.id, p.created_at as sort_at, 1 as ord from user_posts p where p.id = ${postId}::uuid and (${rule})
      and ${notBlockedWith(viewerId, sql`p.user_id`)}`,
    viewerId,
  );
  return rows[0];
}

/**
 * The personalised feed (get_personalized_feed): your own posts, posts of people you follow (not their
 * private ones) and public posts under hashtags you follow, newest first. The rows are written when those
 * things happen (feed/repo.ts), so a page is one range scan of feed_items_user_created_idx from the cursor on;
 * each row's post is checked live (a deleted post drops out, a post turned private shows to its author only).
 */
export async function selectFeedPage(db: Db, viewerId: string, cursor: Cursor | null, take: number) {
  const page = sql`select fi.post_id as id, fi.created_at as sort_at,
      row_number() over (order by fi.created_at desc nulls last, fi.post_id desc nulls last) as ord
    from feed_items fi join user_posts p on p.id = fi.post_id
    where fi.user_id = ${viewerId}::uuid and ${before(cursor, sql`fi.created_at`, sql`fi.post_id`)}
      and p.deleted_at is null and (p.visibility <> 'private' or p.user_id = ${viewerId}::uuid)
      and (p.moderation is null or p.user_id = ${viewerId}::uuid) and ${notHidden(viewerId)}
      and ${groupVisibleTo(viewerId, sql`p.group_id`)}
    order by fi.created_at desc nulls last, fi.post_id desc nulls last limit ${limitOf(take)}`;
  return hydratePage(db, page, viewerId);
}

/**
 * A person's posts as `viewerId` may see them, newest first: all of them for the author (held and hidden ones
 * too), followers-only ones for followers (asked once per page, not per post), public ones for everyone else;
 * nothing of someone in a block with the viewer. Others read only posts with no moderation state, which is what
 * user_posts_user_live_idx holds, so their walk stays index-only.
 */
export async function selectUserPostsPage(
  db: Db,
  authorId: string,
  viewerId: string | null,
  cursor: Cursor | null,
  take: number,
) {
  const author = sql`${authorId}::uuid`;
  const mayRead = viewerId
    ? sql`(p.visibility = 'public' or p.user_id = ${viewerId}::uuid or (p.visibility = 'followers'
        and exists (select 1 from follows vf where vf.follower_id = ${viewerId}::uuid and vf.following_id = ${author})))`
    : sql`p.visibility = 'public'`;
  const moderated = viewerId === authorId ? sql`true` : sql`p.moderation is null`;
  const page = sql`select p.id, p.created_at as sort_at, row_number() over (order by p.created_at desc nulls last, p.id desc nulls last) as ord
    from user_posts p
    where p.user_id = ${author} and p.deleted_at is null and ${moderated} and ${mayRead}
      and ${notBlockedWith(viewerId, author)} and ${groupVisibleTo(viewerId, sql`p.group_id`)}
      and ${before(cursor, sql`p.created_at`, sql`p.id`)}
    order by p.created_at desc nulls last, p.id desc nulls last limit ${limitOf(take)}`;
  return hydratePage(db, page, viewerId);
}

/** Posts that mention the viewer and that they may see, newest mention first. */
export async function selectMentionsPage(db: Db, viewerId: string, cursor: Cursor | null, take: number) {
  const page = sql`select m.post_id as id, m.created_at as sort_at, row_number() over (order by m.created_at desc nulls last, m.post_id desc nulls last) as ord
    from post_mentions m join user_posts p on p.id = m.post_id
    where m.mentioned_user_id = ${viewerId}::uuid and ${visibleTo(viewerId)} and ${notHidden(viewerId)}
      and ${before(cursor, sql`m.created_at`, sql`m.post_id`)}
    order by m.created_at desc nulls last, m.post_id desc nulls last limit ${limitOf(take)}`;
  return hydratePage(db, page, viewerId);
}

/** Posts under a hashtag that the viewer may see, newest first (get_posts_by_hashtag). */
export async function selectHashtagPostsPage(
  db: Db,
  hashtagId: string,
  viewerId: string | null,
  cursor: Cursor | null,
  take: number,
) {
  const page = sql`select ph.post_id as id, ph.created_at as sort_at,
      row_number() over (order by ph.created_at desc nulls last, ph.post_id desc nulls last) as ord
    from post_hashtags ph join user_posts p on p.id = ph.post_id
    where ph.hashtag_id = ${hashtagId}::uuid and ${visibleTo(viewerId)} and ${notHidden(viewerId)}
      and ${before(cursor, sql`ph.created_at`, sql`ph.post_id`)}
    order by ph.created_at desc nulls last, ph.post_id desc nulls last limit ${limitOf(take)}`;
  return hydratePage(db, page, viewerId);
}

/** Posts by id in the given order, as the viewer may see them (a post hidden or deleted since drops out). */
export async function selectPostsByIds(db: Db, ids: string[], viewerId: string | null) {
  if (ids.length === 0) return [];
  const page = sql`select t.id, p.created_at as sort_at, t.ord
    from unnest(${uuidArray(ids)}) with ordinality as t(id, ord) join user_posts p on p.id = t.id
    where ${visibleTo(viewerId)} and ${notHidden(viewerId)}`;
  return hydratePage(db, page, viewerId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One array parameter instead of one parameter per id. */
function uuidArray(ids: string[]): SQL {
  if (!ids.every((id) => UUID.test(id))) throw new Error('not a uuid');
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/**
 * Trending posts (get_trending_posts): ids of public posts of the window with any engagement, ranked
 * by likes + 2×comments + 3×shares divided by (age in hours + 2)^1.5, so yesterday's hit gives way to today's.
 * It reads every post of the window, hence the cache in front of it (trending-cache.ts). The arithmetic is
 * float8 on purpose: extract() answers numeric, which is several times slower to divide and raise.
 */
export async function selectTrendingPostIds(db: Db, windowHours: number, depth: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select p.id from user_posts p
    where p.created_at > now() - make_interval(hours => ${windowHours}) and p.deleted_at is null and p.moderation is null
      and p.visibility = 'public' and p.group_id is null
      and (p.likes_count + p.comments_count + p.shares_count) > 0
    order by (p.likes_count + 2 * p.comments_count + 3 * p.shares_count)
      / power(extract(epoch from (now() - p.created_at))::float8 / 3600 + 2, 1.5) desc, p.created_at desc, p.id desc
    limit ${depth}`);
  return result.rows.map((row) => row.id);
}

/** A group's posts (members only: the service checks), newest first, by user_posts_group_created_idx. */
export async function selectGroupPostsPage(
  db: Db,
  groupId: string,
  viewerId: string,
  cursor: Cursor | null,
  take: number,
) {
  const page = sql`select p.id, p.created_at as sort_at,
      row_number() over (order by p.created_at desc nulls last, p.id desc nulls last) as ord
    from user_posts p
    where p.group_id = ${groupId}::uuid and p.deleted_at is null
      and (p.moderation is null or p.user_id = ${viewerId}::uuid) and ${notHidden(viewerId)}
      and ${before(cursor, sql`p.created_at`, sql`p.id`)}
    order by p.created_at desc nulls last, p.id desc nulls last limit ${limitOf(take)}`;
  return hydratePage(db, page, viewerId);
}
