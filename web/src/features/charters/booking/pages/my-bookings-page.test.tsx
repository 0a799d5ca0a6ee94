import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { MyBookingsPage } from './my-bookings-page';
import {
  BOOKING_ID,
  buildBooking,
  buildRequest,
  buildSlot,
  LISTING_ID,
  page,
  REQUEST_ID,
  SLOT_2_ID,
} from '#web/features/charters/booking/testing/fixtures';

const routes = [{ path: '/profile/my-bookings', element: <MyBookingsPage /> }];

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/me': { body: buildMe() },
    'GET /api/charters/requests/mine': { body: page([buildRequest()]) },
    'GET /api/charters/bookings/mine': (call) => ({
      body: page(
        call.query.get('scope') === 'cancelled'
          ? [
              buildBooking({
                state: 'cancelled',
                cancellationReason: 'weather',
                viewer: { canChooseRemedy: true },
              }),
            ]
          : call.query.get('scope') === 'past'
            ? []
            : [buildBooking({ viewer: { canCancel: true, refundIfCancelledMinor: 11_250 } })],
      ),
    }),
    ...extra,
  });
}

describe('/profile/my-bookings', () => {
  it('shows the upcoming trip with its money and the pending request', async () => {
    setup();
    renderWithProviders(null, { routes, route: '/profile/my-bookings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My bookings' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const trip = (await screen.findByRole('link', { name: 'Reel Deal Offshore' })).closest('li')!;
    expect(within(trip).getByText('Party of 4')).toBeInTheDocument();
    expect(within(trip).getByText('Paid').nextSibling).toHaveTextContent('$225.00');
    expect(within(trip).getByText('Balance due').nextSibling).toHaveTextContent('$675.00');
    expect(within(trip).getByText('To the captain at the dock')).toBeInTheDocument();
    expect(screen.getByText('Hoping for mahi!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('cancels after showing what the policy gives back', async () => {
    const api = setup({
      [`POST /api/charters/bookings/${BOOKING_ID}/cancel`]: { body: buildBooking({ state: 'cancelled' }) },
    });
    const { user } = renderWithProviders(null, { routes, route: '/profile/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      'Under the cancellation policy you get $112.50 back of the $225.00 you paid.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/bookings/${BOOKING_ID}/cancel`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/charters/bookings/${BOOKING_ID}/cancel`)[0]!.body).toEqual({
      reason: 'angler',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with a translated message when the server refuses', async () => {
    setup({
      [`POST /api/charters/bookings/${BOOKING_ID}/cancel`]: {
        status: 409,
        body: { error: { code: 'bookingNotCancellable', message: 'raw' } },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: '/profile/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking changed in the meantime. Refresh and try again.',
    );
  });

  it('after a weather cancellation, moves the trip to another open slot', async () => {
    const api = setup({
      [`GET /api/charters/${LISTING_ID}/availability`]: {
        body: { slots: [buildSlot({ id: SLOT_2_ID })], blocked: [] },
      },
      [`POST /api/charters/bookings/${BOOKING_ID}/remedy`]: { body: buildBooking() },
    });
    const { user } = renderWithProviders(null, { routes, route: '/profile/my-bookings?tab=cancelled' });
    expect(await screen.findByRole('button', { name: 'Cancelled', pressed: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Refund or new date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund or another date' });
    expect(within(dialog).getByRole('radio', { name: 'A full refund of $225.00' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Another date with the same captain' }));
    await user.click(await within(dialog).findByRole('radio', { name: /7:00/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move my trip' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/bookings/${BOOKING_ID}/remedy`)[0]?.body).toEqual({
        remedy: 'reschedule',
        slotId: SLOT_2_ID,
      }),
    );
  });

  it('shows the empty words of a tab without trips', async () => {
    setup();
    const { user } = renderWithProviders(null, { routes, route: '/profile/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Past' }));
    expect(await screen.findByText('No past trips yet.')).toBeInTheDocument();
  });

  it('withdraws a pending request', async () => {
    const api = setup({
      [`POST /api/charters/requests/${REQUEST_ID}/withdraw`]: { body: buildRequest({ state: 'withdrawn' }) },
    });
    const { user } = renderWithProviders(null, { routes, route: '/profile/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/charters/requests/${REQUEST_ID}/withdraw`)).toHaveLength(1),
    );
  });

  it('shows an error with retry when the bookings do not load', async () => {
    setup({
      'GET /api/charters/bookings/mine': {
        status: 500,
        body: { error: { code: 'unexpected', message: 'x' } },
      },
    });
    renderWithProviders(null, { routes, route: '/profile/my-bookings' });
    expect(await screen.findByText("We couldn't load your bookings.")).toBeInTheDocument();
  });
});
