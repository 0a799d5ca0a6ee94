import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { PersonRowCols } from '#server/features/people/presenter';

/** Forums SQL (issue 16): forums → topics → threads → numbered posts. */

const person = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'handle', ${alias}.handle,
    'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name, 'display_name', ${alias}.display_name,
    'avatar_url', ${alias}.avatar_url) end`);

const MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

export type ForumRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  kind: string;
  icon: string;
  position: number;
  topic_count: number;
  thread_count: number;
  post_count: number;
  last_activity_at: Date | string | null;
};

export type TopicRow = {
  id: string;
  forum_id: string;
  slug: string;
  name: string;
  description: string;
  position: number;
  thread_count: number;
  post_count: number;
  last_activity_at: Date | string | null;
  latest_id: string | null;
  latest_title: string | null;
};

const FORUM_COLS = sql`f.id, f.slug, f.name, f.description, f.kind, f.icon, f.position,
  (select count(*)::int from forum_topics t where t.forum_id = f.id) as topic_count,
  (select coalesce(sum(t.thread_count), 0)::int from forum_topics t where t.forum_id = f.id) as thread_count,
  (select coalesce(sum(t.post_count), 0)::int from forum_topics t where t.forum_id = f.id) as post_count,
  (select max(t.last_activity_at) from forum_topics t where t.forum_id = f.id) as last_activity_at`;

export async function listForums(db: Db): Promise<ForumRow[]> {
  const result = await db.execute<ForumRow>(
    sql`select ${FORUM_COLS} from forums f order by f.position, f.name`,
  );
  return result.rows;
}

export async function findForum(db: Db, by: { slug?: string; id?: string }): Promise<ForumRow | undefined> {
  const where = by.id ? sql`f.id = ${by.id}::uuid` : sql`f.slug = ${by.slug ?? ''}`;
  const result = await db.execute<ForumRow>(sql`select ${FORUM_COLS} from forums f where ${where}`);
  return result.rows[0];
}

/** The topic order as forum_threads_topic_order_idx holds it (`nulls last` too, or Postgres cannot walk it). */
const THREAD_ORDER = sql.raw(
  `th.pinned desc nulls last, th.last_post_at desc nulls last, th.id desc nulls last`,
);

const TOPIC_COLS = sql`t.id, t.forum_id, t.slug, t.name, t.description, t.position, t.thread_count, t.post_count,
  t.last_activity_at, latest.id as latest_id, latest.title as latest_title`;
/**
 * A topic's latest visible thread: the newest pinned one and the newest other one, each the first row of a walk of
 * forum_threads_topic_order_idx (pinned sits between topic_id and last_post_at in it), then the later of the two.
 * Never a sort of the topic's threads (the thread page reads its topic through this).
 */
const LATEST_OF = (pinned: boolean) => sql`(select th.id, th.title, th.last_post_at from forum_threads th
  where th.topic_id = t.id and th.pinned = ${sql.raw(String(pinned))} and th.deleted_at is null and th.moderation is null
  order by ${THREAD_ORDER} limit 1)`;
const LATEST = sql`left join lateral (select x.id, x.title from (${LATEST_OF(true)} union all ${LATEST_OF(false)}) x
  order by x.last_post_at desc limit 1) latest on true`;

export async function listTopics(db: Db, forumIds: string[]): Promise<TopicRow[]> {
  if (forumIds.length === 0) return [];
  const result = await db.execute<TopicRow>(sql`select ${TOPIC_COLS} from forum_topics t ${LATEST}
    where t.forum_id = any(${`{${forumIds.join(',')}}`}::uuid[]) order by t.position, t.name`);
  return result.rows;
}

export async function findTopic(
  db: Db,
  by: { slug?: string; id?: string },
): Promise<(TopicRow & { forum_slug: string; forum_name: string; forum_kind: string }) | undefined> {
  const where = by.id ? sql`t.id = ${by.id}::uuid` : sql`t.slug = ${by.slug ?? ''}`;
  const result = await db.execute<TopicRow & { forum_slug: string; forum_name: string; forum_kind: string }>(
    sql`select ${TOPIC_COLS}, f.slug as forum_slug, f.name as forum_name, f.kind as forum_kind
      from forum_topics t join forums f on f.id = t.forum_id ${LATEST} where ${where}`,
  );
  return result.rows[0];
}

export async function dashboardCounts(db: Db) {
  const result = await db.execute<{
    total_forums: number;
    active: number;
    threads: number;
    posts: number;
  }>(sql`select (select count(*)::int from forums) as total_forums,
    (select count(*)::int from forum_topics where last_activity_at > now() - interval '30 days') as active,
    (select coalesce(sum(thread_count), 0)::int from forum_topics) as threads,
    (select coalesce(sum(post_count), 0)::int from forum_topics) as posts`);
  return result.rows[0]!;
}

export type HotRow = {
  id: string;
  title: string;
  topic_slug: string;
  topic_name: string;
  reply_count: number;
  recent_posts: number;
  last_post_at: Date | string;
};

/** The threads with the most posts in the last 7 days (from the recent threads only: the index on last_post_at). */
export async function hotThreads(db: Db, limit: number): Promise<HotRow[]> {
  const result = await db.execute<HotRow>(sql`
    with recent as (
      select th.id from forum_threads th
      where th.last_post_at > now() - interval '7 days' and th.deleted_at is null and th.moderation is null
      order by th.last_post_at desc nulls last limit 200)
    select th.id, th.title, t.slug as topic_slug, t.name as topic_name, th.reply_count, th.last_post_at,
      (select count(*)::int from forum_posts p where p.thread_id = th.id and p.deleted_at is null
         and p.created_at > now() - interval '7 days') as recent_posts
    from recent r join forum_threads th on th.id = r.id join forum_topics t on t.id = th.topic_id
    order by recent_posts desc, th.last_post_at desc limit ${limit}`);
  return result.rows;
}

export type ThreadRow = {
  id: string;
  topic_id: string;
  author_id: string;
  title: string;
  pinned: boolean;
  locked: boolean;
  accepted_post_id: string | null;
  reply_count: number;
  last_post_number: number;
  last_post_at: Date | string;
  view_count: number;
  moderation: string | null;
  deleted_at: Date | string | null;
  created_at: Date | string;
  sort_at: string;
  author: PersonRowCols | null;
  last_poster: PersonRowCols | null;
  last_read: number | null;
};

const THREAD_COLS = (viewerId: string | null) => sql`th.id, th.topic_id, th.author_id, th.title, th.pinned,
  th.locked, th.accepted_post_id, th.reply_count, th.last_post_number, th.last_post_at, th.view_count,
  th.moderation, th.deleted_at, th.created_at,
  to_char(th.last_post_at at time zone 'UTC', ${sql.raw(MICROS)}) as sort_at,
  ${person('a')} as author, ${person('lp')} as last_poster,
  ${
    viewerId
      ? sql`(select r.last_read_post_number from forum_thread_reads r where r.thread_id = th.id and r.user_id = ${viewerId}::uuid)`
      : sql`null::int`
  } as last_read`;

export async function findThread(db: Db, threadId: string, viewerId: string | null) {
  const result = await db.execute<ThreadRow>(sql`select ${THREAD_COLS(viewerId)} from forum_threads th
    left join profiles a on a.id = th.author_id left join profiles lp on lp.id = th.last_poster_id
    where th.id = ${threadId}::uuid`);
  return result.rows[0];
}

export interface ThreadCursor {
  pinned: boolean;
  at: string;
  id: string;
}

/** A topic's threads: pinned first, then by last activity (keyset on the topic order index). */
export async function listThreads(
  db: Db,
  topicId: string,
  viewerId: string | null,
  seeAll: boolean,
  cursor: ThreadCursor | null,
  limit: number,
): Promise<ThreadRow[]> {
  const visible = seeAll
    ? sql`true`
    : viewerId
      ? sql`(th.moderation is null or th.author_id = ${viewerId}::uuid)`
      : sql`th.moderation is null`;
  const after = cursor
    ? sql`and (th.pinned, th.last_post_at, th.id) < (${cursor.pinned}, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const result = await db.execute<ThreadRow>(sql`select ${THREAD_COLS(viewerId)} from forum_threads th
    left join profiles a on a.id = th.author_id left join profiles lp on lp.id = th.last_poster_id
    where th.topic_id = ${topicId}::uuid and th.deleted_at is null and ${visible} ${after}
    order by ${THREAD_ORDER} limit ${limit}`);
  return result.rows;
}

