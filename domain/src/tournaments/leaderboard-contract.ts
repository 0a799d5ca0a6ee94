/**
 * Leaderboards and live ("Active leaderboard view" and "Recent catch"): the contracts of
 * /api/leaderboards/*, the series leaderboard and the upcoming-tournaments widget. No shape here carries a
 * catch's location: only judges see where a fish was caught.
 */
import { z } from 'zod';
import { PersonSchema } from '../social/people';
import { TOURNAMENT_STATUSES } from './status';
import { SCORING_MODES } from './scoring';

/** Leaderboard limit 50 (widget 10), recent activity 20 (ticker 10, widget 5), upcoming widget 4. */
export const LEADERBOARD_LIMIT = 50;
export const LEADERBOARD_WIDGET = 10;
const RECENT_CATCHES_LIMIT = 20;
export const TICKER_CATCHES = 10;
export const RECENT_CATCHES_WIDGET = 5;
export const UPCOMING_TOURNAMENTS_WIDGET = 4;
/** The top 3 ranks of a board get badges. */
export const BADGE_RANKS = 3;
export { LEADERBOARD_POLL_MS, TICKER_ROTATE_MS } from './leaderboard-timing';

export const LEADERBOARD_FILTERS = ['all', 'active', 'upcoming', 'completed'] as const;
export type LeaderboardFilter = (typeof LEADERBOARD_FILTERS)[number];

export const SOCIAL_TIMEFRAMES = ['daily', 'weekly', 'monthly', 'all_time'] as const;
export type SocialTimeframe = (typeof SOCIAL_TIMEFRAMES)[number];

const StatusSchema = z.enum(TOURNAMENT_STATUSES);

const TopTeamSchema = z.object({
  boatName: z.string(),
  teamName: z.string().nullable(),
  captainName: z.string().nullable(),
  points: z.number(),
});
export type TopTeam = z.infer<typeof TopTeamSchema>;

/** Active leaderboard view: name, top_teams, last_catch_time, with the status computed by date. */
const LeaderboardListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  tournamentName: z.string().nullable(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: StatusSchema,
  scoringMode: z.enum(SCORING_MODES),
  lastCatchAt: z.string().nullable(),
  topTeams: z.array(TopTeamSchema),
});
export type LeaderboardListItem = z.infer<typeof LeaderboardListItemSchema>;

export const LeaderboardListQuerySchema = z.object({
  filter: z.enum(LEADERBOARD_FILTERS).default('all'),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_LIMIT).default(LEADERBOARD_LIMIT),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  /** The reader's language: event names and places come translated when the event has that translation. */
  lang: z.string().max(10).optional(),
});
export const LeaderboardListSchema = z.object({
  items: z.array(LeaderboardListItemSchema),
  hasMore: z.boolean(),
});
export type LeaderboardList = z.infer<typeof LeaderboardListSchema>;

const FishSummarySchema = z.object({
  catchId: z.uuid(),
  species: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  /** In the event's unit: grams, millimetres or points. */
  score: z.number(),
  caughtAt: z.string(),
});

