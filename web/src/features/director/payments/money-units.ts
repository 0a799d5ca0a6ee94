/** How many minor units a currency has (2 for USD, 0 for JPY, 3 for KWD), as formatMoney reads it. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** "12.50" typed in USD → 1250; empty or not a number → null. */
export function toMinor(typed: string, currency: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (text === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 10 ** minorDigits(currency));
}

/** 1250 in USD → "12.50", for an input's starting value. */
export function toMajor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
