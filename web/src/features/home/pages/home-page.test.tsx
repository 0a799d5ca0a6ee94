import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Home } from '@tightlines/domain/home/contract';
import type { PageKey } from '#web/lib/pages';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { HomePage } from './home-page';

// Pages a test pretends have landed, on top of the real flags.
const landed = vi.hoisted(() => new Set<string>());
vi.mock('#web/lib/pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/lib/pages')>();
  return {
    ...actual,
    isAvailable: (page: PageKey) => landed.has(page) || actual.isAvailable(page),
  };
});

afterEach(() => landed.clear());

const EVENT = {
  location: 'Port Clinton, OH',
  timeZone: 'America/New_York',
  eventStatus: 'published' as const,
  species: ['Walleye'],
  eventLogoUrl: null,
  coverImageUrl: null,
  feeMinor: 15000,
  currency: 'USD',
  prizePoolMinor: 0,
  participantsCap: null,
  registeredCount: 12,
  goingCount: 20,
  lastCatchAt: null,
  isStandalone: true,
  series: null,
  tournament: null,
};

const HOME: Home = {
  events: [
    {
      ...EVENT,
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Erie Live Classic',
      startDate: '2026-11-25',
      endDate: '2026-11-27',
      status: 'active',
      registrationClosesAt: '2026-11-25T05:00:00.000Z',
      registrationOpen: false,
      myRegistration: null,
    },
    {
      ...EVENT,
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Autumn Bass Open',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      status: 'upcoming',
      registrationClosesAt: '2026-12-05T05:00:00.000Z',
      registrationOpen: true,
      myRegistration: { id: '33333333-3333-4333-8333-333333333333', status: 'registered' },
    },
    {
      ...EVENT,
      id: '77777777-7777-4777-8777-777777777777',
      name: 'Winter Perch Derby',
      startDate: '2026-12-12',
      endDate: '2026-12-12',
      status: 'upcoming',
      registrationClosesAt: '2026-12-12T05:00:00.000Z',
      registrationOpen: true,
      myRegistration: null,
    },
  ],
  nextRegistration: {
    id: '33333333-3333-4333-8333-333333333333',
    event: {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Autumn Bass Open',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      location: 'Sandusky Bay',
      timeZone: 'America/New_York',
      status: 'upcoming',
    },
    team: { id: '44444444-4444-4444-8444-444444444444', slug: 'reel-dealers', name: 'Reel Dealers' },
    entrantName: 'Reel Dealers',
    boatName: 'Sea Biscuit',
    status: 'registered',
    paymentStatus: 'payment_pending',
    feeMinor: 15000,
    currency: 'USD',
    resumeToken: null,
    checkedInAt: null,
  },
  topCatches: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      eventId: '11111111-1111-4111-8111-111111111111',
      eventName: 'Erie Live Classic',
      species: 'walleye',
      weightGrams: 2150,
      lengthMm: null,
      photoUrl: '/uploads/catch-photos/walleye.jpg',
      media: null,
      angler: {
        id: '66666666-6666-4666-8666-666666666666',
        handle: 'otto',
        firstName: 'Otto',
        lastName: 'Lake',
        displayName: 'Otto Lake',
        avatarUrl: null,
      },
      entrantName: 'Otto crew',
      approvedAt: '2026-11-25T10:00:00.000Z',
    },
  ],
};

const EMPTY_HOME: Home = { events: [], nextRegistration: null, topCatches: [] };

function mockMember(home: Home) {
  return mockApi({
    'GET /api/me': { body: buildMe({ firstName: 'Marina' }) },
    'GET /api/home': { body: home },
    'GET /api/people/suggestions': { body: { items: [] } },
    'GET /api/posts/trending': { body: { items: [] } },
  });
}

/** The next-registration card shows once the home answered (a slow machine may take a few seconds). */
const loaded = () => screen.findByRole('region', { name: 'Your next tournament' }, { timeout: 8000 });

