import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { charterOwnerRoutes } from './routes';
import { AdminChartersPage } from './pages/admin-charters-page';
import { slotStarts } from './components/calendar-tab';
import { buildAdminListing, buildOwnerListing, buildPackage, LISTING_ID, SETTINGS } from './testing/fixtures';

const routes = [{ path: '/', children: charterOwnerRoutes }];
const captain = () => buildMe({ roles: ['charter_captain'] });

describe('/profile/charter-boats', () => {
  it('explains the commission up front when there are no listings', async () => {
    mockApi({
      'GET /api/me': { body: captain() },
      'GET /api/charters/mine': { body: { items: [] } },
      'GET /api/charters/settings': { body: SETTINGS },
    });
    renderWithProviders(null, { routes, route: '/profile/charter-boats' });
    expect(await screen.findByText('You have no listings yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/Tightlines keeps 10% of each booking/)).toBeInTheDocument();
  });

  it("shows each listing with its state chip and the admin's reason", async () => {
    mockApi({
      'GET /api/me': { body: captain() },
      'GET /api/charters/mine': {
        body: {
          items: [
            buildOwnerListing({ state: 'rejected', stateReason: 'Show the boat itself.' }),
            buildOwnerListing({
              id: '33333333-3333-4333-8333-333333333333',
              name: 'Lake Cabin',
              state: 'approved',
            }),
          ],
        },
      },
    });
    renderWithProviders(null, { routes, route: '/profile/charter-boats' });
    expect(await screen.findByRole('link', { name: 'Reel Deal' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      `/profile/boats/${LISTING_ID}`,
    );
    expect(screen.getByText('Returned')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText("Admin's note: Show the boat itself.")).toBeInTheDocument();
    expect(screen.getAllByText('From $450.00')).toHaveLength(2);
  });
});

describe('/profile/add-boat', () => {
  it('tells someone without the captain role how to become one, without calling the API', async () => {
    const api = mockApi({ 'GET /api/me': { body: buildMe({ roles: ['user'] }) } });
    renderWithProviders(null, { routes, route: '/profile/add-boat' });
    expect(
      await screen.findByText('Listing is for charter captains and partner businesses'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us to become a captain' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/charters'))).toEqual([]);
  });

  it('checks the form with the contract before sending, then creates the draft and opens its photos', async () => {
    const api = mockApi({
      'GET /api/me': { body: captain() },
      'GET /api/charters/settings': { body: SETTINGS },
      'POST /api/charters/listings': { status: 201, body: buildOwnerListing() },
      [`GET /api/charters/listings/${LISTING_ID}/edit`]: { body: buildOwnerListing() },
    });
    const { user, router } = renderWithProviders(null, { routes, route: '/profile/add-boat' });
    await user.click(await screen.findByRole('button', { name: 'Create draft' }, { timeout: 10_000 }));
    expect(await screen.findByText('Enter a name (up to 120 characters).')).toBeInTheDocument();
    expect(screen.getByText('Choose a boat type.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number of people from 1 to 200.')).toBeInTheDocument();
    expect(screen.getByText('Use a 2-letter country code.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/charters/listings')).toEqual([]);

    await user.type(screen.getByLabelText(/^Name/), 'Reel Deal');
    await user.selectOptions(screen.getByLabelText(/^Boat type/), 'Sportfisher');
    await user.type(screen.getByLabelText(/^Capacity/), '6');
    await user.click(screen.getByRole('checkbox', { name: 'Offshore' }));
    await user.click(screen.getByRole('checkbox', { name: 'Restroom' }));
    await user.type(screen.getByLabelText(/^Meeting place/), 'Key West Marina');
    await user.type(screen.getByLabelText(/^Country code/), 'us');
    await user.type(screen.getByLabelText(/^Latitude/), '24.56');
    await user.type(screen.getByLabelText(/^Longitude/), '-81.8');
    await user.click(screen.getByRole('radio', { name: /^Strict/ }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/charters/listings')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/charters/listings')[0]!.body).toMatchObject({
      kind: 'charter',
      name: 'Reel Deal',
      category: 'sportfisher',
      capacity: 6,
      fishingTypes: ['offshore'],
      amenities: ['restroom'],
      location: { name: 'Key West Marina', country: 'us', latitude: 24.56, longitude: -81.8 },
      cancellationPolicy: 'strict',
      currency: 'USD',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/boats/${LISTING_ID}/photos`));
  }, 30_000);

  it('shows each policy with its refund steps', async () => {
    mockApi({ 'GET /api/me': { body: captain() }, 'GET /api/charters/settings': { body: SETTINGS } });
    renderWithProviders(null, { routes, route: '/profile/add-boat' });
    const strict = (await screen.findByRole('radio', { name: /^Strict/ }, { timeout: 10_000 })).closest(
      'label',
    )!;
    expect(within(strict as HTMLElement).getByText('100% back up to 30 days before')).toBeInTheDocument();
    expect(within(strict as HTMLElement).getByText('50% back up to 7 days before')).toBeInTheDocument();
  });
});

describe('/profile/boats/{boatId}', () => {
  it('shows the state with its next step, and the tabs', async () => {
    const api = mockApi({
      'GET /api/me': { body: captain() },
      'GET /api/charters/settings': { body: SETTINGS },
      [`GET /api/charters/listings/${LISTING_ID}/edit`]: { body: buildOwnerListing() },
      [`POST /api/charters/listings/${LISTING_ID}/submit`]: {
        status: 400,
        body: {
          error: {
            code: 'listingNeedsPhoto',
            message: 'Add at least one photo before submitting for review.',
          },
        },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: `/profile/boats/${LISTING_ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reel Deal' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A draft only you can see/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Reel Deal');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/listings/${LISTING_ID}/submit`)).toHaveLength(1),
    );

    await user.click(screen.getByRole('link', { name: 'Packages' }));
    expect(await screen.findByText('Half day')).toBeInTheDocument();
    expect(
      screen.getByText('$450.00 (Per trip) · 4 hours · deposit 25% · up to 6 people'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Photos' }));
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
  }, 30_000);

  it('adds a package with the price typed in the listing currency and the deposit as a percent', async () => {
    const api = mockApi({
      'GET /api/me': { body: captain() },
      [`GET /api/charters/listings/${LISTING_ID}/edit`]: { body: buildOwnerListing({ packages: [] }) },
      [`POST /api/charters/listings/${LISTING_ID}/packages`]: { status: 201, body: buildPackage() },
    });
    const { user } = renderWithProviders(null, { routes, route: `/profile/boats/${LISTING_ID}/packages` });
    await user.click(await screen.findByRole('button', { name: 'Add package' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Full day');
    await user.clear(within(dialog).getByLabelText(/^Length/));
    await user.type(within(dialog).getByLabelText(/^Length/), '8');
    await user.type(within(dialog).getByLabelText(/^Price/), '900');
    await user.clear(within(dialog).getByLabelText(/^Deposit/));
    await user.type(within(dialog).getByLabelText(/^Deposit/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    expect(await within(dialog).findByText('Enter a deposit from 10 to 100 %.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Deposit/));
    await user.type(within(dialog).getByLabelText(/^Deposit/), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save package' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/listings/${LISTING_ID}/packages`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/charters/listings/${LISTING_ID}/packages`)[0]!.body).toMatchObject({
      name: 'Full day',
      durationMinutes: 480,
      priceMinor: 90_000,
      depositBp: 3_000,
      maxParty: 6,
      pricingMode: 'per_trip',
    });
  }, 30_000);
});

describe('calendar slot starts', () => {
  it('repeats each chosen day weekly until the end date, at every start time', () => {
    const starts = slotStarts(['2030-06-03'], ['08:00', '13:00'], '2030-06-17');
    expect(starts.map((iso) => new Date(iso).toString().slice(0, 21))).toEqual([
      new Date(2030, 5, 3, 8).toString().slice(0, 21),
      new Date(2030, 5, 3, 13).toString().slice(0, 21),
      new Date(2030, 5, 10, 8).toString().slice(0, 21),
      new Date(2030, 5, 10, 13).toString().slice(0, 21),
      new Date(2030, 5, 17, 8).toString().slice(0, 21),
      new Date(2030, 5, 17, 13).toString().slice(0, 21),
    ]);
    expect(slotStarts(['2030-06-03'], ['08:00'], null)).toHaveLength(1);
  });
});

describe('/admin/charters', () => {
  it('lists the queue, filters by state, and rejects only with a reason', async () => {
    const api = mockApi({
      'GET /api/admin/charters': (call) => ({
        body: {
          items: call.query.get('state') === 'approved' ? [] : [buildAdminListing()],
          nextCursor: null,
        },
      }),
      'GET /api/admin/charter-settings': { body: SETTINGS },
      [`POST /api/admin/charters/${LISTING_ID}/reject`]: { body: buildAdminListing({ state: 'rejected' }) },
    });
    const { user } = renderWithProviders(<AdminChartersPage />, { route: '/admin/charters' });
    expect(await screen.findByText('Reel Deal')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Listings' })).getByText('In review')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review Reel Deal' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Half day · \$450\.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Return to owner' }));
    expect(await within(dialog).findByText('Give a reason: the owner sees it.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/charters/${LISTING_ID}/reject`)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Blurry photos');
    await user.click(within(dialog).getByRole('button', { name: 'Return to owner' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/charters/${LISTING_ID}/reject`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/admin/charters/${LISTING_ID}/reject`)[0]!.body).toEqual({
      reason: 'Blurry photos',
    });

    await user.selectOptions(screen.getByLabelText('State'), 'Approved');
    expect(await screen.findByText('No listings here')).toBeInTheDocument();
  }, 30_000);

  it('saves the commission as basis points', async () => {
    const api = mockApi({
      'GET /api/admin/charters': { body: { items: [], nextCursor: null } },
      'GET /api/admin/charter-settings': { body: SETTINGS },
      'PUT /api/admin/charter-settings': { body: { ...SETTINGS, commissionBp: 850 } },
    });
    const { user } = renderWithProviders(<AdminChartersPage />, { route: '/admin/charters' });
    const commission = await screen.findByLabelText(/^Commission/);
    expect(commission).toHaveValue(10);
    await user.clear(commission);
    await user.type(commission, '8.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/charter-settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/charter-settings')[0]!.body).toEqual({
      commissionBp: 850,
      depositHoldMinutes: 30,
      reminderHours: 24,
    });
  });
});
