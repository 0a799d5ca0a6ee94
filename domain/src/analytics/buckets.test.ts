import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsBetween, fillBuckets, localDate, nextBucket, rangeStart, unitOf } from './buckets';
import { AnalyticsQuerySchema } from './contract';

describe('localDate', () => {
  it('names the calendar day of the person’s zone, not UTC’s', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    // Still the last evening of February in Chicago.
    expect(localDate(instant, 'America/Chicago')).toBe('2026-02-28');
    expect(localDate(new Date('2026-02-28T22:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-01');
  });
});

describe('bucketOf', () => {
  it('keeps a day, goes back to Monday for a week, to the 1st for a month', () => {
    expect(bucketOf('2026-11-29', 'day')).toBe('2026-11-29');
    // 29 Nov 2026 is a Sunday: its week began on Monday the 23rd.
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketOf('2026-11-29', 'month')).toBe('2026-11-01');
  });

  it('crosses a year for a week that began in December', () => {
    expect(bucketOf('2027-01-01', 'week')).toBe('2026-12-28');
  });
});

describe('nextBucket', () => {
  it('steps a day, a week and a month, across month and year ends', () => {
    expect(nextBucket('2026-02-28', 'day')).toBe('2026-03-01');
    expect(nextBucket('2026-12-28', 'week')).toBe('2027-01-04');
    expect(nextBucket('2026-12-01', 'month')).toBe('2027-01-01');
  });
});

describe('rangeStart and bucketsBetween', () => {
  const today = '2026-11-29';

  it('30 days: thirty daily buckets ending today', () => {
    const first = rangeStart('30d', today)!;
    expect(first).toBe('2026-10-31');
    const buckets = bucketsBetween(first, today, unitOf('30d'));
    expect(buckets).toHaveLength(30);
    expect(buckets.at(-1)).toBe(today);
  });

  it('90 days: the weeks holding the last 90 days, Monday first', () => {
    const first = rangeStart('90d', today)!;
    // 90 days back is Monday 31 August.
    expect(first).toBe('2026-08-31');
    const buckets = bucketsBetween(first, today, unitOf('90d'));
    expect(buckets).toHaveLength(13);
    expect(buckets.at(-1)).toBe('2026-11-23');
  });

  it('12 months: this month and the eleven before it', () => {
    const first = rangeStart('12m', today)!;
    expect(first).toBe('2025-12-01');
    const buckets = bucketsBetween(first, today, unitOf('12m'));
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toBe('2025-12-01');
    expect(buckets.at(-1)).toBe('2026-11-01');
  });

  it('all time starts at the first activity (none: this month alone)', () => {
    expect(rangeStart('all', today)).toBeNull();
    expect(bucketsBetween('2024-06-17', today, 'month')).toHaveLength(30);
    expect(bucketsBetween(today, today, 'month')).toEqual(['2026-11-01']);
    // A first date after today (a clock skew) still answers today's bucket.
    expect(bucketsBetween('2026-12-05', today, 'month')).toEqual(['2026-11-01']);
  });
});

describe('fillBuckets', () => {
  it('gives every bucket every series, zero where nothing happened, and drops rows outside', () => {
    const periods = fillBuckets(['2026-09-01', '2026-10-01', '2026-11-01'], {
      posts: [
        { bucket: '2026-09-01', count: 2 },
        { bucket: '2026-11-01', count: 1 },
      ],
      likes: [
        { bucket: '2026-10-01', count: 5 },
        { bucket: '2026-08-01', count: 9 },
      ],
    });
    expect(periods).toEqual([
      { start: '2026-09-01', posts: 2, likes: 0 },
      { start: '2026-10-01', posts: 0, likes: 5 },
      { start: '2026-11-01', posts: 1, likes: 0 },
    ]);
  });
});

describe('AnalyticsQuerySchema', () => {
  it('defaults to 90 days in UTC and refuses an unknown range or zone', () => {
    expect(AnalyticsQuerySchema.parse({})).toEqual({ range: '90d', tz: 'UTC' });
    expect(AnalyticsQuerySchema.safeParse({ range: '7d' }).success).toBe(false);
    expect(AnalyticsQuerySchema.safeParse({ range: '12m', tz: 'Mars/Olympus' }).success).toBe(false);
    expect(AnalyticsQuerySchema.parse({ range: 'all', tz: 'Europe/Oslo' })).toEqual({
      range: 'all',
      tz: 'Europe/Oslo',
    });
  });
});
