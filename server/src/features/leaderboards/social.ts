import { weightFromLength } from '@tightlines/domain/tournaments/scoring';
import { rankEntrants } from '@tightlines/domain/tournaments/rank';
import {
  type SocialLeaderboard,
  type SocialTimeframe,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { presentPerson } from '#server/features/people/presenter';
import { scoringRules } from './compute';
import { lengthOnlyCatches, measuredWeightByAngler, profilesByIds } from './repo';
import type { Db } from '#server/db/client';

/** The start of the timeframe's period (UTC): today, this week (Monday) or this month; null for all time. */
export function periodStart(timeframe: SocialTimeframe, now: Date = new Date()): Date | null {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  switch (timeframe) {
    case 'daily':
      return day;
    case 'weekly':
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
    case 'monthly':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    case 'all_time':
      return null;
  }
}

/**
 * GET /api/leaderboards/social?timeframe= — anglers ranked by the credited weight of their approved tournament
 * catches in the period (measured weight, or the event's length-to-weight table for a measured-and-released fish).
 */
export async function socialLeaderboard(
  db: Db,
  query: { timeframe: SocialTimeframe; limit: number },
): Promise<SocialLeaderboard> {
  const since = periodStart(query.timeframe);
  const [measured, lengthOnly] = await Promise.all([
    measuredWeightByAngler(db, since),
    lengthOnlyCatches(db, since),
  ]);
  const totals = new Map<string, { grams: number; catches: number }>();
  for (const row of measured)
    totals.set(row.angler_user_id, { grams: Number(row.grams), catches: Number(row.catches) });
  for (const fish of lengthOnly) {
    const table = scoringRules(fish.scoring).lengthToWeight;
    const grams = table ? (weightFromLength(table, fish.species, fish.lengthMm!) ?? 0) : 0;
    const total = totals.get(fish.anglerUserId!) ?? { grams: 0, catches: 0 };
    total.grams += grams;
    totals.set(fish.anglerUserId!, total);
  }
  const ranked = rankEntrants(
    [...totals]
      .filter(([, total]) => total.grams > 0)
      .map(([entrantId, total]) => ({ entrantId, rank: 0, ...total })),
    (a, b) => b.grams - a.grams,
  ).slice(0, query.limit);
  const people = new Map(
    (
      await profilesByIds(
        db,
        ranked.map((row) => row.entrantId),
      )
    ).map((person) => [person.id, presentPerson(person)]),
  );
  return {
    timeframe: query.timeframe,
    periodStart: since?.toISOString() ?? null,
    items: ranked.flatMap((row) => {
      const profile = people.get(row.entrantId);
      return profile ? [{ rank: row.rank, profile, score: row.grams, catches: row.catches }] : [];
    }),
  };
}