export type PostRow = {
  id: string;
  thread_id: string;
  post_number: number;
  author_id: string | null;
  body: string;
  html: string;
  quote_post_id: string | null;
  likes_count: number;
  revision_count: number;
  edited_at: Date | string | null;
  moderation: string | null;
  deleted_at: Date | string | null;
  created_at: Date | string;
  author: PersonRowCols | null;
  liked_by_me: boolean;
  quote_number: number | null;
  quote_author: PersonRowCols | null;
};

const POST_COLS = (
  viewerId: string | null,
) => sql`p.id, p.thread_id, p.post_number, p.author_id, p.body, p.html,
  p.quote_post_id, p.likes_count, p.revision_count, p.edited_at, p.moderation, p.deleted_at, p.created_at,
  ${person('a')} as author,
  ${
    viewerId
      ? sql`exists (select 1 from forum_post_likes l where l.post_id = p.id and l.user_id = ${viewerId}::uuid)`
      : sql`false`
  } as liked_by_me,
  q.post_number as quote_number, ${person('qa')} as quote_author`;
const POST_JOINS = sql`left join profiles a on a.id = p.author_id left join forum_posts q on q.id = p.quote_post_id
  left join profiles qa on qa.id = q.author_id`;

/** Held and hidden posts are their author's (and staff's) only. */
const postVisible = (viewerId: string | null, seeAll: boolean) =>
  seeAll
    ? sql`true`
    : viewerId
      ? sql`(p.moderation is null or p.author_id = ${viewerId}::uuid)`
      : sql`p.moderation is null`;

