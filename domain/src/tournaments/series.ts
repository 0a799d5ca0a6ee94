/**
 * Series standings (angler / team of the year): each event's finish is worth points by a configurable
 * formula, summed over the series.
 */
import { rankEntrants } from './rank';

export interface SeriesFormula {
  /** Points for first place (100 in the common angler-of-the-year formula). */
  firstPlace: number;
  /** Points fewer for each place further down (1: 100, 99, 98 …). */
  step: number;
  /** The least a finish is worth, however far down (fishing the event still earns something). */
  minimum: number;
  /** Only the best N results count (drop the worst); null: all of them. */
  countBest: number | null;
}

export const ANGLER_OF_THE_YEAR: SeriesFormula = { firstPlace: 100, step: 1, minimum: 1, countBest: null };

/** The points a finish earns: firstPlace − (rank − 1) × step, never below the minimum. */
export function seriesPoints(rank: number, formula: SeriesFormula): number {
  return Math.max(formula.minimum, formula.firstPlace - (rank - 1) * formula.step);
}

interface SeriesResult {
  eventId: string;
  rank: number;
  points: number;
  /** False when the result was dropped by countBest. */
  counted: boolean;
}

interface SeriesStanding {
  entrantId: string;
  rank: number;
  points: number;
  eventsFished: number;
  bestFinish: number;
  results: SeriesResult[];
}

/**
 * Sums each entrant's event points (best N when the formula says so) and ranks them: most points; on a
 * tie the better best finish, then more events fished; entrants equal on all three share a rank (1, 2, 2, 4).
 */
export function seriesStandings(
  events: readonly { eventId: string; results: readonly { entrantId: string; rank: number }[] }[],
  formula: SeriesFormula = ANGLER_OF_THE_YEAR,
): SeriesStanding[] {
  const resultsBy = new Map<string, SeriesResult[]>();
  for (const event of events) {
    for (const result of event.results) {
      const list = resultsBy.get(result.entrantId) ?? [];
      list.push({
        eventId: event.eventId,
        rank: result.rank,
        points: seriesPoints(result.rank, formula),
        counted: true,
      });
      resultsBy.set(result.entrantId, list);
    }
  }
  const rows: SeriesStanding[] = [...resultsBy].map(([entrantId, results]) => {
    const best = [...results].sort((a, b) => b.points - a.points || a.rank - b.rank);
    const dropped = new Set(formula.countBest === null ? [] : best.slice(formula.countBest));
    for (const result of results) result.counted = !dropped.has(result);
    return {
      entrantId,
      rank: 0,
      points: results.filter((result) => result.counted).reduce((sum, result) => sum + result.points, 0),
      eventsFished: results.length,
      bestFinish: Math.min(...results.map((result) => result.rank)),
      results,
    };
  });
  const tieBreak = (a: SeriesStanding, b: SeriesStanding) =>
    b.points - a.points || a.bestFinish - b.bestFinish || b.eventsFished - a.eventsFished;
  return rankEntrants(rows, tieBreak);
}
