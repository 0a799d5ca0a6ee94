import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { EventsPage } from './pages/events-page';
import { EventRoutePage } from './pages/event-route-page';
import { FeedUrlCard } from './components/feed-url-card';
import { NewEventPage } from './pages/event-form-page';
import { buildCommunityEvent, buildEntry, COMMUNITY_ID, TOURNAMENT_ID } from './testing/fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') });
  mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const empty = { body: { items: [], nextOffset: null } };

function calendar() {
  return mockApi({
    'GET /api/calendar': () => ({
      body: {
        items: [
          buildEntry(),
          buildEntry({
            kind: 'tournament',
            id: TOURNAMENT_ID,
            type: 'tournament',
            name: 'Bluewater Classic',
            startsAt: '2026-12-12T00:00:00.000Z',
            endsAt: '2026-12-13T23:59:00.000Z',
            allDay: true,
          }),
        ],
        nextCursor: null,
      },
    }),
  });
}

describe('/events', () => {
  it('lists upcoming events by day with their type, and offers Create event to signed-in people', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    calendar();
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByRole('link', { name: /Harbour clean-up/ })).toHaveAttribute(
      'href',
      `/events/${COMMUNITY_ID}`,
    );
    expect(screen.getByRole('heading', { name: 'Saturday, December 5, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saturday, December 12, 2026' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Bluewater Classic/ })).getByText('Tournament'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create event' })).toHaveAttribute('href', '/events/new');
  });

  it('asks the calendar again with the chosen types', async () => {
    const api = calendar();
    const { user } = renderWithProviders(<EventsPage />, { route: '/events' });
    await screen.findByRole('link', { name: /Harbour clean-up/ });
    expect(api.calls[0]!.query.get('types')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clean-up' }));
    await user.click(screen.getByRole('button', { name: 'Tournament' }));
    await vi.waitFor(() => expect(api.calls.at(-1)!.query.get('types')).toBe('cleanup,tournament'));
    expect(screen.getByRole('button', { name: 'Clean-up' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument();
  });

  it('shows the month as a grid the keyboard moves through, and the chosen day’s events', async () => {
    const api = calendar();
    const { user } = renderWithProviders(<EventsPage />, { route: '/events' });
    await screen.findByRole('link', { name: /Harbour clean-up/ });
    await user.click(screen.getByRole('button', { name: 'Month' }));
    const grid = await screen.findByRole('grid', { name: 'December 2026' });
    await vi.waitFor(() =>
      expect(api.calls.at(-1)!.query.get('from')).toBe(new Date(2026, 11, 1).toISOString()),
    );
    const today = within(grid).getByRole('button', { name: /December 1, 2026/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    const fifth = within(grid).getByRole('button', { name: 'Saturday, December 5, 2026, events: 1' });
    expect(fifth).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Saturday, December 5, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Harbour clean-up/ })).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/calendar': { body: { items: [], nextCursor: null } } });
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
  });
});

function renderEventRoute(id: string) {
  return renderWithProviders(
    <>
      <EventRoutePage />
      <Toaster />
    </>,
    { route: `/events/${id}`, path: '/events/:eventId' },
  );
}

const notTournament = () => ({
  status: 404,
  body: { error: { code: 'eventNotFound', message: 'Event not found' } },
});

describe('/events/{eventId} for a community event', () => {
  it('shows the community event, its .ics link, and saves an RSVP with guests', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    const api = mockApi({
      [`GET /api/events/${COMMUNITY_ID}`]: notTournament,
      [`GET /api/community-events/${COMMUNITY_ID}`]: { body: buildCommunityEvent() },
      [`GET /api/events/${COMMUNITY_ID}/attendees`]: () => empty,
      [`GET /api/events/${COMMUNITY_ID}/comments`]: () => empty,
      [`GET /api/events/${COMMUNITY_ID}/photos`]: () => empty,
      [`PUT /api/events/${COMMUNITY_ID}/rsvp`]: () => ({
        body: {
          myRsvp: { status: 'going', guests: 2 },
          goingCount: 7,
          rsvpCounts: { going: 4, maybe: 1, interested: 0, not_going: 0 },
        },
      }),
    });
    const { user } = renderEventRoute(COMMUNITY_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fly casting clinic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      `/api/events/${COMMUNITY_ID}/ics`,
    );
    expect(screen.getByText('4 of 20 places taken')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // Anyone but its organisers can report the event (moderation hides it from the calendar).
    await user.click(screen.getByRole('button', { name: /^More options \(/ }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const guests = await screen.findByRole('spinbutton', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '2');
    await user.click(screen.getByRole('button', { name: /^Going/ }));
    expect(await screen.findByText('RSVP saved: Going')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/events/${COMMUNITY_ID}/rsvp`)[0]!.body).toEqual({
      status: 'going',
      guests: 2,
    });
    expect(screen.getByRole('button', { name: /^Going/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets the organiser edit and cancel with a reason', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    const api = mockApi({
      [`GET /api/events/${COMMUNITY_ID}`]: notTournament,
      [`GET /api/community-events/${COMMUNITY_ID}`]: { body: buildCommunityEvent({ canEdit: true }) },
      [`GET /api/events/${COMMUNITY_ID}/attendees`]: () => empty,
      [`GET /api/events/${COMMUNITY_ID}/comments`]: () => empty,
      [`GET /api/events/${COMMUNITY_ID}/photos`]: () => empty,
      [`POST /api/community-events/${COMMUNITY_ID}/cancel`]: () => ({
        body: buildCommunityEvent({ canEdit: true, status: 'cancelled', cancelReason: 'Storm' }),
      }),
    });
    const { user } = renderEventRoute(COMMUNITY_ID);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/events/${COMMUNITY_ID}/edit`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Storm');
    api.calls.length = 0;
    mockApi({
      [`GET /api/community-events/${COMMUNITY_ID}`]: {
        body: buildCommunityEvent({ canEdit: true, status: 'cancelled', cancelReason: 'Storm' }),
      },
    });
    const buttons = screen.getAllByRole('button', { name: 'Cancel event' });
    await user.click(buttons.at(-1)!);
    expect(await screen.findByText('This event has been cancelled: Storm')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/community-events/${COMMUNITY_ID}/cancel`)[0]!.body).toEqual({
      reason: 'Storm',
    });
  });

  it("shows 'Event not found' when neither kind exists", async () => {
    mockApi({
      [`GET /api/events/${COMMUNITY_ID}`]: notTournament,
      [`GET /api/community-events/${COMMUNITY_ID}`]: notTournament,
    });
    renderEventRoute(COMMUNITY_ID);
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByText('The event you are looking for does not exist.')).toBeInTheDocument();
  });
});

describe('Subscribe to my calendar', () => {
  it('copies the webcal link and resets it after confirmation', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const api = mockApi({
      'GET /api/calendar/feed-url': {
        body: { webcalUrl: 'webcal://example.test/api/calendar/feed/old.ics', httpsUrl: 'https://x' },
      },
      'POST /api/calendar/feed-url': {
        body: { webcalUrl: 'webcal://example.test/api/calendar/feed/new.ics', httpsUrl: 'https://y' },
      },
    });
    const { user } = renderWithProviders(
      <>
        <FeedUrlCard />
        <Toaster />
      </>,
    );
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(
      await screen.findByDisplayValue('webcal://example.test/api/calendar/feed/old.ics'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://example.test/api/calendar/feed/old.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('webcal://example.test/api/calendar/feed/old.ics');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(api.callsTo('POST', '/api/calendar/feed-url')).toHaveLength(0);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset link' }));
    expect(
      await screen.findByDisplayValue('webcal://example.test/api/calendar/feed/new.ics'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/calendar/feed-url')).toHaveLength(1);
  });
});

describe('/events/new', () => {
  it('creates a group event in the chosen time zone', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    const GROUP_ID = '88888888-8888-4888-8888-888888888888';
    const api = mockApi({
      'GET /api/groups/mine': { body: { items: [] } },
      'POST /api/community-events': { body: buildCommunityEvent() },
    });
    const { user, router } = renderWithProviders(<NewEventPage />, {
      route: `/events/new?groupId=${GROUP_ID}`,
    });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Fly casting clinic');
    await user.type(screen.getByLabelText(/Starts/), '2026-12-05T14:00');
    await user.type(screen.getByLabelText(/Ends/), '2026-12-05T17:00');
    await user.type(screen.getByRole('textbox', { name: /Location/ }), 'Lakeside park');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/api/community-events')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/community-events')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      groupId: GROUP_ID,
      name: 'Fly casting clinic',
      location: 'Lakeside park',
      type: 'meeting',
    });
    expect(Date.parse(body.endsAt as string) - Date.parse(body.startsAt as string)).toBe(3 * 3_600_000);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/events/${COMMUNITY_ID}`));
  });
});
