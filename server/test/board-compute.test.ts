import { describe, expect, it } from 'vitest';
import type { CatchForScoring } from '@tightlines/domain/tournaments/scoring';
import {
  computeBoard,
  type Board,
  type BoardInput,
  type Entrant,
} from '#server/features/leaderboards/compute';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const entrants: Entrant[] = Array.from({ length: 30 }, (_, index) => ({
  id: `e${String(index).padStart(2, '0')}`,
  userId: `u${index}`,
  teamId: null,
  divisionId: index % 3 === 0 ? 'youth' : 'open',
  entrantName: `Team ${index}`,
  boatName: `Boat ${index}`,
  captainName: null,
}));

function catches(next: () => number): CatchForScoring[] {
  return Array.from({ length: 400 }, (_, index) => ({
    id: `c${index}`,
    entrantId: entrants[Math.floor(next() * entrants.length)]!.id,
    species: next() < 0.5 ? 'Largemouth bass' : 'Smallmouth bass',
    // Coarse weights and times make ties, culling ties and tie-breaks common.
    weightGrams: 500 + Math.floor(next() * 8) * 250,
    lengthMm: 300 + Math.floor(next() * 6) * 20,
    caughtAt: new Date(Date.UTC(2026, 5, 10, 6 + Math.floor(next() * 10))).toISOString(),
  }));
}

/** What the API shows of a board. */
const shown = (board: Board) => ({
  standings: board.standings,
  divisionStandings: board.divisionStandings,
  bigFish: board.bigFish,
  topTeams: board.topTeams,
  ranks: board.ranks.map(({ entrant, rank }) => [entrant.id, rank]),
});

describe('a board brought up to date by re-scoring only the changed entrants', () => {
  for (const scoring of [
    { mode: 'weight', bestN: 3 },
    { mode: 'length', bestN: 2 },
    { mode: 'points', bestN: 4, points: { perSpecies: { 'Smallmouth bass': 5 }, perKilogram: 10 } },
  ])
    it(`matches scoring everything again after each of 150 decisions (${scoring.mode})`, () => {
      const next = random(42);
      const pool = catches(next);
      const approved = new Set(pool.filter(() => next() < 0.5).map((fish) => fish.id));
      const penalties = [{ entrantId: 'e03', amount: 500, reason: 'late' }];
      const input = (): BoardInput => ({
        scoring,
        divisions: [
          { id: 'open', name: 'Open' },
          { id: 'youth', name: 'Youth' },
        ],
        entrants,
        catches: pool.filter((fish) => approved.has(fish.id)),
        penalties,
      });
      let board = computeBoard(input());
      for (let decision = 0; decision < 150; decision++) {
        const fish = pool[Math.floor(next() * pool.length)]!;
        if (approved.has(fish.id)) approved.delete(fish.id);
        else approved.add(fish.id);
        const current = input();
        const rescored = computeBoard(current, {
          overall: board.overall,
          entrantIds: new Set([fish.entrantId]),
          catchesOf: (ids) => current.catches.filter((each) => ids.has(each.entrantId)),
        });
        expect(shown(rescored), `after decision ${decision}`).toEqual(shown(computeBoard(current)));
        board = rescored;
      }
    });
});
