import { describe, expect, it } from 'vitest';
import { periodLabel, runningTotals } from './format';

describe('analytics formatting', () => {
  it('runs a total forward from where it started', () => {
    expect(runningTotals(10, [1, 0, 2])).toEqual([11, 11, 13]);
    expect(runningTotals(4, [])).toEqual([]);
  });

  it('names a day or week by its date and a month by month and year, whatever the reader’s zone', () => {
    expect(periodLabel('2026-11-23', 'week', 'en')).toBe('Nov 23');
    expect(periodLabel('2026-11-01', 'month', 'en')).toBe('Nov 2026');
    expect(periodLabel('2026-11-01', 'month', 'de')).toBe('Nov. 2026');
  });
});
