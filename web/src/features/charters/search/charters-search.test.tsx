import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { ChartersPage } from './pages/charters-page';
import { ListingPage } from './pages/listing-page';
import { BookingHubPage } from './pages/booking-hub-page';
import { buildCard, buildDetail, LISTING_ID, OWNER_ID, pageOf } from './testing/fixtures';

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: '11111111-1111-4111-8111-111111111111' }) } });
});

describe('/charters search', () => {
  it('shows result cards with place, capacity, price, rating and instant booking', async () => {
    mockApi({ 'GET /api/charters': { body: pageOf([buildCard()]) } });
    renderWithProviders(<ChartersPage />, { route: '/charters' });
    const list = await screen.findByRole('list', { name: 'Listings' }, { timeout: 5000 });
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Tampa Flats Skiff' })).toHaveAttribute(
      'href',
      `/charters/${LISTING_ID}`,
    );
    expect(within(card).getByText('Tampa Marina, Florida')).toBeInTheDocument();
    expect(within(card).getByText('Up to 4 people')).toBeInTheDocument();
    expect(within(card).getByText('from $450.00 per trip')).toBeInTheDocument();
    expect(within(card).getByText('4.8')).toBeInTheDocument();
    expect(within(card).getByText('(20 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('Instant booking')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 listing' })).toBeInTheDocument();
  });

  it('starts from the filters in a shared address and sends them to the API', async () => {
    const { callsTo } = mockApi({ 'GET /api/charters': { body: pageOf([buildCard()]) } });
    renderWithProviders(<ChartersPage />, {
      route: '/charters?q=snook&where=tampa&category=catamaran&party=5&date=2026-12-05&sort=price_low',
    });
    await screen.findByRole('list', { name: 'Listings' }, { timeout: 5000 });
    const query = callsTo('GET', '/api/charters')[0]!.query;
    expect(query.get('q')).toBe('snook tampa');
    expect(query.get('category')).toBe('catamaran');
    expect(query.get('party')).toBe('5');
    expect(query.get('date')).toBe('2026-12-05');
    expect(query.get('sort')).toBe('price_low');
    expect(screen.getByRole('searchbox', { name: 'What' })).toHaveValue('snook');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_low');
  });

  it('writes a changed filter into the address and searches again', async () => {
    const { callsTo } = mockApi({ 'GET /api/charters': { body: pageOf([buildCard()]) } });
    const { user, router } = renderWithProviders(<ChartersPage />, { route: '/charters' });
    await screen.findByRole('list', { name: 'Listings' }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fishing' }), 'offshore');
    await waitFor(() => expect(router.state.location.search).toBe('?type=offshore'));
    await waitFor(() =>
      expect(callsTo('GET', '/api/charters').at(-1)?.query.get('fishingType')).toBe('offshore'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'rating');
    await waitFor(() => expect(router.state.location.search).toBe('?type=offshore&sort=rating'));
    await user.type(screen.getByRole('searchbox', { name: 'Where' }), 'Key West');
    await waitFor(() => expect(router.state.location.search).toContain('where=Key+West'), { timeout: 3000 });
  }, 20_000);

  it('says when nothing matches and resets the filters', async () => {
    mockApi({
      'GET /api/charters': (call) => ({ body: pageOf(call.query.has('party') ? [] : [buildCard()]) }),
    });
    const { user, router } = renderWithProviders(<ChartersPage />, { route: '/charters?party=40' });
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await user.click(resets.at(-1)!);
    expect(await screen.findByRole('link', { name: 'Tampa Flats Skiff' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the list and a note when the map has no tiles', async () => {
    mockApi({ 'GET /api/charters': { body: pageOf([buildCard()]) } });
    renderWithProviders(<ChartersPage />, { route: '/charters?view=map' });
    expect(
      await screen.findByText('The map is not set up on this site, so results show as a list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tampa Flats Skiff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an error with a retry when the search fails', async () => {
    mockApi({ 'GET /api/charters': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
    renderWithProviders(<ChartersPage />, { route: '/charters' });
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});

describe('/charters/:listingId', () => {
  const availability = {
    slots: [
      {
        id: '22222222-2222-4222-8222-222222222222',
        packageId: buildDetail().packages[0]!.id,
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 3 * 86_400_000 + 4 * 3_600_000).toISOString(),
        state: 'open',
      },
    ],
    blocked: [],
  };

  // The booking panel (bookings part) prices the first package for one person.
  const quote = {
    [`GET /api/charters/${LISTING_ID}/quote`]: {
      body: {
        currency: 'USD',
        totalMinor: 45_000,
        depositMinor: 11_250,
        balanceMinor: 33_750,
        commissionMinor: 4_500,
      },
    },
  };

  function renderListing() {
    return renderWithProviders(<ListingPage />, {
      route: `/charters/${LISTING_ID}`,
      path: '/charters/:listingId',
    });
  }

  it('shows the listing’s sections: captain, packages, amenities, crew, calendar and policies', async () => {
    mockApi({
      [`GET /api/charters/${LISTING_ID}`]: { body: buildDetail() },
      [`GET /api/charters/${LISTING_ID}/availability`]: { body: availability },
      ...quote,
    });
    const { user } = renderListing();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tampa Flats Skiff' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cap Morgan/ })).toHaveAttribute('href', `/profile/${OWNER_ID}`);
    const packages = screen.getByRole('region', { name: 'Trips and prices' });
    expect(within(packages).getByText('Half day')).toBeInTheDocument();
    expect(within(packages).getByText('$450.00 per trip')).toBeInTheDocument();
    expect(within(packages).getByText('4 hours')).toBeInTheDocument();
    expect(within(packages).getByText('25% deposit to book')).toBeInTheDocument();
    expect(within(packages).getByText('Bait')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Crew' })).toHaveTextContent('Sam · Mate');
    const policies = screen.getByRole('region', { name: 'Cancellation and weather' });
    expect(
      within(policies).getByText('Full refund if you cancel at least 7 days before the trip.'),
    ).toBeInTheDocument();
    expect(
      within(policies).getByText('50% back if you cancel at least 24 hours before the trip.'),
    ).toBeInTheDocument();
    expect(
      within(policies).getByText('We call it the evening before if the wind is over 20 knots.'),
    ).toBeInTheDocument();
    expect(within(policies).getByText('The captain usually answers within 12 hours.')).toBeInTheDocument();
    const calendar = screen.getByRole('region', { name: 'Availability' });
    // The slot may fall in next month (days are the listing's, UTC-5 at Tampa's longitude).
    const zone = 'Etc/GMT+5';
    const month = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: zone }).slice(0, 7);
    if (month(availability.slots[0]!.startsAt) !== month(new Date().toISOString()))
      await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(await within(calendar).findByRole('button', { name: /1 open trip/ })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Edit listing' })).not.toBeInTheDocument();
  }, 20_000);

  it('lets the owner edit and tells them when it is not public yet', async () => {
    mockApi({
      [`GET /api/charters/${LISTING_ID}`]: {
        body: buildDetail({ state: 'pending_review', viewer: { isOwner: true, canBook: false } }),
      },
      [`GET /api/charters/${LISTING_ID}/availability`]: { body: { slots: [], blocked: [] } },
      ...quote,
    });
    renderListing();
    expect(await screen.findByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      `/profile/boats/${LISTING_ID}`,
    );
    expect(screen.getByText(/Only you and our team can see this listing/)).toBeInTheDocument();
  });

  it('says when a listing is not available', async () => {
    mockApi({
      [`GET /api/charters/${LISTING_ID}`]: {
        status: 404,
        body: { error: { code: 'notFound', message: 'Not found' } },
      },
    });
    renderListing();
    expect(await screen.findByText('This listing is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All charters' })).toHaveAttribute('href', '/charters');
  });
});

describe('/booking-hub', () => {
  it('searches the chosen kind near a charter’s harbour for the date', async () => {
    const { callsTo } = mockApi({
      [`GET /api/charters/${LISTING_ID}`]: { body: buildDetail() },
      'GET /api/charters': {
        body: pageOf([
          buildCard({
            id: '33333333-3333-4333-8333-333333333333',
            kind: 'lodging',
            category: null,
            name: 'Harbour Lodge',
            distanceKm: 1.2,
          }),
        ]),
      },
    });
    renderWithProviders(<BookingHubPage />, { route: `/booking-hub?near=${LISTING_ID}&date=2026-12-05` });
    expect(await screen.findByRole('link', { name: 'Harbour Lodge' }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('Near your charter Tampa Flats Skiff (Tampa Marina), within 50 km.'),
    ).toBeInTheDocument();
    const query = callsTo('GET', '/api/charters')[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      kind: 'lodging',
      lat: '27.95',
      lng: '-82.46',
      radiusKm: '50',
      date: '2026-12-05',
      sort: 'distance',
    });
  });
});
