import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { tournamentEvents } from './tournaments';

/**
 * Who was told that an event starts tomorrow: one row per (event, person), written in the same transaction as
 * the notification, so the reminder job run twice, or by two server copies at once, reminds each person once.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

/**
 * The entrants (registration ids) in an event's top three as last announced, at the leaderboard version they
 * were read at: the next decision's top three is compared with it, and only a newer version replaces it.
 */
export const eventPodiums = pgTable('event_podiums', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  entrantIds: text('entrant_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
