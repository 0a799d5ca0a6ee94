import { describe, expect, it } from 'vitest';
import {
  bigFish,
  bigFishOf,
  divisionStandings,
  divisionStandingsOf,
  restandings,
  scoreFish,
  standings,
  topTeams,
  weightFromLength,
  type CatchForScoring,
  type LengthWeightTable,
  type ScoringRules,
} from './scoring';

let serial = 0;
function fish(entrantId: string, overrides: Partial<CatchForScoring> = {}): CatchForScoring {
  serial += 1;
  return {
    id: `c${String(serial).padStart(3, '0')}`,
    entrantId,
    species: 'largemouth bass',
    weightGrams: 1000,
    lengthMm: 400,
    caughtAt: `2026-06-10T08:${String(serial % 60).padStart(2, '0')}:00Z`,
    ...overrides,
  };
}
const at = (hhmm: string) => `2026-06-10T${hhmm}:00Z`;

const BY_WEIGHT: ScoringRules = { mode: 'weight' };
const BASS_TABLE: LengthWeightTable = {
  'largemouth bass': [
    [300, 400],
    [400, 1000],
    [500, 2000],
  ],
};

describe('weightFromLength', () => {
  it('interpolates between rows and rounds to the gram', () => {
    expect(weightFromLength(BASS_TABLE, 'largemouth bass', 400)).toBe(1000);
    expect(weightFromLength(BASS_TABLE, 'largemouth bass', 450)).toBe(1500);
    expect(weightFromLength(BASS_TABLE, 'largemouth bass', 333)).toBe(598);
  });
  it('gives no credit below the table and never extrapolates above it', () => {
    expect(weightFromLength(BASS_TABLE, 'largemouth bass', 299)).toBeNull();
    expect(weightFromLength(BASS_TABLE, 'largemouth bass', 650)).toBe(2000);
  });
  it('knows only the species it has rows for', () => {
    expect(weightFromLength(BASS_TABLE, 'walleye', 450)).toBeNull();
  });
});

describe('scoreFish', () => {
  it('scores grams by weight and millimetres by length', () => {
    expect(scoreFish(fish('a', { weightGrams: 2345 }), BY_WEIGHT)?.score).toBe(2345);
    expect(scoreFish(fish('a', { lengthMm: 512 }), { mode: 'length' })?.score).toBe(512);
  });

  it('credits a measured-and-released fish from the length-to-weight table in weight mode', () => {
    const released = fish('a', { weightGrams: null, lengthMm: 450 });
    expect(scoreFish(released, BY_WEIGHT)).toBeNull();
    const scored = scoreFish(released, { mode: 'weight', lengthToWeight: BASS_TABLE });
    expect(scored).toMatchObject({ score: 1500, creditedWeightGrams: 1500 });
  });

  it('prefers a weighed fish to the table', () => {
    expect(
      scoreFish(fish('a', { weightGrams: 1234, lengthMm: 450 }), {
        mode: 'weight',
        lengthToWeight: BASS_TABLE,
      })?.score,
    ).toBe(1234);
  });

  it('leaves out ineligible species, short fish and unmeasured fish', () => {
    expect(
      scoreFish(fish('a', { species: 'carp' }), { mode: 'weight', eligibleSpecies: ['largemouth bass'] }),
    ).toBeNull();
    const minimum: ScoringRules = { mode: 'weight', minimumLengthMm: { 'largemouth bass': 305 } };
    expect(scoreFish(fish('a', { lengthMm: 304 }), minimum)).toBeNull();
    expect(scoreFish(fish('a', { lengthMm: 305 }), minimum)?.score).toBe(1000);
    expect(scoreFish(fish('a', { lengthMm: null }), minimum)).toBeNull();
    expect(scoreFish(fish('a', { lengthMm: 0 }), { mode: 'length' })).toBeNull();
    expect(scoreFish(fish('a', { weightGrams: -5, lengthMm: null }), BY_WEIGHT)).toBeNull();
  });

  it('gives points per species, per kilogram, or both', () => {
    const billfish: ScoringRules = {
      mode: 'points',
      points: { perSpecies: { sailfish: 100, 'blue marlin': 400 } },
    };
    expect(scoreFish(fish('a', { species: 'sailfish', weightGrams: null }), billfish)?.score).toBe(100);
    expect(scoreFish(fish('a', { species: 'blue marlin', weightGrams: null }), billfish)?.score).toBe(400);
    expect(scoreFish(fish('a', { species: 'tuna' }), billfish)).toBeNull();

    const mixed: ScoringRules = { mode: 'points', points: { perSpecies: { dolphin: 5 }, perKilogram: 10 } };
    expect(scoreFish(fish('a', { species: 'dolphin', weightGrams: 2345 }), mixed)?.score).toBe(28.45);
    expect(scoreFish(fish('a', { species: 'wahoo', weightGrams: 2345 }), mixed)?.score).toBe(23.45);
    expect(scoreFish(fish('a', { species: 'wahoo', weightGrams: null, lengthMm: null }), mixed)).toBeNull();
  });
});

