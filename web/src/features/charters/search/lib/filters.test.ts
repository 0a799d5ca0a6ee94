import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, isFiltered, paramsFromFilters, searchQueryOf } from './filters';

describe('search filters in the address', () => {
  it('reads every filter from a shared address and writes the same address back', () => {
    const address =
      'q=snook&where=tampa&category=flats_skiff&type=fly&party=3&date=2026-12-05&min=10000&max=90000&lat=27.95&lng=-82.46&radius=25&sort=distance&view=map';
    const filters = filtersFromParams(new URLSearchParams(address));
    expect(filters).toEqual({
      what: 'snook',
      where: 'tampa',
      category: 'flats_skiff',
      fishingType: 'fly',
      party: 3,
      date: '2026-12-05',
      minPriceMinor: 10_000,
      maxPriceMinor: 90_000,
      lat: 27.95,
      lng: -82.46,
      radiusKm: 25,
      sort: 'distance',
      view: 'map',
    });
    expect(paramsFromFilters(filters).toString()).toBe(address);
    expect(isFiltered(filters)).toBe(true);
  });

  it('leaves out what it does not know, and a distance order without a place', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'category=yacht&type=&party=0&date=soon&lat=95&lng=10&radius=9000&sort=distance&view=globe',
      ),
    );
    expect(filters).toEqual(EMPTY_FILTERS);
    expect(isFiltered(filters)).toBe(false);
    expect(paramsFromFilters(filters).toString()).toBe('');
  });

  it('keeps the page’s own parameters when filters change', () => {
    const params = paramsFromFilters(
      { ...EMPTY_FILTERS, date: '2026-12-05' },
      new URLSearchParams('kind=lodging&near=abc'),
    );
    expect(params.toString()).toBe('kind=lodging&near=abc&date=2026-12-05');
  });

  it('asks the API with what and where as one search, and the point only with both coordinates', () => {
    const query = new URLSearchParams(
      searchQueryOf(
        'charter',
        { ...EMPTY_FILTERS, what: 'snook', where: 'tampa', lat: 27.9, lng: -82.4, radiusKm: 25 },
        'next',
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      kind: 'charter',
      limit: '20',
      q: 'snook tampa',
      lat: '27.9',
      lng: '-82.4',
      radiusKm: '25',
      sort: 'recommended',
      cursor: 'next',
    });
    // The hub's kinds have no boat category.
    expect(
      new URLSearchParams(searchQueryOf('lodging', { ...EMPTY_FILTERS, category: 'kayak' }, null)).has(
        'category',
      ),
    ).toBe(false);
  });
});
