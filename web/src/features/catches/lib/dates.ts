/** "Jun 13 – 14, 2026" for an event's calendar dates (no time zone shift: they are dates, not instants). */
export function formatDateRange(start: string, end: string, language: string): string {
  const toDate = (value: string) => new Date(`${value}T12:00:00Z`);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return start === end ? format.format(toDate(start)) : format.formatRange(toDate(start), toDate(end));
}
