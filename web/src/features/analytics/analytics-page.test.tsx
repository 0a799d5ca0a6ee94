import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Analytics } from '@tightlines/domain/analytics/contract';
import { renderWithProviders } from '#web/test/render';
import { AnalyticsPage } from './pages/analytics-page';
import { analyticsRoutes } from './routes';

const EVENT = '11111111-1111-4111-8111-111111111111';

const period = (start: string, values: Partial<Analytics['periods'][number]> = {}) => ({
  start,
  posts: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  views: 0,
  followers: 0,
  catches: 0,
  ...values,
});

const busy: Analytics = {
  range: '90d',
  unit: 'week',
  timeZone: 'UTC',
  from: '2026-08-31',
  to: '2026-11-29',
  periods: [period('2026-11-16', { posts: 2, likes: 5, comments: 2, views: 40, followers: 1, catches: 2 })],
  totals: {
    posts: 2,
    likes: 5,
    comments: 2,
    shares: 1,
    views: 40,
    followersGained: 1,
    followers: 12,
    catches: 2,
  },
  catchesBySpecies: [{ species: 'Walleye', count: 2 }],
  catchesByMonth: [{ month: '2026-11-01', count: 2 }],
  personalBests: [
    {
      species: 'Walleye',
      catches: 2,
      heaviest: { value: 2268, caughtAt: '2026-11-20T12:00:00.000Z' },
      longest: { value: 508, caughtAt: '2026-11-20T12:00:00.000Z' },
    },
    { species: 'Largemouth bass', catches: 1, heaviest: null, longest: null },
  ],
  tournamentFinishes: [
    { eventId: EVENT, eventName: 'Autumn Pike Derby', place: 2, entrants: 14, date: '2026-11-14' },
  ],
};

const quiet: Analytics = {
  ...busy,
  range: '30d',
  unit: 'day',
  periods: [period('2026-11-29')],
  totals: {
    posts: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    views: 0,
    followersGained: 0,
    followers: 0,
    catches: 0,
  },
  catchesBySpecies: [],
  catchesByMonth: [{ month: '2026-11-01', count: 0 }],
  personalBests: [],
  tournamentFinishes: [],
};

let answers: Record<string, Analytics | { status: number }>;
let calls: string[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      const range = new URL(url, 'http://localhost').searchParams.get('range') ?? '';
      const answer = answers[range];
      if (!answer) return Promise.resolve(json({ error: { code: 'notFound', message: 'Not found' } }, 404));
      if ('status' in answer)
        return Promise.resolve(json({ error: { code: 'unexpected', message: 'Boom' } }, answer.status));
      return Promise.resolve(json(answer));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/profile/analytics', () => {
  it('shows the totals, personal bests in the reader’s units and finishes linked to the leaderboard', async () => {
    answers = { '90d': busy };
    renderWithProviders(<AnalyticsPage />, { route: '/profile/analytics' });

    expect(await screen.findByText('Likes, comments and shares')).toBeInTheDocument();
    expect(calls[0]).toMatch(/^\/api\/analytics\/me\?range=90d&tz=/);
    // 5 likes + 2 comments + 1 share, and the views beside them.
    expect(screen.getByText('8')).toBeInTheDocument();
    expect(screen.getByText('40 views')).toBeInTheDocument();
    expect(screen.getByText('12 followers in all')).toBeInTheDocument();

    const bests = screen.getByRole('table', { name: 'Personal bests' });
    const walleye = within(bests).getByRole('row', { name: /Walleye/ });
    expect(within(walleye).getByText('5.00 lb')).toBeInTheDocument();
    expect(within(walleye).getByText('20 in')).toBeInTheDocument();
    const bass = within(bests).getByRole('row', { name: /Largemouth bass/ });
    expect(within(bass).getAllByText('—')).toHaveLength(2);

    const finish = screen.getByRole('link', { name: /Autumn Pike Derby/ });
    expect(finish).toHaveAttribute('href', `/leaderboard/${EVENT}`);
    expect(within(finish).getByText('Place 2 of 14')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '90 days' })).toBeChecked();
  });

  it('asks again for the picked range and offers next steps when there is nothing yet', async () => {
    answers = { '90d': busy, '30d': quiet };
    const { user } = renderWithProviders(<AnalyticsPage />, { route: '/profile/analytics' });
    await screen.findByText('Autumn Pike Derby');

    await user.click(screen.getByRole('radio', { name: '30 days' }));
    expect(await screen.findByText('No posts in this period')).toBeInTheDocument();
    expect(calls.at(-1)).toMatch(/range=30d/);
    expect(screen.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/getsocial');
    expect(screen.getByText('No catches in this period')).toBeInTheDocument();
    expect(screen.getByText('No personal bests yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tournament' })).toHaveAttribute('href', '/tournaments');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
  });

  it('reads the range from the address and shows an error with retry', async () => {
    answers = { '12m': { status: 500 } };
    const { user } = renderWithProviders(<AnalyticsPage />, { route: '/profile/analytics?range=12m' });
    expect(await screen.findByText("Couldn't load your analytics")).toBeInTheDocument();
    expect(calls[0]).toMatch(/range=12m/);
    answers = { '12m': { ...busy, range: '12m', unit: 'month' } };
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Autumn Pike Derby')).toBeInTheDocument();
  });

  it('/analytics redirects to /profile/analytics, keeping the range', async () => {
    answers = { '30d': quiet };
    const { router } = renderWithProviders(null, { routes: analyticsRoutes, route: '/analytics?range=30d' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/analytics'));
    expect(router.state.location.search).toBe('?range=30d');
  });
});
