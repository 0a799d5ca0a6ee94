import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  FORUM_EDIT_WINDOW_MINUTES,
  HOT_THREADS_LIMIT,
  type ForumDashboard,
  type ForumDetail,
  type ForumPost,
  type ForumPostPage,
  type ForumSearchPage,
  type ThreadDetail,
  type TopicPage,
} from '@tightlines/domain/forums/contract';
import { parseMentions } from '@tightlines/domain/social/parse';
import type { Db } from '#server/db/client';
import { AppError, forbidden } from '#server/lib/errors';
import { processImage, storeImage } from '#server/lib/images';
import type { Storage } from '#server/lib/storage-driver';
import type { UploadUrls } from '#server/storage/signed-urls';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { resolveMentions } from '#server/features/posts/mentions';
import { actorName, excerpt } from '#server/features/posts/service';
import { isStaff } from '#server/features/safety/checks/relations-repo';
import { checkHold, queueHold } from '#server/features/safety/checks/holds';
import { presentPersonRow } from '#server/features/people/presenter';
import { renderForumMarkdown, sanitizeHighlight } from './markdown';
import {
  emptyPerson,
  iso,
  kindOf,
  moderationOf,
  presentForum,
  presentPost,
  presentThreadSummary,
  presentTopic,
} from './presenter';
import * as repo from './repo';

export interface ForumDeps extends NotifyDeps {
  storage: Storage;
  uploadUrls: UploadUrls;
  log: FastifyBaseLogger;
}

export interface Viewer {
  id: string | null;
  staff: boolean;
}

export const EDIT_WINDOW_MS = FORUM_EDIT_WINDOW_MINUTES * 60_000;
/**
 * Search ranks at most this many of the newest matches (a common word matches a large share of the posts). The walk
 * down the recency index reads about (candidates ÷ share of posts matching) rows: two common words matching 4% of a
 * million posts took 215 ms for 2,000 candidates, 60–80 ms for 500 (bench:forums).
 */
export const SEARCH_CANDIDATES = 500;
export const FORUM_IMAGE_FOLDER = 'forum-images';

const forumNotFound = () => AppError.of(404, 'forumNotFound');
const topicNotFound = () => AppError.of(404, 'topicNotFound');
const threadNotFound = () => AppError.of(404, 'threadNotFound');
const postNotFound = () => AppError.of(404, 'forumPostNotFound');

export async function viewerOf(db: Db, userId: string | null): Promise<Viewer> {
  return { id: userId, staff: userId ? await isStaff(db, userId) : false };
}

export const threadUrl = (topicSlug: string, threadId: string, postNumber?: number) =>
  `/topics/${topicSlug}/${threadId}${postNumber ? `?post=${postNumber}` : ''}`;

// ---------------------------------------------------------------------------------------------------------------
// Reading

export async function getHome(deps: ForumDeps): Promise<ForumDashboard> {
  const [forums, counts, hot, online] = await Promise.all([
    repo.listForums(deps.db),
    repo.dashboardCounts(deps.db),
    repo.hotThreads(deps.db, HOT_THREADS_LIMIT),
    deps.realtime.presence.count(),
  ]);
  const topics = await repo.listTopics(
    deps.db,
    forums.map((forum) => forum.id),
  );
  return {
    totalForums: Number(counts.total_forums),
    activeCommunities: Number(counts.active),
    onlineUsers: online,
    hotTopics: hot.map((row) => ({
      id: row.id,
      title: row.title,
      topic: { slug: row.topic_slug, name: row.topic_name },
      replyCount: Number(row.reply_count),
      recentPosts: Number(row.recent_posts),
      lastPostAt: iso(row.last_post_at),
    })),
    totalThreads: Number(counts.threads),
    totalPosts: Number(counts.posts),
    forums: forums.map((forum) => presentForum(forum, topics)),
  };
}

export async function getForum(db: Db, slug: string): Promise<ForumDetail> {
  const forum = await repo.findForum(db, { slug });
  if (!forum) throw forumNotFound();
  return presentForum(forum, await repo.listTopics(db, [forum.id]));
}

function encodeThreadCursor(row: repo.ThreadRow): string {
  return Buffer.from(`${row.pinned ? 1 : 0}|${row.sort_at}|${row.id}`, 'utf8').toString('base64url');
}

