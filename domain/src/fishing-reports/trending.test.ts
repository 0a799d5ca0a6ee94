import { describe, expect, it } from 'vitest';
import { CreateFishingReportSchema, FishingReportQuerySchema } from './contract';
import { trendingLocations, type TagSample } from './trending';

const tag = (name: string, latitude: number | null = null, longitude: number | null = null): TagSample => ({
  name,
  placeType: 'lake',
  latitude,
  longitude,
});

describe('trendingLocations (spec §9: latest 100, top 8)', () => {
  it('counts only the latest 100 tags', () => {
    const tags = [
      ...Array.from({ length: 100 }, () => tag('New Lake')),
      ...Array.from({ length: 50 }, () => tag('Old Lake')),
    ];
    expect(trendingLocations(tags)).toEqual([
      { name: 'New Lake', placeType: 'lake', count: 100, latitude: null, longitude: null },
    ]);
  });

  it('shows the top 8, most tagged first, ties to the most recently tagged', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
    const tags = names.flatMap((name, index) => Array.from({ length: index < 2 ? 3 : 1 }, () => tag(name)));
    const result = trendingLocations(tags);
    expect(result).toHaveLength(8);
    expect(result.map((place) => place.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('one place whatever the case or spacing, shown as last written, centred on its shared spots', () => {
    const result = trendingLocations([
      tag('Lake  Fork', 32, -95),
      tag('lake fork'),
      tag('LAKE FORK', 34, -97),
    ]);
    expect(result).toEqual([
      { name: 'Lake Fork', placeType: 'lake', count: 3, latitude: 33, longitude: -96 },
    ]);
  });

  it('the same name as a different type of place is a different place', () => {
    expect(trendingLocations([tag('Columbia'), { ...tag('Columbia'), placeType: 'river' }])).toHaveLength(2);
  });
});

describe('fishing report contract', () => {
  const valid = {
    location: { name: 'Lake Fork', placeType: 'lake' },
    targetSpecies: ['bass', 'bass', 'pike'],
    success: 'fair',
    fishedOn: '2026-05-01',
  };

  it('fills the defaults, keeps species once, temperature to a tenth of a degree', () => {
    const parsed = CreateFishingReportSchema.parse({ ...valid, waterTempF: 61.26 });
    expect(parsed).toMatchObject({
      targetSpecies: ['bass', 'pike'],
      waterTempF: 61.3,
      visibility: 'public',
      waterClarity: null,
      location: { latitude: null, longitude: null },
    });
  });

  it('refuses half a point, a day in the future and an unknown species', () => {
    expect(
      CreateFishingReportSchema.safeParse({ ...valid, location: { ...valid.location, latitude: 3 } }).success,
    ).toBe(false);
    expect(CreateFishingReportSchema.safeParse({ ...valid, fishedOn: '2999-01-01' }).success).toBe(false);
    expect(CreateFishingReportSchema.safeParse({ ...valid, targetSpecies: ['shark'] }).success).toBe(false);
  });

  it('reads filters from a query string', () => {
    expect(FishingReportQuerySchema.parse({ lat: '10.5', lng: '-20', mine: 'true' })).toMatchObject({
      lat: 10.5,
      lng: -20,
      radiusKm: 50,
      mine: true,
    });
    expect(FishingReportQuerySchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }).success).toBe(false);
  });
});
