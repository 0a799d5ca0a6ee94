import { bidiIsolate } from './bidi';

/*
 * Event dates ('2026-06-13') are calendar days where the event is held, not instants: they are read at
 * noon UTC and formatted in UTC so no reader's time zone moves them to the day before or after.
 */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Jun 13, 2026" for a calendar date (`style` 'long' for "June 13, 2026"). */
export function formatDate(date: string, language: string, style: 'medium' | 'long' = 'medium'): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(calendarDay(date)),
    language,
  );
}

/** "Jun 13 – 14, 2026": an event's first to last day, or the one day. */
export function formatDateRange(startDate: string, endDate: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return bidiIsolate(
    startDate === endDate
      ? format.format(calendarDay(startDate))
      : format.formatRange(calendarDay(startDate), calendarDay(endDate)),
    language,
  );
}

/** A schedule time in the event's own time zone (what the captains' watches say on the water). */
export function formatEventTime(iso: string, timeZone: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return bidiIsolate(format.format(new Date(iso)), language);
}
