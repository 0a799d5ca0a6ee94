import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Forums (issue 16): forums → topics → threads → numbered posts, after Discourse. */
export const forums = pgTable(
  'forums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** discussion | qa (domain FORUM_KINDS). */
    kind: text('kind').notNull().default('discussion'),
    icon: text('icon').notNull().default('messages-square'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('forums_slug_idx').on(table.slug)],
);

export const forumTopics = pgTable(
  'forum_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    forumId: uuid('forum_id')
      .notNull()
      .references(() => forums.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    threadCount: integer('thread_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('forum_topics_slug_idx').on(table.slug),
    index('forum_topics_forum_idx').on(table.forumId),
  ],
);

export const forumThreads = pgTable(
  'forum_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => forumTopics.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    acceptedPostId: uuid('accepted_post_id'),
    /** Live posts after the opening one. */
    replyCount: integer('reply_count').notNull().default(0),
    /** The highest post number handed out (numbers are never reused). */
    lastPostNumber: integer('last_post_number').notNull().default(0),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    lastPosterId: uuid('last_poster_id').references(() => user.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull().default(0),
    moderation: text('moderation'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // The topic page: pinned first, then by last activity.
    index('forum_threads_topic_order_idx').on(
      table.topicId,
      table.pinned.desc(),
      table.lastPostAt.desc(),
      table.id.desc(),
    ),
    index('forum_threads_last_post_idx').on(table.lastPostAt.desc()),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    postNumber: integer('post_number').notNull(),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** Markdown as written. */
    body: text('body').notNull(),
    /** Sanitised HTML rendered from body on write. */
    html: text('html').notNull(),
    quotePostId: uuid('quote_post_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'set null' }),
    likesCount: integer('likes_count').notNull().default(0),
    revisionCount: integer('revision_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    moderation: text('moderation'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', coalesce(body, ''))`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('forum_posts_thread_number_idx').on(table.threadId, table.postNumber),
    index('forum_posts_author_idx').on(table.authorId, table.createdAt.desc()),
    index('forum_posts_created_idx').on(table.createdAt.desc()),
    index('forum_posts_search_idx').using('gin', table.search),
  ],
);

export const forumPostRevisions = pgTable(
  'forum_post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** The body before the edit. */
    body: text('body').notNull(),
    html: text('html').notNull(),
    editorId: uuid('editor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forum_post_revisions_post_idx').on(table.postId, table.createdAt.desc())],
);

export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** The last post number a person read in a thread (unread markers, 'jump to unread'). */
export const forumThreadReads = pgTable(
  'forum_thread_reads',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadPostNumber: integer('last_read_post_number').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index('forum_thread_reads_user_idx').on(table.userId),
  ],
);

export const forumThreadSubscriptions = pgTable(
  'forum_thread_subscriptions',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index('forum_thread_subscriptions_user_idx').on(table.userId),
  ],
);