function decodeThreadCursor(value: string | undefined): repo.ThreadCursor | null {
  if (!value) return null;
  const [pinned, at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    (pinned !== '0' && pinned !== '1') ||
    !at ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) ||
    !id ||
    !/^[0-9a-f-]{36}$/i.test(id)
  )
    throw AppError.of(400, 'invalidInput');
  return { pinned: pinned === '1', at, id };
}

export async function getTopicPage(
  db: Db,
  viewer: Viewer,
  slug: string,
  query: { cursor?: string; limit: number },
): Promise<TopicPage> {
  const topic = await repo.findTopic(db, { slug });
  if (!topic) throw topicNotFound();
  const cursor = decodeThreadCursor(query.cursor);
  const rows = await repo.listThreads(db, topic.id, viewer.id, viewer.staff, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    topic: {
      ...presentTopic(topic),
      forum: { slug: topic.forum_slug, name: topic.forum_name, kind: kindOf(topic.forum_kind) },
    },
    threads: page.map((row) => presentThreadSummary(row, viewer.id)),
    nextCursor: rows.length > query.limit && page.length > 0 ? encodeThreadCursor(page.at(-1)!) : null,
  };
}

/** The thread `viewer` may see: not deleted; held or hidden only for its author and staff. */
async function visibleThread(db: Db, threadId: string, viewer: Viewer) {
  const thread = await repo.findThread(db, threadId, viewer.id);
  if (!thread || thread.deleted_at) throw threadNotFound();
  if (thread.moderation && !viewer.staff && thread.author_id !== viewer.id) throw threadNotFound();
  return thread;
}

export async function getThread(
  db: Db,
  viewer: Viewer,
  threadId: string,
  countView = true,
): Promise<ThreadDetail> {
  const thread = await visibleThread(db, threadId, viewer);
  const topic = (await repo.findTopic(db, { id: thread.topic_id }))!;
  if (countView) await repo.addView(db, threadId);
  const subscribed = viewer.id ? await repo.isSubscribed(db, threadId, viewer.id) : false;
  const qa = topic.forum_kind === 'qa';
  return {
    id: thread.id,
    title: thread.title,
    author: presentPersonRow(thread.author ?? emptyPerson(thread.author_id)),
    topic: { id: topic.id, slug: topic.slug, name: topic.name },
    forum: { slug: topic.forum_slug, name: topic.forum_name, kind: kindOf(topic.forum_kind) },
    pinned: thread.pinned,
    locked: thread.locked,
    acceptedPostId: thread.accepted_post_id,
    replyCount: Number(thread.reply_count),
    lastPostNumber: Number(thread.last_post_number),
    lastPostAt: iso(thread.last_post_at),
    viewCount: Number(thread.view_count) + (countView ? 1 : 0),
    subscribed,
    lastReadPostNumber: viewer.id && thread.last_read !== null ? Number(thread.last_read) : null,
    canReply: viewer.id !== null && (!thread.locked || viewer.staff),
    canModerate: viewer.staff,
    canAccept: qa && viewer.id !== null && (viewer.staff || thread.author_id === viewer.id),
    createdAt: iso(thread.created_at),
    moderation: moderationOf(thread.moderation),
  };
}

