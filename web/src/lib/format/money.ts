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

/** How many minor units make one of a currency (2 for USD, 0 for JPY, 3 for KWD); 2 for an unknown code. */
export function currencyExponent(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Minor units as a plain major-units text for an input to start with (1250 USD → "12.50", 500 JPY → "500"). */
export function minorToTyped(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return (minor / 10 ** exponent).toFixed(exponent);
}

export type TypedAmount = { minor: number } | { problem: 'empty' | 'notANumber' | 'tooPrecise' };

/** Digits as other scripts write them (Arabic-Indic, Persian, Devanagari, full-width), as ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\uFF10-\uFF19]/g, (digit) =>
    String(digit.charCodeAt(0) & 0xf),
  );
}

/**
 * Minor units from an amount typed in major units ("12.50" USD → 1250), read the way the language writes
 * numbers: its own digits and decimal sign ("12,50" in French, "١٢٫٥٠" in Arabic), a dot always taken as a
 * decimal sign where it cannot be a thousands one. More decimals than the currency has is a problem, not a
 * rounding: 12.505 USD is not an amount anyone can pay.
 */
export function parseTypedAmount(typed: string, currency: string, language: string): TypedAmount {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  let text = asciiDigits(typed)
    .replace(/[\s\u00a0\u202f\u066c']/g, '')
    .replace(/\u066b/g, '.');
  if (text === '') return { problem: 'empty' };
  if (decimal !== '.' && text.includes(decimal)) text = text.split(group).join('').replace(decimal, '.');
  else if (decimal === '.' && /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) text = text.replace(/,/g, '');
  else text = text.replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return { problem: 'notANumber' };
  const [whole = '', fraction = ''] = text.split('.');
  const exponent = currencyExponent(currency);
  if (fraction.length > exponent) return { problem: 'tooPrecise' };
  return { minor: Number(whole || '0') * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0') };
}

/** A currency's name as the language writes it for an amount ("US dollars", "euros", "دولار أمريكي"). */
export function currencyName(currency: string, language: string): string {
  try {
    const name = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'name' })
      .formatToParts(10)
      .filter((part) => part.type === 'currency')
      .map((part) => part.value)
      .join('')
      .trim();
    return name || currency;
  } catch {
    return currency;
  }
}

/** A currency's sign as the language writes it ("$", "€", "¥"), for beside an amount field. */
export function currencySign(currency: string, language: string): string {
  try {
    return (
      new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? currency
    );
  } catch {
    return currency;
  }
}

const DISPUTE_REASONS = [
  'fraudulent',
  'duplicate',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'credit_not_processed',
  'unrecognized',
  'general',
] as const;

/** The `common` key that words a card dispute's reason (the provider's code, e.g. 'fraudulent'); unknown ones read "Other reason". */
export function disputeReasonKey(reason: string): `money.disputeReasons.${string}` {
  return `money.disputeReasons.${(DISPUTE_REASONS as readonly string[]).includes(reason) ? reason : 'other'}`;
}
