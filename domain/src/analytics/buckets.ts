/**
 * Personal analytics periods (issue 19, part 8): a range is cut into buckets of the person's own calendar (days,
 * weeks from Monday, or months, in their time zone), each named by its first local date ('YYYY-MM-DD'). The
 * database groups by the same bucket (date_trunc in the zone); these helpers name every bucket of the range, so a
 * period with nothing in it still shows as zero.
 */

export const ANALYTICS_RANGES = ['30d', '90d', '12m', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const BUCKET_UNITS = ['day', 'week', 'month'] as const;
export type BucketUnit = (typeof BUCKET_UNITS)[number];

/** 30 days by day, 90 days by week, 12 months and all time by month. */
export function unitOf(range: AnalyticsRange): BucketUnit {
  switch (range) {
    case '30d':
      return 'day';
    case '90d':
      return 'week';
    case '12m':
    case 'all':
      return 'month';
  }
}

const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A calendar date ('YYYY-MM-DD') as midnight UTC, for calendar arithmetic only (no zone involved). */
function parseDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day));
}

function formatDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar date an instant falls on in a time zone (an IANA name). */
export function localDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first date of the bucket a local date falls in: itself, the Monday of its week, or the 1st of its month. */
export function bucketOf(date: string, unit: BucketUnit): string {
  const day = parseDate(date);
  switch (unit) {
    case 'day':
      return formatDate(day);
    case 'week':
      return formatDate(new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS));
    case 'month':
      return `${date.slice(0, 7)}-01`;
  }
}

/** The first date of the bucket after `bucket`. */
export function nextBucket(bucket: string, unit: BucketUnit): string {
  const day = parseDate(bucket);
  switch (unit) {
    case 'day':
      return formatDate(new Date(day.getTime() + DAY_MS));
    case 'week':
      return formatDate(new Date(day.getTime() + 7 * DAY_MS));
    case 'month':
      return formatDate(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1)));
  }
}

/**
 * The first bucket of a range ending today (a local date): the last 30 days, the 13 weeks holding the last 90 days,
 * the last 12 months with this one; null for all time (it starts at the person's first activity).
 */
export function rangeStart(range: AnalyticsRange, today: string): string | null {
  const day = parseDate(today);
  switch (range) {
    case '30d':
      return formatDate(new Date(day.getTime() - 29 * DAY_MS));
    case '90d':
      return bucketOf(formatDate(new Date(day.getTime() - 89 * DAY_MS)), 'week');
    case '12m':
      return formatDate(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - 11, 1)));
    case 'all':
      return null;
  }
}

/** Every bucket from `first` to the one holding `today`, oldest first (at least today's). */
export function bucketsBetween(first: string, today: string, unit: BucketUnit): string[] {
  const last = bucketOf(today, unit);
  const buckets: string[] = [];
  for (let bucket = bucketOf(first, unit); bucket <= last; bucket = nextBucket(bucket, unit))
    buckets.push(bucket);
  return buckets.length > 0 ? buckets : [last];
}

/**
 * Counts per bucket with the empty buckets filled: `series` maps a name to rows of (bucket, count); the answer has
 * one entry per bucket, oldest first, with every name (0 where that bucket had none). Rows outside the buckets are
 * left out.
 */
export function fillBuckets<Name extends string>(
  buckets: readonly string[],
  series: Record<Name, readonly { bucket: string; count: number }[]>,
): ({ start: string } & Record<Name, number>)[] {
  const names = Object.keys(series) as Name[];
  const byBucket = new Map(
    buckets.map((bucket) => [
      bucket,
      { start: bucket, ...Object.fromEntries(names.map((name) => [name, 0])) } as { start: string } & Record<
        Name,
        number
      >,
    ]),
  );
  for (const name of names)
    for (const row of series[name]) {
      const entry = byBucket.get(row.bucket);
      if (entry) (entry as Record<Name, number>)[name] += row.count;
    }
  return [...byBucket.values()];
}