describe('HomePage', () => {
  // The member home is loaded lazily; loading it once up front keeps each test's wait about the data.
  beforeAll(async () => {
    await import('#web/features/home/components/member-home');
  }, 30_000);

  it('welcomes visitors and offers sign-up, joining a tournament and the demo', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connecting anglers worldwide through competition, community and adventure.',
    );
    for (const link of screen.getAllByRole('link', { name: /Create your free account/ })) {
      expect(link).toHaveAttribute('href', '/auth/signup');
    }
    expect(screen.getAllByRole('link', { name: /Join a tournament/ })[0]).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(screen.getAllByRole('link', { name: /Try the demo/ })[0]).toHaveAttribute('href', '/demo');
  });

  it('promises only features whose page exists', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    const features = screen
      .getByRole('heading', { level: 2, name: /Everything an angler needs/ })
      .closest('section')!;
    expect(within(features).getByRole('link', { name: /Live leaderboards/ })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(within(features).getByRole('link', { name: /Social feed/ })).toHaveAttribute('href', '/getsocial');
    expect(document.body).not.toHaveTextContent(/podcast|guide for your next trip/i);
  });

  it('tells visitors about groups, the events calendar and the forums, each linking to its page', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    const features = screen
      .getByRole('heading', { level: 2, name: /Everything an angler needs/ })
      .closest('section')!;
    const groups = within(features).getByRole('link', { name: /^Groups/ });
    expect(groups).toHaveAttribute('href', '/groups');
    expect(groups).toHaveTextContent(/ask to join a private one/);
    const events = within(features).getByRole('link', { name: /Events calendar/ });
    expect(events).toHaveAttribute('href', '/events');
    expect(events).toHaveTextContent(/RSVP with guests/);
    const forums = within(features).getByRole('link', { name: /^Forums/ });
    expect(forums).toHaveAttribute('href', '/forums');
    expect(forums).toHaveTextContent(/accept the answer that solved your question/);
  });

  it('shows a feature as soon as its page lands', () => {
    landed.add('podcasts');
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /Podcasts/ })).toHaveAttribute('href', '/podcasts');
  });

  it('tells visitors about charters, the booking hub and listing a charter (issue 18)', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    const features = screen
      .getByRole('heading', { level: 2, name: /Everything an angler needs/ })
      .closest('section')!;
    const charters = within(features).getByRole('link', { name: /^Charters/ });
    expect(charters).toHaveAttribute('href', '/charters');
    expect(charters).toHaveTextContent(/pay the deposit online and the balance online or at the dock/);
    expect(charters).toHaveTextContent(/Only anglers who finished a trip can review it/);
    expect(within(features).getByRole('link', { name: /^Booking hub/ })).toHaveAttribute(
      'href',
      '/booking-hub',
    );
    const captains = within(features).getByRole('link', { name: /^List your charter/ });
    expect(captains).toHaveAttribute('href', '/profile/charter-boats');
    expect(captains).toHaveTextContent(
      /an admin reviews each listing.*10% unless the platform sets another rate/,
    );
  });

  it('gives a signed-in angler their own home instead of the marketing page', async () => {
    mockMember(HOME);
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Good to see you, Marina' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create your free account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Try the demo/ })).not.toBeInTheDocument();
  });

  it('shows the next registration with its team, status and next step', async () => {
    mockMember(HOME);
    renderWithProviders(<HomePage />);
    const next = await loaded();
    expect(within(next).getByRole('link', { name: 'Autumn Bass Open' })).toHaveAttribute(
      'href',
      '/events/22222222-2222-4222-8222-222222222222',
    );
    expect(within(next).getByRole('link', { name: 'Reel Dealers' })).toHaveAttribute(
      'href',
      '/teams/reel-dealers',
    );
    expect(within(next).getByText('Registered')).toBeInTheDocument();
    expect(within(next).getByText('Payment pending')).toBeInTheDocument();
    expect(within(next).getByText(/The entry fee of \$150\.00 is still due/)).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Show my QR code' })).toHaveAttribute(
      'href',
      '/registrations',
    );
  });

  it('offers Join on tournaments the angler is not in, and says which they are in', async () => {
    mockMember(HOME);
    renderWithProviders(<HomePage />);
    await loaded();
    const events = screen.getByRole('region', { name: 'Live and upcoming tournaments' });
    expect(within(events).getByRole('link', { name: 'Join Winter Perch Derby' })).toHaveAttribute(
      'href',
      '/register?eventId=77777777-7777-4777-8777-777777777777',
    );
    // Under way: registration closed at the start, so no Join.
    expect(within(events).queryByRole('link', { name: 'Join Erie Live Classic' })).not.toBeInTheDocument();
    expect(within(events).getByText('Registration closed')).toBeInTheDocument();
    expect(within(events).queryByRole('link', { name: 'Join Autumn Bass Open' })).not.toBeInTheDocument();
    expect(within(events).getByRole('link', { name: /You're in/ })).toHaveAttribute('href', '/registrations');
  });

  it("shows the week's top catches with species, weight in the reader's units, angler and photo", async () => {
    mockMember(HOME);
    renderWithProviders(<HomePage />);
    await loaded();
    const catches = screen.getByRole('region', { name: 'Top catches this week' });
    expect(within(catches).getByText('Walleye')).toBeInTheDocument();
    expect(within(catches).getByText('4.74 lb')).toBeInTheDocument();
    expect(within(catches).getByText('Otto Lake')).toBeInTheDocument();
    expect(within(catches).getByRole('img', { name: 'Walleye caught by Otto Lake' })).toHaveAttribute(
      'src',
      '/uploads/catch-photos/walleye.jpg',
    );
  });

  it('gives every empty block a next step', async () => {
    mockMember(EMPTY_HOME);
    renderWithProviders(<HomePage />);
    await loaded();
    expect(screen.getByText("You're not entered in a tournament yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tournament' })).toHaveAttribute('href', '/tournaments');
    expect(screen.getByText('No tournaments open right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse past events' })).toHaveAttribute(
      'href',
      '/tournaments?status=past',
    );
    expect(screen.getByText('No catches judged this week yet')).toBeInTheDocument();
  });

  it('says so and offers a retry when the home cannot load', async () => {
    mockApi({
      'GET /api/me': { body: buildMe() },
      'GET /api/home': { status: 500, body: { error: { code: 'internal', message: 'Internal error' } } },
      'GET /api/people/suggestions': { body: { items: [] } },
      'GET /api/posts/trending': { body: { items: [] } },
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText("We couldn't load your home.", {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument());
  });

  // Payments (issue 17): copy
  describe('with online payments', () => {
    const withNext = (next: Partial<NonNullable<Home['nextRegistration']>>): Home => ({
      ...HOME,
      nextRegistration: { ...HOME.nextRegistration!, paymentProvider: 'stripe', ...next },
    });
    const PAY_PAGE = '/complete-registration?registration=33333333-3333-4333-8333-333333333333';

    it('asks the payer to pay the fee now, linking to the pay page, with the hold', async () => {
      mockMember(withNext({ canPay: true, holdExpiresAt: '2026-12-01T15:45:00.000Z' }));
      renderWithProviders(<HomePage />);
      const next = await loaded();
      expect(within(next).getByText(/Your place is held until .+ while you pay/)).toBeInTheDocument();
      expect(within(next).getByRole('link', { name: 'Pay $150.00 now' })).toHaveAttribute('href', PAY_PAGE);
      expect(within(next).queryByText(/Pay at check-in/)).not.toBeInTheDocument();
      expect(within(next).queryByRole('link', { name: 'Show my QR code' })).not.toBeInTheDocument();
    });

    it('sends a failed payment back to the pay page', async () => {
      mockMember(withNext({ canPay: true, paymentStatus: 'payment_failed' }));
      renderWithProviders(<HomePage />);
      const next = await loaded();
      expect(within(next).getByText('Payment failed')).toBeInTheDocument();
      expect(within(next).getByText(/didn't go through and nothing was charged/)).toBeInTheDocument();
      expect(within(next).getByRole('link', { name: 'Pay $150.00 now' })).toHaveAttribute('href', PAY_PAGE);
    });

    it('tells a teammate who does not pay that the entry is paid online by whoever made it', async () => {
      mockMember(withNext({ canPay: false }));
      renderWithProviders(<HomePage />);
      const next = await loaded();
      expect(within(next).getByText(/Whoever made this entry pays it online/)).toBeInTheDocument();
      expect(within(next).queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
      expect(within(next).queryByText(/Pay at check-in/)).not.toBeInTheDocument();
    });

    it('keeps "pay at check-in" for the offline provider', async () => {
      mockMember({
        ...HOME,
        nextRegistration: { ...HOME.nextRegistration!, paymentProvider: 'offline', canPay: false },
      });
      renderWithProviders(<HomePage />);
      const next = await loaded();
      expect(within(next).getByText(/Pay at check-in/)).toBeInTheDocument();
      expect(within(next).queryByRole('link', { name: /^Pay / })).not.toBeInTheDocument();
    });
  });
});
