import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { groups } from './groups';

/**
 * Community events (issue 16): meetings, clinics, clean-ups, socials and weigh-ins by a group or a member.
 * RSVPs, comments and photos live in event_rsvps / event_comments / event_photos with the same event_id column
 * as tournament events (ids are uuids of either kind; a trigger removes them when either event row goes).
 */
export const communityEvents = pgTable(
  'community_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** domain COMMUNITY_EVENT_TYPES. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    location: text('location').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coverUrl: text('cover_url'),
    capacity: integer('capacity'),
    /** published | cancelled. */
    status: text('status').notNull().default('published'),
    cancelReason: text('cancel_reason'),
    goingCount: integer('going_count').notNull().default(0),
    /** Set when the day-before reminders went out (once per event). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** Moderation state (domain MODERATION_STATES). */
    moderation: text('moderation'),
    ...timestamps,
  },
  (table) => [
    index('community_events_starts_idx').on(table.startsAt, table.id),
    index('community_events_group_idx').on(table.groupId, table.startsAt),
    index('community_events_creator_idx').on(table.createdBy, table.startsAt),
  ],
);

/** A person's secret calendar feed token (webcal://…/api/calendar/feed/{token}); reset makes a new one. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('calendar_feed_tokens_token_idx').on(table.token)],
);
