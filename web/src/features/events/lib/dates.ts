/** Day keys (YYYY-MM-DD) and formatting helpers for the calendar. */

const keyFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a zone (the reader's when omitted), as YYYY-MM-DD. */
export function dayKey(at: Date, timeZone?: string): string {
  const zone = timeZone ?? '';
  let formatter = keyFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    keyFormatters.set(zone, formatter);
  }
  return formatter.format(at);
}

/** The reader's local date of a YYYY-MM-DD key (noon, so no zone shift moves it to another day). */
export function fromDayKey(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** First day of the week for a language: 0 Sunday … 6 Saturday (Monday where the browser cannot tell). */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay % 7;
  } catch {
    // An unknown tag falls through to Monday.
  }
  return 1;
}

/** "Sat 5 Dec, 09:00 – 12:00" in the reader's language and the event's zone; whole days without times. */
export function formatWhen(
  entry: { startsAt: string; endsAt: string; timeZone: string; allDay?: boolean },
  language: string,
): string {
  const start = new Date(entry.startsAt);
  const end = new Date(entry.endsAt);
  if (entry.allDay) {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: entry.timeZone }).formatRange(
      start,
      end,
    );
  }
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: entry.timeZone,
    timeZoneName: 'short',
  }).formatRange(start, end);
}
