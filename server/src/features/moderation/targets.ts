import type {
  ContentTargetType,
  ContextEntry,
  ModerationState,
  ReportTargetType,
  TargetSummary,
} from '@tightlines/domain/moderation/contract';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage-driver';
import { deleteStored } from '#server/lib/images';
import type { UploadUrls } from '#server/storage/signed-urls';
import { removePostFromFeeds } from '#server/features/feed/repo';
import {
  changePostsCount,
  moveCounter,
  moveHashtagCounts,
  postTags,
  softDeletePost,
} from '#server/features/posts/repo';
import { softDeleteCommentThread } from '#server/features/posts/comment-repo';
import { softDeleteMessage } from '#server/features/messages/repo';
import { softDeletePost as softDeleteForumPost } from '#server/features/forums/repo';
import { personOf } from './presenter';
import {
  commentsAround,
  commentsOfPost,
  conversationHeading,
  deleteEventPhoto,
  eventName,
  follows,
  isParticipant,
  latestPostsOf,
  loadCatches,
  loadComments,
  loadEventComments,
  loadEventPhotos,
  loadGroups,
  groupPostReadable,
  loadMessages,
  loadPosts,
  loadProfiles,
  loadTeams,
  messageImageKeys,
  messagesAround,
  setModeration,
  softDeleteEventComment,
  undeleteComment,
  undeleteEventComment,
  undeletePost,
  type TargetRowCols,
  // Community events and calendar (events-server)
  loadCommunityEvents,
  communityEventVisibleTo,
  // Forums (forums-mod)
  loadForumPosts,
  forumThreadVisibleTo,
  forumPostsAround,
  // Charters (issue 18)
  loadCharterReviews,
  loadCharterListings,
  // Fishing reports (issue 19)
  loadFishingReports,
  // Angler tools (issue 19)
  loadCatchLogEntries,
} from './targets-repo';
import { selectVisibleEntry } from '#server/features/angler-log/catch-log-repo';
import { recomputeListingRating } from '#server/features/charters/reviews/service';
import { listingOfReview } from '#server/features/charters/reviews/repo';

/**
 * Report target adapters: one per REPORT_TARGET_TYPES entry. The report, queue and action code only ever talk to
 * an adapter, so a later content type (groups, forum posts) plugs in by adding its name to the domain list and an
 * adapter here (a loader, who may report it, its context, and — for content — its state and removal).
 */

export interface TargetDeps {
  db: Db;
  uploadUrls: UploadUrls;
  storage: Storage;
}

/** A loaded target, the same shape for every type. */
export interface Target {
  type: ReportTargetType;
  id: string;
  authorId: string | null;
  row: TargetRowCols;
}

export interface TargetContext {
  heading: string | null;
  entries: ContextEntry[];
}

export interface TargetAdapter {
  /** A batch of targets of this type by id (the queue loads a page's targets in one query per type). */
  load(db: Db, ids: string[]): Promise<TargetRowCols[]>;
  /** Whether `readerId` may see (so report) it; a message only by a participant of its conversation. */
  canSee(db: Db, target: Target, readerId: string): Promise<boolean>;
  /** Where it lives in the app (null for messages: staff do not open conversations). */
  url(target: Target): string | null;
  /** What surrounds it in the queue's detail. */
  context(deps: TargetDeps, target: Target): Promise<TargetContext>;
  /** For content only: its moderation state, and its removal (inside the action's transaction; files after commit). */
  content?: {
    setState(db: Db, id: string, state: ModerationState | null): Promise<void>;
    /** Absent when the content cannot be deleted by a moderator (a catch scores: it can only be hidden). */
    remove?(tx: Db, target: Target): Promise<{ afterCommit?: (storage: Storage) => Promise<void> }>;
    /**
     * Brings deleted content back (an appeal of a deletion reversed). Absent where the deletion cannot be undone: a
     * message's text and photo are cleared, an event photo's row and files are gone.
     */
    undelete?(tx: Db, target: Target): Promise<void>;
  };
}