export async function listThreadPosts(
  db: Db,
  viewer: Viewer,
  threadId: string,
  query: { from?: number; before?: number; limit: number },
): Promise<ForumPostPage> {
  const thread = await visibleThread(db, threadId, viewer);
  const rows = await repo.listPosts(db, threadId, viewer.id, viewer.staff, query);
  const first = rows[0];
  const last = rows.at(-1);
  const [hasBefore, hasAfter] = await Promise.all([
    first
      ? repo.postExists(db, threadId, viewer.id, viewer.staff, 'before', Number(first.post_number))
      : Promise.resolve(query.before !== undefined ? false : (query.from ?? 1) > 1),
    last
      ? repo.postExists(db, threadId, viewer.id, viewer.staff, 'after', Number(last.post_number))
      : Promise.resolve(false),
  ]);
  return {
    items: rows.map((row) => presentPost(row, viewer, thread, EDIT_WINDOW_MS)),
    hasBefore,
    hasAfter,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

/** Markdown → HTML with the written @names that resolve linked; returns the people mentioned. */
async function render(
  deps: ForumDeps,
  db: Db,
  authorId: string,
  body: string,
  quote: { postNumber: number; authorName: string; body: string } | null,
): Promise<{ html: string; mentioned: string[] }> {
  const written = parseMentions(body);
  const mentioned = await resolveMentions(db, authorId, written);
  const handles = new Map<string, string>();
  if (mentioned.length > 0) {
    const result = await db.execute<{ id: string; handle: string | null; first_name: string | null }>(
      sql`select id, handle, first_name from profiles where id = any(${`{${mentioned.join(',')}}`}::uuid[])`,
    );
    for (const name of written) {
      const lower = name.toLowerCase();
      const match = result.rows.find(
        (row) => row.handle?.toLowerCase() === lower || row.first_name?.toLowerCase() === lower,
      );
      if (match?.handle) handles.set(lower, match.handle);
    }
  }
  const html = renderForumMarkdown(body, {
    imagePrefix: deps.storage.urlOf(`${FORUM_IMAGE_FOLDER}/`),
    mentions: handles,
    quote,
  });
  return { html, mentioned };
}

type Publisher = () => void;

async function notifyMany(
  deps: ForumDeps,
  tx: Db,
  userIds: string[],
  input: {
    type: 'forum_reply' | 'forum_mention' | 'forum_answer_accepted';
    actorId: string;
    threadId: string;
    threadTitle: string;
    topicSlug: string;
    postNumber: number;
    body: string;
  },
): Promise<Publisher[]> {
  if (userIds.length === 0) return [];
  const name = await actorName(tx, input.actorId);
  const publishers: Publisher[] = [];
  for (const userId of userIds) {
    publishers.push(
      await notify(
        deps,
        {
          userId,
          actorId: input.actorId,
          type: input.type,
          params: {
            actorName: name,
            threadId: input.threadId,
            threadTitle: input.threadTitle,
            postNumber: input.postNumber,
            excerpt: excerpt(input.body, ''),
          },
          actionUrl: threadUrl(input.topicSlug, input.threadId, input.postNumber),
        },
        tx,
      ),
    );
  }
  return publishers;
}

/** What the automatic holds read: the text without our own uploaded images' URLs (they are not links out). */
function holdText(deps: ForumDeps, text: string): string {
  return text.split(deps.storage.urlOf(`${FORUM_IMAGE_FOLDER}/`)).join('');
}

export async function createThread(
  deps: ForumDeps,
  authorId: string,
  topicSlug: string,
  input: { title: string; body: string },
): Promise<ThreadDetail> {
  const topic = await repo.findTopic(deps.db, { slug: topicSlug });
  if (!topic) throw topicNotFound();
  const { html, mentioned } = await render(deps, deps.db, authorId, input.body, null);
  // An automatic hold (safety) keeps the opening post its author's until a moderator restores it.
  const hold = await checkHold(deps.db, {
    authorId,
    text: holdText(deps, `${input.title}\n${input.body}`),
    target: 'forum_post',
  });
  const { threadId, publishers } = await deps.db.transaction(async (tx) => {
    const { id: threadId } = await repo.insertThread(tx, { topicId: topic.id, authorId, title: input.title });
    const { last_post_number } = await repo.nextPostNumber(tx, threadId, authorId, false);
    const { id: postId } = await repo.insertPost(tx, {
      threadId,
      postNumber: last_post_number,
      authorId,
      body: input.body,
      html,
      quotePostId: null,
      moderation: hold ? 'held' : null,
    });
    await repo.bumpTopic(tx, topic.id, 1, 1);
    await repo.subscribe(tx, threadId, authorId);
    await repo.markRead(tx, threadId, authorId, 1);
    if (hold) {
      await queueHold(tx, hold, { type: 'forum_post', id: postId, authorId });
      return { threadId, publishers: [] };
    }
    const publishers = await notifyMany(deps, tx, mentioned, {
      type: 'forum_mention',
      actorId: authorId,
      threadId,
      threadTitle: input.title,
      topicSlug: topic.slug,
      postNumber: 1,
      body: input.body,
    });
    return { threadId, publishers };
  });
  publishers.forEach((publish) => publish());
  return getThread(deps.db, { id: authorId, staff: false }, threadId, false);
}

export async function createReply(
  deps: ForumDeps,
  authorId: string,
  threadId: string,
  input: { body: string; quotePostId?: string },
): Promise<ForumPost> {
  const viewer = await viewerOf(deps.db, authorId);
  const thread = await visibleThread(deps.db, threadId, viewer);
  if (thread.locked && !viewer.staff) throw AppError.of(403, 'threadLocked');
  const topic = (await repo.findTopic(deps.db, { id: thread.topic_id }))!;
  let quote: { postNumber: number; authorName: string; body: string } | null = null;
  let quotedAuthor: string | null = null;
  if (input.quotePostId) {
    const quoted = await repo.findPost(deps.db, input.quotePostId, authorId);
    if (!quoted || quoted.thread_id !== threadId || quoted.deleted_at || quoted.moderation)
      throw AppError.of(400, 'postNotInThread');
    quotedAuthor = quoted.author_id;
    quote = {
      postNumber: Number(quoted.post_number),
      authorName: quoted.author ? presentPersonRow(quoted.author).displayName : '',
      body: quoted.body,
    };
  }
  const { html, mentioned } = await render(deps, deps.db, authorId, input.body, quote);
  // An automatic hold (safety): the reply is its author's only, notifies nobody and goes out live on restore.
  const hold = await checkHold(deps.db, { authorId, text: holdText(deps, input.body), target: 'forum_post' });
  const { postId, postNumber, publishers } = await deps.db.transaction(async (tx) => {
    const { last_post_number: postNumber } = await repo.nextPostNumber(tx, threadId, authorId, true);
    const { id: postId } = await repo.insertPost(tx, {
      threadId,
      postNumber,
      authorId,
      body: input.body,
      html,
      quotePostId: input.quotePostId ?? null,
      moderation: hold ? 'held' : null,
    });
    await repo.bumpTopic(tx, thread.topic_id, 0, 1);
    await repo.markRead(tx, threadId, authorId, postNumber);
    if (hold) {
      await queueHold(tx, hold, { type: 'forum_post', id: postId, authorId });
      return { postId, postNumber, publishers: [] };
    }
    const subscribers = await repo.subscriberIds(tx, threadId);
    await repo.subscribe(tx, threadId, authorId);
    const common = {
      actorId: authorId,
      threadId,
      threadTitle: thread.title,
      topicSlug: topic.slug,
      postNumber,
      body: input.body,
    };
    const mentionedOrQuoted = [
      ...new Set([...mentioned, ...(quotedAuthor && quotedAuthor !== authorId ? [quotedAuthor] : [])]),
    ];
    const publishers = [
      ...(await notifyMany(deps, tx, mentionedOrQuoted, { ...common, type: 'forum_mention' })),
      ...(await notifyMany(
        deps,
        tx,
        subscribers.filter((id) => id !== authorId && !mentionedOrQuoted.includes(id)),
        { ...common, type: 'forum_reply' },
      )),
    ];
    return { postId, postNumber, publishers };
  });
  publishers.forEach((publish) => publish());
  if (!hold) announceForumPost(deps, { threadId, postId, postNumber, authorId });
  return getPost(deps.db, viewer, postId);
}

/** Tells the thread's live readers of a new visible post (also when a held post is restored: safety publish). */
export function announceForumPost(
  deps: Pick<ForumDeps, 'realtime'>,
  post: { threadId: string; postId: string; postNumber: number; authorId: string },
): void {
  deps.realtime.toRoom(`thread:${post.threadId}`, 'forum-post-created', post);
}

async function getPost(db: Db, viewer: Viewer, postId: string): Promise<ForumPost> {
  const row = await repo.findPost(db, postId, viewer.id);
  if (!row) throw postNotFound();
  const thread = await visibleThread(db, row.thread_id, viewer);
  if (row.moderation && !viewer.staff && row.author_id !== viewer.id) throw postNotFound();
  return presentPost(row, viewer, thread, EDIT_WINDOW_MS);
}

async function postForWrite(db: Db, viewer: Viewer, postId: string) {
  const row = await repo.findPost(db, postId, viewer.id);
  if (!row || row.deleted_at) throw postNotFound();
  const thread = await visibleThread(db, row.thread_id, viewer);
  if (row.moderation && !viewer.staff && row.author_id !== viewer.id) throw postNotFound();
  return { row, thread };
}

export async function editPost(
  deps: ForumDeps,
  userId: string,
  postId: string,
  input: { body: string },
): Promise<ForumPost> {
  const viewer = await viewerOf(deps.db, userId);
  const { row, thread } = await postForWrite(deps.db, viewer, postId);
  if (!viewer.staff) {
    if (row.author_id !== userId) throw forbidden();
    if (thread.locked) throw AppError.of(403, 'threadLocked');
    if (Date.now() - new Date(row.created_at).getTime() > EDIT_WINDOW_MS)
      throw AppError.of(403, 'editWindowPassed');
  }
  if (input.body === row.body) return presentPost(row, viewer, thread, EDIT_WINDOW_MS);
  let quote = null;
  if (row.quote_post_id) {
    const quoted = await repo.findPost(deps.db, row.quote_post_id, null);
    if (quoted && !quoted.deleted_at)
      quote = {
        postNumber: Number(quoted.post_number),
        authorName: quoted.author ? presentPersonRow(quoted.author).displayName : '',
        body: quoted.body,
      };
  }
  const { html } = await render(deps, deps.db, row.author_id ?? userId, input.body, quote);
  await deps.db.transaction((tx) =>
    repo.updatePostBody(tx, postId, userId, { body: row.body, html: row.html }, { body: input.body, html }),
  );
  return getPost(deps.db, viewer, postId);
}

export async function deletePost(deps: ForumDeps, userId: string, postId: string): Promise<void> {
  const viewer = await viewerOf(deps.db, userId);
  const { row } = await postForWrite(deps.db, viewer, postId);
  if (!viewer.staff && row.author_id !== userId) throw forbidden();
  await deps.db.transaction((tx) => repo.softDeletePost(tx, postId));
}

export async function listRevisions(db: Db, viewer: Viewer, postId: string) {
  await getPost(db, viewer, postId);
  const rows = await repo.listRevisions(db, postId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      body: row.body,
      html: row.html,
      editor: row.editor ? presentPersonRow(row.editor) : null,
      createdAt: iso(row.created_at),
    })),
  };
}

