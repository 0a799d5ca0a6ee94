/** Languages whose anglers weigh in pounds and ounces and measure in inches (DESIGN: units follow the locale). */
const IMPERIAL = new Set(['en']);

export type UnitSystem = 'imperial' | 'metric';

export const unitSystemFor = (language: string): UnitSystem =>
  IMPERIAL.has(language.split('-')[0]!.toLowerCase()) ? 'imperial' : 'metric';

const GRAMS_PER_POUND = 453.59237;
const GRAMS_PER_OUNCE = GRAMS_PER_POUND / 16;

/** Parses a typed decimal in either notation ("2,5" or "2.5"); NaN when it is not a number. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? NaN : Number(trimmed);
}

/** Grams from kilograms, or from pounds plus ounces; null when nothing sensible was typed. */
export function gramsFrom(
  input: { kg?: string; lb?: string; oz?: string },
  system: UnitSystem,
): number | null {
  if (system === 'metric') {
    const kg = parseDecimal(input.kg ?? '');
    return Number.isFinite(kg) && kg > 0 ? Math.round(kg * 1000) : null;
  }
  const lb = parseDecimal(input.lb ?? '') || 0;
  const oz = parseDecimal(input.oz ?? '') || 0;
  const grams = Math.round(lb * GRAMS_PER_POUND + oz * GRAMS_PER_OUNCE);
  return lb >= 0 && oz >= 0 && grams > 0 ? grams : null;
}

/** Millimetres from centimetres or inches. */
export function mmFrom(text: string, system: UnitSystem): number | null {
  const value = parseDecimal(text);
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.round(system === 'metric' ? value * 10 : value * 25.4);
}
