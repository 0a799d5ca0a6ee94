import { useTranslation } from 'react-i18next';

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

/** The person's unit system, for inputs and readouts alike (the language's convention). */
export function useUnitSystem(): UnitSystem {
  const { i18n } = useTranslation();
  return unitSystemFor(i18n.language);
}

const MM_PER_INCH = 25.4;
const CM_PER_FOOT = 30.48;

/** A number as typed back into an input: at most `decimals` places, no trailing zeros, a dot for the decimal. */
const typed = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/**
 * Grams as the fields of a weight input: kilograms to the gram, or whole pounds and ounces to the hundredth
 * (0.01 oz is 0.28 g), so reading the fields back gives the same whole grams — a value shown and saved
 * untouched never drifts.
 */
export function weightFields(grams: number, system: UnitSystem): { kg: string; lb: string; oz: string } {
  if (system === 'metric') return { kg: typed(grams / 1000, 3), lb: '', oz: '' };
  const ounces = Number((grams / GRAMS_PER_OUNCE).toFixed(2));
  const lb = Math.floor(ounces / 16);
  return { kg: '', lb: String(lb), oz: typed(ounces - lb * 16, 2) };
}

/** What a length input measures: a fish (millimetres shown as in or cm) or a boat (centimetres shown as ft or m). */
export type LengthScale = 'fish' | 'boat';

/** Base units per displayed unit: mm per in/cm for a fish, cm per ft/m for a boat. */
const lengthFactor = (scale: LengthScale, system: UnitSystem) =>
  scale === 'fish' ? (system === 'metric' ? 10 : MM_PER_INCH) : system === 'metric' ? 100 : CM_PER_FOOT;

/** The unit a length input shows: in, cm, ft or m. */
export const lengthUnit = (scale: LengthScale, system: UnitSystem) =>
  scale === 'fish' ? (system === 'metric' ? 'centimeter' : 'inch') : system === 'metric' ? 'meter' : 'foot';

/** A length in base units as typed in the displayed unit, to two decimals (always finer than one base unit). */
export const lengthField = (base: number, scale: LengthScale, system: UnitSystem) =>
  typed(base / lengthFactor(scale, system), 2);

/** Base units (whole mm or cm) from a typed length; undefined when empty, NaN when it is not a number. */
export function lengthFrom(text: string, scale: LengthScale, system: UnitSystem): number | undefined {
  if (text.trim() === '') return undefined;
  const value = parseDecimal(text);
  return Number.isFinite(value) ? Math.round(value * lengthFactor(scale, system)) : Number.NaN;
}

/** Whole grams from typed weight fields; undefined when all are empty, NaN when one is not a number. */
export function weightFrom(fields: { kg?: string; lb?: string; oz?: string }, system: UnitSystem) {
  const texts = system === 'metric' ? [fields.kg ?? ''] : [fields.lb ?? '', fields.oz ?? ''];
  if (texts.every((text) => text.trim() === '')) return undefined;
  const [first, second] = texts.map((text) => (text.trim() === '' ? 0 : parseDecimal(text)));
  if (!Number.isFinite(first) || (second !== undefined && !Number.isFinite(second))) return Number.NaN;
  return system === 'metric'
    ? Math.round(first! * 1000)
    : Math.round(first! * GRAMS_PER_POUND + (second ?? 0) * GRAMS_PER_OUNCE);
}

/** The unit a temperature input shows: °F for imperial readers, °C for metric ones. */
export const temperatureUnit = (system: UnitSystem) => (system === 'metric' ? 'celsius' : 'fahrenheit');

/** °F (stored as entered, spec §3) in the displayed unit, to a tenth, as typed back into an input. */
export const temperatureField = (fahrenheit: number, system: UnitSystem) =>
  typed(system === 'metric' ? ((fahrenheit - 32) * 5) / 9 : fahrenheit, 1);

/** °F from a temperature typed in the displayed unit (to a tenth); undefined when empty, NaN when not a number. */
export function fahrenheitFrom(text: string, system: UnitSystem): number | undefined {
  if (text.trim() === '') return undefined;
  const value = parseDecimal(text);
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.round((system === 'metric' ? (value * 9) / 5 + 32 : value) * 10) / 10;
}
