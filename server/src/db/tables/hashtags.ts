import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { userPosts } from './posts';

export const hashtags = pgTable('hashtags', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased, without '#'. */
  tag: text('tag').notNull().unique(),
  postCount: integer('post_count').notNull().default(0),
  followersCount: integer('followers_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    hashtagId: uuid('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
    /** The tag as written in the post (display case). */
    hashtag: text('hashtag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.hashtagId] }),
    // Hashtag pages and followed-tag feeds walk this in keyset order (created_at, post_id) and stop early.
    index('post_hashtags_tag_created_idx').on(table.hashtagId, table.createdAt.desc(), table.postId.desc()),
    index('post_hashtags_created_idx').on(table.createdAt),
  ],
);

export const followedHashtags = pgTable(
  'followed_hashtags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    hashtagId: uuid('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('followed_hashtags_user_tag_uq').on(table.userId, table.hashtagId),
    // A new post's fan-out finds the followers of its hashtags (feed/repo.ts).
    index('followed_hashtags_tag_user_idx').on(table.hashtagId, table.userId),
  ],
);
