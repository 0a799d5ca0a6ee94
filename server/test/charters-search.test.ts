import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingQuote } from '@tightlines/domain/charters/contract';
import type { UserCharters } from '@tightlines/domain/charters/search';
import type { Availability, ListingDetail, ListingPage } from '@tightlines/domain/charters/views';
import {
  appSettings,
  charterBlockedPeriods,
  charterBookings,
  charterListings,
  charterPackages,
  charterPhotos,
  charterReviews,
  charterSlots,
} from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';

let t: TestApp;
let captain: BuiltUser;
let rival: BuiltUser;
let angler: BuiltUser;
let admin: BuiltUser;

type Listing = typeof charterListings.$inferInsert;

/** A listing as the listings service would leave it: packages in, the cheapest price copied for search. */
async function buildListing(
  owner: BuiltUser,
  values: Partial<Listing> & { name: string; latitude: number; longitude: number },
  pkg: { priceMinor: number; pricingMode?: 'per_trip' | 'per_person'; maxParty?: number } = {
    priceMinor: 50_000,
  },
) {
  const [listing] = await t.app.db
    .insert(charterListings)
    .values({
      ownerUserId: owner.id,
      kind: 'charter',
      category: 'center_console',
      capacity: 6,
      locationName: 'Marina',
      country: 'US',
      currency: 'USD',
      cancellationPolicy: 'moderate',
      state: 'approved',
      fromPriceMinor: pkg.priceMinor,
      ...values,
    })
    .returning();
  const [created] = await t.app.db
    .insert(charterPackages)
    .values({
      listingId: listing!.id,
      name: 'Half day',
      durationMinutes: 240,
      pricingMode: pkg.pricingMode ?? 'per_trip',
      priceMinor: pkg.priceMinor,
      depositBp: 2_500,
      maxParty: pkg.maxParty ?? 6,
      includes: ['Bait', 'Licence'],
    })
    .returning();
  return { listing: listing!, pkg: created! };
}

const DAY = 86_400_000;
/** A date ten days ahead, and noon UTC on it (07:00 in Florida by the listing's solar day). */
const tripDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
const tripNoon = new Date(`${tripDate}T12:00:00Z`);

async function slot(listingId: string, packageId: string, startsAt: Date, state = 'open') {
  const [row] = await t.app.db
    .insert(charterSlots)
    .values({ listingId, packageId, startsAt, endsAt: new Date(startsAt.getTime() + 4 * 3_600_000), state })
    .returning();
  return row!;
}

function get(url: string, who: BuiltUser | null = null) {
  return t.app.inject({ method: 'GET', url, headers: as(who) });
}

