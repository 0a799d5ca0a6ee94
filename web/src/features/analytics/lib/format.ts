import type { BucketUnit } from '@tightlines/domain/analytics/buckets';

const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A bucket's name on a chart axis: "Nov 29" for a day or a week (the week's Monday), "Nov 2026" for a month. */
export function periodLabel(start: string, unit: BucketUnit, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    unit === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(calendarDay(start));
}

/** A whole number in the reader's digits. */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** The total after each step, from where it started: 10 and [1, 0, 2] → [11, 11, 13]. */
export function runningTotals(start: number, steps: readonly number[]): number[] {
  return steps.reduce<number[]>((totals, step) => [...totals, (totals.at(-1) ?? start) + step], []);
}
