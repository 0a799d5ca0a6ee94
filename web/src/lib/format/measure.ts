import type { ScoringMode } from '@tightlines/domain/tournaments/scoring';
import { unitSystemFor } from '#web/lib/units';

const GRAMS_PER_POUND = 453.59237;

/**
 * 2,345 g → "5.17 lb" or "2.35 kg", in the person's units and the language's digits. Every weight reads
 * this way, leaderboard or catch card, so the same fish never shows two numbers (ADR 019): two decimals
 * always, so a column of weights lines up and a 0.01 lb tie-break is visible.
 */
export function formatWeight(grams: number, language: string): string {
  const metric = unitSystemFor(language) === 'metric';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: metric ? 'kilogram' : 'pound',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(metric ? grams / 1000 : grams / GRAMS_PER_POUND);
}

/** 512 mm → "20.2 in" or "51.2 cm". */
export function formatLength(mm: number, language: string): string {
  const metric = unitSystemFor(language) === 'metric';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: metric ? 'centimeter' : 'inch',
    maximumFractionDigits: 1,
  }).format(metric ? mm / 10 : mm / 25.4);
}

/** A total or a fish in the event's unit: weight, length, or points (hundredths). */
export function formatScore(value: number, mode: ScoringMode, language: string): string {
  if (mode === 'weight') return formatWeight(value, language);
  if (mode === 'length') return formatLength(value, language);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A boat's 762 cm → "25 ft" or "7.62 m". */
export function formatBoatLength(cm: number, language: string): string {
  const metric = unitSystemFor(language) === 'metric';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: metric ? 'meter' : 'foot',
    maximumFractionDigits: metric ? 2 : 1,
  }).format(metric ? cm / 100 : cm / 30.48);
}

/** Water at 64.5 °F → "64.5°F" or "18.1°C", in the reader's units and the language's digits. */
export function formatTemperature(fahrenheit: number, language: string): string {
  const metric = unitSystemFor(language) === 'metric';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: metric ? 'celsius' : 'fahrenheit',
    maximumFractionDigits: 1,
  }).format(metric ? ((fahrenheit - 32) * 5) / 9 : fahrenheit);
}
