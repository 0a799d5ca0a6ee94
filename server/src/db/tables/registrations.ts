import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { teams, boats } from './teams';
import { tournamentSeries, tournamentEvents, tournamentDivisions } from './tournaments';

export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id').references(() => tournamentDivisions.id, { onDelete: 'set null' }),
    /** Who registered (the captain for a team, the angler when solo). */
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    boatId: uuid('boat_id').references(() => boats.id, { onDelete: 'set null' }),
    /** Set when the registration came through a series registration. */
    seriesId: uuid('series_id').references(() => tournamentSeries.id, { onDelete: 'set null' }),
    /** Team or angler name shown on leaderboards (copied at registration). */
    entrantName: text('entrant_name').notNull().default(''),
    boatName: text('boat_name'),
    /** draft (saved, resumable) | registered (holds a place) | cancelled */
    status: text('status').notNull().default('draft'),
    /** payment_pending | paid | payment_failed; paid only with a recorded payment. */
    paymentStatus: text('payment_status').notNull().default('payment_pending'),
    feeMinor: integer('fee_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /**
     * Payments (issue 17): with an online provider, an unpaid registration holds its place until then; past it the
     * place is released (status cancelled, payment_failed) and Pay takes a place again if one is left.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    waiverAcceptedAt: timestamp('waiver_accepted_at', { withTimezone: true }),
    /** The unfinished registration's resume link token (/resume-registration/{token}). */
    resumeToken: text('resume_token').notNull().unique(),
    /** The wizard's saved state while a draft. */
    draft: jsonb('draft').notNull().default({}),
    /** Per-boat QR code secret for dock check-in/out. */
    checkInCode: text('check_in_code').notNull().unique(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('tournament_registrations_event_idx').on(table.eventId, table.status),
    index('tournament_registrations_user_idx').on(table.userId, table.createdAt.desc()),
    index('tournament_registrations_team_idx').on(table.teamId),
    index('tournament_registrations_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'registered' and ${table.paymentStatus} <> 'paid'`),
    // One live registration per team per event.
    uniqueIndex('tournament_registrations_team_uq')
      .on(table.eventId, table.teamId)
      .where(sql`${table.status} = 'registered' and ${table.teamId} is not null`),
  ],
);

/** The anglers fishing under a registration (members with an account, or named guests). */
export const registrationAnglers = pgTable(
  'registration_anglers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => tournamentRegistrations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    isCaptain: boolean('is_captain').notNull().default(false),
  },
  (table) => [
    index('registration_anglers_registration_idx').on(table.registrationId),
    index('registration_anglers_user_idx').on(table.userId),
  ],
);

/** A recorded payment; a registration shows as paid only with one of these (payments capability comes later). */
export const registrationPayments = pgTable(
  'registration_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => tournamentRegistrations.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** check_in (marked paid by a director at check-in) | no_fee | online (issue 17: a succeeded payment) | offline */
    method: text('method').notNull(),
    recordedBy: uuid('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    /** Issue 17: the payment (payments row) this record comes from, for online and offline payments. */
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registration_payments_registration_idx').on(table.registrationId)],
);
