import { BASIS_POINTS } from '@tightlines/domain/payments/contract';
import { bidiIsolate } from '#web/lib/format/bidi';

/** "5%" or "7.25%" from basis points, as the language writes percentages. */
export function formatPercent(bp: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    bp / BASIS_POINTS,
  );
}

/** Basis points from a typed percentage ("7.25" → 725); NaN when it is not a number. */
export function percentToBp(text: string): number {
  const value = Number(text.replace(',', '.').trim());
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 100);
}

/** The percentage to prefill an input with (725 → "7.25"). */
export const bpToPercentText = (bp: number): string => String(bp / 100);

/** Minor units from a typed amount in a currency with `digits` decimals ("12.5" → 1250). */
export function amountToMinor(text: string, digits = 2): number {
  const value = Number(text.replace(',', '.').trim());
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 10 ** digits);
}

/** The decimals a currency's minor unit has (USD 2, JPY 0); 2 for an unknown code. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

export const minorToAmountText = (minor: number, currency: string): string =>
  String(minor / 10 ** currencyDigits(currency));

/** "Jun 13, 2026, 9:30 AM" for an instant, in the reader's zone. */
export function formatWhen(iso: string, language: string): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    language,
  );
}

/** "Jun 13, 2026" for an instant, in the reader's zone. */
export function formatDay(iso: string, language: string): string {
  return bidiIsolate(
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)),
    language,
  );
}

/** "Jan 2026" for a report month ('2026-01'). */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** '2026-03' for the month `offset` months from now (UTC). */
export function monthFromNow(offset: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A datetime-local value ('2026-06-13T09:30', the reader's zone) from an instant. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a datetime-local value, or null when empty. */
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;

/** A country's name as the language writes it ("United States", "الولايات المتحدة") from its ISO code; the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(language, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
