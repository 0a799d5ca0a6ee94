import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';

// ── Tournaments (tournament_events, leaderboard_entries) ──

/** Parent tournaments: a named competition with a season ("Parent tournaments: name, season_year"). */
export const tournaments = pgTable('tournaments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  seasonYear: integer('season_year').notNull(),
  createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** A series of events scored together (angler/team of the year) with a configurable points formula. */
export const tournamentSeries = pgTable('tournament_series', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  seasonYear: integer('season_year').notNull(),
  description: text('description').notNull().default(''),
  /** domain SeriesFormula: { firstPlace, step, minimum, countBest }. */
  formula: jsonb('formula').notNull(),
  /** Series registration fee for all its events, minor units (null: events are paid one by one). */
  feeMinor: integer('fee_minor'),
  currency: text('currency').notNull().default('USD'),
  status: text('status').notNull().default('draft'),
  createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** Rules library (spec /admin/rules-library): reusable rule sets; templates are the starting points. */
export const ruleSets = pgTable('rule_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** Plain text (rendered as text, paragraphs by blank lines). */
  body: text('body').notNull().default(''),
  /** domain ScoringRules. */
  scoring: jsonb('scoring').notNull(),
  /** Penalties the judges can apply: [{ code, label, grams?, points? }]. */
  penalties: jsonb('penalties').notNull().default([]),
  isTemplate: boolean('is_template').notNull().default(false),
  createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const tournamentEvents = pgTable(
  'tournament_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    seriesId: uuid('series_id').references(() => tournamentSeries.id, { onDelete: 'set null' }),
    isStandalone: boolean('is_standalone').notNull().default(true),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Calendar dates in the event's own time zone (status by date: domain tournamentStatus). */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    location: text('location').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Fishing boundary: { center: [lat, lng], radiusKm } or { polygon: [[lat, lng], …] }; catches outside are flagged. */
    boundary: jsonb('boundary'),
    species: text('species')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eventLogoUrl: text('event_logo_url'),
    coverImageUrl: text('cover_image_url'),
    /** draft | published | cancelled; only published events are public. */
    status: text('status').notNull().default('draft'),
    /** team | angler: who the standings rank. */
    entrantType: text('entrant_type').notNull().default('team'),
    ruleSetId: uuid('rule_set_id').references(() => ruleSets.id, { onDelete: 'set null' }),
    /** The event's rules as published (copied from the rule set, then editable). */
    rulesText: text('rules_text').notNull().default(''),
    /** domain ScoringRules in force for this event. */
    scoring: jsonb('scoring').notNull(),
    penalties: jsonb('penalties').notNull().default([]),
    feeMinor: integer('fee_minor').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    // Payments (issue 17): the refund policy and where the fee is taxed (domain EventMoneySchema).
    refundPolicy: text('refund_policy').notNull().default('none'),
    refundPercentBp: integer('refund_percent_bp').notNull().default(10_000),
    refundDeadline: timestamp('refund_deadline', { withTimezone: true }),
    taxCountry: text('tax_country'),
    taxRegion: text('tax_region'),
    participantsCap: integer('participants_cap'),
    /** Null: registration closes when the event starts (midnight of the first day in its time zone). */
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    /** Registrations holding a place (submitted, not cancelled); kept in the row, never over the cap. */
    registeredCount: integer('registered_count').notNull().default(0),
    prizePoolMinor: integer('prize_pool_minor').notNull().default(0),
    awardCeremony: text('award_ceremony'),
    dinnerCeremony: text('dinner_ceremony'),
    /** Newest approved catch (the spec's sort: most recent catch first within a status). */
    lastCatchAt: timestamp('last_catch_at', { withTimezone: true }),
    /** Bumped by every judging decision; leaderboard caches are keyed by it (invalidated by approvals, not time). */
    leaderboardVersion: integer('leaderboard_version').notNull().default(0),
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    goingCount: integer('going_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('tournament_events_status_start_idx').on(table.status, table.startDate.desc()),
    index('tournament_events_series_idx').on(table.seriesId),
    index('tournament_events_tournament_idx').on(table.tournamentId),
  ],
);

/** Translations of an event's name and location. */
export const tournamentEventTranslations = pgTable(
  'tournament_event_translations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.language] })],
);

/** Directors of an event besides admins: they edit it, judge its catches and check boats in. */
export const tournamentEventDirectors = pgTable(
  'tournament_event_directors',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('tournament_event_directors_user_idx').on(table.userId),
  ],
);

export const tournamentDivisions = pgTable(
  'tournament_divisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('tournament_divisions_event_idx').on(table.eventId, table.position)],
);

/** Schedule: lines in, lines out, boats back to the channel marker, scale closes, meetings, ceremonies; time may be TBA. */
export const tournamentScheduleItems = pgTable(
  'tournament_schedule_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    /** registration | meeting | competition | weigh_in | social | lines_in | lines_out | boats_back | scale_closes | award_ceremony | dinner_ceremony */
    kind: text('kind').notNull(),
    label: text('label').notNull().default(''),
    /** Null: TBA. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('tournament_schedule_items_event_idx').on(table.eventId, table.position)],
);

/** The identifier code of the day that must be visible in every catch photo. */
export const tournamentDailyCodes = pgTable(
  'tournament_daily_codes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.day] })],
);
