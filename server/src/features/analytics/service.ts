import {
  bucketsBetween,
  fillBuckets,
  localDate,
  rangeStart,
  unitOf,
} from '@tightlines/domain/analytics/buckets';
import type { Analytics, AnalyticsQuery, TournamentFinish } from '@tightlines/domain/analytics/contract';
import { findEvent } from '#server/features/leaderboards/repo';
import { boardOf } from '#server/features/leaderboards/event-board';
import type { Db } from '#server/db/client';
import {
  activitySeries,
  catchesBySpeciesAndMonth,
  enteredEvents,
  followersTotal,
  personalBests,
  type EnteredEventRow,
  type SeriesRow,
} from './repo';

const SERIES = ['posts', 'likes', 'comments', 'shares', 'views', 'followers', 'catches'] as const;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** My place in each finished event (the board /leaderboard shows); an entry without an approved catch has none. */
async function finishesOf(db: Db, rows: EnteredEventRow[]): Promise<TournamentFinish[]> {
  const finishes = await Promise.all(
    rows.map(async (row): Promise<TournamentFinish | null> => {
      if (row.catches === 0) return null;
      const [event] = await findEvent(db, row.event_id);
      if (!event) return null;
      const board = await boardOf(db, event);
      const place = board.ranks.find(({ entrant }) => entrant.id === row.registration_id)?.rank;
      if (place === undefined) return null;
      return {
        eventId: row.event_id,
        eventName: row.event_name,
        place,
        entrants: board.entrantsCount,
        date: row.end_date,
      };
    }),
  );
  // Two entries of one person in one event (solo and on a team) show their better place.
  const best = new Map<string, TournamentFinish>();
  for (const finish of finishes)
    if (finish && (best.get(finish.eventId)?.place ?? Infinity) > finish.place)
      best.set(finish.eventId, finish);
  return [...best.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || a.eventName.localeCompare(b.eventName),
  );
}

/** GET /api/analytics/me: the person's posts, engagement, followers and catches over the range, in their zone. */
export async function myAnalytics(
  db: Db,
  userId: string,
  query: AnalyticsQuery,
  now: Date = new Date(),
): Promise<Analytics> {
  const { range, tz: timeZone } = query;
  const unit = unitOf(range);
  const today = localDate(now, timeZone);
  const start = rangeStart(range, today);
  const [series, speciesMonths, bests, followers, entered] = await Promise.all([
    activitySeries(db, userId, { first: start, unit, timeZone }),
    catchesBySpeciesAndMonth(db, userId, { first: start, timeZone }),
    personalBests(db, userId),
    followersTotal(db, userId),
    enteredEvents(db, userId, start),
  ]);
  // All time begins with the first thing that happened (this period when nothing has).
  const first = start ?? series.reduce((min, row) => (row.bucket < min ? row.bucket : min), today);
  const buckets = bucketsBetween(first, today, unit);
  const byKind = Object.fromEntries(
    SERIES.map((kind) => [kind, series.filter((row) => row.kind === kind)]),
  ) as Record<(typeof SERIES)[number], SeriesRow[]>;
  const periods = fillBuckets(buckets, byKind);
  const sum = (kind: (typeof SERIES)[number]) => periods.reduce((total, period) => total + period[kind], 0);

  const species = new Map<string, { species: string; count: number }>();
  for (const row of speciesMonths) {
    const key = row.species.trim().toLowerCase();
    const entry = species.get(key) ?? { species: row.species, count: 0 };
    entry.count += row.count;
    species.set(key, entry);
  }
  const monthBuckets = bucketsBetween(
    start ?? speciesMonths.reduce((min, row) => (row.month < min ? row.month : min), today),
    today,
    'month',
  );
  const months = fillBuckets(monthBuckets, {
    count: speciesMonths.map((row) => ({ bucket: row.month, count: row.count })),
  });

  return {
    range,
    unit,
    timeZone,
    from: buckets[0]!,
    to: today,
    periods,
    totals: {
      posts: sum('posts'),
      likes: sum('likes'),
      comments: sum('comments'),
      shares: sum('shares'),
      views: sum('views'),
      followersGained: sum('followers'),
      followers,
      catches: sum('catches'),
    },
    catchesBySpecies: [...species.values()].sort(
      (a, b) => b.count - a.count || a.species.localeCompare(b.species),
    ),
    catchesByMonth: months.map((month) => ({ month: month.start, count: month.count })),
    personalBests: bests.map((row) => ({
      species: row.species,
      catches: Number(row.catches),
      heaviest:
        row.heaviest === null || row.heaviest_at === null
          ? null
          : { value: Number(row.heaviest), caughtAt: iso(row.heaviest_at) },
      longest:
        row.longest === null || row.longest_at === null
          ? null
          : { value: Number(row.longest), caughtAt: iso(row.longest_at) },
    })),
    tournamentFinishes: await finishesOf(db, entered),
  };
}
