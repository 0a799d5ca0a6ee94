import { z } from 'zod';
import { isTimeZone } from '../tournaments/events-contract';
import { ANALYTICS_RANGES, BUCKET_UNITS } from './buckets';

/**
 * GET /api/analytics/me (issue 19, part 8): the signed-in person's own numbers over a range, bucketed in their time
 * zone (`tz`, an IANA name; UTC without one). Dates are local calendar dates ('YYYY-MM-DD'); weights in grams,
 * lengths in millimetres (the reader's units are the client's).
 */
export const AnalyticsQuerySchema = z.object({
  range: z
    .enum(ANALYTICS_RANGES, { message: 'Choose 30 days, 90 days, 12 months or all time' })
    .default('90d'),
  tz: z.string().max(64).refine(isTimeZone, 'Unknown time zone').default('UTC'),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** One bucket: what I posted, what my posts received from others, who followed me and what I caught. */
export const AnalyticsPeriodSchema = z.object({
  /** The bucket's first local date. */
  start: z.string(),
  posts: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  views: z.number().int(),
  followers: z.number().int(),
  catches: z.number().int(),
});
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriodSchema>;

const FishSchema = z.object({ value: z.number().int(), caughtAt: z.string() });

export const PersonalBestSchema = z.object({
  species: z.string(),
  catches: z.number().int(),
  /** The heaviest fish of the species (grams), null when none was weighed. */
  heaviest: FishSchema.nullable(),
  /** The longest fish of the species (millimetres), null when none was measured. */
  longest: FishSchema.nullable(),
});
export type PersonalBest = z.infer<typeof PersonalBestSchema>;

export const TournamentFinishSchema = z.object({
  eventId: z.uuid(),
  eventName: z.string(),
  /** The entrant's final place on the event's leaderboard (culling, penalties, tie-breaks). */
  place: z.number().int(),
  entrants: z.number().int(),
  /** The event's last day (a calendar date). */
  date: z.string(),
});
export type TournamentFinish = z.infer<typeof TournamentFinishSchema>;

export const AnalyticsSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  unit: z.enum(BUCKET_UNITS),
  timeZone: z.string(),
  /** The first bucket's first date and today, local. */
  from: z.string(),
  to: z.string(),
  periods: z.array(AnalyticsPeriodSchema),
  totals: z.object({
    posts: z.number().int(),
    likes: z.number().int(),
    comments: z.number().int(),
    shares: z.number().int(),
    views: z.number().int(),
    followersGained: z.number().int(),
    /** Everyone following me now, whatever the range. */
    followers: z.number().int(),
    catches: z.number().int(),
  }),
  /** Catches in the range per species, most first. */
  catchesBySpecies: z.array(z.object({ species: z.string(), count: z.number().int() })),
  /** Catches in the range per calendar month (first date of the month), oldest first, empty months included. */
  catchesByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Lifetime bests per species (the log and approved tournament catches), most caught first. */
  personalBests: z.array(PersonalBestSchema),
  /** Events I fished that ended in the range, with my place, newest first. */
  tournamentFinishes: z.array(TournamentFinishSchema),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
