import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { groupVisibleTo } from '#server/features/groups/access-repo';
import type { PersonCols } from './repo';

/**
 * The SQL of the report targets (targets.ts): loading a batch of one type, the context around one, its moderation
 * state and removal. Every loader answers the same columns, so the adapters share one presenter.
 */
export type TargetRowCols = {
  id: string;
  author_id: string | null;
  text: string;
  image: string | null;
  state: string | null;
  deleted: boolean;
  created_at: Date | string | null;
  /** The post of a comment, the conversation of a message, the event of a photo, comment or catch. */
  parent_id: string | null;
  /** A post's visibility; a team's slug; an event comment's or photo's event name. */
  extra: string | null;
  author: PersonCols | null;
};

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

const AUTHOR =
  sql.raw(`(select json_build_object('id', pr.id, 'handle', pr.handle, 'first_name', pr.first_name,
    'last_name', pr.last_name, 'display_name', pr.display_name, 'avatar_url', pr.avatar_url)
    from profiles pr where pr.id = x.author_id) as author`);

async function load(db: Db, inner: SQL): Promise<TargetRowCols[]> {
  const result = await db.execute<TargetRowCols>(sql`select x.*, ${AUTHOR} from (${inner}) x`);
  return result.rows;
}

const firstVariant = (media: string, fallback: string) =>
  sql.raw(`coalesce(${media}->'variants'->0->>'url', ${fallback})`);

export const loadPosts = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select p.id, p.user_id as author_id, p.content as text, ${firstVariant('p.media', 'p.media_url')} as image,
               p.moderation as state, p.deleted_at is not null as deleted, p.created_at,
               null::text as parent_id, p.visibility as extra
          from user_posts p where p.id = any(${uuidArray(ids)}::uuid[])`,
  );

export const loadComments = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select c.id, c.user_id as author_id, c.content as text, null::text as image, c.moderation as state,
               (c.deleted_at is not null or p.deleted_at is not null) as deleted, c.created_at,
               c.post_id::text as parent_id, p.visibility as extra
          from post_comments c join user_posts p on p.id = c.post_id
         where c.id = any(${uuidArray(ids)}::uuid[])`,
  );

export const loadMessages = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select m.id, m.sender_id as author_id, m.content as text, m.image->'variants'->0->>'url' as image,
               m.moderation as state, m.is_deleted as deleted, m.created_at,
               m.conversation_id::text as parent_id, null::text as extra
          from messages m where m.id = any(${uuidArray(ids)}::uuid[])`,
  );

export const loadProfiles = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select pr.id, pr.id as author_id, coalesce(pr.bio, '') as text, pr.avatar_url as image, null::text as state,
               false as deleted, pr.created_at, null::text as parent_id, pr.handle as extra
          from profiles pr where pr.id = any(${uuidArray(ids)}::uuid[])`,
  );

export const loadEventPhotos = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select ph.id, ph.user_id as author_id, ph.caption as text, ${firstVariant('ph.media', 'ph.url')} as image,
               ph.moderation as state, false as deleted, ph.created_at,
               ph.event_id::text as parent_id, null::text as extra
          from event_photos ph where ph.id = any(${uuidArray(ids)}::uuid[])`,
  );

export const loadEventComments = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select c.id, c.user_id as author_id, c.content as text, null::text as image, c.moderation as state,
               c.deleted_at is not null as deleted, c.created_at, c.event_id::text as parent_id, null::text as extra
          from event_comments c where c.id = any(${uuidArray(ids)}::uuid[])`,
  );

export const loadCatches = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select c.id, coalesce(c.angler_user_id, c.submitted_by) as author_id, c.species as text,
               ${firstVariant('c.media', 'c.photo_url')} as image, c.moderation as state, false as deleted,
               c.created_at, c.event_id::text as parent_id, null::text as extra
          from tournament_catches c where c.id = any(${uuidArray(ids)}::uuid[])`,
  );

export const loadTeams = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select t.id, t.captain_user_id as author_id, t.name || case when t.bio <> '' then ' — ' || t.bio else '' end as text,
               t.logo_url as image, null::text as state, false as deleted, t.created_at,
               null::text as parent_id, t.slug as extra
          from teams t where t.id = any(${uuidArray(ids)}::uuid[])`,
  );

