import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '#web/test/render';
import { connectRealtime, disconnectRealtime } from '#web/lib/socket';
import { LeaderboardsPage } from './pages/leaderboards-page';
import { EventLeaderboardPage } from './pages/event-leaderboard-page';
import {
  ActiveLeaderboardWidget,
  RecentCatchesWidget,
  UpcomingTournamentsWidget,
} from './components/sidebar-widgets';
import { CatchTicker } from './components/catch-ticker';
import { mockApi } from '#web/test/api';
import arabic from '#web/locales/ar/leaderboard.json';
import arabicSpecies from '#web/locales/ar/species.json';
import {
  buildBoard,
  buildCatch,
  buildListItem,
  buildRow,
  EVENT_ID,
  OTHER_EVENT_ID,
} from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  disconnectRealtime();
});

const recent = { body: { items: [buildCatch()] } };

describe('/leaderboard', () => {
  it('shows each tournament with its status, top 3 with medals and last catch, and filters by status', async () => {
    const api = mockApi({
      'GET /api/leaderboards': ({ query }) =>
        query.get('filter') === 'active'
          ? { body: { items: [], hasMore: false } }
          : {
              body: {
                items: [
                  buildListItem(),
                  buildListItem({
                    id: OTHER_EVENT_ID,
                    name: 'Fall Classic',
                    status: 'upcoming',
                    topTeams: [],
                    lastCatchAt: null,
                  }),
                ],
                hasMore: false,
              },
            },
      'GET /api/leaderboards/recent-catches': recent,
    });
    const { user } = renderWithProviders(<LeaderboardsPage />, { route: '/leaderboard' });

    const card = (await screen.findByRole('heading', { name: 'Lake Erie Walleye Open' })).closest(
      'div.flex-col',
    )!;
    const podium = within(card as HTMLElement).getByRole('list', { name: 'Top teams' });
    const teams = within(podium).getAllByRole('listitem');
    expect(teams[0]).toHaveTextContent('Reel Deal');
    expect(within(teams[0]!).getByRole('img', { name: 'Rank 1' })).toHaveTextContent('1');
    expect(within(teams[1]!).getByRole('img', { name: 'Rank 2' })).toHaveTextContent('2');
    expect(teams[1]).toHaveTextContent('95.5');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent(/Last catch 5 min\. ago/);
    expect(screen.getByText('Fishing has not started yet')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Tournament status' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Active' }));
    expect(await screen.findByText('No active tournaments')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/api/leaderboards').map((call) => call.query.get('filter'))).toEqual([
      'all',
      'active',
    ]);
  });

  it("says 'No leaderboard data yet' when no tournament is published", async () => {
    mockApi({
      'GET /api/leaderboards': { body: { items: [], hasMore: false } },
      'GET /api/leaderboards/recent-catches': { body: { items: [] } },
    });
    renderWithProviders(<LeaderboardsPage />, { route: '/leaderboard' });
    expect(await screen.findByText('No leaderboard data yet')).toBeInTheDocument();
    expect(await screen.findByText('Stay tuned for updates')).toBeInTheDocument();
  });
});

