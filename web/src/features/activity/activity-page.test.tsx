import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Activity, ActivityPage } from '@tightlines/domain/activities/contract';
import { renderWithProviders } from '#web/test/render';
import { connectRealtime, disconnectRealtime } from '#web/lib/socket';
import arabic from '#web/locales/ar/activity.json';
import { ActivityPage as ActivityPageView } from './pages/activity-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const EVENT = '11111111-1111-4111-8111-111111111111';
const DANA = '22222222-2222-4222-8222-222222222222';

const activity = (n: number, overrides: Partial<Activity> = {}): Activity => ({
  id: id(n),
  activityType: 'post_created',
  entityType: 'post',
  entityId: `post-${n}`,
  content: 'Shared a photo',
  params: { excerpt: `Post number ${n}` },
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  ...overrides,
});

let pages: Record<string, ActivityPage | { status: number }>;
let calls: string[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      const page = pages[url];
      if (!page) return Promise.resolve(json({ error: { code: 'notFound', message: 'Not found' } }, 404));
      if ('status' in page)
        return Promise.resolve(json({ error: { code: 'unexpected', message: 'Boom' } }, page.status));
      return Promise.resolve(json(page));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  disconnectRealtime();
});

const renderPage = () => renderWithProviders(<ActivityPageView />, { route: '/profile/activity' });

describe('/profile/activity', () => {
  it('writes each activity as a sentence with its link and time, and loads more pages', async () => {
    pages = {
      '/api/activities': {
        items: [
          activity(1, {
            activityType: 'follow',
            entityType: 'user',
            entityId: DANA,
            params: { name: 'Dana Cole' },
          }),
          activity(2, {
            activityType: 'tournament_registered',
            entityType: 'event',
            entityId: EVENT,
            params: { eventName: 'Lake Erie Walleye Open', entrantName: 'Reel Deal' },
          }),
          activity(3, {
            activityType: 'team_joined',
            entityType: 'team',
            entityId: id(99),
            params: { teamName: 'Reel Deal', teamSlug: 'reel-deal' },
          }),
          activity(4, { activityType: 'badge_earned', entityType: null, entityId: null, params: null }),
        ],
        nextCursor: id(4),
      },
      [`/api/activities?cursor=${id(4)}`]: { items: [activity(5)], nextCursor: null },
    };
    const { user } = renderPage();
    expect(await screen.findByRole('link', { name: 'You followed Dana Cole' })).toHaveAttribute(
      'href',
      `/profile/${DANA}`,
    );
    expect(screen.getByRole('link', { name: 'You registered for Lake Erie Walleye Open' })).toHaveAttribute(
      'href',
      `/events/${EVENT}`,
    );
    expect(screen.getByRole('link', { name: 'You joined Reel Deal' })).toHaveAttribute(
      'href',
      '/teams/reel-deal',
    );
    // A type this app does not know reads as a generic line, never as its code.
    expect(screen.getByText('Activity on Tightlines')).toBeInTheDocument();
    expect(screen.queryByText(/badge_earned/)).not.toBeInTheDocument();
    expect(screen.getAllByText('1 minute ago')[0]?.tagName).toBe('TIME');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'You shared a post' })).toHaveAttribute(
      'href',
      '/posts/post-5',
    );
    expect(screen.getByText('Post number 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when there is no activity', async () => {
    pages = { '/api/activities': { items: [], nextCursor: null } };
    renderPage();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot load', async () => {
    pages = { '/api/activities': { status: 500 } };
    const { user } = renderPage();
    expect(await screen.findByText("Couldn't load your activity")).toBeInTheDocument();
    pages = { '/api/activities': { items: [activity(1)], nextCursor: null } };
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();
  });

  it('puts new activity on top as it happens, without asking the server again', async () => {
    pages = { '/api/activities': { items: [activity(2)], nextCursor: null } };
    const listeners: ((event: string, payload: unknown) => void)[] = [];
    const fakeSocket = {
      on: () => fakeSocket,
      io: { on: () => undefined },
      onAny: (listener: (event: string, payload: unknown) => void) => listeners.push(listener),
      disconnect: () => undefined,
    };
    await connectRealtime('me', () =>
      Promise.resolve({ io: () => fakeSocket } as unknown as typeof import('socket.io-client')),
    );
    renderPage();
    await screen.findByText('Post number 2');
    const fetched = calls.length;

    const live = activity(1, {
      activityType: 'comment_created',
      entityId: 'post-9',
      params: { excerpt: 'Nice fish!' },
      createdAt: new Date().toISOString(),
    });
    act(() => listeners.forEach((listener) => listener('new-activity', live)));
    // Twice (a reconnect replaying it): listed once.
    act(() => listeners.forEach((listener) => listener('new-activity', live)));

    await screen.findByText('Nice fish!');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'You commented on a post' })).toHaveAttribute(
      'href',
      '/posts/post-9',
    );
    expect(within(rows[0]!).getByText('Nice fish!')).toBeInTheDocument();
    expect(calls).toHaveLength(fetched);
  });

  it('writes the sentences in Arabic, names as written and isolated', async () => {
    pages = {
      '/api/activities': {
        items: [activity(1, { activityType: 'follow', entityId: DANA, params: { name: 'Dana Cole' } })],
        nextCursor: null,
      },
    };
    const { i18n } = renderPage();
    i18n.addResourceBundle('ar', 'activity', arabic);
    await act(() => i18n.changeLanguage('ar'));
    expect(
      await screen.findByRole('link', { name: 'بدأت متابعة \u2068Dana Cole\u2069' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'النشاط' })).toBeInTheDocument();
  });
});