// Groups (issue 16): a group as its page shows it (name and about), its owner as the author.
export const loadGroups = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select g.id, g.owner_id as author_id, g.name || case when g.about <> '' then ' — ' || g.about else '' end as text,
               g.cover_url as image, g.moderation as state, g.deleted_at is not null as deleted, g.created_at,
               null::text as parent_id, g.slug as extra
          from groups g where g.id = any(${uuidArray(ids)}::uuid[])`,
  );

/** Whether a post (a group's post: its active members only) may be read by the reader (issue 16). */
export async function groupPostReadable(db: Db, postId: string, readerId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from user_posts p where p.id = ${postId}::uuid
    and ${groupVisibleTo(readerId, sql`p.group_id`)}`);
  return result.rows.length > 0;
}

// ── who may report it ──────────────────────────────────────────────────────────────────────────────────────

/** Whether the reader follows the author (a followers-only post or its comments). */
export async function follows(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from follows where follower_id = ${followerId} and following_id = ${followingId}`,
  );
  return result.rows.length > 0;
}

/** Whether the person is (still) in the conversation. */
export async function isParticipant(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from conversation_participants
     where conversation_id = ${conversationId} and user_id = ${userId} and not has_left`);
  return result.rows.length > 0;
}

// ── context ────────────────────────────────────────────────────────────────────────────────────────────────

export type ContextRowCols = TargetRowCols;

/** The post's first comments (top-level and replies, oldest first). */
export const commentsOfPost = (db: Db, postId: string, limit: number) =>
  load(
    db,
    sql`select c.id, c.user_id as author_id, c.content as text, null::text as image, c.moderation as state,
               c.deleted_at is not null as deleted, c.created_at, c.post_id::text as parent_id, null::text as extra
          from post_comments c where c.post_id = ${postId}
         order by c.created_at, c.id limit ${limit}`,
  );

/** Comments of the post written around one comment (before and after it). */
export const commentsAround = (db: Db, postId: string, at: string, around: number) =>
  load(
    db,
    sql`(select c.id, c.user_id as author_id, c.content as text, null::text as image, c.moderation as state,
                c.deleted_at is not null as deleted, c.created_at, c.post_id::text as parent_id, null::text as extra
           from post_comments c where c.post_id = ${postId} and c.created_at <= ${at}::timestamptz
          order by c.created_at desc, c.id desc limit ${around + 1})
        union all
        (select c.id, c.user_id, c.content, null::text, c.moderation, c.deleted_at is not null, c.created_at,
                c.post_id::text, null::text
           from post_comments c where c.post_id = ${postId} and c.created_at > ${at}::timestamptz
          order by c.created_at, c.id limit ${around})`,
  );

/** The messages of a conversation around one: `around` before and after it, and itself. */
export const messagesAround = (db: Db, conversationId: string, at: string, around: number) =>
  load(
    db,
    sql`(select m.id, m.sender_id as author_id, m.content as text, m.image->'variants'->0->>'url' as image,
                m.moderation as state, m.is_deleted as deleted, m.created_at, m.conversation_id::text as parent_id,
                null::text as extra
           from messages m where m.conversation_id = ${conversationId} and m.created_at <= ${at}::timestamptz
          order by m.created_at desc, m.id desc limit ${around + 1})
        union all
        (select m.id, m.sender_id, m.content, m.image->'variants'->0->>'url', m.moderation, m.is_deleted,
                m.created_at, m.conversation_id::text, null::text
           from messages m where m.conversation_id = ${conversationId} and m.created_at > ${at}::timestamptz
          order by m.created_at, m.id limit ${around})`,
  );

/** A person's latest posts (a profile's context). */
export const latestPostsOf = (db: Db, userId: string, limit: number) =>
  load(
    db,
    sql`select p.id, p.user_id as author_id, p.content as text, ${firstVariant('p.media', 'p.media_url')} as image,
               p.moderation as state, p.deleted_at is not null as deleted, p.created_at,
               null::text as parent_id, p.visibility as extra
          from user_posts p where p.user_id = ${userId} and p.deleted_at is null
         order by p.created_at desc, p.id desc limit ${limit}`,
  );

/** The conversation's title, or its type when it has none. */
export async function conversationHeading(db: Db, conversationId: string): Promise<string | null> {
  const result = await db.execute<{ title: string | null; team: string | null }>(sql`
    select c.title, t.name as team from conversations c left join teams t on t.id = c.team_id
     where c.id = ${conversationId}`);
  const row = result.rows[0];
  return row?.team ?? row?.title ?? null;
}