describe('standings', () => {
  it('ranks entrants by total weight', () => {
    const rows = standings(
      [
        fish('red', { weightGrams: 1500 }),
        fish('blue', { weightGrams: 2100 }),
        fish('red', { weightGrams: 900 }),
      ],
      BY_WEIGHT,
    );
    expect(rows.map((row) => [row.entrantId, row.rank, row.total])).toEqual([
      ['red', 1, 2400],
      ['blue', 2, 2100],
    ]);
  });

  it('counts the best N fish and culls the rest', () => {
    const catches = [1200, 800, 1500, 950, 1100, 700].map((weightGrams) => fish('red', { weightGrams }));
    const [red] = standings(catches, { mode: 'weight', bestN: 5 });
    expect(red!.total).toBe(1500 + 1200 + 1100 + 950 + 800);
    expect(red!.counted.map((f) => f.weightGrams)).toEqual([1500, 1200, 1100, 950, 800]);
    expect(red!.culled.map((f) => f.weightGrams)).toEqual([700]);
  });

  it('culls the later of two equal fish', () => {
    const early = fish('red', { weightGrams: 1000, caughtAt: at('07:00') });
    const late = fish('red', { weightGrams: 1000, caughtAt: at('09:00') });
    const [red] = standings([late, early], { mode: 'weight', bestN: 1 });
    expect(red!.counted.map((f) => f.id)).toEqual([early.id]);
    expect(red!.culled.map((f) => f.id)).toEqual([late.id]);
  });

  it('breaks a tie on total by the biggest fish', () => {
    const rows = standings(
      [
        fish('even', { weightGrams: 1000 }),
        fish('even', { weightGrams: 1000 }),
        fish('kicker', { weightGrams: 1600 }),
        fish('kicker', { weightGrams: 400 }),
      ],
      BY_WEIGHT,
    );
    expect(rows.map((row) => [row.entrantId, row.rank])).toEqual([
      ['kicker', 1],
      ['even', 2],
    ]);
  });

  it('then by the earliest catch: whoever completed the total first', () => {
    const rows = standings(
      [
        fish('late', { weightGrams: 1500, caughtAt: at('07:00') }),
        fish('late', { weightGrams: 500, caughtAt: at('13:00') }),
        fish('early', { weightGrams: 1500, caughtAt: at('09:00') }),
        fish('early', { weightGrams: 500, caughtAt: at('10:00') }),
      ],
      BY_WEIGHT,
    );
    expect(rows.map((row) => [row.entrantId, row.rank, row.reachedAt])).toEqual([
      ['early', 1, at('10:00')],
      ['late', 2, at('13:00')],
    ]);
  });

  it('shares a rank only when every tie-break is equal, and skips the next rank', () => {
    const rows = standings(
      [
        fish('a', { weightGrams: 2000, caughtAt: at('08:00') }),
        fish('b', { weightGrams: 1500, caughtAt: at('08:00') }),
        fish('c', { weightGrams: 1500, caughtAt: at('08:00') }),
        fish('d', { weightGrams: 900, caughtAt: at('08:00') }),
      ],
      BY_WEIGHT,
    );
    expect(rows.map((row) => [row.entrantId, row.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('takes penalties off the total, never below zero, and can change the order', () => {
    const rows = standings(
      [
        fish('fast', { weightGrams: 2000 }),
        fish('slow', { weightGrams: 1800 }),
        fish('zero', { weightGrams: 100 }),
      ],
      BY_WEIGHT,
      {
        penalties: [
          { entrantId: 'fast', amount: 450, reason: 'Late to check-in: 1 lb per minute' },
          { entrantId: 'zero', amount: 500, reason: 'Dead fish' },
        ],
      },
    );
    expect(rows.map((row) => [row.entrantId, row.total, row.penalties])).toEqual([
      ['slow', 1800, 0],
      ['fast', 1550, 450],
      ['zero', 0, 500],
    ]);
  });

  it('lists registered entrants without a fish last, at zero', () => {
    const rows = standings([fish('a', { weightGrams: 500 })], BY_WEIGHT, { entrantIds: ['skunked', 'a'] });
    expect(rows.map((row) => [row.entrantId, row.rank, row.total, row.biggest])).toEqual([
      ['a', 1, 500, expect.objectContaining({ weightGrams: 500 })],
      ['skunked', 2, 0, null],
    ]);
  });

  it('ranks by length and by points as it does by weight', () => {
    const byLength = standings(
      [fish('a', { lengthMm: 610 }), fish('b', { lengthMm: 450 }), fish('b', { lengthMm: 300 })],
      { mode: 'length', bestN: 1 },
    );
    expect(byLength.map((row) => [row.entrantId, row.total])).toEqual([
      ['a', 610],
      ['b', 450],
    ]);
    const byPoints = standings(
      [
        fish('x', { species: 'sailfish' }),
        fish('x', { species: 'sailfish' }),
        fish('y', { species: 'blue marlin' }),
      ],
      { mode: 'points', points: { perSpecies: { sailfish: 100, 'blue marlin': 400 } } },
    );
    expect(byPoints.map((row) => [row.entrantId, row.total])).toEqual([
      ['y', 400],
      ['x', 200],
    ]);
  });
});

describe('bigFish', () => {
  it('is the heaviest fish, the earlier one on a tie, whatever the scoring mode', () => {
    const first = fish('a', { weightGrams: 3000, caughtAt: at('09:00') });
    const second = fish('b', { weightGrams: 3000, caughtAt: at('10:00') });
    const catches = [fish('a', { weightGrams: 1000 }), second, first];
    expect(bigFish(catches, BY_WEIGHT)?.id).toBe(first.id);
    expect(bigFish(catches, { mode: 'points', points: { perSpecies: { 'largemouth bass': 1 } } })?.id).toBe(
      first.id,
    );
  });
  it('is the longest fish in length mode, and nothing without fish', () => {
    const longest = fish('a', { lengthMm: 700, weightGrams: 100 });
    expect(bigFish([fish('b', { lengthMm: 500, weightGrams: 5000 }), longest], { mode: 'length' })?.id).toBe(
      longest.id,
    );
    expect(bigFish([], BY_WEIGHT)).toBeNull();
  });
});

describe('divisionStandings', () => {
  it('ranks each division on its own', () => {
    const result = divisionStandings(
      [
        fish('pro', { weightGrams: 5000 }),
        fish('kid', { weightGrams: 800 }),
        fish('kid2', { weightGrams: 1200 }),
      ],
      [
        { id: 'pro', division: 'open' },
        { id: 'kid', division: 'youth' },
        { id: 'kid2', division: 'youth' },
        { id: 'kayak1', division: 'kayak' },
      ],
      BY_WEIGHT,
    );
    expect(result.open!.map((row) => [row.entrantId, row.rank])).toEqual([['pro', 1]]);
    expect(result.youth!.map((row) => [row.entrantId, row.rank])).toEqual([
      ['kid2', 1],
      ['kid', 2],
    ]);
    expect(result.kayak!.map((row) => [row.entrantId, row.total])).toEqual([['kayak1', 0]]);
  });
});

describe('reading divisions and the big fish off overall standings', () => {
  it('gives the same divisions, ranks and big fish as scoring the catches again', () => {
    const rules: ScoringRules = { mode: 'weight', bestN: 2 };
    const catches = [
      fish('a', { weightGrams: 2000, caughtAt: at('09:00') }),
      fish('a', { weightGrams: 1500 }),
      fish('a', { weightGrams: 900 }),
      fish('b', { weightGrams: 2000, caughtAt: at('10:00') }),
      fish('b', { weightGrams: 1500 }),
      fish('c', { weightGrams: 3100 }),
      fish('d', { weightGrams: 700 }),
    ];
    const entrants = [
      { id: 'a', division: 'open' },
      { id: 'b', division: 'open' },
      { id: 'c', division: 'youth' },
      { id: 'd', division: 'youth' },
      { id: 'e', division: 'kayak' },
    ];
    const penalties = [{ entrantId: 'c', amount: 2000, reason: 'late' }];
    const overall = standings(catches, rules, { penalties, entrantIds: entrants.map((e) => e.id) });
    expect(divisionStandingsOf(overall, entrants)).toEqual(
      divisionStandings(catches, entrants, rules, penalties),
    );
    expect(bigFishOf(overall)).toEqual(bigFish(catches, rules));
    expect(bigFishOf(overall)?.entrantId).toBe('c');
  });
});

describe('restandings after a decision', () => {
  const rules: ScoringRules = { mode: 'weight', bestN: 2 };
  const before = [
    fish('a', { weightGrams: 2000, caughtAt: at('09:00') }),
    fish('a', { weightGrams: 1500 }),
    fish('b', { weightGrams: 2000, caughtAt: at('10:00') }),
    fish('b', { weightGrams: 1400 }),
    fish('c', { weightGrams: 3000 }),
  ];
  const ids = ['a', 'b', 'c', 'd'];

  it('equals scoring every catch again when one entrant gains a fish, ties and culling included', () => {
    const previous = standings(before, rules, { entrantIds: ids });
    const added = fish('b', { weightGrams: 1500, caughtAt: at('08:00') });
    const after = [...before, added];
    const replaced = standings(
      after.filter((f) => f.entrantId === 'b'),
      rules,
      { entrantIds: ['b'] },
    );
    const result = restandings(previous, replaced);
    expect(result).toEqual(standings(after, rules, { entrantIds: ids }));
    // a and b now tie on 3500 and on the biggest fish; a completed its total first (09:00 against 10:00).
    expect(result.map((row) => [row.entrantId, row.rank, row.total])).toEqual([
      ['a', 1, 3500],
      ['b', 2, 3500],
      ['c', 3, 3000],
      ['d', 4, 0],
    ]);
    // The rows given are not re-ranked in place.
    expect(previous.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
  });

  it('drops a fish that was taken back and removes entrants that left', () => {
    const previous = standings(before, rules, { entrantIds: ids });
    const after = before.filter((f) => !(f.entrantId === 'c'));
    const replaced = standings([], rules, { entrantIds: ['c'] });
    expect(restandings(previous, replaced)).toEqual(standings(after, rules, { entrantIds: ids }));
    expect(restandings(previous, [], new Set(['d'])).map((row) => row.entrantId)).toEqual(['a', 'b', 'c']);
  });
});

describe('topTeams', () => {
  it('sums points per team and keeps the top 3', () => {
    const entries = [
      { boatName: 'Reel Deal', teamName: 'Reel Deal', captainName: 'Sam', points: 100 },
      { boatName: 'Sea Hunt', teamName: 'Sea Hunt', captainName: 'Alex', points: 250 },
      { boatName: 'Reel Deal', teamName: 'Reel Deal', captainName: 'Sam', points: 200 },
      { boatName: 'Knot Working', teamName: null, captainName: null, points: 120 },
      { boatName: 'Lucky Lure', teamName: 'Lucky Lure', captainName: 'Jo', points: 50 },
    ];
    expect(topTeams(entries)).toEqual([
      { boatName: 'Reel Deal', teamName: 'Reel Deal', captainName: 'Sam', points: 300 },
      { boatName: 'Sea Hunt', teamName: 'Sea Hunt', captainName: 'Alex', points: 250 },
      { boatName: 'Knot Working', teamName: null, captainName: null, points: 120 },
    ]);
  });
});
