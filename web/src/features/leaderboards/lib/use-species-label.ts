import { useSpeciesName } from '#web/lib/species-name';
import { speciesLabel } from './format-fish';

/**
 * A stored species as the leaderboards show it: a catalogue species in the reader's language, any other name
 * (or any name in English) capitalised from its slug ("walleye" → "Walleye"), as before.
 */
export function useSpeciesLabel(): (species: string) => string {
  return useSpeciesName(speciesLabel);
}
