import type { ScoringMode } from '@tightlines/domain/tournaments/scoring';

/** Languages whose anglers weigh in pounds and measure in inches (DESIGN: units follow the locale). */
const IMPERIAL = new Set(['en']);

function imperial(language: string): boolean {
  return IMPERIAL.has(language.split('-')[0]!.toLowerCase());
}

/** 2,345 g → "5.17 lb" in English, "2.35 kg" elsewhere, in the language's digits. */
export function formatWeight(grams: number, language: string): string {
  const pounds = imperial(language);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: pounds ? 'pound' : 'kilogram',
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  }).format(pounds ? grams / 453.59237 : grams / 1000);
}

/** 512 mm → "20.2 in" in English, "51.2 cm" elsewhere. */
export function formatLength(mm: number, language: string): string {
  const inches = imperial(language);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: inches ? 'inch' : 'centimeter',
    maximumFractionDigits: 1,
  }).format(inches ? mm / 25.4 : mm / 10);
}

/** A total or a fish in the event's unit: weight, length, or points (hundredths). */
export function formatScore(value: number, mode: ScoringMode, language: string): string {
  if (mode === 'weight') return formatWeight(value, language);
  if (mode === 'length') return formatLength(value, language);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** "walleye" → "Walleye", "largemouth_bass" → "Largemouth bass" (species are stored as slugs). */
export function speciesLabel(species: string): string {
  const words = species.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec's emoji map for the big-game species; null for the rest (they get the neutral fish icon). */
const FISH_EMOJI: Record<string, string> = {
  marlin: '🐟',
  tuna: '🐟',
  sailfish: '🐟',
  mahi: '🐠',
  wahoo: '🐟',
  kingfish: '🐟',
  shark: '🦈',
};

export function speciesEmoji(species: string): string | null {
  const key = Object.keys(FISH_EMOJI).find((name) => species.toLowerCase().includes(name));
  return key ? FISH_EMOJI[key]! : null;
}
