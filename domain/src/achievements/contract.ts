import { z } from 'zod';
import { PersonSchema } from '../social/people';
import { SOCIAL_TIMEFRAMES } from '../tournaments/leaderboard-contract';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_ICONS, ACHIEVEMENT_TIERS } from './catalogue';

/** Spec §9: the Stats tab shows the 5 latest achievements. */
export const ACHIEVEMENTS_SHOWN = 5;
const PEOPLE_ACHIEVEMENTS_MAX = 50;
/** Spec §9: leaderboard limit 50, top 3 ranks get badges. */
export const REWARDS_BOARD_LIMIT = 50;

export const AchievementSchema = z.object({
  key: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  name: z.string(),
  description: z.string(),
  icon: z.enum(ACHIEVEMENT_ICONS),
  points: z.number().int(),
  tier: z.enum(ACHIEVEMENT_TIERS),
});
export type Achievement = z.infer<typeof AchievementSchema>;

/** GET /api/achievements: the active catalogue, with my progress and when I unlocked each. */
export const AchievementProgressSchema = AchievementSchema.extend({
  current: z.number().int(),
  target: z.number().int(),
  unlockedAt: z.string().nullable(),
});
export const MyAchievementsSchema = z.object({
  totalPoints: z.number().int(),
  level: z.number().int(),
  levelFloor: z.number().int(),
  nextLevelAt: z.number().int(),
  unlockedCount: z.number().int(),
  items: z.array(AchievementProgressSchema),
});
export type MyAchievements = z.infer<typeof MyAchievementsSchema>;

/** GET /api/people/:userId/achievements?limit= — unlocked, newest first. */
export const PersonAchievementsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PEOPLE_ACHIEVEMENTS_MAX).default(ACHIEVEMENTS_SHOWN),
});
export const UnlockedAchievementSchema = AchievementSchema.extend({ unlockedAt: z.string() });
export const PersonAchievementsSchema = z.object({
  total: z.number().int(),
  items: z.array(UnlockedAchievementSchema),
});
export type PersonAchievements = z.infer<typeof PersonAchievementsSchema>;

/** GET /api/leaderboards/points?timeframe= — the computed social leaderboards (spec §4 timeframes). */
export const PointsBoardQuerySchema = z.object({
  timeframe: z.enum(SOCIAL_TIMEFRAMES).default('weekly'),
  limit: z.coerce.number().int().min(1).max(REWARDS_BOARD_LIMIT).default(REWARDS_BOARD_LIMIT),
});
export const PointsBoardSchema = z.object({
  timeframe: z.enum(SOCIAL_TIMEFRAMES),
  periodStart: z.string().nullable(),
  /** When the job last computed this board; null before its first run. */
  computedAt: z.string().nullable(),
  items: z.array(z.object({ rank: z.number().int(), score: z.number().int(), profile: PersonSchema })),
});
export type PointsBoard = z.infer<typeof PointsBoardSchema>;

/**
 * GET /api/leaderboards/following — among me and the people I follow: the best three fish per species this season
 * (calendar year, UTC), from their catch logs and approved tournament catches. Weight in grams; no place.
 */
export const FollowingBoardSchema = z.object({
  season: z.number().int(),
  species: z.array(
    z.object({
      species: z.string(),
      items: z.array(
        z.object({
          rank: z.number().int(),
          weightGrams: z.number().int(),
          caughtAt: z.string(),
          profile: PersonSchema,
        }),
      ),
    }),
  ),
});
export type FollowingBoard = z.infer<typeof FollowingBoardSchema>;

/** GET /api/people/top-fans and /api/people/top-anglers. */
export const TopPeopleQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REWARDS_BOARD_LIMIT).default(REWARDS_BOARD_LIMIT),
});
export const TopPeopleSchema = z.object({
  items: z.array(
    z.object({
      rank: z.number().int(),
      profile: PersonSchema,
      /** top-fans: engagement score over the last 30 days; top-anglers: total achievement points. */
      score: z.number().int(),
      totalPoints: z.number().int(),
      achievements: z.number().int(),
    }),
  ),
});
export type TopPeople = z.infer<typeof TopPeopleSchema>;
