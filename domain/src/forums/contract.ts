import { z } from 'zod';
import { PersonSchema } from '../social/people';
import { ModerationNoticeSchema } from '../moderation/state';

/**
 * Forums (issue 16), after Discourse: forums (/forums/{forumSlug}) hold topics (/topics/{topicSlug}, a board),
 * topics hold threads (/topics/{topicSlug}/{threadId}), threads hold numbered posts. Posts are Markdown rendered
 * to sanitised HTML on the server (markdown-it + sanitize-html); the web shows `html` as is. Platform moderators
 * and admins moderate; admins manage forums and topics. The server and the web are built against this file.
 */

/** discussion: a conversation; qa: a question whose author (or a moderator) accepts one answer. */
export const FORUM_KINDS = ['discussion', 'qa'] as const;
export type ForumKind = (typeof FORUM_KINDS)[number];

export const THREAD_TITLE_MIN_CHARS = 5;
export const THREAD_TITLE_MAX_CHARS = 150;
export const FORUM_POST_MIN_CHARS = 2;
export const FORUM_POST_MAX_CHARS = 20_000;
/** An author edits their post for this long; moderators any time. Every edit keeps a revision. */
export const FORUM_EDIT_WINDOW_MINUTES = 60;
export const FORUM_POSTS_PAGE_SIZE = 20;
export const THREADS_PAGE_SIZE = 25;
export const FORUM_SEARCH_PAGE_SIZE = 20;
export const HOT_THREADS_LIMIT = 8;
/** Online users: sockets seen within this window, across server copies. */
export const ONLINE_WINDOW_SECONDS = 5;

const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens');

export const ForumParamsSchema = z.object({ forumSlug: z.string().trim().min(1).max(60) });
export const TopicParamsSchema = z.object({ topicSlug: z.string().trim().min(1).max(60) });
export const ThreadParamsSchema = z.object({ threadId: z.uuid() });
export const ForumPostParamsSchema = z.object({ postId: z.uuid() });

export const TopicSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  threadCount: z.number().int(),
  postCount: z.number().int(),
  lastActivityAt: z.string().nullable(),
  /** The newest thread's title and id, for the "latest" column. */
  latestThread: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type TopicSummary = z.infer<typeof TopicSummarySchema>;

export const ForumSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(FORUM_KINDS),
  /** A lucide icon name. */
  icon: z.string(),
  topicCount: z.number().int(),
  threadCount: z.number().int(),
  postCount: z.number().int(),
  lastActivityAt: z.string().nullable(),
});
export type ForumSummary = z.infer<typeof ForumSummarySchema>;

export const HotThreadSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  topic: z.object({ slug: z.string(), name: z.string() }),
  replyCount: z.number().int(),
  /** Posts in the last 7 days. */
  recentPosts: z.number().int(),
  lastPostAt: z.string(),
});
export type HotThread = z.infer<typeof HotThreadSchema>;

export const ForumDetailSchema = ForumSummarySchema.extend({ topics: z.array(TopicSummarySchema) });
export type ForumDetail = z.infer<typeof ForumDetailSchema>;

/** GET /api/forums/dashboard: the spec's forum dashboard. */
export const ForumDashboardSchema = z.object({
  totalForums: z.number().int(),
  /** Topics with a post in the last 30 days. */
  activeCommunities: z.number().int(),
  /** People with a live socket on any server copy (within ONLINE_WINDOW_SECONDS). */
  onlineUsers: z.number().int(),
  hotTopics: z.array(HotThreadSchema),
  totalThreads: z.number().int(),
  totalPosts: z.number().int(),
  forums: z.array(ForumDetailSchema),
});
export type ForumDashboard = z.infer<typeof ForumDashboardSchema>;

export const ForumListSchema = z.object({ items: z.array(ForumSummarySchema) });

export const ThreadSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author: PersonSchema,
  pinned: z.boolean(),
  locked: z.boolean(),
  /** Q&A: an answer was accepted. */
  answered: z.boolean(),
  replyCount: z.number().int(),
  /** The highest post number (the opening post is 1). */
  lastPostNumber: z.number().int(),
  lastPostAt: z.string(),
  lastPoster: PersonSchema.nullable(),
  /** Posts after the viewer's last read one (null: never opened, or a visitor). */
  unreadCount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const ThreadListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(THREADS_PAGE_SIZE),
});
/** GET /api/topics/:topicSlug: the topic and its threads, pinned first, then by last activity. */
export const TopicPageSchema = z.object({
  topic: TopicSummarySchema.extend({
    forum: z.object({ slug: z.string(), name: z.string(), kind: z.enum(FORUM_KINDS) }),
  }),
  threads: z.array(ThreadSummarySchema),
  nextCursor: z.string().nullable(),
});
export type TopicPage = z.infer<typeof TopicPageSchema>;

export const CreateThreadSchema = z.object({
  title: z.string().trim().min(THREAD_TITLE_MIN_CHARS).max(THREAD_TITLE_MAX_CHARS),
  body: z.string().trim().min(FORUM_POST_MIN_CHARS).max(FORUM_POST_MAX_CHARS),
});
export type CreateThread = z.infer<typeof CreateThreadSchema>;