export async function likePost(deps: ForumDeps, userId: string, postId: string, like: boolean) {
  const viewer = await viewerOf(deps.db, userId);
  await postForWrite(deps.db, viewer, postId);
  if (like) {
    const { count } = await deps.db.transaction((tx) => repo.addLike(tx, postId, userId));
    return { liked: true, likesCount: count };
  }
  const count = await deps.db.transaction((tx) => repo.removeLike(tx, postId, userId));
  return { liked: false, likesCount: count };
}

export async function uploadForumImage(deps: ForumDeps, userId: string, image: Buffer | undefined) {
  if (!image) throw AppError.of(400, 'invalidInput');
  const stored = await storeImage(deps.storage, await processImage(image), {
    folder: FORUM_IMAGE_FOLDER,
    ownerId: userId,
  });
  return { url: stored.url, width: stored.media.width, height: stored.media.height };
}

export async function markThreadRead(db: Db, userId: string, threadId: string, postNumber: number) {
  const thread = await visibleThread(db, threadId, { id: userId, staff: false });
  await repo.markRead(db, threadId, userId, Math.min(postNumber, Number(thread.last_post_number)));
}

export async function setSubscription(db: Db, userId: string, threadId: string, on: boolean) {
  await visibleThread(db, threadId, await viewerOf(db, userId));
  if (on) await repo.subscribe(db, threadId, userId);
  else await repo.unsubscribe(db, threadId, userId);
  return { subscribed: on };
}