/** A sender that no participant is (a message whose sender's account is gone). */
const NO_ONE = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXCERPT_CHARS = 280;
const THREAD_COMMENTS = 20;
const COMMENTS_AROUND = 5;
const MESSAGES_AROUND = 5;
const PROFILE_POSTS = 5;
const FORUM_POSTS_AROUND = 3;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
export const cut = (text: string) =>
  text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text;

/** An image URL staff may open: every stored image is signed for them (message photos are private). */
function signed(urls: UploadUrls, url: string | null): string | null {
  return url ? urls.forViewer(url, 'private') : null;
}

function entryOf(urls: UploadUrls, row: TargetRowCols, targetId: string | null): ContextEntry {
  return {
    id: row.id,
    author: row.author ? personOf(row.author) : null,
    text: row.deleted ? '' : row.text,
    imageUrl: row.deleted ? null : signed(urls, row.image),
    createdAt: iso(row.created_at) ?? new Date(0).toISOString(),
    isTarget: row.id === targetId,
    state: (row.state as ModerationState | null) ?? null,
    deleted: row.deleted,
  };
}

/** Content hidden or held is seen only by its author (and staff): nobody else can report it. */
const visibleToOthers = (target: Target, readerId: string) =>
  target.row.state === null || target.authorId === readerId;

async function postVisible(db: Db, visibility: string | null, authorId: string | null, readerId: string) {
  if (visibility === 'public') return true;
  if (!authorId) return false;
  if (authorId === readerId) return true;
  return visibility === 'followers' && (await follows(db, readerId, authorId));
}

const storedKeyOf = (storage: Storage, url: string) => {
  const base = storage.urlOf('');
  return url.startsWith(base) ? url.slice(base.length).split('?')[0]! : null;
};

