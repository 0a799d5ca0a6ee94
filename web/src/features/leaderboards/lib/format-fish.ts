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
