/**
 * The species catalogue directors pick an event's species from: the fish tournaments are fished for,
 * fresh and salt water. An event may still name one of its own (a local name, a rarity).
 */
export const SPECIES_CATALOGUE = [
  'Largemouth bass',
  'Smallmouth bass',
  'Spotted bass',
  'Striped bass',
  'Walleye',
  'Sauger',
  'Northern pike',
  'Muskellunge',
  'Yellow perch',
  'Crappie',
  'Bluegill',
  'Channel catfish',
  'Blue catfish',
  'Flathead catfish',
  'Carp',
  'Rainbow trout',
  'Brown trout',
  'Brook trout',
  'Lake trout',
  'Chinook salmon',
  'Coho salmon',
  'Atlantic salmon',
  'Steelhead',
  'Blue marlin',
  'White marlin',
  'Black marlin',
  'Striped marlin',
  'Sailfish',
  'Swordfish',
  'Yellowfin tuna',
  'Bluefin tuna',
  'Blackfin tuna',
  'Bigeye tuna',
  'Albacore',
  'Mahi-mahi',
  'Wahoo',
  'King mackerel',
  'Spanish mackerel',
  'Cobia',
  'Tarpon',
  'Bonefish',
  'Permit',
  'Snook',
  'Redfish',
  'Spotted seatrout',
  'Flounder',
  'Red snapper',
  'Mangrove snapper',
  'Grouper',
  'Amberjack',
  'Giant trevally',
  'Barramundi',
  'Bluefish',
  'Halibut',
  'Cod',
  'Sea bass',
  'Shark',
  'Marlin',
  'Tuna',
] as const;

/** "Largemouth bass" → "largemouth_bass", "Mahi-mahi" → "mahi_mahi": a name as a key with nothing i18next parses. */
const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Each catalogue entry's key, reached by its name in any case or by the key itself (leaderboards store slugs). */
const KEYS = new Map<string, string>(
  SPECIES_CATALOGUE.flatMap((name) => [
    [name.toLowerCase(), slug(name)],
    [slug(name), slug(name)],
  ]),
);

/**
 * The stable key of a catalogue species (its translations live under it in the web's `species` namespace):
 * the catalogue name in any case ("WALLEYE", "Largemouth bass") or its key gives the key; any other name
 * (a director's own, "Murray cod") gives undefined, to be shown as written.
 */
export function speciesKey(name: string): string | undefined {
  return KEYS.get(name.trim().toLowerCase());
}

/** Every catalogue key, in catalogue order. */
export const SPECIES_KEYS: readonly string[] = SPECIES_CATALOGUE.map(slug);