/** One entrant (a registration: team, boat or angler) on an event's board. */
const StandingRowSchema = z.object({
  entrantId: z.uuid(),
  rank: z.number().int(),
  entrantName: z.string(),
  boatName: z.string().nullable(),
  captainName: z.string().nullable(),
  divisionId: z.uuid().nullable(),
  total: z.number(),
  fishCounted: z.number().int(),
  fishCulled: z.number().int(),
  penalties: z.number(),
  biggest: FishSummarySchema.nullable(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

const BigFishSchema = FishSummarySchema.extend({
  entrantId: z.uuid(),
  entrantName: z.string(),
  boatName: z.string().nullable(),
});

export const EventLeaderboardSchema = z.object({
  event: z.object({
    id: z.uuid(),
    name: z.string(),
    tournamentName: z.string().nullable(),
    seriesId: z.uuid().nullable(),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: StatusSchema,
    scoringMode: z.enum(SCORING_MODES),
    bestN: z.number().int().nullable(),
    entrantType: z.string(),
    lastCatchAt: z.string().nullable(),
    resultsPublishedAt: z.string().nullable(),
  }),
  /** The event's leaderboard_version this board was computed at; a socket event with a newer one means refetch. */
  version: z.number().int(),
  entrantsCount: z.number().int(),
  divisions: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Overall standings, best first (at most 50). */
  standings: z.array(StandingRowSchema),
  /** Standings within each division, keyed by division id (at most 50 each). */
  divisionStandings: z.record(z.string(), z.array(StandingRowSchema)),
  bigFish: BigFishSchema.nullable(),
});
export type EventLeaderboard = z.infer<typeof EventLeaderboardSchema>;

export const EventParamsSchema = z.object({ eventId: z.uuid() });

/** Recent catch: id, species, weight, boat, angler, time, with the tournament name. Never a location. */
const RecentCatchSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  species: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  boatName: z.string().nullable(),
  entrantName: z.string(),
  anglerName: z.string().nullable(),
  caughtAt: z.string(),
  approvedAt: z.string(),
});
export type RecentCatch = z.infer<typeof RecentCatchSchema>;

export const RecentCatchesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_CATCHES_LIMIT).default(RECENT_CATCHES_LIMIT),
  eventId: z.uuid().optional(),
  /** The reader's language: event names come translated when the event has that translation. */
  lang: z.string().max(10).optional(),
});
export const RecentCatchListSchema = z.object({ items: z.array(RecentCatchSchema) });
export type RecentCatchList = z.infer<typeof RecentCatchListSchema>;

export const ActiveCountSchema = z.object({ count: z.number().int() });

/** Social leaderboard entry: rank, score, timeframe, with the angler's profile. */
const SocialLeaderboardRowSchema = z.object({
  rank: z.number().int(),
  profile: PersonSchema,
  /** Credited weight of the angler's approved catches in the timeframe, grams. */
  score: z.number().int(),
  catches: z.number().int(),
});

export const SocialLeaderboardQuerySchema = z.object({
  timeframe: z.enum(SOCIAL_TIMEFRAMES).default('weekly'),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_LIMIT).default(LEADERBOARD_LIMIT),
});
export const SocialLeaderboardSchema = z.object({
  timeframe: z.enum(SOCIAL_TIMEFRAMES),
  /** Start of the period (ISO instant, UTC); null for all time. */
  periodStart: z.string().nullable(),
  items: z.array(SocialLeaderboardRowSchema),
});
export type SocialLeaderboard = z.infer<typeof SocialLeaderboardSchema>;

export const UpcomingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(UPCOMING_TOURNAMENTS_WIDGET),
  /** The reader's language: event names and places come translated when the event has that translation. */
  lang: z.string().max(10).optional(),
});
const UpcomingTournamentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  coverImageUrl: z.string().nullable(),
});
export const UpcomingTournamentListSchema = z.object({ items: z.array(UpcomingTournamentSchema) });
export type UpcomingTournament = z.infer<typeof UpcomingTournamentSchema>;

export const SeriesParamsSchema = z.object({ seriesId: z.uuid() });
export const SeriesLeaderboardSchema = z.object({
  series: z.object({
    id: z.uuid(),
    name: z.string(),
    seasonYear: z.number().int(),
    formula: z.object({
      firstPlace: z.number(),
      step: z.number(),
      minimum: z.number(),
      countBest: z.number().int().nullable(),
    }),
  }),
  events: z.array(z.object({ id: z.uuid(), name: z.string(), startDate: z.string(), status: StatusSchema })),
  standings: z.array(
    z.object({
      entrantId: z.string(),
      rank: z.number().int(),
      name: z.string(),
      points: z.number(),
      eventsFished: z.number().int(),
      bestFinish: z.number().int(),
      results: z.array(
        z.object({
          eventId: z.uuid(),
          rank: z.number().int(),
          points: z.number(),
          counted: z.boolean(),
        }),
      ),
    }),
  ),
});
export type SeriesLeaderboard = z.infer<typeof SeriesLeaderboardSchema>;
