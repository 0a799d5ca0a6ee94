import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { CalendarRow } from './repo';

/** YYYY-MM-DD → [y, m, d] (a whole day, written as an iCalendar DATE). */
function dateArray(value: string, plusDays = 0): DateArray {
  const day = new Date(`${value}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + plusDays);
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
}

function attributesOf(row: CalendarRow, appUrl: string): EventAttributes {
  const common = {
    uid: `${row.kind}-${row.id}@tightlines`,
    title: row.name,
    description: row.description.slice(0, 2000),
    location: row.location || undefined,
    url: `${appUrl}/events/${row.id}`,
    status: row.status === 'cancelled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    ...(row.latitude !== null && row.longitude !== null
      ? { geo: { lat: row.latitude, lon: row.longitude } }
      : {}),
    productId: 'tightlines/calendar',
  };
  // Tournament events are whole days where they are held.
  if (row.kind === 'tournament' && row.start_date && row.end_date)
    return { ...common, start: dateArray(row.start_date), end: dateArray(row.end_date, 1) };
  return {
    ...common,
    start: new Date(row.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(row.ends_at).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

/** The events as one iCalendar document (the `ics` package writes and folds it; see ADR 026). */
export function icsOf(rows: readonly CalendarRow[], calName: string | null, appUrl: string): string {
  const { error, value } = createEvents(
    rows.map((row) => attributesOf(row, appUrl)),
    calName ? { calName, productId: 'tightlines/calendar' } : { productId: 'tightlines/calendar' },
  );
  if (error || value === null) throw error ?? new Error('ics: no output');
  return value;
}