export async function eventName(db: Db, eventId: string): Promise<string | null> {
  const result = await db.execute<{ name: string }>(
    sql`select name from tournament_events where id = ${eventId} union all select name from community_events where id = ${eventId}`,
  );
  return result.rows[0]?.name ?? null;
}

// ── state and removal ──────────────────────────────────────────────────────────────────────────────────────

const CONTENT_TABLES = {
  post: 'user_posts',
  comment: 'post_comments',
  message: 'messages',
  event_photo: 'event_photos',
  event_comment: 'event_comments',
  catch: 'tournament_catches',
  // Groups (issue 16)
  group: 'groups',
  // Community events (issue 16)
  community_event: 'community_events',
  // Forums (forums-mod)
  forum_post: 'forum_posts',
  // Charters (issue 18)
  charter_review: 'charter_reviews',
  charter_listing: 'charter_listings',
  // Fishing reports (issue 19)
  fishing_report: 'fishing_reports',
  catch_log_entry: 'catch_log_entries',
} as const;

/** Sets (or clears, null) a piece of content's moderation state. */
export async function setModeration(
  db: Db,
  type: keyof typeof CONTENT_TABLES,
  id: string,
  state: 'hidden' | 'held' | null,
): Promise<void> {
  await db.execute(sql`update ${sql.raw(CONTENT_TABLES[type])} set moderation = ${state} where id = ${id}`);
}

export async function softDeleteEventComment(db: Db, id: string): Promise<void> {
  await db.execute(sql`update event_comments set deleted_at = now() where id = ${id} and deleted_at is null`);
}

/** Deletes an event photo's row; answers its stored URLs (the file and its variants) to remove after commit. */
export async function deleteEventPhoto(db: Db, id: string): Promise<string[]> {
  const result = await db.execute<{ url: string; media: { variants?: { url: string }[] } | null }>(
    sql`delete from event_photos where id = ${id} returning url, media`,
  );
  const row = result.rows[0];
  if (!row) return [];
  return [row.url, ...(row.media?.variants ?? []).map((variant) => variant.url)];
}

/** The stored files of a message (its photo), for removal after commit. */
export async function messageImageKeys(
  db: Db,
  id: string,
): Promise<{ keys: string[]; createdAt: Date; senderId: string | null; conversationId: string } | undefined> {
  const result = await db.execute<{
    image_keys: string[] | null;
    created_at: Date | string;
    sender_id: string | null;
    conversation_id: string;
  }>(sql`select image_keys, created_at, sender_id, conversation_id from messages where id = ${id}`);
  const row = result.rows[0];
  return (
    row && {
      keys: row.image_keys ?? [],
      createdAt: new Date(row.created_at),
      senderId: row.sender_id,
      conversationId: row.conversation_id,
    }
  );
}

/** Undoes a moderator's soft delete of a post (an appeal reversed); its visibility, or null when it was not deleted. */
export async function undeletePost(db: Db, id: string): Promise<string | null> {
  const result = await db.execute<{ visibility: string }>(
    sql`update user_posts set deleted_at = null where id = ${id} and deleted_at is not null returning visibility`,
  );
  return result.rows[0]?.visibility ?? null;
}

/** Undoes the soft delete of one post comment; whether it was deleted. */
export async function undeleteComment(db: Db, id: string): Promise<boolean> {
  const result = await db.execute(
    sql`update post_comments set deleted_at = null where id = ${id} and deleted_at is not null returning id`,
  );
  return result.rows.length > 0;
}

export async function undeleteEventComment(db: Db, id: string): Promise<void> {
  await db.execute(sql`update event_comments set deleted_at = null where id = ${id}`);
}

// Community events and calendar (events-server)
export const loadCommunityEvents = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select e.id, e.created_by as author_id, e.name || case when e.description <> '' then ' — ' || e.description else '' end as text,
               e.cover_url as image, e.moderation as state, false as deleted, e.created_at,
               e.group_id::text as parent_id, null::text as extra
          from community_events e where e.id = any(${uuidArray(ids)}::uuid[])`,
  );

/** A community event is seen by everyone unless it is a private (or deleted) group's and the reader not a member. */
export async function communityEventVisibleTo(db: Db, eventId: string, readerId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from community_events e left join groups g on g.id = e.group_id
    where e.id = ${eventId}::uuid and (e.group_id is null or (g.deleted_at is null and (g.privacy = 'public' or exists (
      select 1 from group_members m where m.group_id = e.group_id and m.user_id = ${readerId}::uuid and m.status = 'active'))))`);
  return result.rows.length > 0;
}

