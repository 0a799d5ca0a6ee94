/** A tournament is active, upcoming or completed, computed from its dates; never stored. */
export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** A calendar date as `YYYY-MM-DD`. Event dates are local to the event's water, not instants. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real `YYYY-MM-DD` date (no 2026-02-30). */
export function isCalendarDate(value: string): value is CalendarDate {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One formatter per zone: building one is far slower than formatting, and every leaderboard request asks. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's date where the event is held. A tournament in Hawaii is still "today" there for hours after
 * midnight UTC, so the day boundary is the event's time zone (an IANA name), not the server's.
 */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, before anything is kept.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * Active when start_date is on or before today and end_date on or after today; upcoming when
 * the start is after today; otherwise completed. A missing end date means a one-day event.
 * `YYYY-MM-DD` strings compare correctly as text.
 */
export function tournamentStatus(
  dates: { startDate: CalendarDate; endDate?: CalendarDate | null },
  today: CalendarDate,
): TournamentStatus {
  const end = dates.endDate ?? dates.startDate;
  if (dates.startDate > today) return 'upcoming';
  if (end >= today) return 'active';
  return 'completed';
}

const STATUS_ORDER: Record<TournamentStatus, number> = { active: 0, upcoming: 1, completed: 2 };

/**
 * Sorting: active, then upcoming, then completed; within a status the most recent catch first, and
 * tournaments with a catch before those without. Equal ones keep a stable order by start date (soonest
 * upcoming first, latest completed first) and then by name, so lists never shuffle between refreshes.
 */
export function compareTournaments(
  a: { status: TournamentStatus; lastCatchAt?: string | null; startDate: CalendarDate; name: string },
  b: { status: TournamentStatus; lastCatchAt?: string | null; startDate: CalendarDate; name: string },
): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus !== 0) return byStatus;
  const aCatch = a.lastCatchAt ? Date.parse(a.lastCatchAt) : null;
  const bCatch = b.lastCatchAt ? Date.parse(b.lastCatchAt) : null;
  if (aCatch !== null && bCatch === null) return -1;
  if (aCatch === null && bCatch !== null) return 1;
  if (aCatch !== null && bCatch !== null && aCatch !== bCatch) return bCatch - aCatch;
  if (a.startDate !== b.startDate) {
    const sooner = a.startDate < b.startDate ? -1 : 1;
    return a.status === 'completed' ? -sooner : sooner;
  }
  return a.name.localeCompare(b.name);
}