export const TARGETS: Record<ReportTargetType, TargetAdapter> = {
  post: {
    load: loadPosts,
    canSee: async (db, target, readerId) =>
      !target.row.deleted &&
      visibleToOthers(target, readerId) &&
      (await postVisible(db, target.row.extra, target.authorId, readerId)) &&
      (await groupPostReadable(db, target.id, readerId)),
    url: (target) => `/posts/${target.id}`,
    context: async ({ db, uploadUrls }, target) => ({
      heading: null,
      entries: [
        entryOf(uploadUrls, target.row, target.id),
        ...(await commentsOfPost(db, target.id, THREAD_COMMENTS)).map((row) =>
          entryOf(uploadUrls, row, null),
        ),
      ],
    }),
    content: {
      setState: (db, id, state) => setModeration(db, 'post', id, state),
      remove: async (tx, target) => {
        const visibility = await softDeletePost(tx, target.id);
        if (visibility === null) return {};
        await removePostFromFeeds(tx, target.id);
        if (target.authorId) await changePostsCount(tx, target.authorId, -1);
        if (visibility === 'public')
          await moveHashtagCounts(
            tx,
            (await postTags(tx, target.id)).map((row) => row.hashtagId),
            -1,
          );
        return {};
      },
      undelete: async (tx, target) => {
        const visibility = await undeletePost(tx, target.id);
        if (visibility === null) return;
        // Feeds are not refilled: the post shows on the author's profile, its page and new feed pages again.
        if (target.authorId) await changePostsCount(tx, target.authorId, 1);
        if (visibility === 'public')
          await moveHashtagCounts(
            tx,
            (await postTags(tx, target.id)).map((row) => row.hashtagId),
            1,
          );
      },
    },
  },
  comment: {
    load: loadComments,
    canSee: async (db, target, readerId) =>
      !target.row.deleted &&
      visibleToOthers(target, readerId) &&
      (await postVisible(db, target.row.extra, await postAuthor(db, target), readerId)) &&
      (await groupPostReadable(db, target.row.parent_id!, readerId)),
    url: (target) => `/posts/${target.row.parent_id}`,
    context: async ({ db, uploadUrls }, target) => {
      const postId = target.row.parent_id!;
      const [post] = await loadPosts(db, [postId]);
      const around = await commentsAround(db, postId, iso(target.row.created_at)!, COMMENTS_AROUND);
      around.sort((a, b) => new Date(a.created_at!).getTime() - new Date(b.created_at!).getTime());
      return {
        heading: post ? cut(post.text) : null,
        entries: [
          ...(post ? [entryOf(uploadUrls, post, null)] : []),
          ...around.map((row) => entryOf(uploadUrls, row, target.id)),
        ],
      };
    },
    content: {
      setState: (db, id, state) => setModeration(db, 'comment', id, state),
      remove: async (tx, target) => {
        const removed = await softDeleteCommentThread(tx, target.id);
        if (removed > 0 && target.row.parent_id)
          await moveCounter(tx, target.row.parent_id, 'commentsCount', -removed);
        return {};
      },
      // The comment itself comes back; replies deleted with it stay deleted.
      undelete: async (tx, target) => {
        if ((await undeleteComment(tx, target.id)) && target.row.parent_id)
          await moveCounter(tx, target.row.parent_id, 'commentsCount', 1);
      },
    },
  },
  message: {
    load: loadMessages,
    canSee: async (db, target, readerId) =>
      !target.row.deleted &&
      visibleToOthers(target, readerId) &&
      target.row.parent_id !== null &&
      (await isParticipant(db, target.row.parent_id, readerId)),
    url: () => null,
    context: async ({ db, uploadUrls }, target) => {
      const conversationId = target.row.parent_id!;
      const around = await messagesAround(db, conversationId, iso(target.row.created_at)!, MESSAGES_AROUND);
      around.sort((a, b) => new Date(a.created_at!).getTime() - new Date(b.created_at!).getTime());
      return {
        heading: await conversationHeading(db, conversationId),
        entries: around.map((row) => entryOf(uploadUrls, row, target.id)),
      };
    },
    content: {
      setState: (db, id, state) => setModeration(db, 'message', id, state),
      remove: async (tx, target) => {
        const found = await messageImageKeys(tx, target.id);
        if (!found || target.row.deleted) return {};
        await softDeleteMessage(
          tx,
          found.conversationId,
          target.id,
          found.createdAt,
          found.senderId ?? NO_ONE,
        );
        return {
          afterCommit: found.keys.length > 0 ? (storage) => deleteStored(storage, found.keys) : undefined,
        };
      },
    },
  },
  profile: {
    load: loadProfiles,
    canSee: async () => true,
    url: (target) => `/profile/${target.id}`,
    context: async ({ db, uploadUrls }, target) => ({
      heading: target.row.text ? cut(target.row.text) : null,
      entries: [
        entryOf(uploadUrls, target.row, target.id),
        ...(await latestPostsOf(db, target.id, PROFILE_POSTS)).map((row) => entryOf(uploadUrls, row, null)),
      ],
    }),
  },
  event_photo: {
    load: loadEventPhotos,
    canSee: async (_db, target, readerId) => visibleToOthers(target, readerId),
    url: (target) => `/events/${target.row.parent_id}`,
    context: async ({ db, uploadUrls }, target) => ({
      heading: await eventName(db, target.row.parent_id!),
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: {
      setState: (db, id, state) => setModeration(db, 'event_photo', id, state),
      remove: async (tx, target) => {
        const urls = await deleteEventPhoto(tx, target.id);
        return {
          afterCommit: async (storage) =>
            deleteStored(
              storage,
              urls.map((url) => storedKeyOf(storage, url)).filter((key): key is string => key !== null),
            ),
        };
      },
    },
  },
  event_comment: {
    load: loadEventComments,
    canSee: async (_db, target, readerId) => !target.row.deleted && visibleToOthers(target, readerId),
    url: (target) => `/events/${target.row.parent_id}`,
    context: async ({ db, uploadUrls }, target) => ({
      heading: await eventName(db, target.row.parent_id!),
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: {
      setState: (db, id, state) => setModeration(db, 'event_comment', id, state),
      remove: async (tx, target) => {
        await softDeleteEventComment(tx, target.id);
        return {};
      },
      undelete: (tx, target) => undeleteEventComment(tx, target.id),
    },
  },
  catch: {
    load: loadCatches,
    canSee: async (_db, target, readerId) => visibleToOthers(target, readerId),
    url: (target) => `/events/${target.row.parent_id}`,
    context: async ({ db, uploadUrls }, target) => ({
      heading: await eventName(db, target.row.parent_id!),
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: { setState: (db, id, state) => setModeration(db, 'catch', id, state) },
  },
  team: {
    load: loadTeams,
    canSee: async () => true,
    url: (target) => `/teams/${target.row.extra}`,
    context: async ({ uploadUrls }, target) => ({
      heading: null,
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
  },
  // Groups (issue 16): hiding a group takes it out of the directory and its page from everyone but staff.
  group: {
    load: loadGroups,
    canSee: async (_db, target, readerId) => !target.row.deleted && visibleToOthers(target, readerId),
    url: (target) => `/groups/${target.row.extra}`,
    context: async ({ uploadUrls }, target) => ({
      heading: null,
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: { setState: (db, id, state) => setModeration(db, 'group', id, state) },
  },
  // Community events and calendar (events-server)
  community_event: {
    load: loadCommunityEvents,
    canSee: async (db, target, readerId) =>
      visibleToOthers(target, readerId) && (await communityEventVisibleTo(db, target.id, readerId)),
    url: (target) => `/events/${target.id}`,
    context: async ({ uploadUrls }, target) => ({
      heading: null,
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: { setState: (db, id, state) => setModeration(db, 'community_event', id, state) },
  },
  // Forums (forums-mod): hiding a post takes it out of its thread and search for everyone but its author and staff.
  forum_post: {
    load: loadForumPosts,
    canSee: async (db, target, readerId) =>
      !target.row.deleted &&
      visibleToOthers(target, readerId) &&
      (await forumThreadVisibleTo(db, target.row.parent_id!, readerId)),
    url: (target) => target.row.extra,
    context: async ({ db, uploadUrls }, target) => {
      const postNumber = Number(/[?&]post=(\d+)/.exec(target.row.extra ?? '')?.[1] ?? 1);
      const { posts, title } = await forumPostsAround(
        db,
        target.row.parent_id!,
        postNumber,
        FORUM_POSTS_AROUND,
      );
      return { heading: title, entries: posts.map((row) => entryOf(uploadUrls, row, target.id)) };
    },
    content: {
      setState: (db, id, state) => setModeration(db, 'forum_post', id, state),
      // The body is cleared on deletion (as the author's own delete does), so it cannot be undeleted.
      remove: async (tx, target) => {
        await softDeleteForumPost(tx, target.id);
        return {};
      },
    },
  },
  // Charters (issue 18): a hidden review leaves its listing's page and rating, so the rating is computed again.
  charter_review: {
    load: loadCharterReviews,
    canSee: async (_db, target, readerId) => visibleToOthers(target, readerId),
    url: (target) => `/charters/${target.row.parent_id}`,
    context: async ({ uploadUrls }, target) => ({
      heading: target.row.extra,
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: {
      setState: async (db, id, state) => {
        await setModeration(db, 'charter_review', id, state);
        const listingId = await listingOfReview(db, id);
        if (listingId) await recomputeListingRating(db, listingId);
      },
    },
  },
  // Charters (issue 18): hiding a listing takes it out of search and its page for everyone but its owner and staff
  // (the listing's state stays as it was, so restoring it brings it back as it was).
  charter_listing: {
    load: loadCharterListings,
    canSee: async (_db, target, readerId) => visibleToOthers(target, readerId),
    url: (target) => target.row.extra,
    context: async ({ uploadUrls }, target) => ({
      heading: null,
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: { setState: (db, id, state) => setModeration(db, 'charter_listing', id, state) },
  },
  // Fishing reports (issue 19): a hidden report leaves the list, the map and trending (its tag counts through it);
  // a private report is its author's alone, so nobody else can report it.
  fishing_report: {
    load: loadFishingReports,
    canSee: async (_db, target, readerId) =>
      visibleToOthers(target, readerId) && (target.row.extra === 'public' || target.authorId === readerId),
    url: (target) => `/fishing-reports/${target.id}`,
    context: async ({ uploadUrls }, target) => ({
      heading: null,
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: { setState: (db, id, state) => setModeration(db, 'fishing_report', id, state) },
  },
  // Angler tools (issue 19): an entry someone may see (public, or followers-only for a follower); hidden, it is its
  // owner's only. Entries are not deleted by moderators: the log is the angler's own record.
  catch_log_entry: {
    load: loadCatchLogEntries,
    canSee: async (db, target, readerId) =>
      target.authorId !== readerId && Boolean(await selectVisibleEntry(db, target.id, readerId)),
    url: (target) => `/catch-log/${target.id}`,
    context: async ({ uploadUrls }, target) => ({
      heading: null,
      entries: [entryOf(uploadUrls, target.row, target.id)],
    }),
    content: { setState: (db, id, state) => setModeration(db, 'catch_log_entry', id, state) },
  },
};

async function postAuthor(db: Db, target: Target): Promise<string | null> {
  if (!target.row.parent_id) return null;
  const [post] = await loadPosts(db, [target.row.parent_id]);
  return post?.author_id ?? null;
}

export function adapterOf(type: ReportTargetType): TargetAdapter {
  return TARGETS[type];
}

export function contentAdapter(type: ReportTargetType) {
  return TARGETS[type].content;
}

/** Loads targets of mixed types, one query per type; the map's key is `${type}:${id}`. */
export async function loadTargets(
  db: Db,
  refs: { type: ReportTargetType; id: string }[],
): Promise<Map<string, Target>> {
  const byType = new Map<ReportTargetType, Set<string>>();
  for (const ref of refs) {
    if (!UUID.test(ref.id)) continue;
    const ids = byType.get(ref.type) ?? new Set<string>();
    ids.add(ref.id);
    byType.set(ref.type, ids);
  }
  const found = new Map<string, Target>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const row of await TARGETS[type].load(db, [...ids]))
        found.set(`${type}:${row.id}`, { type, id: row.id, authorId: row.author_id, row });
    }),
  );
  return found;
}

export async function loadTarget(db: Db, type: ReportTargetType, id: string): Promise<Target | undefined> {
  return (await loadTargets(db, [{ type, id }])).get(`${type}:${id}`);
}

/** The list's picture of a target; a target that is gone entirely (a deleted photo row) shows as deleted. */
export function summaryOf(
  urls: UploadUrls,
  type: ReportTargetType,
  id: string,
  target: Target | undefined,
): TargetSummary {
  if (!target)
    return {
      type,
      id,
      author: null,
      excerpt: '',
      imageUrl: null,
      url: null,
      state: null,
      deleted: true,
      createdAt: null,
    };
  const row = target.row;
  return {
    type,
    id,
    author: row.author ? personOf(row.author) : null,
    excerpt: row.deleted ? '' : cut(row.text),
    imageUrl: row.deleted ? null : signed(urls, row.image),
    url: row.deleted ? null : TARGETS[type].url(target),
    state: (row.state as ModerationState | null) ?? null,
    deleted: row.deleted,
    createdAt: iso(row.created_at),
  };
}

export type { ContentTargetType };