export async function setAccepted(
  deps: ForumDeps,
  userId: string,
  threadId: string,
  postId: string | null,
): Promise<ThreadDetail> {
  const viewer = await viewerOf(deps.db, userId);
  const thread = await visibleThread(deps.db, threadId, viewer);
  const topic = (await repo.findTopic(deps.db, { id: thread.topic_id }))!;
  if (topic.forum_kind !== 'qa') throw AppError.of(400, 'notQaForum');
  if (!viewer.staff && thread.author_id !== userId) throw forbidden();
  if (postId === null) {
    await repo.updateThread(deps.db, threadId, sql`accepted_post_id = null`);
    return getThread(deps.db, viewer, threadId, false);
  }
  const post = await repo.findPost(deps.db, postId, userId);
  if (!post || post.thread_id !== threadId || post.deleted_at || post.moderation)
    throw AppError.of(400, 'postNotInThread');
  const publishers = await deps.db.transaction(async (tx) => {
    await repo.updateThread(tx, threadId, sql`accepted_post_id = ${postId}::uuid`);
    if (!post.author_id || post.author_id === userId || thread.accepted_post_id === postId) return [];
    return notifyMany(deps, tx, [post.author_id], {
      type: 'forum_answer_accepted',
      actorId: userId,
      threadId,
      threadTitle: thread.title,
      topicSlug: topic.slug,
      postNumber: Number(post.post_number),
      body: post.body,
    });
  });
  publishers.forEach((publish) => publish());
  return getThread(deps.db, viewer, threadId, false);
}

