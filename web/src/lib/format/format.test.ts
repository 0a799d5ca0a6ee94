import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatEventTime } from './dates';
import { formatLength, formatScore, formatWeight } from './measure';
import { currencyName, formatMoney, minorToTyped, parseTypedAmount } from './money';
import { fullTime, relativeTime, shortDate } from './time';

// Intl separates a number from its unit or currency with a no-break or thin space in some languages.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('formatWeight', () => {
  it('reads decimal pounds with two decimals in imperial languages, the same on every screen (ADR 019)', () => {
    expect(formatWeight(2345, 'en')).toBe('5.17 lb');
    expect(formatWeight(3402, 'en-US')).toBe('7.50 lb');
    expect(formatWeight(500, 'en')).toBe('1.10 lb');
    expect(formatWeight(28, 'en')).toBe('0.06 lb');
  });

  it('reads kilograms with the same two decimals elsewhere, in the language’s own words', () => {
    expect(plain(formatWeight(2345, 'fr'))).toBe('2,35 kg');
    expect(plain(formatWeight(2000, 'de'))).toBe('2,00 kg');
    expect(plain(formatWeight(2345, 'ar'))).toBe('2.35 كغم');
  });
});

describe('formatLength', () => {
  it('reads inches or centimetres with one decimal', () => {
    expect(formatLength(512, 'en')).toBe('20.2 in');
    expect(plain(formatLength(512, 'es'))).toBe('51,2 cm');
  });
});

describe('formatScore', () => {
  it('formats by the event’s scoring mode', () => {
    expect(formatScore(2345, 'weight', 'en')).toBe('5.17 lb');
    expect(formatScore(512, 'length', 'en')).toBe('20.2 in');
    expect(formatScore(1250.5, 'points', 'en')).toBe('1,250.5');
  });
});

describe('formatMoney', () => {
  it('reads integer minor units by the currency’s own minor unit, in the language’s way of writing money', () => {
    expect(formatMoney(15000, 'USD', 'en')).toBe('$150.00');
    expect(plain(formatMoney(15000, 'EUR', 'de'))).toBe('150,00 €');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(plain(formatMoney(1500, 'KWD', 'en'))).toBe('KWD 1.500');
  });

  it('reads a typed amount in major units by the currency’s exponent and the language’s way of writing numbers', () => {
    expect(parseTypedAmount('12.50', 'USD', 'en')).toEqual({ minor: 1250 });
    expect(parseTypedAmount('1,234.5', 'USD', 'en')).toEqual({ minor: 123450 });
    expect(parseTypedAmount('12,5', 'EUR', 'fr')).toEqual({ minor: 1250 });
    expect(parseTypedAmount('1.234,56', 'EUR', 'de')).toEqual({ minor: 123456 });
    expect(parseTypedAmount('١٢٫٥٠', 'USD', 'ar')).toEqual({ minor: 1250 });
    expect(parseTypedAmount('500', 'JPY', 'ja')).toEqual({ minor: 500 });
    expect(parseTypedAmount('1.234', 'KWD', 'en')).toEqual({ minor: 1234 });
    expect(parseTypedAmount('500.5', 'JPY', 'en')).toEqual({ problem: 'tooPrecise' });
    expect(parseTypedAmount('12.505', 'USD', 'en')).toEqual({ problem: 'tooPrecise' });
    expect(parseTypedAmount('-3', 'USD', 'en')).toEqual({ problem: 'notANumber' });
    expect(parseTypedAmount(' ', 'USD', 'en')).toEqual({ problem: 'empty' });
    expect(minorToTyped(1250, 'USD')).toBe('12.50');
    expect(minorToTyped(500, 'JPY')).toBe('500');
  });

  it('names a currency as the language does, never by its code', () => {
    expect(currencyName('USD', 'en')).toBe('US dollars');
    expect(currencyName('USD', 'ar')).toBe('دولار أمريكي');
  });
});

describe('dates', () => {
  it('reads an event’s calendar days as written, whatever the reader’s zone', () => {
    expect(plain(formatDateRange('2026-06-13', '2026-06-14', 'en'))).toBe('Jun 13 – 14, 2026');
    expect(plain(formatDateRange('2026-06-30', '2026-07-02', 'en'))).toBe('Jun 30 – Jul 2, 2026');
    expect(formatDateRange('2026-01-01', '2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31', 'en', 'long')).toBe('December 31, 2026');
  });

  it('reads a schedule time in the event’s own time zone', () => {
    expect(plain(formatEventTime('2026-06-13T10:30:00Z', 'America/New_York', 'en'))).toBe(
      'Sat, Jun 13, 6:30 AM EDT',
    );
  });

  it('reads how long ago an instant was, and its date once it is older than asked', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T11:59:30Z', 'en', { now, dateAfterDays: 7 })).toBe('now');
    expect(relativeTime('2026-03-10T09:00:00Z', 'en', { now, dateAfterDays: 7 })).toBe('3 hr. ago');
    expect(relativeTime('2026-03-09T12:00:00Z', 'en', { now, dateAfterDays: 7 })).toBe('yesterday');
    expect(relativeTime('2026-03-01T12:00:00Z', 'en', { now, dateAfterDays: 7 })).toBe(
      shortDate('2026-03-01T12:00:00Z', 'en'),
    );
    expect(relativeTime('2026-03-01T12:00:00Z', 'en', { now })).toBe('last wk.');
    expect(shortDate('2025-04-02T12:00:00.000Z', 'en')).toBe('Apr 2, 2025');
  });
});

describe('dates in a right-to-left language', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';
  const isolated = (text: string) => text.startsWith(FSI) && text.endsWith(PDI);

  it('isolates every Arabic date and time, so the text around it cannot reorder its pieces', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const samples = [
      fullTime('2026-03-10T09:04:00Z', 'ar'),
      shortDate('2026-03-10T09:04:00Z', 'ar'),
      relativeTime('2026-03-10T09:00:00Z', 'ar', { now }),
      relativeTime('2026-03-01T12:00:00Z', 'ar', { now, dateAfterDays: 7 }),
      formatDate('2026-06-13', 'ar'),
      formatDateRange('2026-06-13', '2026-06-14', 'ar'),
      formatEventTime('2026-06-13T10:30:00Z', 'America/New_York', 'ar'),
    ];
    for (const sample of samples) expect(isolated(sample), sample).toBe(true);
    // Exactly one pair: a relative time past its cut-off is a date, not a date inside another isolate.
    expect(samples[3]!.split(FSI)).toHaveLength(2);
    expect(`${relativeTime('2026-03-10T09:00:00Z', 'ar', { now })}`).toContain('ساعات');
  });

  it('leaves left-to-right languages as Intl writes them', () => {
    expect(fullTime('2026-03-10T09:04:00Z', 'en')).not.toMatch(/[\u2068\u2069]/);
    expect(formatDate('2026-06-13', 'es')).toBe('13 jun 2026');
  });
});