describe('/leaderboard/:tournamentId', () => {
  const renderBoard = () =>
    renderWithProviders(<EventLeaderboardPage />, {
      route: `/leaderboard/${EVENT_ID}`,
      path: '/leaderboard/:tournamentId',
    });

  it('joins the tournament room and reads the board once when a newer version is pushed', async () => {
    let version = 3;
    const api = mockApi({
      'GET /api/leaderboards/5e1f0000-0000-4000-8000-000000000001': () =>
        // Every read after a decision answers the new board (ADR 017).
        version === 3
          ? { body: buildBoard() }
          : {
              body: buildBoard({
                version,
                standings: [
                  buildRow({
                    entrantId: 'b0000000-0000-4000-8000-00000000000b',
                    entrantName: 'Cast Away',
                    total: 150,
                  }),
                  buildRow({ rank: 2, total: 120 }),
                ],
              }),
            },
      'GET /api/leaderboards/recent-catches': recent,
    });
    const handlers = new Map<string, () => void>();
    const listeners: ((event: string, payload: unknown) => void)[] = [];
    const emitted: unknown[][] = [];
    const fakeSocket = {
      connected: true,
      active: true,
      on: (event: string, handler: () => void) => {
        handlers.set(event, handler);
        return fakeSocket;
      },
      io: { on: () => undefined },
      onAny: (listener: (event: string, payload: unknown) => void) => listeners.push(listener),
      emit: (...args: unknown[]) => emitted.push(args),
      timeout: () => ({
        emitWithAck: (...args: unknown[]) => (emitted.push(args), Promise.resolve({ ok: true })),
      }),
      disconnect: () => undefined,
    };
    await connectRealtime('me', () =>
      Promise.resolve({ io: () => fakeSocket } as unknown as typeof import('socket.io-client')),
    );
    act(() => handlers.get('connect')!());

    renderBoard();
    const table = await screen.findByRole('table', { name: 'Standings' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Reel Deal');
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(emitted).toContainEqual(['join', `tournament:${EVENT_ID}`]);

    // An older or equal version is ignored; a newer one refetches.
    act(() =>
      listeners.forEach((listener) => listener('leaderboard-changed', { eventId: EVENT_ID, version: 3 })),
    );
    version = 4;
    act(() =>
      listeners.forEach((listener) => listener('leaderboard-changed', { eventId: EVENT_ID, version: 4 })),
    );
    await vi.waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cast Away'));
    await vi.waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Up 1 place'));
    // The row a catch landed on (90 → 150) lights up briefly; the unchanged one does not.
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('data-landed', 'true');
    expect(within(table).getAllByRole('row')[2]).not.toHaveAttribute('data-landed');
    expect(api.callsTo('GET', `/api/leaderboards/${EVENT_ID}`)).toHaveLength(2);

    // Each push is one read, never repeated on a timer: even an answer older than the push is not asked again
    // (the server no longer gives one; the next push or poll reads).
    act(() =>
      listeners.forEach((listener) => listener('leaderboard-changed', { eventId: EVENT_ID, version: 5 })),
    );
    await vi.waitFor(() => expect(api.callsTo('GET', `/api/leaderboards/${EVENT_ID}`)).toHaveLength(3));
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(api.callsTo('GET', `/api/leaderboards/${EVENT_ID}`)).toHaveLength(3);
  });

  it('polls every 60 s without a socket, and not while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/leaderboards/5e1f0000-0000-4000-8000-000000000001': { body: buildBoard() },
      'GET /api/leaderboards/recent-catches': recent,
    });
    renderBoard();
    await screen.findByRole('table', { name: 'Standings' });
    expect(screen.getByRole('status')).toHaveTextContent('Updates every minute');
    const boardCalls = () => api.callsTo('GET', `/api/leaderboards/${EVENT_ID}`).length;
    expect(boardCalls()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(boardCalls()).toBe(2);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(boardCalls()).toBe(2);
    visibility.mockRestore();
  });

  it("shows 'Event not found' for an unknown or unpublished event", async () => {
    mockApi({
      'GET /api/leaderboards/recent-catches': recent,
      [`GET /api/leaderboards/${EVENT_ID}`]: {
        status: 404,
        body: { error: { code: 'eventNotFound', message: 'Event not found' } },
      },
    });
    renderBoard();
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
    expect(screen.getByText('The event you are looking for does not exist.')).toBeInTheDocument();
  });
});