/** A window of posts by number: keyset on (thread_id, post_number), never OFFSET. */
export async function listPosts(
  db: Db,
  threadId: string,
  viewerId: string | null,
  seeAll: boolean,
  window: { from?: number; before?: number; limit: number },
): Promise<PostRow[]> {
  const visible = postVisible(viewerId, seeAll);
  if (window.before !== undefined) {
    const result =
      await db.execute<PostRow>(sql`select * from (select ${POST_COLS(viewerId)} from forum_posts p
      ${POST_JOINS} where p.thread_id = ${threadId}::uuid and p.post_number < ${window.before} and ${visible}
      order by p.post_number desc limit ${window.limit}) page order by post_number`);
    return result.rows;
  }
  const result = await db.execute<PostRow>(sql`select ${POST_COLS(viewerId)} from forum_posts p ${POST_JOINS}
    where p.thread_id = ${threadId}::uuid and p.post_number >= ${window.from ?? 1} and ${visible}
    order by p.post_number limit ${window.limit}`);
  return result.rows;
}

export async function postExists(
  db: Db,
  threadId: string,
  viewerId: string | null,
  seeAll: boolean,
  side: 'before' | 'after',
  postNumber: number,
): Promise<boolean> {
  const compare = side === 'before' ? sql`p.post_number < ${postNumber}` : sql`p.post_number > ${postNumber}`;
  const result = await db.execute<{ found: boolean }>(sql`select exists (select 1 from forum_posts p
    where p.thread_id = ${threadId}::uuid and ${compare} and ${postVisible(viewerId, seeAll)}) as found`);
  return Boolean(result.rows[0]?.found);
}

export async function findPost(db: Db, postId: string, viewerId: string | null) {
  const result = await db.execute<PostRow>(sql`select ${POST_COLS(viewerId)} from forum_posts p ${POST_JOINS}
    where p.id = ${postId}::uuid`);
  return result.rows[0];
}

