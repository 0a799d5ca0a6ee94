/** Counts in the active language (1,234 / 1.234 / ١٬٢٣٤), compact above ten thousand. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(
    language,
    value >= 10_000 ? { notation: 'compact', maximumFractionDigits: 1 } : {},
  ).format(value);
}
