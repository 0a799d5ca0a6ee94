import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { BookingSuccessPage } from './booking-success-page';
import { localDay } from '#web/features/charters/booking/lib/format';
import {
  BOOKING_ID,
  buildBooking,
  buildDepositPayment,
  CONVERSATION_ID,
  LISTING_ID,
  PAYMENT_ID,
} from '#web/features/charters/booking/testing/fixtures';

const routes = [
  { path: '/charter-booking-success', element: <BookingSuccessPage /> },
  { path: '/auth/login', element: <h1>Sign in</h1> },
];
const route = `/charter-booking-success?booking=${BOOKING_ID}&payment=${PAYMENT_ID}`;

describe('/charter-booking-success', () => {
  it('shows the paid deposit with its receipt, then the trip, the balance and how it is paid, and the hub nearby', async () => {
    const booking = buildBooking();
    mockApi({
      'GET /api/me': { body: buildMe() },
      [`GET /api/payments/${PAYMENT_ID}`]: { body: buildDepositPayment() },
      [`GET /api/charters/bookings/${BOOKING_ID}`]: { body: booking },
    });
    renderWithProviders(null, { routes, route });
    expect(
      await screen.findByText("You're booked on Reel Deal Offshore!", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Receipt.*TL-2026-000108/)).toBeInTheDocument();
    expect(screen.getByText('Paid now').nextSibling).toHaveTextContent('$225.00');
    expect(screen.getByText('Balance').nextSibling).toHaveTextContent('$675.00 · To the captain at the dock');
    expect(screen.getByText('Meeting point').nextSibling).toHaveTextContent('Destin Harbor');
    expect(screen.getByRole('link', { name: 'Message Rosa Marin' })).toHaveAttribute(
      'href',
      `/charter/messages/${CONVERSATION_ID}`,
    );
    expect(screen.getByRole('link', { name: "See what's nearby" })).toHaveAttribute(
      'href',
      `/booking-hub?near=${LISTING_ID}&date=${localDay(booking.slot.startsAt)}`,
    );
  });

  it('offers the deposit again while the booking still waits for it', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      [`GET /api/charters/bookings/${BOOKING_ID}`]: {
        body: buildBooking({ state: 'awaiting_deposit', paidMinor: 0, viewer: { canPay: true } }),
      },
    });
    renderWithProviders(null, { routes, route: `/charter-booking-success?booking=${BOOKING_ID}` });
    expect(await screen.findByRole('button', { name: 'Pay deposit ($225.00)' })).toBeInTheDocument();
    expect(screen.queryByText(/booked on/)).not.toBeInTheDocument();
  });

  it('shows an error with retry when the booking cannot be read', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      [`GET /api/charters/bookings/${BOOKING_ID}`]: {
        status: 404,
        body: { error: { code: 'notFound', message: 'Not found' } },
      },
    });
    renderWithProviders(null, { routes, route: `/charter-booking-success?booking=${BOOKING_ID}` });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { router } = renderWithProviders(null, { routes, route });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(route);
  });
});