// Forums (forums-mod): a forum post; its thread is the parent, `extra` the post's permalink in the app.
const FORUM_POST_COLS =
  sql.raw(`p.id, p.author_id, p.body as text, null::text as image, p.moderation as state,
  (p.deleted_at is not null or th.deleted_at is not null) as deleted, p.created_at, p.thread_id::text as parent_id,
  '/topics/' || t.slug || '/' || th.id || '?post=' || p.post_number as extra`);
const FORUM_POST_FROM = sql.raw(
  `forum_posts p join forum_threads th on th.id = p.thread_id join forum_topics t on t.id = th.topic_id`,
);

export const loadForumPosts = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select ${FORUM_POST_COLS} from ${FORUM_POST_FROM} where p.id = any(${uuidArray(ids)}::uuid[])`,
  );

/** Whether the reader may see the forum post's thread (not deleted; held or hidden only for its author). */
export async function forumThreadVisibleTo(db: Db, threadId: string, readerId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from forum_threads th where th.id = ${threadId}::uuid
    and th.deleted_at is null and (th.moderation is null or th.author_id = ${readerId}::uuid)`);
  return result.rows.length > 0;
}

/** The thread's posts around one (by post number, `around` either side, itself included), and its title. */
export async function forumPostsAround(db: Db, threadId: string, postNumber: number, around: number) {
  const [posts, title] = await Promise.all([
    load(
      db,
      sql`select ${FORUM_POST_COLS} from ${FORUM_POST_FROM} where p.thread_id = ${threadId}::uuid
        and p.post_number between ${postNumber - around} and ${postNumber + around} order by p.post_number`,
    ),
    db.execute<{ title: string }>(sql`select title from forum_threads where id = ${threadId}::uuid`),
  ]);
  return { posts, title: title.rows[0]?.title ?? null };
}

// Charters (issue 18): a review of a trip; its listing is the parent (and, as `extra`, its page in the app).
export const loadCharterReviews = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select r.id, r.author_user_id as author_id, r.text, null::text as image, r.moderation as state,
               false as deleted, r.created_at, r.listing_id::text as parent_id, l.name as extra
          from charter_reviews r join charter_listings l on l.id = r.listing_id
         where r.id = any(${uuidArray(ids)}::uuid[])`,
  );

// Charters (issue 18): a listing; its cover photo is the image, `extra` its page in the app.
export const loadCharterListings = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select l.id, l.owner_user_id as author_id,
               l.name || case when l.description <> '' then ' — ' || l.description else '' end as text,
               (select ph.url from charter_photos ph where ph.listing_id = l.id order by ph.position, ph.created_at limit 1) as image,
               l.moderation as state, false as deleted, l.created_at, null::text as parent_id,
               '/charters/' || l.id as extra
          from charter_listings l where l.id = any(${uuidArray(ids)}::uuid[])`,
  );

// Fishing reports (issue 19): a report; its place and notes are the text, `extra` its visibility.
export const loadFishingReports = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select r.id, r.user_id as author_id,
               r.location_name || case when r.notes <> '' then ' — ' || r.notes else '' end as text,
               null::text as image, r.moderation as state, false as deleted, r.created_at,
               null::text as parent_id, r.visibility as extra
          from fishing_reports r where r.id = any(${uuidArray(ids)}::uuid[])`,
  );
// Angler tools (issue 19): a catch log entry; its text is the species and notes (never its place), its photo the image.
export const loadCatchLogEntries = (db: Db, ids: string[]) =>
  load(
    db,
    sql`select e.id, e.user_id as author_id,
               e.species || case when coalesce(e.notes, '') <> '' then ' — ' || e.notes else '' end as text,
               ${firstVariant('e.media', 'e.photo_url')} as image, e.moderation as state, false as deleted,
               e.created_at, null::text as parent_id, null::text as extra
          from catch_log_entries e where e.id = any(${uuidArray(ids)}::uuid[])`,
  );
