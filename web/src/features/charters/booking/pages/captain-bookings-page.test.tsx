import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { CaptainBookingsPage } from './captain-bookings-page';
import {
  BOOKING_ID,
  buildBooking,
  buildRequest,
  LISTING_ID,
  page,
  REQUEST_ID,
} from '#web/features/charters/booking/testing/fixtures';

const routes = [{ path: '/captain/bookings', element: <CaptainBookingsPage /> }];

const ownerBooking = buildBooking({
  commissionMinor: 9_000,
  viewer: { side: 'owner', canCancel: true, canDecline: true, canRecordBalance: true },
});

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': { body: buildMe({ roles: ['user', 'charter_captain'] }) },
    'GET /api/charters/mine': {
      body: {
        items: [
          { id: LISTING_ID, name: 'Reel Deal Offshore' },
          { id: 'e49cf2b1-a09f-4d11-8de3-c2ae45b01a10', name: 'Bay Runner' },
        ],
      },
    },
    'GET /api/charters/requests/incoming': {
      body: page([buildRequest({ viewer: { side: 'owner', canAnswer: true, canWithdraw: false } })]),
    },
    'GET /api/charters/bookings/incoming': { body: page([ownerBooking]) },
    ...extra,
  });
}

describe('/captain/bookings', () => {
  it('shows the request waiting and the trip with the angler, party and commission', async () => {
    setup();
    renderWithProviders(null, { routes, route: '/captain/bookings' });
    expect(
      await screen.findByRole('heading', { name: 'Request from Casey Rivers' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Casey Rivers · party of 4')).toBeInTheDocument();
    expect(screen.getByText('Platform commission').nextSibling).toHaveTextContent('$90.00');
  });

  it('accepts a request with a start time prefilled on the requested day', async () => {
    const api = setup({
      [`POST /api/charters/requests/${REQUEST_ID}/answer`]: { body: buildRequest({ state: 'accepted' }) },
    });
    const { user } = renderWithProviders(null, { routes, route: '/captain/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this request' });
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('2027-03-14T07:00');
    expect(dialog).toHaveTextContent('Casey Rivers asked for Half day offshore (4 hours).');
    await user.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/requests/${REQUEST_ID}/answer`)[0]?.body).toEqual({
        answer: 'accept',
        startsAt: new Date('2027-03-14T07:00').toISOString(),
      }),
    );
  });

  it('says so in words when the accepted time overlaps another trip', async () => {
    setup({
      [`POST /api/charters/requests/${REQUEST_ID}/answer`]: {
        status: 409,
        body: { error: { code: 'conflict', message: 'slot overlaps' } },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: '/captain/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That time was just booked. Choose another.',
    );
  });

  it('declines a request with a reason', async () => {
    const api = setup({
      [`POST /api/charters/requests/${REQUEST_ID}/answer`]: { body: buildRequest({ state: 'declined' }) },
    });
    const { user } = renderWithProviders(null, { routes, route: '/captain/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Boat in for service');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/requests/${REQUEST_ID}/answer`)[0]?.body).toEqual({
        answer: 'decline',
        reason: 'Boat in for service',
      }),
    );
  });

  it('cancels a trip for the weather with a note', async () => {
    const api = setup({
      [`POST /api/charters/bookings/${BOOKING_ID}/cancel`]: { body: buildBooking({ state: 'cancelled' }) },
    });
    const { user } = renderWithProviders(null, { routes, route: '/captain/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this trip?' });
    expect(within(dialog).getByRole('radio', { name: 'The weather is unsafe' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Note to the angler'), 'Small craft advisory');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/bookings/${BOOKING_ID}/cancel`)[0]?.body).toEqual({
        reason: 'weather',
        note: 'Small craft advisory',
      }),
    );
  });

  it('records the balance paid at the dock', async () => {
    const api = setup({
      [`POST /api/charters/bookings/${BOOKING_ID}/balance-at-dock`]: { body: ownerBooking },
    });
    const { user } = renderWithProviders(null, { routes, route: '/captain/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Balance paid at the dock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balance paid at the dock?' });
    expect(dialog).toHaveTextContent('Record that Casey Rivers paid you the balance of $675.00 in person.');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/bookings/${BOOKING_ID}/balance-at-dock`)).toHaveLength(1),
    );
  });

  it('filters the trips by listing and scope through the URL', async () => {
    const api = setup();
    const { user, router } = renderWithProviders(null, { routes, route: '/captain/bookings' });
    await user.selectOptions(await screen.findByLabelText('Listing'), 'Reel Deal Offshore');
    await user.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?listing=${LISTING_ID}&tab=past`));
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/charters/bookings/incoming').at(-1)!;
      expect(last.query.get('listingId')).toBe(LISTING_ID);
      expect(last.query.get('scope')).toBe('past');
    });
  });
});
