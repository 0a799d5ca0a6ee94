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
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { tournamentCatches } from './catches';

// ── An angler's own tools (issue 19): the tackle box and the catch log ──

/** Tackle box (spec §3): name, category (lure, bait, rod, reel, line, hook, weight, other), brand, quantity, notes. */
export const tackleItems = pgTable(
  'tackle_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull().default('other'),
    brand: text('brand'),
    quantity: integer('quantity').notNull().default(1),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [index('tackle_items_user_idx').on(table.userId, table.category, table.name)],
);

/**
 * The catch log: every catch a person keeps, private by default. A tournament catch appears here on its own
 * (tournament_catch_id, once). The location is never shown to anyone else unless the owner picks a precision
 * (domain: exact | water | region | hidden, default hidden); visibility says who may see the entry at all
 * (private | followers | public, default private). A catch shared as a post keeps the post's id.
 */
export const catchLogEntries = pgTable(
  'catch_log_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    species: text('species').notNull(),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    photoUrl: text('photo_url'),
    /** Generated image variants, as on posts. */
    media: jsonb('media'),
    caughtAt: timestamp('caught_at', { withTimezone: true }).notNull(),
    /** The water body's name (a lake, a river, a reef), shown at the 'water' precision. */
    waterName: text('water_name'),
    /** The region (state, county, coast), shown at the 'region' precision. */
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationPrecision: text('location_precision').notNull().default('hidden'),
    visibility: text('visibility').notNull().default('private'),
    method: text('method'),
    bait: text('bait'),
    weatherNotes: text('weather_notes'),
    waterNotes: text('water_notes'),
    notes: text('notes'),
    tackleItemId: uuid('tackle_item_id').references(() => tackleItems.id, { onDelete: 'set null' }),
    tournamentCatchId: uuid('tournament_catch_id').references(() => tournamentCatches.id, {
      onDelete: 'cascade',
    }),
    /** The post this catch was shared as, if it was. */
    postId: uuid('post_id'),
    /** Moderation (domain MODERATION_STATES): a hidden entry is its owner's only (added with the catch log's routes). */
    moderation: text('moderation'),
    ...timestamps,
  },
  (table) => [
    index('catch_log_user_caught_idx').on(table.userId, table.caughtAt.desc(), table.id.desc()),
    // Achievements read a person's whole log by species and time (readFacts: species, personal bests) from this index
    // alone (weight_grams is a key column because drizzle has no INCLUDE); it also serves what the (user_id,
    // species) index it replaced did.
    index('catch_log_user_species_caught_idx').on(
      table.userId,
      table.species,
      table.caughtAt,
      table.id,
      table.weightGrams,
    ),
    uniqueIndex('catch_log_tournament_catch_uq')
      .on(table.tournamentCatchId)
      .where(sql`${table.tournamentCatchId} is not null`),
    index('catch_log_tackle_idx')
      .on(table.tackleItemId)
      .where(sql`${table.tackleItemId} is not null`),
  ],
);
