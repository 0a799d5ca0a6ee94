import { todayIn, tournamentStatus, type TournamentStatus } from '@tightlines/domain/tournaments/status';
import { type EventRow } from './repo';

/** Most events a list considers (newest start first): a bound on the work of one request. */
export const LIST_SCAN_CAP = 500;

export const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const nameOf = (row: {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
}) => row.displayName?.trim() || `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || null;

/** Status by date in each event's own time zone, with the day looked up once per zone. */
export function statusOf(event: EventRow, todays: Map<string, string>, now: Date): TournamentStatus {
  let today = todays.get(event.timeZone);
  if (!today) {
    try {
      today = todayIn(event.timeZone, now);
    } catch {
      today = todayIn('UTC', now);
    }
    todays.set(event.timeZone, today);
  }
  return tournamentStatus(event, today);
}