describe('sidebar widgets and the ticker', () => {
  it("show the spec's empty states", async () => {
    mockApi({
      'GET /api/tournaments/upcoming': { body: { items: [] } },
      'GET /api/leaderboards': { body: { items: [], hasMore: false } },
      'GET /api/leaderboards/recent-catches': { body: { items: [] } },
    });
    renderWithProviders(
      <>
        <UpcomingTournamentsWidget />
        <ActiveLeaderboardWidget />
        <RecentCatchesWidget />
      </>,
    );
    expect(await screen.findByText('No upcoming tournaments')).toBeInTheDocument();
    expect(await screen.findByText('No active tournaments')).toBeInTheDocument();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });

  it('list upcoming events linking to /events/:id and 5 recent catches', async () => {
    const api = mockApi({
      'GET /api/tournaments/upcoming': {
        body: {
          items: [
            {
              id: OTHER_EVENT_ID,
              name: 'Fall Classic',
              location: 'Sandusky',
              startDate: '2026-09-01',
              endDate: '2026-09-02',
              coverImageUrl: null,
            },
          ],
        },
      },
      'GET /api/leaderboards/recent-catches': recent,
    });
    renderWithProviders(
      <>
        <UpcomingTournamentsWidget />
        <RecentCatchesWidget />
      </>,
    );
    expect(await screen.findByRole('link', { name: /Fall Classic/ })).toHaveAttribute(
      'href',
      `/events/${OTHER_EVENT_ID}`,
    );
    expect(await screen.findByRole('link', { name: /Walleye · 7\.50 lb/ })).toHaveAttribute(
      'href',
      `/leaderboard/${EVENT_ID}`,
    );
    expect(api.callsTo('GET', '/api/tournaments/upcoming')[0]!.query.get('limit')).toBe('4');
    expect(api.callsTo('GET', '/api/leaderboards/recent-catches')[0]!.query.get('limit')).toBe('5');
  });

  it('duplicates the 10 latest catches for the marquee', async () => {
    const api = mockApi({ 'GET /api/leaderboards/recent-catches': recent });
    renderWithProviders(<CatchTicker />);
    const ticker = await screen.findByRole('region', { name: 'Recent catches' });
    await vi.waitFor(() => expect(within(ticker).getAllByText(/Walleye/)).toHaveLength(2));
    expect(api.callsTo('GET', '/api/leaderboards/recent-catches')[0]!.query.get('limit')).toBe('10');
  });

  it('asks for event names in the reader’s language and writes the catch in it', async () => {
    const api = mockApi({
      'GET /api/leaderboards/recent-catches': {
        body: { items: [buildCatch({ eventName: 'بطولة بحيرة إيري المفتوحة' })] },
      },
    });
    const { i18n } = renderWithProviders(<CatchTicker />);
    i18n.addResourceBundle('ar', 'leaderboard', arabic);
    i18n.addResourceBundle('ar', 'species', arabicSpecies);
    await act(() => i18n.changeLanguage('ar'));
    const ticker = await screen.findByRole('region', { name: 'أحدث الصيد' });
    await vi.waitFor(() => expect(within(ticker).getAllByText(/بطولة بحيرة إيري المفتوحة/)).toHaveLength(2));
    expect(ticker).toHaveTextContent('كغم');
    // The catalogue species (stored as "walleye") in Arabic.
    expect(ticker).toHaveTextContent('سمك الزاندر الأمريكي');
    expect(ticker).not.toHaveTextContent(/walleye/i);
    expect(api.calls.some((call) => call.query.get('lang') === 'ar')).toBe(true);
  });

  it('with reduced motion, shows one catch at a time and the next after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    mockApi({
      'GET /api/leaderboards/recent-catches': {
        body: {
          items: [
            buildCatch({ eventName: 'Erie Open' }),
            buildCatch({
              id: 'c0000000-0000-4000-8000-000000000002',
              species: 'yellow_perch',
              eventName: 'Erie Open',
            }),
          ],
        },
      },
    });
    renderWithProviders(<CatchTicker />);
    const ticker = await screen.findByRole('region', { name: 'Recent catches' });
    await vi.waitFor(() => expect(ticker).toHaveTextContent('Walleye'));
    expect(ticker).not.toHaveTextContent('Yellow perch');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(ticker).toHaveTextContent('Yellow perch');
    expect(ticker).not.toHaveTextContent('Walleye');
    window.matchMedia = original;
  });
});
