/** Dates through Intl in the active language (DESIGN: content voice). */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** "3 h ago", "yesterday": the inbox reads by recency. */
export function formatRelative(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    // Under a minute reads as "now" rather than a ticking count of seconds.
    if (Math.abs(value) < size)
      return unit === 'second' ? format.format(0, 'second') : format.format(value, unit);
    value = Math.round(value / size);
  }
  return formatDate(iso, language);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function fullName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}
