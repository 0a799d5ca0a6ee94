/**
 * Money from integer minor units in its currency, as the active language writes it ("$150.00",
 * "150,00 $US", "¥1,500"). How many minor units make one is the currency's (2 for USD, 0 for JPY, 3 for
 * KWD), never the language's, so it is read from one fixed locale.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}
