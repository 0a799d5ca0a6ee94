/** Event dates are calendar dates where the event is held; format them without shifting through the reader's zone. */
export function formatDateRange(startDate: string, endDate: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const start = new Date(`${startDate}T00:00:00Z`);
  const end = new Date(`${endDate}T00:00:00Z`);
  return startDate === endDate ? format.format(start) : format.formatRange(start, end);
}

export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Money from minor units (cents) in the event's currency. */
export function formatMoney(minor: number, currency: string, language: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** A schedule time in the event's own time zone (what the captains' watches say on the water). */
export function formatEventTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
