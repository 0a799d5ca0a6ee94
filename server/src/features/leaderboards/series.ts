import {
  ANGLER_OF_THE_YEAR,
  seriesStandings,
  type SeriesFormula,
} from '@tightlines/domain/tournaments/series';
import {
  LEADERBOARD_LIMIT,
  type SeriesLeaderboard,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { AppError } from '#server/lib/errors';
import { findSeries, publishedEvents } from './repo';
import type { Db } from '#server/db/client';
import { LIST_SCAN_CAP, statusOf } from './board-status';
import { boardOf } from './event-board';

function formulaOf(value: unknown): SeriesFormula {
  const given = (value && typeof value === 'object' ? value : {}) as Partial<SeriesFormula>;
  const number = (n: unknown, fallback: number) =>
    typeof n === 'number' && Number.isFinite(n) ? n : fallback;
  return {
    firstPlace: number(given.firstPlace, ANGLER_OF_THE_YEAR.firstPlace),
    step: number(given.step, ANGLER_OF_THE_YEAR.step),
    minimum: number(given.minimum, ANGLER_OF_THE_YEAR.minimum),
    countBest: typeof given.countBest === 'number' ? given.countBest : null,
  };
}

/**
 * GET /api/series/:seriesId/leaderboard — series standings (angler/team of the year) with the series' formula over
 * its published events that have started. An entrant is the team across events, or the angler when solo.
 */
export async function seriesLeaderboard(db: Db, seriesId: string): Promise<SeriesLeaderboard> {
  const [series] = await findSeries(db, seriesId);
  if (!series) throw AppError.of(404, 'notFound');
  const events = await publishedEvents(db, { seriesId, cap: LIST_SCAN_CAP });
  // As the series page: public once published, or once one of its events is.
  if (series.status !== 'published' && events.length === 0) throw AppError.of(404, 'notFound');
  const formula = formulaOf(series.formula);
  const now = new Date();
  const todays = new Map<string, string>();
  const dated = events
    .map((event) => ({ event, status: statusOf(event, todays, now) }))
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
  const names = new Map<string, string>();
  const results = await Promise.all(
    dated
      .filter((item) => item.status !== 'upcoming')
      .map(async ({ event }) => ({
        eventId: event.id,
        results: (await boardOf(db, event)).ranks.map(({ entrant, rank }) => {
          const key = entrant.teamId ?? entrant.userId;
          names.set(key, entrant.entrantName);
          return { entrantId: key, rank };
        }),
      })),
  );
  return {
    series: { id: series.id, name: series.name, seasonYear: series.seasonYear, formula },
    events: dated.map(({ event, status }) => ({
      id: event.id,
      name: event.name,
      startDate: event.startDate,
      status,
    })),
    standings: seriesStandings(results, formula)
      .slice(0, LEADERBOARD_LIMIT)
      .map((row) => ({ ...row, name: names.get(row.entrantId) ?? '' })),
  };
}
