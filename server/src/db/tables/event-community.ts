import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';

/** RSVP: going | maybe | interested | not_going, with guests. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    /** A tournament event's or a community event's id (no FK: either table; a trigger cleans up on delete). */
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    guests: integer('guests').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_rsvps_event_status_idx').on(table.eventId, table.status, table.createdAt.desc()),
  ],
);

/** Event discussion and photos. */
export const eventComments = pgTable(
  'event_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A tournament event's or a community event's id (no FK: either table; a trigger cleans up on delete). */
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Moderation state (domain MODERATION_STATES): null visible, 'held' awaiting review, 'hidden' by a moderator. */
    moderation: text('moderation'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('event_comments_event_idx').on(table.eventId, table.createdAt.desc())],
);

export const eventPhotos = pgTable(
  'event_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A tournament event's or a community event's id (no FK: either table; a trigger cleans up on delete). */
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    media: jsonb('media'),
    caption: text('caption').notNull().default(''),
    /** Moderation state (domain MODERATION_STATES): null visible, 'held' awaiting review, 'hidden' by a moderator. */
    moderation: text('moderation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_photos_event_idx').on(table.eventId, table.createdAt.desc())],
);
