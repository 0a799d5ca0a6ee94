import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { tournamentRegistrations } from './registrations';
import { tournamentEvents } from './tournaments';

// ── Catches, judging, penalties (leaderboard_entries: the tournament catches) ──

export const tournamentCatches = pgTable(
  'tournament_catches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => tournamentRegistrations.id, { onDelete: 'cascade' }),
    anglerUserId: uuid('angler_user_id').references(() => user.id, { onDelete: 'set null' }),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The device's id for the catch: an offline upload retried twice is stored once. */
    clientId: text('client_id').notNull(),
    species: text('species').notNull(),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    photoUrl: text('photo_url').notNull(),
    /** Moderation of the catch's photo and notes (domain MODERATION_STATES): 'hidden' hides the photo from the public; the catch still scores. */
    moderation: text('moderation'),
    media: jsonb('media'),
    /** 64-bit perceptual hash (hex) of the photo, for the duplicate-photo flag. */
    photoHash: text('photo_hash'),
    identifierCode: text('identifier_code'),
    caughtAt: timestamp('caught_at', { withTimezone: true }).notNull(),
    /** device | exif: where caught_at came from. */
    caughtAtSource: text('caught_at_source').notNull().default('device'),
    /** Private: only the event's judges see the location. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** pending | approved | rejected | resubmit */
    status: text('status').notNull().default('pending'),
    reviewReason: text('review_reason'),
    /** Judges' flags: { outsideHours?, outsideBoundary?, duplicateOf?, missingCode? } */
    flags: jsonb('flags').notNull().default({}),
    /** The fish's score under the event's rules when approved (grams, mm or points). */
    score: integer('score'),
    reviewedBy: uuid('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Replaced by a re-submission. */
    resubmissionOf: uuid('resubmission_of').references((): AnyPgColumn => tournamentCatches.id, {
      onDelete: 'set null',
    }),
    /**
     * The event's leaderboard_version of the last decision on this catch. A cached board of version v reads only
     * the catches with board_version > v (an approval re-reads one row, not the event's 10,000).
     */
    boardVersion: integer('board_version'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('tournament_catches_client_uq').on(table.submittedBy, table.clientId),
    index('tournament_catches_event_board_version_idx')
      .on(table.eventId, table.boardVersion)
      .where(sql`${table.boardVersion} is not null`),
    index('tournament_catches_event_status_idx').on(table.eventId, table.status, table.caughtAt),
    index('tournament_catches_registration_idx').on(table.registrationId),
    index('tournament_catches_approved_recent_idx')
      .on(table.reviewedAt.desc())
      .where(sql`${table.status} = 'approved'`),
    index('tournament_catches_event_hash_idx').on(table.eventId, table.photoHash),
  ],
);

/** Every judging decision and submission, in order (the audit trail). */
export const catchAuditLog = pgTable(
  'catch_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    catchId: uuid('catch_id').references(() => tournamentCatches.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').references(() => tournamentRegistrations.id, {
      onDelete: 'cascade',
    }),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** submitted | approved | rejected | resubmit_requested | penalty | penalty_removed | checked_in | checked_out | results_published */
    action: text('action').notNull(),
    reason: text('reason'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('catch_audit_log_event_idx').on(table.eventId, table.createdAt.desc()),
    index('catch_audit_log_catch_idx').on(table.catchId, table.createdAt),
  ],
);

export const tournamentPenalties = pgTable(
  'tournament_penalties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => tournamentRegistrations.id, { onDelete: 'cascade' }),
    /** The rule set's penalty code (e.g. late_to_scale, dead_fish). */
    code: text('code').notNull(),
    /** Deducted from the entrant's total in the event's scoring unit. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tournament_penalties_event_idx').on(table.eventId)],
);
