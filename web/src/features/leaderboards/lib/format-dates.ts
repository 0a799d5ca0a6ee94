/** "Jun 5 – 7, 2026" in the active language; event dates are calendar days, shown as written (no zone shift). */
export function formatDates(start: string, end: string, language: string): string {
  const toDate = (value: string) => new Date(`${value}T12:00:00Z`);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return start === end ? format.format(toDate(start)) : format.formatRange(toDate(start), toDate(end));
}
