import { bidiIsolate } from '#web/lib/format/bidi';

/** "Sat, Jun 13, 2026, 6:00 AM" in the reader's language and time zone. */
export function formatTripStart(iso: string, language: string): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso)),
    language,
  );
}

/** "6:00 AM" for a slot in a day's list. */
export function formatClock(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "Saturday, June 13" for a day heading (a yyyy-mm-dd calendar day, read at noon UTC). */
export function formatDay(day: string, language: string): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`)),
    language,
  );
}

/** The reader's calendar day (yyyy-mm-dd) of an instant. */
export function localDay(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar day `days` after `day` (yyyy-mm-dd). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Hours (or days past a day) of a package, for `bookings:duration.*` keys. */
export function durationParts(minutes: number): { key: 'hours' | 'days'; count: number } {
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return { key: 'days', count: minutes / (24 * 60) };
  return { key: 'hours', count: Math.round((minutes / 60) * 10) / 10 };
}

/** A local date and time (yyyy-mm-ddThh:mm, as a datetime-local input has it) as an ISO instant with offset. */
export function localInputToIso(value: string): string {
  return new Date(value).toISOString();
}

/** An ISO instant as the value of a datetime-local input, in the reader's time zone. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
