import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