// ---------------------------------------------------------------------------------------------------------------
// Moderators (routes check the role)

export async function moderateThread(
  db: Db,
  userId: string,
  threadId: string,
  action: 'lock' | 'unlock' | 'pin' | 'unpin',
): Promise<ThreadDetail> {
  const viewer = { id: userId, staff: true };
  await visibleThread(db, threadId, viewer);
  const set = {
    lock: sql`locked = true`,
    unlock: sql`locked = false`,
    pin: sql`pinned = true`,
    unpin: sql`pinned = false`,
  }[action];
  await repo.updateThread(db, threadId, set);
  return getThread(db, viewer, threadId, false);
}

export async function moveThread(db: Db, userId: string, threadId: string, topicSlug: string) {
  const viewer = { id: userId, staff: true };
  const thread = await visibleThread(db, threadId, viewer);
  const topic = await repo.findTopic(db, { slug: topicSlug });
  if (!topic) throw topicNotFound();
  if (topic.id !== thread.topic_id) {
    const posts = Number(thread.reply_count) + 1;
    await db.transaction(async (tx) => {
      await repo.updateThread(tx, threadId, sql`topic_id = ${topic.id}::uuid`);
      await repo.bumpTopic(tx, thread.topic_id, -1, -posts);
      await repo.bumpTopic(tx, topic.id, 1, posts);
    });
  }
  return getThread(db, viewer, threadId, false);
}

export async function splitThread(
  db: Db,
  userId: string,
  threadId: string,
  input: { postIds: string[]; title: string; topicSlug?: string },
): Promise<{ threadId: string }> {
  const viewer = { id: userId, staff: true };
  const thread = await visibleThread(db, threadId, viewer);
  const topic = input.topicSlug
    ? await repo.findTopic(db, { slug: input.topicSlug })
    : await repo.findTopic(db, { id: thread.topic_id });
  if (!topic) throw topicNotFound();
  const ids = [...new Set(input.postIds)];
  const rows = await db.execute<{
    id: string;
    post_number: number;
    author_id: string | null;
    deleted: boolean;
  }>(
    sql`select id, post_number, author_id, deleted_at is not null as deleted from forum_posts
      where id = any(${`{${ids.join(',')}}`}::uuid[]) and thread_id = ${threadId}::uuid order by post_number`,
  );
  if (rows.rows.length !== ids.length) throw AppError.of(400, 'postNotInThread');
  if (rows.rows.some((row) => Number(row.post_number) === 1))
    throw AppError.of(400, 'cannotSplitOpeningPost');
  const first = rows.rows[0]!;
  const live = rows.rows.filter((row) => !row.deleted).length;
  const newId = await db.transaction(async (tx) => {
    const { id } = await repo.insertThread(tx, {
      topicId: topic.id,
      authorId: first.author_id ?? thread.author_id,
      title: input.title,
    });
    const moved = await repo.movePosts(tx, ids, id);
    await tx.execute(sql`update forum_threads set last_post_number = ${moved},
      reply_count = ${Math.max(0, live - 1)},
      last_post_at = (select max(created_at) from forum_posts where thread_id = ${id}::uuid),
      last_poster_id = (select author_id from forum_posts where thread_id = ${id}::uuid order by post_number desc limit 1)
      where id = ${id}::uuid`);
    await tx.execute(sql`update forum_threads set reply_count = greatest(0, reply_count - ${live}),
      accepted_post_id = case when accepted_post_id = any(${`{${ids.join(',')}}`}::uuid[]) then null else accepted_post_id end
      where id = ${threadId}::uuid`);
    await repo.bumpTopic(tx, thread.topic_id, 0, -live);
    await repo.bumpTopic(tx, topic.id, 1, live);
    return id;
  });
  return { threadId: newId };
}

