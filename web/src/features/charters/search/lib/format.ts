import type { UnitSystem } from '#web/lib/units';

const KM_PER_MILE = 1.609344;

/** "12 km" or "7.5 mi" as the reader's language writes it (imperial languages read miles). */
export function formatDistance(km: number, system: UnitSystem, language: string): string {
  const miles = system === 'imperial';
  const value = miles ? km / KM_PER_MILE : km;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A package's length: "4 hours", "2 days", "1 day 6 hours" in the reader's language. */
export function formatDuration(minutes: number, language: string): string {
  const days = Math.floor(minutes / 1_440);
  const hours = Math.round(((minutes % 1_440) / 60) * 10) / 10;
  const unit = (value: number, name: 'day' | 'hour') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (days === 0) return unit(hours, 'hour');
  if (hours === 0) return unit(days, 'day');
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format([
    unit(days, 'day'),
    unit(hours, 'hour'),
  ]);
}

/** A rating, one decimal, as the language writes it ("4.8", "4,8"). */
export const formatRating = (value: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * The IANA zone of a listing's day: the solar one of its longitude (UTC + round(lng / 15) hours), the same rule
 * the server uses to put slots on days. Etc/GMT zones have their signs reversed by definition.
 */
export function listingTimeZone(longitude: number): string {
  const offset = Math.round(longitude / 15) || 0;
  if (offset === 0) return 'UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The date (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