export async function insertThread(
  tx: Db,
  input: { topicId: string; authorId: string; title: string },
): Promise<{ id: string }> {
  const result = await tx.execute<{ id: string }>(sql`insert into forum_threads
    (topic_id, author_id, title, last_post_number, last_post_at, last_poster_id)
    values (${input.topicId}::uuid, ${input.authorId}::uuid, ${input.title}, 0, now(), ${input.authorId}::uuid)
    returning id`);
  return result.rows[0]!;
}

/** Hands out the next post number under the thread's row lock and moves the thread's counters. */
export async function nextPostNumber(tx: Db, threadId: string, authorId: string, isReply: boolean) {
  const result = await tx.execute<{ last_post_number: number; topic_id: string }>(sql`update forum_threads
    set last_post_number = last_post_number + 1, last_post_at = now(), last_poster_id = ${authorId}::uuid,
      reply_count = reply_count + ${isReply ? 1 : 0}, updated_at = now()
    where id = ${threadId}::uuid returning last_post_number, topic_id`);
  return result.rows[0]!;
}

export async function insertPost(
  tx: Db,
  input: {
    threadId: string;
    postNumber: number;
    authorId: string;
    body: string;
    html: string;
    quotePostId: string | null;
    /** 'held' when an automatic hold caught it (its author's and staff's only until restored). */
    moderation?: 'held' | null;
  },
): Promise<{ id: string }> {
  const result = await tx.execute<{ id: string }>(sql`insert into forum_posts
    (thread_id, post_number, author_id, body, html, quote_post_id, moderation)
    values (${input.threadId}::uuid, ${input.postNumber}, ${input.authorId}::uuid, ${input.body}, ${input.html},
      ${input.quotePostId}::uuid, ${input.moderation ?? null}) returning id`);
  return result.rows[0]!;
}

export async function bumpTopic(tx: Db, topicId: string, threads: number, posts: number): Promise<void> {
  await tx.execute(sql`update forum_topics set thread_count = greatest(0, thread_count + ${threads}),
    post_count = greatest(0, post_count + ${posts}), last_activity_at = now(), updated_at = now()
    where id = ${topicId}::uuid`);
}

export async function subscribe(tx: Db, threadId: string, userId: string): Promise<void> {
  await tx.execute(sql`insert into forum_thread_subscriptions (thread_id, user_id)
    values (${threadId}::uuid, ${userId}::uuid) on conflict do nothing`);
}

export async function unsubscribe(tx: Db, threadId: string, userId: string): Promise<void> {
  await tx.execute(sql`delete from forum_thread_subscriptions
    where thread_id = ${threadId}::uuid and user_id = ${userId}::uuid`);
}

export async function isSubscribed(db: Db, threadId: string, userId: string): Promise<boolean> {
  const result = await db.execute<{
    found: boolean;
  }>(sql`select exists (select 1 from forum_thread_subscriptions
    where thread_id = ${threadId}::uuid and user_id = ${userId}::uuid) as found`);
  return Boolean(result.rows[0]?.found);
}

export async function subscriberIds(db: Db, threadId: string, limit = 1_000): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`select user_id from forum_thread_subscriptions
    where thread_id = ${threadId}::uuid limit ${limit}`);
  return result.rows.map((row) => row.user_id);
}

export async function markRead(db: Db, threadId: string, userId: string, postNumber: number): Promise<void> {
  await db.execute(sql`insert into forum_thread_reads (thread_id, user_id, last_read_post_number)
    values (${threadId}::uuid, ${userId}::uuid, ${postNumber})
    on conflict (thread_id, user_id) do update set
      last_read_post_number = greatest(forum_thread_reads.last_read_post_number, excluded.last_read_post_number),
      updated_at = now()`);
}

export async function addView(db: Db, threadId: string): Promise<void> {
  await db.execute(sql`update forum_threads set view_count = view_count + 1 where id = ${threadId}::uuid`);
}

