import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { freshPosts } from './api/feed-updates';
import { DiscoverPage, ForYouPage } from './pages/getsocial-page';
import { mockApi, type ApiRoute } from '#web/test/api';
import { buildPost, ME_ID } from './testing/fixtures';

const trendingPost = buildPost({ id: '99999999-9999-4999-8999-999999999999', content: 'Tuna run is on' });
const feedPost = buildPost({ content: 'Morning on the flats' });

function renderSocial(route: string, routes: Record<string, ApiRoute> = {}) {
  const { calls } = mockApi({
    'GET /api/posts/trending': () => ({ body: { items: [trendingPost] } }),
    'GET /api/hashtags/trending': () => ({ body: { items: [] } }),
    // Issue 19: trending locations in the sidebar.
    'GET /api/locations/trending': () => ({ body: { items: [] } }),
    'GET /api/feed': () => ({ body: { items: [feedPost], nextCursor: null } }),
    ...routes,
  });
  const view = renderWithProviders(null, {
    route,
    routes: [
      { path: '/getsocial', element: <ForYouPage /> },
      { path: '/getsocial/discover', element: <DiscoverPage /> },
    ],
  });
  return { ...view, calls };
}

function setWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: wide,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => setWide(false));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/getsocial tabs', () => {
  it('shows For You, Discover, Tournaments, Stats, Groups and Events, For You selected', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderSocial('/getsocial');
    const tabs = await screen.findByRole('navigation', { name: 'Social home sections' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'For You',
      'Discover',
      'Tournaments',
      'Stats',
      'Groups',
      'Events',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/getsocial/groups');
    expect(within(tabs).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/getsocial/events');
    expect(within(tabs).getByRole('link', { name: 'For You' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'href',
      '/getsocial/discover',
    );
    expect(within(tabs).getByRole('link', { name: 'Tournaments' })).toHaveAttribute(
      'href',
      '/getsocial/tournaments',
    );
    expect(within(tabs).getByRole('link', { name: 'Stats' })).toHaveAttribute('href', '/getsocial/stats');
    expect(screen.queryByRole('link', { name: 'Live' })).not.toBeInTheDocument();
  });

  it('selects Discover at /getsocial/discover and shows no feed there', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    const { calls } = renderSocial('/getsocial/discover');
    const tabs = await screen.findByRole('navigation', { name: 'Social home sections' });
    expect(within(tabs).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('form', { name: 'Create a post' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/feed');
  });
});

describe('For You', () => {
  it('invites visitors to join and shows trending posts, switchable by period', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { user, calls } = renderSocial('/getsocial');
    expect(await screen.findByRole('heading', { name: 'Join the Tightlines community' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(await screen.findByText('Tuna run is on')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create a post' })).not.toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/posts/trending', search: '?period=daily&limit=20' }),
    );
    expect(calls.map((call) => call.path)).not.toContain('/api/feed');

    await user.click(screen.getByRole('button', { name: 'Hourly' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ path: '/api/posts/trending', search: '?period=hourly&limit=20' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Hourly' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives signed-in people the composer and their feed, 20 a page', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    const { calls } = renderSocial('/getsocial');
    expect(await screen.findByRole('form', { name: 'Create a post' })).toBeInTheDocument();
    const feed = await screen.findByRole('list', { name: 'Your feed' });
    expect(within(feed).getByText('Morning on the flats')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ path: '/api/feed', search: '?limit=20' }));
  });

  it('offers the next page of the feed with Load more', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    const older = buildPost({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', content: 'Last week on the reef' });
    const { user, calls } = renderSocial('/getsocial', {
      'GET /api/feed': (call) =>
        call.search.includes('cursor=')
          ? { body: { items: [older], nextCursor: null } }
          : { body: { items: [feedPost], nextCursor: 'next-1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Last week on the reef')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/api/feed', search: '?cursor=next-1&limit=20' }),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('turns an empty feed into next steps', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    renderSocial('/getsocial', { 'GET /api/feed': () => ({ body: { items: [], nextCursor: null } }) });
    expect(
      await screen.findByRole('heading', { name: 'Your feed is waiting for its first catch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find anglers to follow' })).toHaveAttribute(
      'href',
      '/getsocial/discover',
    );
  });

  it('shows the error with a retry when the feed fails', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    let fail = true;
    const { user } = renderSocial('/getsocial', {
      'GET /api/feed': () =>
        fail
          ? { status: 500, body: { error: { code: 'unexpected', message: 'x' } } }
          : { body: { items: [feedPost], nextCursor: null } },
    });
    expect(await screen.findByText("Couldn't load the posts")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Morning on the flats')).toBeInTheDocument();
  });
});

describe('the Fishing Hub on a phone', () => {
  it('gives visitors the community spaces as chips, but not mentions, which are a member’s own', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderSocial('/getsocial');
    await screen.findByRole('heading', { name: 'Join the Tightlines community' });
    const hub = screen.getByRole('navigation', { name: 'Fishing Hub' });
    expect(
      within(hub)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Fishing reports', '/fishing-reports'],
      ['Find anglers', '/search'],
      ['Browse groups', '/groups'],
      ['Events calendar', '/events'],
      ['Forums', '/forums'],
      ['Rewards', '/gamification'],
      ['Top anglers', '/anglers'],
      ['Top fans', '/top-fans'],
    ]);
  });
});

describe('the right sidebar (wide screens)', () => {
  it("links the Fishing Hub only to pages that exist, the community spaces among them, and says 'No trending topics yet'", async () => {
    setWide(true);
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    renderSocial('/getsocial');
    const hub = await screen.findByRole('navigation', { name: 'Fishing Hub' });
    // Mentions are mine, so their link shows once the session answers.
    await waitFor(() =>
      expect(
        within(hub)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([
        '/fishing-reports',
        '/profile/catch-log',
        '/tackle-box',
        '/saved',
        '/scheduled-posts',
        '/mentions',
        '/search',
        '/groups',
        '/events',
        '/forums',
        '/analytics',
        '/profile/gallery',
        '/gamification',
        '/anglers',
        '/top-fans',
      ]),
    );
    expect(within(hub).getByRole('link', { name: 'Browse groups' })).toHaveAttribute('href', '/groups');
    expect(within(hub).getByRole('link', { name: 'Events calendar' })).toHaveAttribute('href', '/events');
    expect(within(hub).getByRole('link', { name: 'Forums' })).toHaveAttribute('href', '/forums');
    expect(await screen.findByText('No trending topics yet')).toBeInTheDocument();
    expect(await screen.findByText('No trending locations yet')).toBeInTheDocument();
    const trending = screen.getByRole('region', { name: 'Trending posts' });
    expect(await within(trending).findByRole('link', { name: /Tuna run is on/ })).toHaveAttribute(
      'href',
      `/posts/${trendingPost.id}`,
    );
  });
});

describe('new posts while reading', () => {
  it('counts only posts the loaded feed does not have yet, newer than its top', () => {
    const top = buildPost({
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    const fresh = buildPost({
      id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      createdAt: '2026-01-01T10:05:00.000Z',
    });
    const old = buildPost({
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      createdAt: '2026-01-01T09:00:00.000Z',
    });
    expect(freshPosts([fresh, top, old], [top]).map((post) => post.id)).toEqual([fresh.id]);
    expect(freshPosts([top], [top])).toEqual([]);
  });
});
