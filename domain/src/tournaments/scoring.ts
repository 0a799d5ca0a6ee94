/**
 * Tournament scoring, pure: what a fish is worth under an event's rules, best-N culling, the big-fish
 * award, ranked standings with tie-breaks, and divisions. Weights are whole grams and lengths whole
 * millimetres (DESIGN: metric-neutral base units; the client shows lb/oz or kg, inches or cm).
 */
import { rankEntrants } from './rank';

export const SCORING_MODES = ['weight', 'length', 'points'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];

/** An approved catch as the scorer sees it. `entrantId` is whoever the standings rank: team, boat or angler. */
export interface CatchForScoring {
  id: string;
  entrantId: string;
  species: string;
  weightGrams?: number | null;
  lengthMm?: number | null;
  /** ISO instant of the catch (from the device or the photo's EXIF). */
  caughtAt: string;
}

/** Rows of [length mm, weight g] per species, lengths ascending: the weight a measured-and-released fish is credited with. */
export type LengthWeightTable = Readonly<
  Record<string, readonly (readonly [lengthMm: number, weightGrams: number])[]>
>;

export interface ScoringRules {
  mode: ScoringMode;
  /** Fish counted per entrant; the rest are culled. Null or absent: every fish counts. */
  bestN?: number | null;
  /** Species that score; null or absent: every species. */
  eligibleSpecies?: readonly string[] | null;
  /** Fish shorter than this (per species) do not score. */
  minimumLengthMm?: Readonly<Record<string, number>>;
  /** Points mode: a flat value per species (billfish release points) plus, optionally, points per kilogram. */
  points?: { perSpecies?: Readonly<Record<string, number>>; perKilogram?: number };
  lengthToWeight?: LengthWeightTable;
}

