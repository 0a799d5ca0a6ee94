import { describe, expect, it } from 'vitest';
import { mostProductiveTackle, type TackleItem } from './contract';
import { precisionOf, presentCatchLocation, sharedPlaceLabel, type StoredCatchPlace } from './location';

const place = (precision: StoredCatchPlace['precision']): StoredCatchPlace => ({
  precision,
  waterName: 'Lake Guntersville',
  region: 'Alabama',
  latitude: 34.42,
  longitude: -86.25,
});

describe('presentCatchLocation', () => {
  it('shows the owner everything, whatever the precision', () => {
    for (const precision of ['exact', 'water', 'region', 'hidden'] as const)
      expect(presentCatchLocation(place(precision), true)).toEqual(place(precision));
  });

  it('shows others the point and names only at exact', () => {
    expect(presentCatchLocation(place('exact'), false)).toEqual(place('exact'));
  });

  it('shows others only the water body at water', () => {
    expect(presentCatchLocation(place('water'), false)).toEqual({
      precision: 'water',
      waterName: 'Lake Guntersville',
      region: null,
      latitude: null,
      longitude: null,
    });
  });

  it('shows others only the region at region', () => {
    expect(presentCatchLocation(place('region'), false)).toEqual({
      precision: 'region',
      waterName: null,
      region: 'Alabama',
      latitude: null,
      longitude: null,
    });
  });

  it('shows others nothing at hidden', () => {
    expect(presentCatchLocation(place('hidden'), false)).toEqual({
      precision: 'hidden',
      waterName: null,
      region: null,
      latitude: null,
      longitude: null,
    });
  });

  it('reads an unknown stored precision as hidden', () => {
    expect(precisionOf('exact')).toBe('exact');
    expect(precisionOf('nearby')).toBe('hidden');
    expect(presentCatchLocation(place(precisionOf('')), false).waterName).toBeNull();
  });
});

describe('sharedPlaceLabel', () => {
  it('names what others may see and nothing more', () => {
    expect(sharedPlaceLabel(place('exact'))).toBe('Lake Guntersville, Alabama');
    expect(sharedPlaceLabel(place('water'))).toBe('Lake Guntersville');
    expect(sharedPlaceLabel(place('region'))).toBe('Alabama');
    expect(sharedPlaceLabel(place('hidden'))).toBe('');
  });
});

describe('mostProductiveTackle', () => {
  const item = (id: string, catchCount: number, weightGrams: number | null = null): TackleItem => ({
    id,
    name: id,
    category: 'lure',
    brand: null,
    quantity: 1,
    notes: null,
    catchCount,
    bestCatch:
      catchCount > 0
        ? { entryId: id, species: 'Walleye', weightGrams, lengthMm: null, caughtAt: '2026-01-01T00:00:00Z' }
        : null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  });

  it('picks the item with the most catches, ties to the biggest fish', () => {
    expect(mostProductiveTackle([item('a', 2, 900), item('b', 3, 100), item('c', 3, 800)])?.id).toBe('c');
  });

  it('answers none when nothing caught a fish', () => {
    expect(mostProductiveTackle([item('a', 0), item('b', 0)])).toBeNull();
    expect(mostProductiveTackle([])).toBeNull();
  });
});
