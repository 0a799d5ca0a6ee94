import type { CatchLocation, LocationPrecision } from './contract';

/** The stored place of a catch, as the owner entered it. */
export interface StoredCatchPlace {
  precision: LocationPrecision;
  waterName: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Unknown stored values count as the strictest precision (a bad row never leaks a spot). */
export function precisionOf(value: string): LocationPrecision {
  return value === 'exact' || value === 'water' || value === 'region' ? value : 'hidden';
}

/**
 * A catch's place as `viewer` may see it. The owner sees everything they entered; anyone else sees only what the
 * precision allows: exact → the point and its names, water → the water body's name, region → the region,
 * hidden → nothing. Coordinates reach someone else only at 'exact'.
 */
export function presentCatchLocation(place: StoredCatchPlace, viewerIsOwner: boolean): CatchLocation {
  const { precision } = place;
  if (viewerIsOwner || precision === 'exact') return { ...place };
  const none = { precision, waterName: null, region: null, latitude: null, longitude: null };
  if (precision === 'water') return { ...none, waterName: place.waterName };
  if (precision === 'region') return { ...none, region: place.region };
  return none;
}

/** The place a shared post may name: the names others may see, most precise first ('' when none). */
export function sharedPlaceLabel(place: StoredCatchPlace): string {
  const seen = presentCatchLocation(place, false);
  return [seen.waterName, seen.region].filter((part): part is string => Boolean(part)).join(', ');
}