export async function updatePostBody(
  tx: Db,
  postId: string,
  editorId: string,
  before: { body: string; html: string },
  after: { body: string; html: string },
): Promise<void> {
  await tx.execute(sql`insert into forum_post_revisions (post_id, body, html, editor_id)
    values (${postId}::uuid, ${before.body}, ${before.html}, ${editorId}::uuid)`);
  await tx.execute(sql`update forum_posts set body = ${after.body}, html = ${after.html}, edited_at = now(),
    revision_count = revision_count + 1, updated_at = now() where id = ${postId}::uuid`);
}

export async function softDeletePost(tx: Db, postId: string): Promise<boolean> {
  const result = await tx.execute<{ thread_id: string; post_number: number }>(sql`update forum_posts
    set deleted_at = now(), body = '', html = '', updated_at = now()
    where id = ${postId}::uuid and deleted_at is null returning thread_id, post_number`);
  const row = result.rows[0];
  if (!row) return false;
  if (row.post_number > 1)
    await tx.execute(sql`update forum_threads set reply_count = greatest(0, reply_count - 1)
      where id = ${row.thread_id}::uuid`);
  return true;
}

export async function listRevisions(db: Db, postId: string) {
  const result = await db.execute<{
    id: string;
    body: string;
    html: string;
    created_at: Date | string;
    editor: PersonRowCols | null;
  }>(sql`select r.id, r.body, r.html, r.created_at, ${person('e')} as editor from forum_post_revisions r
    left join profiles e on e.id = r.editor_id where r.post_id = ${postId}::uuid order by r.created_at desc limit 100`);
  return result.rows;
}

export async function addLike(
  tx: Db,
  postId: string,
  userId: string,
): Promise<{ added: boolean; count: number }> {
  const inserted = await tx.execute(sql`insert into forum_post_likes (post_id, user_id)
    values (${postId}::uuid, ${userId}::uuid) on conflict do nothing returning post_id`);
  const added = inserted.rows.length > 0;
  const result = await tx.execute<{ likes_count: number }>(sql`update forum_posts
    set likes_count = likes_count + ${added ? 1 : 0} where id = ${postId}::uuid returning likes_count`);
  return { added, count: result.rows[0]?.likes_count ?? 0 };
}

export async function removeLike(tx: Db, postId: string, userId: string): Promise<number> {
  const deleted = await tx.execute(sql`delete from forum_post_likes
    where post_id = ${postId}::uuid and user_id = ${userId}::uuid returning post_id`);
  const result = await tx.execute<{ likes_count: number }>(sql`update forum_posts
    set likes_count = greatest(0, likes_count - ${deleted.rows.length}) where id = ${postId}::uuid returning likes_count`);
  return result.rows[0]?.likes_count ?? 0;
}

export async function updateThread(db: Db, threadId: string, set: SQL): Promise<void> {
  await db.execute(sql`update forum_threads set ${set}, updated_at = now() where id = ${threadId}::uuid`);
}

/** Moves posts to another thread with new numbers (after the thread's last), in their order. */
export async function movePosts(tx: Db, postIds: string[], toThreadId: string): Promise<number> {
  const ids = `{${postIds.join(',')}}`;
  const result = await tx.execute<{ n: number }>(sql`with moving as (
      select id, row_number() over (order by post_number) as n from forum_posts where id = any(${ids}::uuid[]))
    update forum_posts p set thread_id = ${toThreadId}::uuid, post_number = m.n, updated_at = now()
    from moving m where p.id = m.id returning m.n::int as n`);
  return result.rows.length;
}

export type SearchRow = {
  id: string;
  post_number: number;
  thread_id: string;
  thread_title: string;
  topic_slug: string;
  topic_name: string;
  created_at: Date | string;
  author: PersonRowCols | null;
  headline: string;
  sort_at: string;
};

