import { bidiIsolate } from './bidi';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 min. ago" (short, on cards) or "5 minutes ago" (long, in notifications), "yesterday", "now", in the
 * active language (DESIGN: dates through Intl), isolated for bidi (bidi.ts). With `dateAfterDays`, anything that
 * old or older reads as its date instead ("Mar 3, 2026"), as the admin inbox does past a week.
 */
export function relativeTime(
  iso: string,
  language: string,
  {
    style = 'short',
    now = Date.now(),
    dateAfterDays,
  }: { style?: Intl.RelativeTimeFormatStyle; now?: number; dateAfterDays?: number } = {},
): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (dateAfterDays !== undefined && Math.abs(seconds) >= dateAfterDays * 24 * 3600)
    return shortDate(iso, language);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style });
  const match = UNITS.find(([, size]) => Math.abs(seconds) >= size);
  const text = match ? format.format(Math.round(seconds / match[1]), match[0]) : format.format(0, 'second');
  return bidiIsolate(text, language);
}

/** The full date and time, for the tooltip and screen readers. */
export function fullTime(iso: string, language: string): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    language,
  );
}

/** The day of an instant in the reader's zone ("Apr 2, 2025"); event calendar days use dates.ts instead. */
export function shortDate(iso: string, language: string): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    language,
  );
}
