import {
  BOAT_CATEGORIES,
  CHARTER_LIMITS,
  FISHING_TYPES,
  type BoatCategory,
  type FishingType,
  type ListingKind,
  type ListingSearch,
} from '@tightlines/domain/charters/contract';

export const SORTS = ['recommended', 'price_low', 'price_high', 'rating', 'distance'] as const;
export type SearchSort = (typeof SORTS)[number];
export const RADII_KM = [10, 25, 50, 100, 250, 500] as const;
export const SEARCH_PAGE_SIZE = 20;

/** The search as the address holds it (shareable): every field optional but the sort and view. */
export interface SearchFilters {
  what: string;
  where: string;
  category: BoatCategory | '';
  fishingType: FishingType | '';
  party: number | null;
  date: string;
  minPriceMinor: number | null;
  maxPriceMinor: number | null;
  /** Near a point (the browser's, or a charter's for the booking hub), within radiusKm. */
  lat: number | null;
  lng: number | null;
  radiusKm: number;
  sort: SearchSort;
  view: 'list' | 'map';
}

export const EMPTY_FILTERS: SearchFilters = {
  what: '',
  where: '',
  category: '',
  fishingType: '',
  party: null,
  date: '',
  minPriceMinor: null,
  maxPriceMinor: null,
  lat: null,
  lng: null,
  radiusKm: 50,
  sort: 'recommended',
  view: 'list',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((known) => known === value) ?? '';

function intOf(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function coordinateOf(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The address's search parameters → filters; anything unknown or out of range is left out. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const lat = coordinateOf(params.get('lat'), 90);
  const lng = coordinateOf(params.get('lng'), 180);
  const point = lat !== null && lng !== null;
  const radius = intOf(params.get('radius'), 1, CHARTER_LIMITS.searchRadiusKmMax);
  const sort = oneOf(SORTS, params.get('sort')) || 'recommended';
  const date = params.get('date') ?? '';
  return {
    what: (params.get('q') ?? '').slice(0, 60),
    where: (params.get('where') ?? '').slice(0, 40),
    category: oneOf(BOAT_CATEGORIES, params.get('category')),
    fishingType: oneOf(FISHING_TYPES, params.get('type')),
    party: intOf(params.get('party'), 1, CHARTER_LIMITS.capacityMax),
    date: ISO_DATE.test(date) ? date : '',
    minPriceMinor: intOf(params.get('min'), 0, Number.MAX_SAFE_INTEGER),
    maxPriceMinor: intOf(params.get('max'), 0, Number.MAX_SAFE_INTEGER),
    lat: point ? lat : null,
    lng: point ? lng : null,
    radiusKm: radius ?? EMPTY_FILTERS.radiusKm,
    // A distance order needs a point.
    sort: sort === 'distance' && !point ? 'recommended' : sort,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** Filters → the address's parameters, leaving out what is at its default (so a plain search has a plain URL). */
export function paramsFromFilters(
  filters: SearchFilters,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(keep);
  const set = (key: string, value: string | number | null, fallback: string | number | null = '') => {
    if (value === null || value === '' || value === fallback) params.delete(key);
    else params.set(key, String(value));
  };
  set('q', filters.what.trim());
  set('where', filters.where.trim());
  set('category', filters.category);
  set('type', filters.fishingType);
  set('party', filters.party);
  set('date', filters.date);
  set('min', filters.minPriceMinor);
  set('max', filters.maxPriceMinor);
  const point = filters.lat !== null && filters.lng !== null;
  set('lat', point ? filters.lat : null);
  set('lng', point ? filters.lng : null);
  set('radius', point ? filters.radiusKm : null, EMPTY_FILTERS.radiusKm);
  set('sort', filters.sort, 'recommended');
  set('view', filters.view, 'list');
  return params;
}

/** Whether anything narrows the search (the empty state then offers to reset). */
export function isFiltered(filters: SearchFilters): boolean {
  return (
    filters.what.trim() !== '' ||
    filters.where.trim() !== '' ||
    filters.category !== '' ||
    filters.fishingType !== '' ||
    filters.party !== null ||
    filters.date !== '' ||
    filters.minPriceMinor !== null ||
    filters.maxPriceMinor !== null ||
    filters.lat !== null
  );
}

/** Filters → GET /api/charters's query (what and where go in one q: every word must match). */
export function searchQueryOf(kind: ListingKind, filters: SearchFilters, cursor: string | null): string {
  const query: Partial<Record<keyof ListingSearch, string>> = { kind, limit: String(SEARCH_PAGE_SIZE) };
  const q = `${filters.what} ${filters.where}`.trim();
  if (q) query.q = q;
  if (filters.category && kind === 'charter') query.category = filters.category;
  if (filters.fishingType) query.fishingType = filters.fishingType;
  if (filters.party !== null) query.party = String(filters.party);
  if (filters.date) query.date = filters.date;
  if (filters.minPriceMinor !== null) query.minPriceMinor = String(filters.minPriceMinor);
  if (filters.maxPriceMinor !== null) query.maxPriceMinor = String(filters.maxPriceMinor);
  if (filters.lat !== null && filters.lng !== null) {
    query.lat = String(filters.lat);
    query.lng = String(filters.lng);
    query.radiusKm = String(filters.radiusKm);
  }
  query.sort = filters.sort;
  if (cursor) query.cursor = cursor;
  return new URLSearchParams(query).toString();
}
