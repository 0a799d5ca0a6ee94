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

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = new Map<string, number>(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const part = (type: string) => parts.get(type) ?? 0;
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * A wall-clock time on a calendar day in `timeZone` (minutes after midnight) as an instant: schedules and
 * deadlines are read on the water, whatever zone the server or the director's laptop is in.
 */
export function zonedInstant(date: CalendarDate, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const first = wall - zoneOffsetMs(timeZone, new Date(wall));
  // Across a daylight-saving change the offset at the answer can differ from the first guess.
  return new Date(wall - zoneOffsetMs(timeZone, new Date(first)));
}

/** The instant a calendar day begins where the event is held (midnight on the water, not on the server). */
export const startOfDayIn = (date: CalendarDate, timeZone: string): Date => zonedInstant(date, 0, timeZone);

/** Registration closes at the director's deadline, by default when the event starts. */
export function registrationClosesAt(event: {
  startDate: CalendarDate;
  timeZone: string;
  registrationClosesAt?: Date | string | null;
}): Date {
  return event.registrationClosesAt
    ? new Date(event.registrationClosesAt)
    : startOfDayIn(event.startDate, event.timeZone);
}

export function isRegistrationOpen(
  event: Parameters<typeof registrationClosesAt>[0],
  now: Date = new Date(),
): boolean {
  return now.getTime() < registrationClosesAt(event).getTime();
}
