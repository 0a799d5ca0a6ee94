import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ── better-auth's tables (names and fields as better-auth expects them; ids are UUIDs) ──

export const user = pgTable('user', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('two_factor_user_id_idx').on(table.userId),
    index('two_factor_secret_idx').on(table.secret),
  ],
);

// ── Tightlines tables ──

/** Spec §3 profiles plus the sign-up metadata and address. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    mfaEmailEnabled: boolean('mfa_email_enabled').notNull().default(false),
    mfaTotpEnabled: boolean('mfa_totp_enabled').notNull().default(false),
    preferredMfaMethod: text('preferred_mfa_method'),
    /** Unique @handle (lower-case letters, digits, underscore); mentions resolve against it first. */
    handle: text('handle').unique(),
    headerUrl: text('header_url'),
    streetAddress: text('street_address'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** Where the angler fishes (free text, e.g. "Lake Erie"); shared waters rank follow suggestions. */
    homeWaters: text('home_waters'),
    ...timestamps,
  },
  (table) => [
    // People search (names, handle, bio) is typo-tolerant through pg_trgm.
    index('profiles_search_trgm_idx').using(
      'gin',
      sql`(lower(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '') || ' ' || coalesce(${table.handle}, '') || ' ' || coalesce(${table.bio}, ''))) gin_trgm_ops`,
    ),
    index('profiles_first_name_idx').on(sql`lower(${table.firstName})`),
    // People search: an exact last name is always a candidate, even when it is a common word in bios ('Pike').
    index('profiles_last_name_idx').on(sql`lower(${table.lastName})`),
    // Follow suggestions: people fishing the same waters (compared case-insensitively).
    index('profiles_home_waters_idx').on(sql`lower(${table.homeWaters})`),
  ],
);

/** Spec §3 user_roles: several roles per user. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_roles_user_role_uq').on(table.userId, table.role)],
);

/** Mail that was not sent over SMTP (no SMTP_URL), kept so it can be read and delivered later. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.createdAt)],
);

/** Spec §3 contact message. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  serviceInterest: text('service_interest'),
  userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

// ── Social core (issue 3) ──

/**
 * Profile fields of the social core, kept beside the sign-up profile: the unique @handle, header image,
 * address, home waters (for suggestions) and the counters shown on every card (ARCHITECTURE: kept in
 * the row, changed in the same transaction as the event).
 */
export const profileStats = pgTable(
  'profile_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Follow suggestions fall back to the most-followed members.
  (table) => [index('profile_stats_followers_idx').on(table.followersCount.desc())],
);

export const userPosts = pgTable(
  'user_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    mediaUrl: text('media_url'),
    /** Generated image variants: { width, height, variants: [{ url, width, type }] }. */
    media: jsonb('media'),
    visibility: text('visibility').notNull().default('public'),
    postType: text('post_type').notNull().default('status'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('user_posts_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The feed's walk over each followed person's newest posts, answered from the index alone (no heap visit
    // per post to check deletion and visibility): EXPLAIN ANALYZE on the bench data, 12 ms → 1.5 ms for 50 followed people.
    index('user_posts_user_live_idx')
      .on(table.userId, table.createdAt.desc(), table.id.desc(), table.visibility)
      .where(sql`${table.deletedAt} is null`),
    index('user_posts_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // Is this post live and public? For the feed's followed-hashtag walk, without a heap visit per post.
    index('user_posts_public_live_idx')
      .on(table.id)
      .where(sql`${table.deletedAt} is null and ${table.visibility} = 'public'`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index('post_likes_user_idx').on(table.userId, table.createdAt.desc()),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A reply points at the top-level comment it answers. */
    parentId: uuid('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('post_comments_post_idx').on(table.postId, table.createdAt),
    index('post_comments_parent_idx').on(table.parentId, table.createdAt),
  ],
);

export const postShares = pgTable(
  'post_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Where it was shared to (copy-link, facebook, x …). */
    channel: text('channel').notNull().default('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_shares_post_idx').on(table.postId)],
);

/** One view per signed-in viewer and post; views_count on the post counts these rows. */
export const postViews = pgTable(
  'post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

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
  (table) => [uniqueIndex('followed_hashtags_user_tag_uq').on(table.userId, table.hashtagId)],
);

export const postMentions = pgTable(
  'post_mentions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => userPosts.id, { onDelete: 'cascade' }),
    mentionedUserId: uuid('mentioned_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.mentionedUserId] }),
    // /mentions walks this in keyset order (created_at, post_id) and stops early.
    index('post_mentions_user_idx').on(table.mentionedUserId, table.createdAt.desc(), table.postId.desc()),
  ],
);

export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follows_pair_uq').on(table.followerId, table.followingId),
    index('follows_following_idx').on(table.followingId, table.createdAt.desc()),
    index('follows_follower_created_idx').on(table.followerId, table.createdAt.desc()),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    isRead: boolean('is_read').notNull().default(false),
    /** Set when the e-mail digest has taken this notification (or it was never meant for e-mail). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    wantsEmail: boolean('wants_email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_digest_idx')
      .on(table.userId)
      .where(sql`${table.wantsEmail} and ${table.emailedAt} is null`),
  ],
);

/** Per type, in-app and e-mail on/off; a missing row means the type's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

export const userActivities = pgTable(
  'user_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    content: text('content'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_activities_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/** Postgres-backed jobs (ARCHITECTURE): claimed with SELECT … FOR UPDATE SKIP LOCKED by any server copy. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    /** At most one pending job per key (e.g. one digest per user). */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_pending_idx')
      .on(table.queue, table.runAt)
      .where(sql`${table.doneAt} is null`),
    uniqueIndex('jobs_dedupe_uq')
      .on(table.queue, table.dedupeKey)
      .where(sql`${table.doneAt} is null`),
  ],
);