/**
 * Full-text search: the newest `candidates` matches, ranked among themselves; ts_headline only for the page's rows.
 * The query is written inline (not in a CTE) so the planner sees how common its words are: a broad query walks
 * forum_posts_created_idx newest first and stops at `candidates` matches (the order must be `desc nulls last`, the
 * index's own, or Postgres sorts every match); a rare one reads its few matches from the GIN index. Pages are
 * offsets into the capped, ranked set.
 */
export async function searchPosts(
  db: Db,
  input: { q: string; forumId: string | null; offset: number; limit: number; candidates: number },
): Promise<SearchRow[]> {
  const query = sql`websearch_to_tsquery('english', ${input.q})`;
  const forum = input.forumId
    ? sql`and exists (select 1 from forum_threads th2 join forum_topics t2 on t2.id = th2.topic_id
        where th2.id = p.thread_id and t2.forum_id = ${input.forumId}::uuid)`
    : sql``;
  const result = await db.execute<SearchRow>(sql`
    with candidates as materialized (
      select p.id, p.search, p.created_at from forum_posts p
      where p.search @@ ${query} and p.deleted_at is null and p.moderation is null ${forum}
      order by p.created_at desc nulls last limit ${input.candidates}),
    ranked as (
      select c.id, ts_rank_cd(c.search, ${query}) as rank, c.created_at from candidates c
      order by rank desc, c.created_at desc, c.id offset ${input.offset} limit ${input.limit})
    select p.id, p.post_number, p.thread_id, th.title as thread_title, t.slug as topic_slug, t.name as topic_name,
      p.created_at, ${person('a')} as author,
      ts_headline('english', p.body, ${query},
        'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2') as headline,
      '' as sort_at
    from ranked r join forum_posts p on p.id = r.id join forum_threads th on th.id = p.thread_id
      join forum_topics t on t.id = th.topic_id left join profiles a on a.id = p.author_id
    where th.deleted_at is null and th.moderation is null
    order by r.rank desc, r.created_at desc, r.id`);
  return result.rows;
}

export async function insertForum(
  db: Db,
  input: { slug: string; name: string; description: string; kind: string; icon: string; position: number },
): Promise<string> {
  const result = await db.execute<{
    id: string;
  }>(sql`insert into forums (slug, name, description, kind, icon, position)
    values (${input.slug}, ${input.name}, ${input.description}, ${input.kind}, ${input.icon}, ${input.position})
    on conflict (slug) do nothing returning id`);
  return result.rows[0]?.id ?? '';
}

export async function insertTopic(
  db: Db,
  input: { forumId: string; slug: string; name: string; description: string; position: number },
): Promise<string> {
  const result = await db.execute<{
    id: string;
  }>(sql`insert into forum_topics (forum_id, slug, name, description, position)
    values (${input.forumId}::uuid, ${input.slug}, ${input.name}, ${input.description}, ${input.position})
    on conflict (slug) do nothing returning id`);
  return result.rows[0]?.id ?? '';
}

export async function patchRow(
  db: Db,
  table: 'forums' | 'forum_topics',
  id: string,
  fields: Record<string, string | number | undefined>,
): Promise<boolean> {
  const sets = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) =>
      column === 'forum_id'
        ? sql`${sql.identifier(column)} = ${value}::uuid`
        : sql`${sql.identifier(column)} = ${value}`,
    );
  sets.push(sql`updated_at = now()`);
  const result = await db.execute(sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)}
    where id = ${id}::uuid returning id`);
  return result.rows.length > 0;
}

export async function deleteRow(db: Db, table: 'forums' | 'forum_topics', id: string): Promise<boolean> {
  const result = await db.execute(
    sql`delete from ${sql.identifier(table)} where id = ${id}::uuid returning id`,
  );
  return result.rows.length > 0;
}

export async function slugTaken(db: Db, table: 'forums' | 'forum_topics', slug: string, exceptId?: string) {
  const result = await db.execute<{
    found: boolean;
  }>(sql`select exists (select 1 from ${sql.identifier(table)}
    where slug = ${slug} and id <> ${exceptId ?? '00000000-0000-0000-0000-000000000000'}::uuid) as found`);
  return Boolean(result.rows[0]?.found);
}
