import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { userPosts } from './posts';

// ── Fishing reports and location tags (issue 19) ──

/**
 * A fishing report (spec §3): a place, the species targeted, weather, water clarity and temperature (°F as
 * entered), techniques, success and notes. Private reports are their author's alone.
 */
export const fishingReports = pgTable(
  'fishing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    placeType: text('place_type').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    targetSpecies: text('target_species').array().notNull(),
    weather: text('weather').notNull().default(''),
    waterClarity: text('water_clarity'),
    waterTempF: real('water_temp_f'),
    techniques: text('techniques').notNull().default(''),
    success: text('success').notNull(),
    notes: text('notes').notNull().default(''),
    fishedOn: date('fished_on').notNull(),
    visibility: text('visibility').notNull().default('public'),
    /** Moderation state (domain MODERATION_STATES): null visible, 'held' or 'hidden'. */
    moderation: text('moderation'),
    ...timestamps,
  },
  (table) => [
    // The public list, newest first (keyset), answered without visiting private or moderated rows.
    index('fishing_reports_public_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public' and ${table.moderation} is null`),
    index('fishing_reports_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('fishing_reports_species_idx').using('gin', table.targetSpecies),
    check('fishing_reports_point_ck', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
  ],
);

/**
 * A location tag (spec §3): a place a person chose to share, from a public report or a post (one tag per source,
 * removed with it). Whether it still counts (the source public, live) is read through the source, so making a
 * report private or hiding a post takes its tag out of trending and the map at once.
 */
export const locationTags = pgTable(
  'location_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    placeType: text('place_type').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    reportId: uuid('report_id').references(() => fishingReports.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => userPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('location_tags_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('location_tags_point_idx')
      .on(table.latitude, table.longitude)
      .where(sql`${table.latitude} is not null`),
    uniqueIndex('location_tags_report_uq')
      .on(table.reportId)
      .where(sql`${table.reportId} is not null`),
    uniqueIndex('location_tags_post_uq')
      .on(table.postId)
      .where(sql`${table.postId} is not null`),
    check('location_tags_one_source_ck', sql`(${table.reportId} is null) <> (${table.postId} is null)`),
    check('location_tags_point_ck', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
  ],
);
