import { BASIS_POINTS } from '@tightlines/domain/payments/contract';

/** 1,000 basis points → "10%" in the reader's language. */
export function formatPercent(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / BASIS_POINTS,
  );
}

/** A trip's start: "Tue 14:30" style, in the reader's language and zone. */
export function tripTime(iso: string, language: string, withDay: boolean): string {
  return new Intl.DateTimeFormat(language, {
    ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "2026-06" → "June 2026" (or "Jun 2026" short), in the reader's language. */
export function monthLabel(month: string, language: string, short = false): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    month: short ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, (m ?? 1) - 1, 1)));
}

/** A date without a time ("2026-06-14") as the reader writes it. */
export function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
