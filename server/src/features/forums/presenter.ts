import type { ForumDetail, ForumPost, ThreadSummary, TopicSummary } from '@tightlines/domain/forums/contract';
import { MODERATION_STATES, type ModerationState } from '@tightlines/domain/moderation/state';
import { presentPersonRow } from '#server/features/people/presenter';
import type { ForumRow, PostRow, ThreadRow, TopicRow } from './repo';

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const kindOf = (kind: string) => (kind === 'qa' ? 'qa' : 'discussion');
export const moderationOf = (value: string | null): ModerationState | null =>
  (MODERATION_STATES as readonly string[]).includes(value ?? '') ? (value as ModerationState) : null;

export function presentTopic(row: TopicRow): TopicSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    threadCount: Number(row.thread_count),
    postCount: Number(row.post_count),
    lastActivityAt: isoOrNull(row.last_activity_at),
    latestThread: row.latest_id ? { id: row.latest_id, title: row.latest_title ?? '' } : null,
  };
}

export function presentForum(row: ForumRow, topics: TopicRow[]): ForumDetail {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    kind: kindOf(row.kind),
    icon: row.icon,
    topicCount: Number(row.topic_count),
    threadCount: Number(row.thread_count),
    postCount: Number(row.post_count),
    lastActivityAt: isoOrNull(row.last_activity_at),
    topics: topics.filter((topic) => topic.forum_id === row.id).map(presentTopic),
  };
}

export { kindOf };

export function presentThreadSummary(row: ThreadRow, viewerId: string | null): ThreadSummary {
  return {
    id: row.id,
    title: row.title,
    author: presentPersonRow(row.author ?? emptyPerson(row.author_id)),
    pinned: row.pinned,
    locked: row.locked,
    answered: row.accepted_post_id !== null,
    replyCount: Number(row.reply_count),
    lastPostNumber: Number(row.last_post_number),
    lastPostAt: iso(row.last_post_at),
    lastPoster: row.last_poster ? presentPersonRow(row.last_poster) : null,
    unreadCount:
      viewerId && row.last_read !== null
        ? Math.max(0, Number(row.last_post_number) - Number(row.last_read))
        : null,
    createdAt: iso(row.created_at),
  };
}

export const emptyPerson = (id: string) => ({
  id,
  handle: null,
  first_name: null,
  last_name: null,
  display_name: null,
  avatar_url: null,
});

export function presentPost(
  row: PostRow,
  viewer: { id: string | null; staff: boolean },
  thread: { accepted_post_id: string | null; locked: boolean },
  editWindowMs: number,
): ForumPost {
  const deleted = row.deleted_at !== null;
  const own = viewer.id !== null && row.author_id === viewer.id;
  const inWindow = Date.now() - new Date(row.created_at).getTime() < editWindowMs;
  return {
    id: row.id,
    threadId: row.thread_id,
    postNumber: Number(row.post_number),
    author: row.author ? presentPersonRow(row.author) : null,
    body: deleted ? '' : row.body,
    html: deleted ? '' : row.html,
    quoteOf:
      row.quote_post_id && row.quote_number !== null
        ? {
            id: row.quote_post_id,
            postNumber: Number(row.quote_number),
            author: row.quote_author ? presentPersonRow(row.quote_author) : null,
          }
        : null,
    likesCount: Number(row.likes_count),
    likedByMe: Boolean(row.liked_by_me),
    accepted: thread.accepted_post_id === row.id,
    deleted,
    editedAt: isoOrNull(row.edited_at),
    revisionCount: Number(row.revision_count),
    canEdit: !deleted && (viewer.staff || (own && inWindow && !thread.locked)),
    canDelete: !deleted && (viewer.staff || own),
    createdAt: iso(row.created_at),
    moderation: moderationOf(row.moderation),
  };
}
