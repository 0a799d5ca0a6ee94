import { describe, expect, it } from 'vitest';
import { ANGLER_OF_THE_YEAR, seriesPoints, seriesStandings, type SeriesFormula } from './series';

describe('seriesPoints', () => {
  it('gives 100 for first, 99 for second and so on, never below the minimum', () => {
    expect(seriesPoints(1, ANGLER_OF_THE_YEAR)).toBe(100);
    expect(seriesPoints(2, ANGLER_OF_THE_YEAR)).toBe(99);
    expect(seriesPoints(100, ANGLER_OF_THE_YEAR)).toBe(1);
    expect(seriesPoints(250, ANGLER_OF_THE_YEAR)).toBe(1);
  });
  it('follows a configured formula', () => {
    const steep: SeriesFormula = { firstPlace: 50, step: 5, minimum: 0, countBest: null };
    expect([1, 2, 10, 11, 12].map((rank) => seriesPoints(rank, steep))).toEqual([50, 45, 5, 0, 0]);
  });
});

describe('seriesStandings', () => {
  const events = [
    {
      eventId: 'spring',
      results: [
        { entrantId: 'ann', rank: 1 },
        { entrantId: 'bo', rank: 2 },
        { entrantId: 'cy', rank: 4 },
      ],
    },
    {
      eventId: 'summer',
      results: [
        { entrantId: 'bo', rank: 1 },
        { entrantId: 'ann', rank: 5 },
        { entrantId: 'cy', rank: 2 },
      ],
    },
    {
      eventId: 'fall',
      results: [
        { entrantId: 'cy', rank: 1 },
        { entrantId: 'bo', rank: 3 },
      ],
    },
  ];

  it('sums points over the events fished and ranks by them', () => {
    const rows = seriesStandings(events);
    expect(
      rows.map((row) => [row.entrantId, row.rank, row.points, row.eventsFished, row.bestFinish]),
    ).toEqual([
      ['bo', 1, 99 + 100 + 98, 3, 1],
      ['cy', 2, 97 + 99 + 100, 3, 1],
      ['ann', 3, 100 + 96, 2, 1],
    ]);
  });

  it('breaks equal points by best finish, then by events fished, and shares a rank when all are equal', () => {
    const rows = seriesStandings([
      {
        eventId: 'e1',
        results: [
          { entrantId: 'win', rank: 1 },
          { entrantId: 'steady', rank: 2 },
          { entrantId: 'twin', rank: 2 },
        ],
      },
      {
        eventId: 'e2',
        results: [
          { entrantId: 'win', rank: 3 },
          { entrantId: 'steady', rank: 2 },
          { entrantId: 'twin', rank: 2 },
        ],
      },
    ]);
    expect(rows.map((row) => [row.entrantId, row.points, row.rank])).toEqual([
      ['win', 198, 1],
      ['steady', 198, 2],
      ['twin', 198, 2],
    ]);
  });

  it('drops the worst results when only the best N count', () => {
    const rows = seriesStandings(events, { ...ANGLER_OF_THE_YEAR, countBest: 2 });
    const bo = rows.find((row) => row.entrantId === 'bo')!;
    expect(bo.points).toBe(100 + 99);
    expect(bo.results.map((result) => [result.eventId, result.counted])).toEqual([
      ['spring', true],
      ['summer', true],
      ['fall', false],
    ]);
    expect(rows.map((row) => row.entrantId)).toEqual(['bo', 'cy', 'ann']);
  });
});