export async function deleteThread(db: Db, threadId: string): Promise<void> {
  const thread = await visibleThread(db, threadId, { id: null, staff: true });
  await db.transaction(async (tx) => {
    await repo.updateThread(tx, threadId, sql`deleted_at = now()`);
    await repo.bumpTopic(tx, thread.topic_id, -1, -(Number(thread.reply_count) + 1));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Search

export async function search(
  db: Db,
  query: { q: string; forumSlug?: string; cursor?: string; limit: number },
): Promise<ForumSearchPage> {
  let forumId: string | null = null;
  if (query.forumSlug) {
    const forum = await repo.findForum(db, { slug: query.forumSlug });
    if (!forum) throw forumNotFound();
    forumId = forum.id;
  }
  const offset = query.cursor ? Number.parseInt(query.cursor, 10) : 0;
  if (
    !Number.isInteger(offset) ||
    offset < 0 ||
    offset > SEARCH_CANDIDATES ||
    String(offset) !== (query.cursor ?? '0')
  )
    throw AppError.of(400, 'invalidInput');
  const rows = await repo.searchPosts(db, {
    q: query.q,
    forumId,
    offset,
    limit: query.limit + 1,
    candidates: SEARCH_CANDIDATES,
  });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      postId: row.id,
      postNumber: Number(row.post_number),
      thread: { id: row.thread_id, title: row.thread_title },
      topic: { slug: row.topic_slug, name: row.topic_name },
      author: row.author ? presentPersonRow(row.author) : null,
      highlight: sanitizeHighlight(row.headline),
      createdAt: iso(row.created_at),
    })),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Admin

export async function adminListForums(db: Db) {
  const forums = await repo.listForums(db);
  const topics = await repo.listTopics(
    db,
    forums.map((forum) => forum.id),
  );
  return { items: forums.map((forum) => presentForum(forum, topics)) };
}

export async function adminCreateForum(
  db: Db,
  input: { slug: string; name: string; description: string; kind: string; icon: string; position: number },
): Promise<ForumDetail> {
  const id = await repo.insertForum(db, input);
  if (!id) throw AppError.of(409, 'forumSlugTaken');
  return getForum(db, input.slug);
}

export async function adminUpdateForum(
  db: Db,
  id: string,
  input: Partial<{
    slug: string;
    name: string;
    description: string;
    kind: string;
    icon: string;
    position: number;
  }>,
): Promise<ForumDetail> {
  if (input.slug && (await repo.slugTaken(db, 'forums', input.slug, id)))
    throw AppError.of(409, 'forumSlugTaken');
  if (!(await repo.patchRow(db, 'forums', id, input))) throw forumNotFound();
  const forum = (await repo.findForum(db, { id }))!;
  return presentForum(forum, await repo.listTopics(db, [id]));
}

export async function adminDeleteForum(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteRow(db, 'forums', id))) throw forumNotFound();
}

export async function adminCreateTopic(
  db: Db,
  input: { forumId: string; slug: string; name: string; description: string; position: number },
) {
  if (!(await repo.findForum(db, { id: input.forumId }))) throw forumNotFound();
  const id = await repo.insertTopic(db, input);
  if (!id) throw AppError.of(409, 'forumSlugTaken');
  return presentTopic((await repo.findTopic(db, { id }))!);
}

export async function adminUpdateTopic(
  db: Db,
  id: string,
  input: Partial<{ forumId: string; slug: string; name: string; description: string; position: number }>,
) {
  if (input.slug && (await repo.slugTaken(db, 'forum_topics', input.slug, id)))
    throw AppError.of(409, 'forumSlugTaken');
  if (input.forumId && !(await repo.findForum(db, { id: input.forumId }))) throw forumNotFound();
  const { forumId, ...rest } = input;
  if (!(await repo.patchRow(db, 'forum_topics', id, { ...rest, forum_id: forumId }))) throw topicNotFound();
  return presentTopic((await repo.findTopic(db, { id }))!);
}

export async function adminDeleteTopic(db: Db, id: string): Promise<void> {
  if (!(await repo.deleteRow(db, 'forum_topics', id))) throw topicNotFound();
}
