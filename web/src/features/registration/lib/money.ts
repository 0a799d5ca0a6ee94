/** A fee in minor units as the active language writes money ("$150.00", "150,00 $US"). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** An event's dates: one day, or first – last day, in the active language. */
export function formatDates(startDate: string, endDate: string, language: string): string {
  const toDate = (value: string) => new Date(`${value}T12:00:00Z`);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return startDate === endDate
    ? format.format(toDate(startDate))
    : format.formatRange(toDate(startDate), toDate(endDate));
}
