import {
  bigFish,
  bigFishOf,
  divisionStandingsOf,
  restandings,
  SCORING_MODES,
  standings,
  topTeams,
  type CatchForScoring,
  type Penalty,
  type ScoredFish,
  type ScoringRules,
  type Standing,
} from '@tightlines/domain/tournaments/scoring';
import type {
  EventLeaderboard,
  StandingRow,
  TopTeam,
} from '@tightlines/domain/tournaments/leaderboard-contract';

type BigFish = NonNullable<EventLeaderboard['bigFish']>;

export interface Entrant {
  id: string;
  userId: string;
  teamId: string | null;
  divisionId: string | null;
  entrantName: string;
  boatName: string | null;
  captainName: string | null;
}

/** What an event's board is computed from: its registered entrants, approved catches and penalties. */
export interface BoardInput {
  scoring: unknown;
  divisions: { id: string; name: string }[];
  entrants: readonly Entrant[];
  catches: readonly CatchForScoring[];
  penalties: readonly Penalty[];
}

/** A computed board: every row (the route shows the first 50), per division, big fish and top teams. */
export interface Board {
  /** The event's divisions as they were when the board was computed. */
  divisions: { id: string; name: string }[];
  standings: StandingRow[];
  divisionStandings: Record<string, StandingRow[]>;
  bigFish: BigFish | null;
  topTeams: TopTeam[];
  entrantsCount: number;
  /** Each entrant's overall rank (series points). */
  ranks: { entrant: Entrant; rank: number }[];
  /** The domain's overall standings the rows were made from: the next version re-scores only what changed. */
  overall: Standing[];
}

/**
 * A board computed from the previous version's standings: only `entrantIds` (whose catches changed) are scored
 * again, from `catchesOf`. Valid when the rules, the penalties and the set of entrants are what they were.
 */
export interface Rescore {
  overall: readonly Standing[];
  entrantIds: ReadonlySet<string>;
  catchesOf: (entrantIds: ReadonlySet<string>) => CatchForScoring[];
}

/** A catch row as scoring takes it; field by field: spreading 10,000 rows is many times slower (tournament bench). */
export const forScoring = (fish: {
  id: string;
  entrantId: string;
  species: string;
  weightGrams: number | null;
  lengthMm: number | null;
  caughtAt: Date;
}): CatchForScoring => ({
  id: fish.id,
  entrantId: fish.entrantId,
  species: fish.species,
  weightGrams: fish.weightGrams,
  lengthMm: fish.lengthMm,
  caughtAt: fish.caughtAt.toISOString(),
});

/** The event's scoring json as domain ScoringRules; an unknown mode scores by weight rather than failing the board. */
export function scoringRules(scoring: unknown): ScoringRules {
  const rules = (scoring && typeof scoring === 'object' ? scoring : {}) as Partial<ScoringRules>;
  const mode = SCORING_MODES.includes(rules.mode as never) ? rules.mode! : 'weight';
  return { ...rules, mode };
}

function summary(fish: ScoredFish | null) {
  if (!fish) return null;
  return {
    catchId: fish.id,
    species: fish.species,
    weightGrams: fish.weightGrams ?? null,
    lengthMm: fish.lengthMm ?? null,
    score: fish.score,
    caughtAt: fish.caughtAt,
  };
}

/** Standings of domain scoring → rows with the entrant's names (an allow-list: no location, no user ids). */
function presentRows(rows: readonly Standing[], entrants: ReadonlyMap<string, Entrant>): StandingRow[] {
  return rows.flatMap((row) => {
    const entrant = entrants.get(row.entrantId);
    if (!entrant) return [];
    return [
      {
        entrantId: row.entrantId,
        rank: row.rank,
        entrantName: entrant.entrantName,
        boatName: entrant.boatName,
        captainName: entrant.captainName,
        divisionId: entrant.divisionId,
        total: row.total,
        fishCounted: row.counted.length,
        fishCulled: row.culled.length,
        penalties: row.penalties,
        biggest: summary(row.biggest),
      },
    ];
  });
}

/** Overall standings of every entrant, or of the changed ones put into the previous standings. */
function overallStandings(
  input: BoardInput,
  rules: ScoringRules,
  entrants: ReadonlyMap<string, Entrant>,
  rescore: Rescore | undefined,
): Standing[] {
  // A catch or a penalty of a cancelled registration no longer scores.
  const penalties = input.penalties.filter((penalty) => entrants.has(penalty.entrantId));
  if (!rescore) {
    const catches = input.catches.filter((fish) => entrants.has(fish.entrantId));
    return standings(catches, rules, { penalties, entrantIds: [...entrants.keys()] });
  }
  const ids = [...rescore.entrantIds].filter((id) => entrants.has(id));
  const replaced = standings(rescore.catchesOf(new Set(ids)), rules, {
    penalties: penalties.filter((penalty) => rescore.entrantIds.has(penalty.entrantId)),
    entrantIds: ids,
  });
  return restandings(rescore.overall, replaced);
}

/**
 * Computes an event's board with the domain's scoring (culling, penalties, tie-breaks, divisions); with `rescore`,
 * only the entrants whose catches changed are scored again.
 */
export function computeBoard(input: BoardInput, rescore?: Rescore): Board {
  const rules = scoringRules(input.scoring);
  const entrants = new Map(input.entrants.map((entrant) => [entrant.id, entrant]));
  const overall = overallStandings(input, rules, entrants, rescore);
  const rows = presentRows(overall, entrants);

  const inDivision = input.entrants
    .filter((entrant) => entrant.divisionId !== null)
    .map((entrant) => ({ id: entrant.id, division: entrant.divisionId! }));
  const byDivision = divisionStandingsOf(overall, inDivision);
  const divisionRows: Record<string, StandingRow[]> = {};
  for (const [divisionId, list] of Object.entries(byDivision))
    divisionRows[divisionId] = presentRows(list, entrants);

  // In weight and length mode every entrant's biggest fish is on its row already; points mode awards by weight.
  const biggest =
    rules.mode === 'points'
      ? bigFish(
          input.catches.filter((fish) => entrants.has(fish.entrantId)),
          rules,
        )
      : bigFishOf(overall);
  const biggestEntrant = biggest ? entrants.get(biggest.entrantId) : undefined;

  return {
    divisions: input.divisions,
    standings: rows,
    divisionStandings: divisionRows,
    bigFish:
      biggest && biggestEntrant
        ? {
            ...summary(biggest)!,
            entrantId: biggestEntrant.id,
            entrantName: biggestEntrant.entrantName,
            boatName: biggestEntrant.boatName,
          }
        : null,
    // Top 3 teams by summed points; an entrant without a point is not on the podium.
    topTeams: topTeams(
      rows
        .filter((row) => row.total > 0)
        .map((row) => ({
          boatName: row.boatName ?? row.entrantName,
          teamName: row.entrantName,
          captainName: row.captainName,
          points: row.total,
        })),
    ),
    entrantsCount: entrants.size,
    ranks: overall.map((row) => ({ entrant: entrants.get(row.entrantId)!, rank: row.rank })),
    overall,
  };
}
