import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { userPosts } from './posts';

// Issue 19, parts 4 and 5: saved posts with named collections, and posts scheduled for later.

/** A person's named collections of saved posts ("All saved" is every saved post, not a row). */
export const postCollections = pgTable(
  'post_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [
    // One name once per person, whatever its case.
    uniqueIndex('post_collections_user_name_idx').on(table.userId, sql`lower(${table.name})`),
  ],
);

/** A saved post, in at most one of the saver's collections (null: in none). */
export const savedPosts = pgTable(
  'saved_posts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    /** The service files a post only in its saver's own collection. Deleting a collection keeps its posts saved. */
    collectionId: uuid('collection_id').references(() => postCollections.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    // /saved pages newest first, all or one collection's.
    index('saved_posts_user_created_idx').on(table.userId, table.createdAt.desc(), table.postId.desc()),
    index('saved_posts_collection_created_idx')
      .on(table.collectionId, table.createdAt.desc(), table.postId.desc())
      .where(sql`${table.collectionId} is not null`),
  ],
);

/** A post written now to be published later by the scheduled-posts job (or at once by "publish now"). */
export const scheduledPosts = pgTable(
  'scheduled_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    visibility: text('visibility').notNull().default('public'),
    /** The image stored when the post was scheduled (post-media, served signed): url, variants and every key. */
    mediaUrl: text('media_url'),
    media: jsonb('media'),
    mediaKeys: text('media_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** domain SCHEDULED_POST_STATES: scheduled, published, failed. */
    state: text('state').notNull().default('scheduled'),
    failureCode: text('failure_code'),
    postId: uuid('post_id').references(() => userPosts.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // The job's walk over due posts.
    index('scheduled_posts_due_idx')
      .on(table.publishAt)
      .where(sql`${table.state} = 'scheduled'`),
    index('scheduled_posts_user_idx').on(table.userId, table.publishAt),
  ],
);
