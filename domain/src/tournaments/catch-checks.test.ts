import { describe, expect, it } from 'vitest';
import {
  acceptingCatches,
  CODE_ALPHABET,
  differenceHash,
  hammingDistance,
  haversineKm,
  makeDailyCode,
  normalizeCode,
  parseBoundary,
  wallClockToInstant,
  withinBoundary,
  withinEventHours,
} from './catch-checks';
import { CatchFieldsSchema } from './catch-contract';

const erie = { startDate: '2026-06-13', endDate: '2026-06-14', timeZone: 'America/New_York' };

describe('withinEventHours', () => {
  it('uses the event day where the water is, not UTC', () => {
    // 02:00 UTC on the 15th is 22:00 on the 14th in New York: still the last day.
    expect(withinEventHours(new Date('2026-06-15T02:00:00Z'), erie)).toBe(true);
    // 05:00 UTC on the 15th is 01:00 on the 15th: the day after.
    expect(withinEventHours(new Date('2026-06-15T05:00:00Z'), erie)).toBe(false);
    expect(withinEventHours(new Date('2026-06-13T03:00:00Z'), erie)).toBe(false);
  });

  it('keeps to lines in and lines out on the days the schedule has them', () => {
    const lines = [
      { kind: 'lines_in' as const, startsAt: '2026-06-13T10:00:00Z' },
      { kind: 'lines_out' as const, startsAt: '2026-06-13T19:00:00Z' },
    ];
    expect(withinEventHours(new Date('2026-06-13T09:59:00Z'), erie, lines)).toBe(false);
    expect(withinEventHours(new Date('2026-06-13T12:00:00Z'), erie, lines)).toBe(true);
    expect(withinEventHours(new Date('2026-06-13T19:01:00Z'), erie, lines)).toBe(false);
    // The second day has no lines: any time of the day.
    expect(withinEventHours(new Date('2026-06-14T23:00:00Z'), erie, lines)).toBe(true);
  });
});

describe('acceptingCatches', () => {
  it('opens on the first day and closes after the day following the last', () => {
    expect(acceptingCatches(erie, new Date('2026-06-13T03:00:00Z'))).toBe(false);
    expect(acceptingCatches(erie, new Date('2026-06-13T05:00:00Z'))).toBe(true);
    expect(acceptingCatches(erie, new Date('2026-06-15T20:00:00Z'))).toBe(true);
    expect(acceptingCatches(erie, new Date('2026-06-16T05:00:00Z'))).toBe(false);
  });
});

describe('boundaries', () => {
  it('measures great-circle distance', () => {
    // Cleveland to Detroit is about 145 km.
    expect(haversineKm([41.4993, -81.6944], [42.3314, -83.0458])).toBeCloseTo(145, -1);
  });

  it('checks a circle and a polygon', () => {
    const circle = parseBoundary({ center: [41.5, -81.7], radiusKm: 10 })!;
    expect(withinBoundary([41.55, -81.7], circle)).toBe(true);
    expect(withinBoundary([41.7, -81.7], circle)).toBe(false);
    const square = parseBoundary({
      polygon: [
        [41, -82],
        [42, -82],
        [42, -81],
        [41, -81],
      ],
    })!;
    expect(withinBoundary([41.5, -81.7], square)).toBe(true);
    expect(withinBoundary([42.5, -81.7], square)).toBe(false);
  });

  it('ignores a boundary that is neither shape', () => {
    expect(parseBoundary(null)).toBeNull();
    expect(parseBoundary({ center: [1], radiusKm: 2 })).toBeNull();
    expect(parseBoundary({ polygon: [[1, 2]] })).toBeNull();
  });
});

describe('photo hashes', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('00000000000000ff', '0000000000000f0f')).toBe(8);
    expect(hammingDistance('bad', '0000000000000000')).toBe(64);
  });

  it('hashes a gradient by its adjacent differences', () => {
    const falling = Array.from({ length: 72 }, (_, i) => 255 - (i % 9) * 10);
    expect(differenceHash(falling)).toBe('ffffffffffffffff');
    const rising = Array.from({ length: 72 }, (_, i) => (i % 9) * 10);
    expect(differenceHash(rising)).toBe('0000000000000000');
  });
});

describe('codes and times', () => {
  it('makes a four-character code from the unambiguous alphabet', () => {
    let i = 0;
    const code = makeDailyCode((max) => i++ % max);
    expect(code).toHaveLength(4);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(CODE_ALPHABET).not.toMatch(/[0O1IL5S2Z8B]/);
    expect(normalizeCode(' ac 3x ')).toBe('AC3X');
  });

  it('reads an EXIF wall-clock time with its offset, or in the event time zone', () => {
    const wall = new Date(Date.UTC(2026, 5, 13, 9, 30, 0));
    expect(wallClockToInstant(wall, 'America/New_York', '+02:00').toISOString()).toBe(
      '2026-06-13T07:30:00.000Z',
    );
    expect(wallClockToInstant(wall, 'America/New_York').toISOString()).toBe('2026-06-13T13:30:00.000Z');
    expect(wallClockToInstant(wall, 'UTC').toISOString()).toBe('2026-06-13T09:30:00.000Z');
  });
});

describe('CatchFieldsSchema', () => {
  const base = {
    clientId: '0b6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11',
    species: 'Walleye',
    caughtAt: '2026-06-13T10:00:00.000Z',
  };
  it('reads numbers sent as form strings and leaves blanks out', () => {
    const parsed = CatchFieldsSchema.parse({ ...base, weightGrams: '2150', lengthMm: '', latitude: '41.5' });
    expect(parsed).toMatchObject({ weightGrams: 2150, latitude: 41.5 });
    expect(parsed.lengthMm).toBeUndefined();
  });
  it('refuses a negative weight and a bad client id', () => {
    expect(CatchFieldsSchema.safeParse({ ...base, weightGrams: '-3' }).success).toBe(false);
    expect(CatchFieldsSchema.safeParse({ ...base, clientId: 'x' }).success).toBe(false);
  });
});
