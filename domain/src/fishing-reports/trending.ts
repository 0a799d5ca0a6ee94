import type { PlaceType } from './location-tags';
import { TRENDING_SAMPLE, TRENDING_SHOWN } from './location-tags';

/** One tag as counted: newest first in the input. */
export interface TagSample {
  name: string;
  placeType: PlaceType;
  latitude: number | null;
  longitude: number | null;
}

/** Places are the same place whatever the case or spacing people typed ("Lake  Fork" and "lake fork"). */
export const placeKey = (name: string, placeType: PlaceType) =>
  `${placeType}:${name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')}`;

/**
 * Trending locations (spec §9): of the latest TRENDING_SAMPLE tags, the TRENDING_SHOWN places tagged most; a tie
 * goes to the place tagged most recently. The name shown is the newest tag's spelling; the point is the mean of
 * the tags that shared one.
 */
export function trendingLocations(newestFirst: readonly TagSample[], shown = TRENDING_SHOWN) {
  const places = new Map<
    string,
    {
      name: string;
      placeType: PlaceType;
      count: number;
      first: number;
      lat: number;
      lng: number;
      points: number;
    }
  >();
  for (const [index, tag] of newestFirst.slice(0, TRENDING_SAMPLE).entries()) {
    const key = placeKey(tag.name, tag.placeType);
    const place = places.get(key) ?? {
      name: tag.name.trim().replace(/\s+/g, ' '),
      placeType: tag.placeType,
      count: 0,
      first: index,
      lat: 0,
      lng: 0,
      points: 0,
    };
    place.count += 1;
    if (tag.latitude !== null && tag.longitude !== null) {
      place.lat += tag.latitude;
      place.lng += tag.longitude;
      place.points += 1;
    }
    places.set(key, place);
  }
  return [...places.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, shown)
    .map((place) => ({
      name: place.name,
      placeType: place.placeType,
      count: place.count,
      latitude: place.points ? Math.round((place.lat / place.points) * 1e6) / 1e6 : null,
      longitude: place.points ? Math.round((place.lng / place.points) * 1e6) / 1e6 : null,
    }));
}