export const ForumPostSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  /** 1 is the opening post; permalinks are /topics/{topicSlug}/{threadId}?post=N (#post-N). */
  postNumber: z.number().int(),
  author: PersonSchema.nullable(),
  /** The Markdown as written (authors edit it); empty once deleted. */
  body: z.string(),
  /** Sanitised HTML rendered on the server; safe to insert. Quotes render as <aside class="quote">. */
  html: z.string(),
  /** The post this one quotes (the web links the quote to it). */
  quoteOf: z
    .object({ id: z.uuid(), postNumber: z.number().int(), author: PersonSchema.nullable() })
    .nullable(),
  likesCount: z.number().int(),
  likedByMe: z.boolean(),
  accepted: z.boolean(),
  deleted: z.boolean(),
  editedAt: z.string().nullable(),
  revisionCount: z.number().int(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
  moderation: ModerationNoticeSchema,
});
export type ForumPost = z.infer<typeof ForumPostSchema>;

export const ThreadDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  author: PersonSchema,
  topic: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  forum: z.object({ slug: z.string(), name: z.string(), kind: z.enum(FORUM_KINDS) }),
  pinned: z.boolean(),
  locked: z.boolean(),
  acceptedPostId: z.uuid().nullable(),
  replyCount: z.number().int(),
  lastPostNumber: z.number().int(),
  lastPostAt: z.string(),
  viewCount: z.number().int(),
  subscribed: z.boolean(),
  /** The viewer's last read post number (null: a visitor or never read); 'jump to unread' goes to the next one. */
  lastReadPostNumber: z.number().int().nullable(),
  canReply: z.boolean(),
  canModerate: z.boolean(),
  /** Thread author or moderator, in a Q&A forum. */
  canAccept: z.boolean(),
  createdAt: z.string(),
  moderation: ModerationNoticeSchema,
});
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

/** GET /api/threads/:threadId/posts: a window of posts by number (from `from`, or ending at `before`). */
export const ForumPostsQuerySchema = z.object({
  from: z.coerce.number().int().min(1).optional(),
  before: z.coerce.number().int().min(2).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(FORUM_POSTS_PAGE_SIZE),
});
export const ForumPostPageSchema = z.object({
  items: z.array(ForumPostSchema),
  /** The first and last post numbers in the thread that exist, for paging both ways. */
  hasBefore: z.boolean(),
  hasAfter: z.boolean(),
});
export type ForumPostPage = z.infer<typeof ForumPostPageSchema>;

export const CreateForumPostSchema = z.object({
  body: z.string().trim().min(FORUM_POST_MIN_CHARS).max(FORUM_POST_MAX_CHARS),
  /** Quote a post of the same thread (its author is notified). */
  quotePostId: z.uuid().optional(),
});
export type CreateForumPost = z.infer<typeof CreateForumPostSchema>;
export const UpdateForumPostSchema = z.object({
  body: z.string().trim().min(FORUM_POST_MIN_CHARS).max(FORUM_POST_MAX_CHARS),
});
export const ForumRevisionSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  html: z.string(),
  editor: PersonSchema.nullable(),
  createdAt: z.string(),
});
export const ForumRevisionListSchema = z.object({ items: z.array(ForumRevisionSchema) });
export const ForumLikeStateSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
/** POST /api/forum-images: an image for a post's Markdown (`![](url)`). */
export const ForumImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const MarkReadSchema = z.object({ postNumber: z.number().int().min(1) });
export const SubscriptionStateSchema = z.object({ subscribed: z.boolean() });
export const AcceptAnswerSchema = z.object({ postId: z.uuid() });

// Moderator actions on threads
export const MoveThreadSchema = z.object({ topicSlug: z.string().trim().min(1).max(60) });
export const SplitThreadSchema = z.object({
  postIds: z.array(z.uuid()).min(1).max(100),
  title: z.string().trim().min(THREAD_TITLE_MIN_CHARS).max(THREAD_TITLE_MAX_CHARS),
  /** The new thread's topic (default: the same topic). */
  topicSlug: z.string().trim().min(1).max(60).optional(),
});

export const ForumSearchQuerySchema = z.object({
  q: z.string().trim().min(2).max(200),
  forumSlug: z.string().trim().max(60).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FORUM_SEARCH_PAGE_SIZE),
});
export const ForumSearchHitSchema = z.object({
  postId: z.uuid(),
  postNumber: z.number().int(),
  thread: z.object({ id: z.uuid(), title: z.string() }),
  topic: z.object({ slug: z.string(), name: z.string() }),
  author: PersonSchema.nullable(),
  /**
   * Sanitised HTML excerpt whose matches are wrapped in <mark>; nothing else is markup (the text around is
   * escaped on the server).
   */
  highlight: z.string(),
  createdAt: z.string(),
});
export const ForumSearchPageSchema = z.object({
  items: z.array(ForumSearchHitSchema),
  nextCursor: z.string().nullable(),
});
export type ForumSearchPage = z.infer<typeof ForumSearchPageSchema>;

// Admin: forums and topics
export const UpsertForumSchema = z.object({
  slug: SlugSchema,
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(500).default(''),
  kind: z.enum(FORUM_KINDS).default('discussion'),
  icon: z.string().trim().max(40).default('messages-square'),
  position: z.number().int().min(0).max(1_000).default(0),
});
export const UpdateForumSchema = UpsertForumSchema.partial();
export const UpsertTopicSchema = z.object({
  slug: SlugSchema,
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(500).default(''),
  position: z.number().int().min(0).max(1_000).default(0),
});
export const UpdateTopicSchema = UpsertTopicSchema.partial().extend({ forumId: z.uuid().optional() });
export const AdminIdParamsSchema = z.object({ id: z.uuid() });
