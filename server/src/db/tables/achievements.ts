import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { tournamentEvents } from './tournaments';

// ── Achievements, XP and the social leaderboards (issue 19) ──

/** Spec §3 achievements; upserted from the domain catalogue at start-up (key is the stable name). */
export const achievements = pgTable('achievements', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  points: integer('points').notNull(),
  tier: text('tier').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/** Spec §3 user_achievements: one row per person and achievement, ever (unlocking is idempotent). */
export const userAchievements = pgTable(
  'user_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_achievements_pair_uq').on(table.userId, table.achievementId),
    index('user_achievements_user_unlocked_idx').on(table.userId, table.unlockedAt.desc()),
    index('user_achievements_unlocked_idx').on(table.unlockedAt),
  ],
);

/** A person's XP: the points of their unlocked achievements, kept in the row in the unlock's transaction. */
export const userPoints = pgTable(
  'user_points',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    totalPoints: integer('total_points').notNull().default(0),
    achievementsCount: integer('achievements_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_points_total_idx').on(table.totalPoints.desc())],
);

/** Where a person finished in an event with published results (their entry's rank), for the tournament achievements. */
export const tournamentFinishes = pgTable(
  'tournament_finishes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('tournament_finishes_user_idx').on(table.userId),
  ],
);

/**
 * Spec §3 social leaderboard entries (leaderboard_type 'engagement'): every person with a score in the
 * timeframe (daily | weekly | monthly | all_time), ranked, as the leaderboard job last computed them.
 */
export const socialLeaderboardEntries = pgTable(
  'social_leaderboard_entries',
  {
    timeframe: text('timeframe').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    score: integer('score').notNull(),
    rank: integer('rank').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.timeframe, table.userId] }),
    index('social_leaderboard_rank_idx').on(table.timeframe, table.rank),
  ],
);

/** How far the periodic sweep has read new catch-log entries (one row per sweep). */
export const achievementCursors = pgTable('achievement_cursors', {
  name: text('name').primaryKey(),
  position: timestamp('position', { withTimezone: true }).notNull(),
});
