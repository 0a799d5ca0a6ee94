import { describe, expect, it } from 'vitest';
import { SPECIES_CATALOGUE, SPECIES_KEYS, speciesKey } from './species';

describe('speciesKey', () => {
  it('gives a catalogue name its key, whatever the case', () => {
    expect(speciesKey('Largemouth bass')).toBe('largemouth_bass');
    expect(speciesKey('LARGEMOUTH BASS')).toBe('largemouth_bass');
    expect(speciesKey('walleye')).toBe('walleye');
    expect(speciesKey(' Mahi-mahi ')).toBe('mahi_mahi');
  });

  it('gives a key back for the key itself (leaderboards store slugs)', () => {
    expect(speciesKey('largemouth_bass')).toBe('largemouth_bass');
  });

  it('has nothing for a name outside the catalogue', () => {
    expect(speciesKey('Murray cod')).toBeUndefined();
    expect(speciesKey('Largemouth')).toBeUndefined();
    expect(speciesKey('')).toBeUndefined();
  });

  it('keys every catalogue entry once, with nothing i18next parses as a separator', () => {
    expect(new Set(SPECIES_KEYS).size).toBe(SPECIES_CATALOGUE.length);
    for (const key of SPECIES_KEYS) expect(key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    expect(SPECIES_CATALOGUE.map((name) => speciesKey(name))).toEqual(SPECIES_KEYS);
  });
});