async function search(query: string, who: BuiltUser | null = null): Promise<ListingPage> {
  const response = await get(`/api/charters${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListingPage>();
}

const names = (page: ListingPage) => page.items.map((item) => item.name);

let tampa: Awaited<ReturnType<typeof buildListing>>;
let clearwater: Awaited<ReturnType<typeof buildListing>>;
let keyWest: Awaited<ReturnType<typeof buildListing>>;
let draft: Awaited<ReturnType<typeof buildListing>>;
let hidden: Awaited<ReturnType<typeof buildListing>>;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  captain = await buildUser(t.app, { firstName: 'Cap', lastName: 'Morgan', roles: ['captain'] });
  rival = await buildUser(t.app, { firstName: 'Rita', lastName: 'Rival', roles: ['captain'] });
  angler = await buildUser(t.app, { firstName: 'Andy', lastName: 'Angler' });
  admin = await buildUser(t.app, { firstName: 'Ada', lastName: 'Admin', roles: ['admin'] });

  tampa = await buildListing(
    captain,
    {
      name: 'Tampa Flats Skiff',
      description: 'Snook and redfish on the grass flats.',
      category: 'flats_skiff',
      fishingTypes: ['inshore', 'fly'],
      capacity: 4,
      locationName: 'Tampa Marina',
      region: 'Florida',
      latitude: 27.95,
      longitude: -82.46,
      ratingAverage: 4.8,
      reviewCount: 20,
      instantBooking: true,
      cancellationPolicy: 'flexible',
      crew: [{ name: 'Sam', role: 'Mate' }],
      amenities: ['shade', 'livewell'],
    },
    { priceMinor: 45_000, pricingMode: 'per_person', maxParty: 3 },
  );
  clearwater = await buildListing(
    rival,
    {
      name: 'Clearwater Offshore',
      category: 'sportfisher',
      fishingTypes: ['offshore', 'deep_sea'],
      capacity: 6,
      locationName: 'Clearwater Beach',
      latitude: 27.97,
      longitude: -82.8,
      ratingAverage: 4.5,
      reviewCount: 4,
    },
    { priceMinor: 120_000 },
  );
  keyWest = await buildListing(
    captain,
    {
      name: 'Key West Reef Cat',
      category: 'catamaran',
      fishingTypes: ['reef'],
      capacity: 12,
      locationName: 'Key West Bight',
      latitude: 24.55,
      longitude: -81.78,
    },
    { priceMinor: 80_000 },
  );
  draft = await buildListing(captain, {
    name: 'Draft Boat',
    state: 'draft',
    latitude: 27.9,
    longitude: -82.4,
  });
  hidden = await buildListing(rival, {
    name: 'Hidden Boat',
    moderation: 'hidden',
    latitude: 27.9,
    longitude: -82.4,
  });
  await buildListing(captain, {
    name: 'Harbour Lodge',
    kind: 'lodging',
    category: null,
    latitude: 27.96,
    longitude: -82.45,
  });

  await t.app.db.insert(charterPhotos).values([
    { listingId: tampa.listing.id, url: '/uploads/charter-photos/b.webp', position: 1 },
    { listingId: tampa.listing.id, url: '/uploads/charter-photos/a.webp', position: 0 },
  ]);

  // Trip day: Tampa has an open slot; Clearwater one too, but blocked; Key West's is already booked.
  await slot(tampa.listing.id, tampa.pkg.id, tripNoon);
  await slot(clearwater.listing.id, clearwater.pkg.id, tripNoon);
  await t.app.db.insert(charterBlockedPeriods).values({
    listingId: clearwater.listing.id,
    startsOn: new Date(tripNoon.getTime() - DAY).toISOString().slice(0, 10),
    endsOn: tripDate,
    note: 'Engine service',
  });
  await slot(keyWest.listing.id, keyWest.pkg.id, tripNoon, 'booked');
  // The day after: Key West is open.
  await slot(keyWest.listing.id, keyWest.pkg.id, new Date(tripNoon.getTime() + DAY));
  // 03:00 UTC the day after the trip date is still the trip date's evening in Florida (UTC-5 by longitude).
  await slot(tampa.listing.id, tampa.pkg.id, new Date(tripNoon.getTime() + 15 * 3_600_000));

  // Two reviews on Tampa: one visible, one hidden by moderation (not counted).
  const past = await slot(tampa.listing.id, tampa.pkg.id, new Date(Date.now() - 20 * DAY), 'booked');
  const past2 = await slot(tampa.listing.id, tampa.pkg.id, new Date(Date.now() - 21 * DAY), 'booked');
  for (const [index, pastSlot] of [past, past2].entries()) {
    const [booking] = await t.app.db
      .insert(charterBookings)
      .values({
        listingId: tampa.listing.id,
        slotId: pastSlot.id,
        packageId: tampa.pkg.id,
        anglerUserId: angler.id,
        partySize: 2,
        state: 'completed',
        currency: 'USD',
        totalMinor: 90_000,
        depositMinor: 22_500,
        balanceMinor: 67_500,
        commissionMinor: 9_000,
      })
      .returning();
    await t.app.db.insert(charterReviews).values({
      bookingId: booking!.id,
      listingId: tampa.listing.id,
      authorUserId: angler.id,
      ratingCaptain: 5,
      ratingBoat: index === 0 ? 4 : 1,
      ratingFishing: 5,
      ratingValue: index === 0 ? 4 : 1,
      moderation: index === 0 ? null : 'hidden',
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/charters', () => {
  it('lists approved, visible charters only, recommended first (rating × reviews)', async () => {
    const page = await search('');
    expect(names(page)).toEqual(['Tampa Flats Skiff', 'Clearwater Offshore', 'Key West Reef Cat']);
    expect(page.total).toBe(3);
    expect(page.totalCapped).toBe(false);
    const card = page.items[0]!;
    expect(card.cover?.url).toContain('/a.webp');
    expect(card.fromPriceMinor).toBe(45_000);
    expect(card.fromPricingMode).toBe('per_person');
    expect(card.owner.displayName).toBe('Cap Morgan');
    expect(card.instantBooking).toBe(true);
    expect(card.distanceKm).toBeNull();
  });

  it('searches the booking hub by kind', async () => {
    expect(names(await search('?kind=lodging'))).toEqual(['Harbour Lodge']);
  });

  it('filters by words in the name, place or description', async () => {
    expect(names(await search('?q=clearwater'))).toEqual(['Clearwater Offshore']);
    expect(names(await search('?q=REDFISH'))).toEqual(['Tampa Flats Skiff']);
    expect(names(await search('?q=100%25'))).toEqual([]);
    // What and where: every word counts.
    expect(names(await search('?q=snook%20tampa'))).toEqual(['Tampa Flats Skiff']);
    expect(names(await search('?q=snook%20clearwater'))).toEqual([]);
  });

  it('filters by category, fishing type and party size', async () => {
    expect(names(await search('?category=catamaran'))).toEqual(['Key West Reef Cat']);
    expect(names(await search('?fishingType=fly'))).toEqual(['Tampa Flats Skiff']);
    expect(names(await search('?party=5&sort=price_low'))).toEqual([
      'Key West Reef Cat',
      'Clearwater Offshore',
    ]);
  });

  it('filters by the cheapest price', async () => {
    expect(names(await search('?minPriceMinor=50000&maxPriceMinor=100000'))).toEqual(['Key West Reef Cat']);
    const response = await get('/api/charters?minPriceMinor=5000&maxPriceMinor=100');
    expect(response.statusCode).toBe(400);
  });

  it('sorts by price both ways and by rating', async () => {
    expect(names(await search('?sort=price_low'))).toEqual([
      'Tampa Flats Skiff',
      'Key West Reef Cat',
      'Clearwater Offshore',
    ]);
    expect(names(await search('?sort=price_high'))).toEqual([
      'Clearwater Offshore',
      'Key West Reef Cat',
      'Tampa Flats Skiff',
    ]);
    expect(names(await search('?sort=rating'))).toEqual([
      'Tampa Flats Skiff',
      'Clearwater Offshore',
      'Key West Reef Cat',
    ]);
  });

  it('finds listings near a point within the radius, nearest first with their distance', async () => {
    const page = await search('?lat=27.95&lng=-82.46&radiusKm=50&sort=distance');
    expect(names(page)).toEqual(['Tampa Flats Skiff', 'Clearwater Offshore']);
    expect(page.items[0]!.distanceKm).toBe(0);
    // Tampa to Clearwater Beach is about 33 km as the crow flies.
    expect(page.items[1]!.distanceKm).toBeGreaterThan(30);
    expect(page.items[1]!.distanceKm).toBeLessThan(36);
    expect(names(await search('?lat=27.95&lng=-82.46&radiusKm=10'))).toEqual(['Tampa Flats Skiff']);
    expect(names(await search('?lat=27.95&lng=-82.46&radiusKm=500&sort=distance'))).toEqual([
      'Tampa Flats Skiff',
      'Clearwater Offshore',
      'Key West Reef Cat',
    ]);
  });

  it('answers 400 for a distance sort without a place, half a point, or a bad value', async () => {
    for (const query of [
      '?sort=distance',
      '?lat=27.9',
      '?radiusKm=0',
      '?kind=yacht',
      '?party=0',
      '?date=tomorrow',
    ]) {
      const response = await get(`/api/charters${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code, query).toBeTruthy();
    }
  });

  it('finds listings with an open slot that day, not in a blocked period', async () => {
    expect(names(await search(`?date=${tripDate}`))).toEqual(['Tampa Flats Skiff']);
    const nextDay = new Date(tripNoon.getTime() + DAY).toISOString().slice(0, 10);
    // Tampa's 03:00 UTC slot is still the trip date in Florida, so the next day has only Key West.
    expect(names(await search(`?date=${nextDay}`))).toEqual(['Key West Reef Cat']);
  });

  it('pages with a keyset cursor without repeating or skipping, for every sort', async () => {
    for (const sort of ['recommended', 'price_low', 'price_high', 'rating']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: ListingPage = await search(
          `?sort=${sort}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.total).toBe(3);
        seen.push(...names(page));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages, sort).toBe(3);
      expect(seen, sort).toEqual(names(await search(`?sort=${sort}`)));
    }
    const near = await search('?lat=27.95&lng=-82.46&radiusKm=500&sort=distance&limit=2');
    expect(near.nextCursor).not.toBeNull();
    const rest = await search(
      `?lat=27.95&lng=-82.46&radiusKm=500&sort=distance&limit=2&cursor=${encodeURIComponent(near.nextCursor!)}`,
    );
    expect(names(rest)).toEqual(['Key West Reef Cat']);
    expect(rest.nextCursor).toBeNull();
  });

  it('answers 400 for a cursor it did not write or one from another sort', async () => {
    expect((await get('/api/charters?cursor=nonsense')).statusCode).toBe(400);
    const page = await search('?sort=price_low&limit=1');
    expect((await get(`/api/charters?sort=rating&cursor=${page.nextCursor!}`)).statusCode).toBe(400);
  });

  it('caps the total at 200', async () => {
    await t.app.db
      .execute(sql`insert into charter_listings (owner_user_id, kind, name, capacity, location_name,
        country, latitude, longitude, currency, cancellation_policy, state)
      select ${rival.id}::uuid, 'excursion', 'Bulk ' || n, 4, 'Somewhere', 'US', 10, 10, 'USD', 'flexible', 'approved'
      from generate_series(1, 201) n`);
    const page = await search('?kind=excursion&limit=5');
    expect(page.total).toBe(200);
    expect(page.totalCapped).toBe(true);
    expect(page.items).toHaveLength(5);
  });
});

describe('GET /api/charters/:listingId', () => {
  it('shows an approved listing to everyone with photos, packages, crew and the rating breakdown', async () => {
    const response = await get(`/api/charters/${tampa.listing.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<ListingDetail>();
    expect(detail.name).toBe('Tampa Flats Skiff');
    expect(detail.photos.map((photo) => photo.url.split('/').pop())).toEqual(['a.webp', 'b.webp']);
    expect(detail.packages).toEqual([
      expect.objectContaining({
        name: 'Half day',
        priceMinor: 45_000,
        pricingMode: 'per_person',
        maxParty: 3,
      }),
    ]);
    expect(detail.crew).toEqual([{ name: 'Sam', role: 'Mate' }]);
    expect(detail.amenities).toEqual(['shade', 'livewell']);
    expect(detail.cancellationPolicy).toBe('flexible');
    // The hidden review does not count.
    expect(detail.rating).toEqual({
      count: 1,
      average: 4.5,
      stars: [0, 0, 0, 0, 1],
      aspects: { captain: 5, boat: 4, fishing: 5, value: 4 },
    });
    expect(detail.ownerListingCount).toBe(2);
    expect(detail.viewer).toEqual({ isOwner: false, canBook: false });
  });

  it('lets a signed-in angler book and tells the owner it is theirs', async () => {
    const asAngler = (await get(`/api/charters/${tampa.listing.id}`, angler)).json<ListingDetail>();
    expect(asAngler.viewer).toEqual({ isOwner: false, canBook: true });
    const asOwner = (await get(`/api/charters/${tampa.listing.id}`, captain)).json<ListingDetail>();
    expect(asOwner.viewer).toEqual({ isOwner: true, canBook: false });
  });

  it('hides a listing before approval, or hidden by moderation, from all but its owner and admins', async () => {
    for (const who of [null, angler, rival]) {
      const response = await get(`/api/charters/${draft.listing.id}`, who);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('notFound');
    }
    const own = await get(`/api/charters/${draft.listing.id}`, captain);
    expect(own.statusCode).toBe(200);
    expect(own.json<ListingDetail>().state).toBe('draft');
    expect(own.json<ListingDetail>().viewer).toEqual({ isOwner: true, canBook: false });
    const byAdmin = await get(`/api/charters/${draft.listing.id}`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<ListingDetail>().viewer.canBook).toBe(false);
    expect((await get(`/api/charters/${hidden.listing.id}`, angler)).statusCode).toBe(404);
    expect((await get(`/api/charters/${hidden.listing.id}`, rival)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
    expect((await get('/api/charters/0b4e7f5c-3d1f-4c1e-9a7e-8f0a6e2d9b11')).statusCode).toBe(404);
    expect((await get('/api/charters/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /api/charters/:listingId/availability', () => {
  const range = (from: number, to: number) =>
    `from=${new Date(tripNoon.getTime() + from * DAY).toISOString().slice(0, 10)}&to=${new Date(
      tripNoon.getTime() + to * DAY,
    )
      .toISOString()
      .slice(0, 10)}`;

  it('lists open future slots in the listing’s days', async () => {
    const response = await get(`/api/charters/${tampa.listing.id}/availability?${range(0, 0)}`);
    expect(response.statusCode, response.body).toBe(200);
    const availability = response.json<Availability>();
    expect(availability.slots.map((s) => s.startsAt)).toEqual([
      tripNoon.toISOString(),
      new Date(tripNoon.getTime() + 15 * 3_600_000).toISOString(),
    ]);
    expect(availability.slots[0]!.packageId).toBe(tampa.pkg.id);
    // Past slots (the reviewed trips) never show.
    const wide = await get(`/api/charters/${tampa.listing.id}/availability?${range(-30, 20)}`);
    expect(wide.json<Availability>().slots).toHaveLength(2);
  });

  it('leaves out booked slots and days in a blocked period, and names the blocked periods', async () => {
    const blocked = (
      await get(`/api/charters/${clearwater.listing.id}/availability?${range(-3, 3)}`)
    ).json<Availability>();
    expect(blocked.slots).toEqual([]);
    expect(blocked.blocked).toEqual([
      { startsOn: new Date(tripNoon.getTime() - DAY).toISOString().slice(0, 10), endsOn: tripDate },
    ]);
    const booked = (
      await get(`/api/charters/${keyWest.listing.id}/availability?${range(0, 1)}`)
    ).json<Availability>();
    expect(booked.slots.map((s) => s.startsAt)).toEqual([new Date(tripNoon.getTime() + DAY).toISOString()]);
  });

  it('filters by package', async () => {
    const other = '0b4e7f5c-3d1f-4c1e-9a7e-8f0a6e2d9b11';
    const none = await get(
      `/api/charters/${tampa.listing.id}/availability?${range(0, 0)}&packageId=${other}`,
    );
    expect(none.json<Availability>().slots).toEqual([]);
    const some = await get(
      `/api/charters/${tampa.listing.id}/availability?${range(0, 0)}&packageId=${tampa.pkg.id}`,
    );
    expect(some.json<Availability>().slots).toHaveLength(2);
  });

  it('answers 400 for more than 62 days or an end before the start, 404 for a draft', async () => {
    const long = await get(`/api/charters/${tampa.listing.id}/availability?${range(0, 62)}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).code).toBe('calendarRangeTooLong');
    expect((await get(`/api/charters/${tampa.listing.id}/availability?${range(0, 61)}`)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/charters/${tampa.listing.id}/availability?${range(2, 1)}`)).statusCode).toBe(400);
    expect((await get(`/api/charters/${tampa.listing.id}/availability?from=x&to=y`)).statusCode).toBe(400);
    expect((await get(`/api/charters/${draft.listing.id}/availability?${range(0, 1)}`)).statusCode).toBe(404);
  });
});

describe('GET /api/charters/:listingId/quote', () => {
  it('prices a per-person package for the party with the deposit and the default commission', async () => {
    const response = await get(
      `/api/charters/${tampa.listing.id}/quote?packageId=${tampa.pkg.id}&partySize=3`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BookingQuote>()).toEqual({
      currency: 'USD',
      totalMinor: 135_000,
      depositMinor: 33_750,
      balanceMinor: 101_250,
      commissionMinor: 13_500,
    });
  });

  it('takes the commission from the admin’s settings', async () => {
    await t.app.db
      .insert(appSettings)
      .values({ key: 'charters', value: JSON.stringify({ commissionBp: 1_500 }) });
    const quote = (
      await get(`/api/charters/${clearwater.listing.id}/quote?packageId=${clearwater.pkg.id}&partySize=6`)
    ).json<BookingQuote>();
    expect(quote.totalMinor).toBe(120_000);
    expect(quote.commissionMinor).toBe(18_000);
    await t.app.db.execute(sql`delete from app_settings where key = 'charters'`);
  });

  it('answers 400 for a party over the package’s or the boat’s limit, 404 for another listing’s package', async () => {
    const tooMany = await get(
      `/api/charters/${tampa.listing.id}/quote?packageId=${tampa.pkg.id}&partySize=4`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).code).toBe('charterPartyTooLarge');
    expect(errorOf(tooMany).message).toBe(
      'This trip takes fewer people. Choose a smaller party or another trip.',
    );
    const other = await get(
      `/api/charters/${tampa.listing.id}/quote?packageId=${clearwater.pkg.id}&partySize=1`,
    );
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('charterPackageNotFound');
    expect((await get(`/api/charters/${tampa.listing.id}/quote?partySize=1`)).statusCode).toBe(400);
    expect(
      (await get(`/api/charters/${draft.listing.id}/quote?packageId=${draft.pkg.id}&partySize=1`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/users/:userId/charters', () => {
  it('lists a person’s approved listings of every kind, not drafts or hidden ones', async () => {
    const response = await get(`/api/users/${captain.id}/charters`);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json<UserCharters>()
        .items.map((item) => item.name)
        .sort(),
    ).toEqual(['Harbour Lodge', 'Key West Reef Cat', 'Tampa Flats Skiff']);
    expect((await get(`/api/users/${angler.id}/charters`)).json<UserCharters>().items).toEqual([]);
    expect((await get('/api/users/nobody/charters')).statusCode).toBe(400);
  });
});
