import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { leaveFor } from './api/bookings';
import { BookingPanel } from './booking-panel';
import {
  BOOKING_ID,
  buildBooking,
  buildListing,
  buildSlot,
  CONVERSATION_ID,
  LISTING_ID,
  PAYMENT_ID,
  SLOT_ID,
} from './testing/fixtures';

const QUOTE = {
  currency: 'USD',
  totalMinor: 90_000,
  depositMinor: 22_500,
  balanceMinor: 67_500,
  commissionMinor: 9_000,
};

const listingRoutes = {
  [`GET /api/charters/${LISTING_ID}/quote`]: { body: QUOTE },
  [`GET /api/charters/${LISTING_ID}/availability`]: { body: { slots: [buildSlot()], blocked: [] } },
};

function renderPanel(listing = buildListing()) {
  return renderWithProviders(null, {
    routes: [
      { path: '/charters/:boatId', element: <BookingPanel listing={listing} /> },
      { path: '/charter/messages/:conversationId', element: <h1>Charter conversation</h1> },
      { path: '/charter-booking-success', element: <h1>Booking success</h1> },
    ],
    route: `/charters/${LISTING_ID}`,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('BookingPanel', () => {
  it('shows a visitor the server’s price and the policy in words, and asks them to sign in to book', async () => {
    const api = mockApi({ 'GET /api/me': { body: SIGNED_OUT }, ...listingRoutes });
    renderPanel();
    expect(await screen.findByText('$900.00', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Deposit now').nextSibling).toHaveTextContent('$225.00');
    expect(screen.getByText('Balance later').nextSibling).toHaveTextContent('$675.00');
    expect(
      screen.getByText('Full refund if you cancel at least 7 days before the trip.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Half refunded if you cancel at least 24 hours before the trip.'),
    ).toBeInTheDocument();
    const signIn = await screen.findByRole('link', { name: 'Sign in to book' });
    expect(signIn).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/charters/${LISTING_ID}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Book and pay deposit' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', `/api/charters/${LISTING_ID}/quote`)[0]!.query.get('partySize')).toBe('1');
  });

  it('shows the owner no booking controls', () => {
    mockApi({ 'GET /api/me': { body: buildMe() }, ...listingRoutes });
    const { container } = renderPanel(buildListing({ viewer: { isOwner: true, canBook: false } }));
    expect(container).toBeEmptyDOMElement();
  });

  it('books an open slot with the balance at the dock and sends the angler to pay the deposit', async () => {
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/me': { body: buildMe() },
      ...listingRoutes,
      'POST /api/charters/bookings': {
        status: 201,
        body: buildBooking({ state: 'awaiting_deposit', paidMinor: 0 }),
      },
      [`POST /api/charters/bookings/${BOOKING_ID}/checkout`]: {
        body: { paymentId: PAYMENT_ID, redirectUrl: 'https://checkout.stripe.test/pay/cs_1' },
      },
    });
    const { user } = renderPanel();
    await user.clear(await screen.findByLabelText('People'));
    await user.type(screen.getByLabelText('People'), '4');
    await user.click(await screen.findByRole('radio', { name: /7:00/ }));
    await user.click(screen.getByRole('radio', { name: 'To the captain at the dock' }));
    await user.click(screen.getByRole('button', { name: 'Book and pay deposit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1'));
    expect(api.callsTo('POST', '/api/charters/bookings')[0]!.body).toEqual({
      slotId: SLOT_ID,
      partySize: 4,
      balanceMethod: 'at_dock',
    });
  });

  it('says in words when the slot was just taken, never the server’s text', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      ...listingRoutes,
      'POST /api/charters/bookings': {
        status: 409,
        body: { error: { code: 'slotTaken', message: 'raw server text' } },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: /7:00/ }));
    await user.click(screen.getByRole('button', { name: 'Book and pay deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just booked. Choose another.');
    expect(screen.queryByText('raw server text')).not.toBeInTheDocument();
  });

  it('says how to arrange the deposit when paying online is not available', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      ...listingRoutes,
      'POST /api/charters/bookings': {
        status: 201,
        body: buildBooking({ state: 'awaiting_deposit', paidMinor: 0 }),
      },
      [`POST /api/charters/bookings/${BOOKING_ID}/checkout`]: {
        status: 409,
        body: {
          error: {
            code: 'onlinePaymentUnavailable',
            message: 'Online payment is not available for this event.',
          },
        },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: /7:00/ }));
    await user.click(screen.getByRole('button', { name: 'Book and pay deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Paying online isn't available here yet. Message the captain to arrange the deposit.",
    );
  });

  it('asks for a time before booking', async () => {
    const api = mockApi({ 'GET /api/me': { body: buildMe() }, ...listingRoutes });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Book and pay deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start time first.');
    expect(api.callsTo('POST', '/api/charters/bookings')).toHaveLength(0);
  });

  it('requests a date and says when the captain answers, with the conversation', async () => {
    const api = mockApi({
      'GET /api/me': { body: buildMe() },
      ...listingRoutes,
      [`POST /api/charters/listings/${LISTING_ID}/requests`]: (call) => ({
        status: 201,
        body: { ...buildBooking(), ...(call.body as object), conversationId: CONVERSATION_ID },
      }),
    });
    const { user } = renderPanel(buildListing({ instantBooking: false }));
    await user.type(await screen.findByLabelText(/^Date/), '2027-03-14');
    await user.type(screen.getByLabelText('Message to the captain'), 'Hoping for mahi');
    await user.click(screen.getByRole('button', { name: 'Request availability' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Request sent — the captain answers within 24 h');
    expect(within(status).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      `/charter/messages/${CONVERSATION_ID}`,
    );
    expect(api.callsTo('POST', `/api/charters/listings/${LISTING_ID}/requests`)[0]!.body).toEqual({
      date: '2027-03-14',
      partySize: 1,
      packageId: buildListing().packages[0]!.id,
      message: 'Hoping for mahi',
    });
  });

  it('refuses a party larger than the package takes before asking the server', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() }, ...listingRoutes });
    const { user } = renderPanel();
    await user.clear(await screen.findByLabelText('People'));
    await user.type(screen.getByLabelText('People'), '9');
    expect(await screen.findByText('Choose between 1 and 6 people.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book and pay deposit' })).not.toBeInTheDocument();
  });

  it('opens the conversation with the captain', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      ...listingRoutes,
      [`POST /api/charters/listings/${LISTING_ID}/contact`]: { body: { conversationId: CONVERSATION_ID } },
    });
    const { user, router } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Contact captain' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/charter/messages/${CONVERSATION_ID}`));
  });
});