export interface ScoredFish extends CatchForScoring {
  /** Grams in weight mode, millimetres in length mode, points in points mode. */
  score: number;
  /** `caughtAt` as epoch milliseconds, parsed once: comparisons run tens of thousands of times per board. */
  caughtAtMs: number;
  /** The weight the fish counts with: measured, or from the length-to-weight table; null when neither. */
  creditedWeightGrams: number | null;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && value > 0;

/**
 * The weight credited from a length-to-weight table, interpolated linearly between rows and rounded to the
 * gram. Shorter than the first row: no credit (the table does not vouch for it). Longer than the last row:
 * the last row's weight, never an extrapolation in the angler's favour.
 */
export function weightFromLength(table: LengthWeightTable, species: string, lengthMm: number): number | null {
  const rows = table[species];
  if (!rows || rows.length === 0) return null;
  const first = rows[0]!;
  if (lengthMm < first[0]) return null;
  for (let i = 1; i < rows.length; i++) {
    const [l1, w1] = rows[i]!;
    const [l0, w0] = rows[i - 1]!;
    if (lengthMm <= l1) return Math.round(w0 + ((w1 - w0) * (lengthMm - l0)) / (l1 - l0));
  }
  return rows[rows.length - 1]![1];
}

function creditedWeight(fish: CatchForScoring, rules: ScoringRules): number | null {
  if (positive(fish.weightGrams)) return fish.weightGrams;
  if (positive(fish.lengthMm) && rules.lengthToWeight)
    return weightFromLength(rules.lengthToWeight, fish.species, fish.lengthMm);
  return null;
}

/** What one fish is worth under the rules, or null when it does not score (ineligible, short, unmeasured). */
export function scoreFish(fish: CatchForScoring, rules: ScoringRules): ScoredFish | null {
  if (rules.eligibleSpecies && !rules.eligibleSpecies.includes(fish.species)) return null;
  const minimum = rules.minimumLengthMm?.[fish.species];
  if (minimum !== undefined && !(positive(fish.lengthMm) && fish.lengthMm >= minimum)) return null;
  const weight = creditedWeight(fish, rules);
  let score: number | null;
  switch (rules.mode) {
    case 'weight':
      score = weight;
      break;
    case 'length':
      score = positive(fish.lengthMm) ? fish.lengthMm : null;
      break;
    case 'points': {
      const flat = rules.points?.perSpecies?.[fish.species];
      const perKilogram = rules.points?.perKilogram;
      if (flat === undefined && !(perKilogram && weight !== null)) return null;
      // Hundredths, so 2.345 kg at 10 points/kg is 23.45 and sums never drift.
      score =
        Math.round(
          ((flat ?? 0) + (perKilogram && weight !== null ? (perKilogram * weight) / 1000 : 0)) * 100,
        ) / 100;
      break;
    }
  }
  if (score === null) return null;
  // Spelled out rather than spread: a spread copy is many times slower on a 10,000-fish board (measured).
  return {
    id: fish.id,
    entrantId: fish.entrantId,
    species: fish.species,
    weightGrams: fish.weightGrams,
    lengthMm: fish.lengthMm,
    caughtAt: fish.caughtAt,
    score,
    creditedWeightGrams: weight,
    caughtAtMs: Date.parse(fish.caughtAt),
  };
}

/** Code-point order: ids are UUIDs, and localeCompare costs microseconds a call on a 10,000-fish board. */
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Bigger first; among equals the earlier catch (it was on the board first), then the id for a stable order. */
function compareFish(a: ScoredFish, b: ScoredFish): number {
  return b.score - a.score || a.caughtAtMs - b.caughtAtMs || byId(a.id, b.id);
}

/** The big-fish award: the heaviest fish (longest in length mode), the earlier one on a tie. Points do not decide it. */
export function bigFish(catches: readonly CatchForScoring[], rules: ScoringRules): ScoredFish | null {
  const measure: ScoringRules = { ...rules, mode: rules.mode === 'length' ? 'length' : 'weight' };
  // One pass for the best, not a sort of every fish.
  let best: ScoredFish | null = null;
  for (const fish of catches) {
    const scored = scoreFish(fish, measure);
    if (scored && (best === null || compareFish(scored, best) < 0)) best = scored;
  }
  return best;
}

export interface Penalty {
  entrantId: string;
  /** In the mode's unit (grams, millimetres or points), taken off the total. */
  amount: number;
  reason: string;
}

export interface Standing {
  entrantId: string;
  /** Competition ranking: entrants tied on every tie-break share a rank, and the next rank is skipped (1, 2, 2, 4). */
  rank: number;
  total: number;
  counted: ScoredFish[];
  culled: ScoredFish[];
  penalties: number;
  biggest: ScoredFish | null;
  /** When the counted total was complete: the latest of the counted catches. */
  reachedAt: string | null;
}

/**
 * Ranked standings. Each entrant's fish are scored; the best N count and the rest are culled (on equal
 * scores the earlier catch is kept). Total = counted scores − penalties, never below zero. Ties are broken
 * by the biggest fish, then by the earliest catch: the entrant whose counted total was complete first.
 * Entrants listed in `entrantIds` without a scoring fish are ranked last with a total of zero.
 */
export function standings(
  catches: readonly CatchForScoring[],
  rules: ScoringRules,
  options: { penalties?: readonly Penalty[]; entrantIds?: readonly string[] } = {},
): Standing[] {
  const fishBy = new Map<string, ScoredFish[]>();
  for (const id of options.entrantIds ?? []) fishBy.set(id, []);
  for (const fish of catches) {
    const scored = scoreFish(fish, rules);
    const list = fishBy.get(fish.entrantId) ?? [];
    if (scored) list.push(scored);
    fishBy.set(fish.entrantId, list);
  }
  const penaltyBy = new Map<string, number>();
  for (const penalty of options.penalties ?? []) {
    penaltyBy.set(penalty.entrantId, (penaltyBy.get(penalty.entrantId) ?? 0) + penalty.amount);
    if (!fishBy.has(penalty.entrantId)) fishBy.set(penalty.entrantId, []);
  }

  const rows = [...fishBy].map(([entrantId, fish]) => {
    const sorted = [...fish].sort(compareFish);
    const keep = rules.bestN ?? sorted.length;
    const counted = sorted.slice(0, keep);
    const culled = sorted.slice(keep);
    const penalties = penaltyBy.get(entrantId) ?? 0;
    const sum = counted.reduce((total, f) => total + f.score, 0);
    const latest = counted.reduce<ScoredFish | null>(
      (at, f) => (at === null || f.caughtAtMs > at.caughtAtMs ? f : at),
      null,
    );
    return {
      entrantId,
      rank: 0,
      total: Math.max(0, Math.round((sum - penalties) * 100) / 100),
      counted,
      culled,
      penalties,
      biggest: counted[0] ?? null,
      reachedAt: latest?.caughtAt ?? null,
      reachedAtMs: latest?.caughtAtMs ?? null,
    };
  });

  return rankEntrants(rows, tieBreak).map(({ reachedAtMs: _parsed, ...standing }) => standing);
}

/** Higher total first; then the bigger biggest fish; then the entrant whose counted total was complete first. */
function tieBreak(
  a: { total: number; biggest: ScoredFish | null; reachedAtMs: number | null },
  b: { total: number; biggest: ScoredFish | null; reachedAtMs: number | null },
): number {
  if (b.total !== a.total) return b.total - a.total;
  const bigA = a.biggest?.score ?? -1;
  const bigB = b.biggest?.score ?? -1;
  if (bigB !== bigA) return bigB - bigA;
  if (a.reachedAtMs !== null && b.reachedAtMs !== null) return a.reachedAtMs - b.reachedAtMs;
  return a.reachedAtMs !== null ? -1 : b.reachedAtMs !== null ? 1 : 0;
}

/** Rows ranked again among themselves (copies: the rows given keep their ranks). */
function rerank(rows: readonly Standing[]): Standing[] {
  const parsed = rows.map((row) => ({
    ...row,
    reachedAtMs: row.reachedAt === null ? null : Date.parse(row.reachedAt),
  }));
  return rankEntrants(parsed, tieBreak).map(({ reachedAtMs: _parsed, ...standing }) => standing);
}

/**
 * Standings after some entrants' fish changed, without scoring everyone again: an entrant's row does not depend
 * on anyone else's fish, so `replaced` (the `standings` of those entrants' catches alone) takes their place in
 * `previous` (entrants not there yet are added, those in `removed` leave) and every row is ranked again.
 */
export function restandings(
  previous: readonly Standing[],
  replaced: readonly Standing[],
  removed: ReadonlySet<string> = new Set(),
): Standing[] {
  const byId = new Map(replaced.map((row) => [row.entrantId, row]));
  const rows: Standing[] = [];
  for (const row of previous) {
    if (removed.has(row.entrantId)) continue;
    const next = byId.get(row.entrantId);
    rows.push(next ?? row);
    byId.delete(row.entrantId);
  }
  rows.push(...byId.values());
  return rerank(rows);
}

/**
 * Division standings from overall standings already computed over the same catches and penalties: an entrant's
 * row does not depend on who else competes, so each division is its entrants' rows ranked among themselves
 * (no second scoring pass over every fish).
 */
export function divisionStandingsOf(
  overall: readonly Standing[],
  entrants: readonly { id: string; division: string }[],
): Record<string, Standing[]> {
  const divisionOf = new Map(entrants.map((entrant) => [entrant.id, entrant.division]));
  const rowsBy = new Map<string, Standing[]>();
  for (const entrant of entrants) if (!rowsBy.has(entrant.division)) rowsBy.set(entrant.division, []);
  for (const row of overall) {
    const division = divisionOf.get(row.entrantId);
    if (division !== undefined) rowsBy.get(division)!.push(row);
  }
  const result: Record<string, Standing[]> = {};
  for (const [division, rows] of rowsBy) result[division] = rerank(rows);
  return result;
}

/**
 * The big-fish award read off standings in weight or length mode, where every entrant's biggest fish is counted
 * (best N keeps the biggest); in points mode the award is by weight, so use `bigFish` over the catches.
 */
export function bigFishOf(overall: readonly Standing[]): ScoredFish | null {
  let best: ScoredFish | null = null;
  for (const row of overall)
    if (row.biggest && (best === null || compareFish(row.biggest, best) < 0)) best = row.biggest;
  return best;
}

/** Standings per division (open, youth, women, kayak …): each entrant competes in its own division only. */
export function divisionStandings(
  catches: readonly CatchForScoring[],
  entrants: readonly { id: string; division: string }[],
  rules: ScoringRules,
  penalties: readonly Penalty[] = [],
): Record<string, Standing[]> {
  const ids = new Set(entrants.map((entrant) => entrant.id));
  const overall = standings(
    catches.filter((fish) => ids.has(fish.entrantId)),
    rules,
    { penalties: penalties.filter((penalty) => ids.has(penalty.entrantId)), entrantIds: [...ids] },
  );
  return divisionStandingsOf(overall, entrants);
}

/** Active-leaderboard view: the top teams of a tournament by summed points (top 3 by default). */
export function topTeams<
  T extends { boatName: string; teamName?: string | null; captainName?: string | null; points: number },
>(
  entries: readonly T[],
  limit = 3,
): { boatName: string; teamName: string | null; captainName: string | null; points: number }[] {
  const byTeam = new Map<
    string,
    { boatName: string; teamName: string | null; captainName: string | null; points: number }
  >();
  for (const entry of entries) {
    const key = `${entry.teamName ?? ''}\u0000${entry.boatName}`;
    const team = byTeam.get(key) ?? {
      boatName: entry.boatName,
      teamName: entry.teamName ?? null,
      captainName: entry.captainName ?? null,
      points: 0,
    };
    team.points += entry.points;
    byTeam.set(key, team);
  }
  return [...byTeam.values()]
    .sort((a, b) => b.points - a.points || a.boatName.localeCompare(b.boatName))
    .slice(0, limit);
}
