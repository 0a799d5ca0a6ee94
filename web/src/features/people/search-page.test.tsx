import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { renderWithProviders } from '#web/test/render';
import { SearchPage } from './pages/search-page';
import { mockApi } from '#web/test/api';
import { buildPerson, buildSuggestion, JORDAN_ID, SAM_ID, signedInMe } from './testing/fixtures';

afterEach(() => {
  // Sonner keeps its toasts between tests; a toast from one test must not satisfy the next.
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const people = [
  buildPerson(),
  buildPerson({
    id: SAM_ID,
    handle: 'samlee',
    firstName: 'Sam',
    lastName: 'Lee',
    displayName: 'Sam Lee',
    bio: null,
    followersCount: 1,
    isFollowing: true,
  }),
];

function setup(search: (q: string) => unknown = (q) => ({ items: q.startsWith('jo') ? people : [] })) {
  const api = mockApi({
    'GET /api/me': { body: signedInMe() },
    'GET /api/people/search': (call) => ({ body: search(call.query.get('q') ?? '') }),
    'GET /api/people/suggestions': { body: { items: [] } },
    [`PUT /api/users/${JORDAN_ID}/follow`]: { body: { isFollowing: true, followersCount: 4 } },
  });
  return { api, searches: () => api.callsTo('GET', '/api/people/search').map((call) => call.query.get('q')) };
}

function renderPage(route = '/search') {
  return renderWithProviders(
    <>
      <SearchPage />
      <Toaster />
    </>,
    { route, path: '/search' },
  );
}

describe('/search', () => {
  it('asks for at least 2 characters and does not search before', async () => {
    const { searches } = setup();
    const { user } = renderPage();
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    expect(box).toHaveFocus();
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await user.type(box, 'j');
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    expect(searches()).toEqual([]);
  });

  it('waits 300 ms after the last keystroke, then searches once', async () => {
    vi.useFakeTimers();
    const { searches } = setup();
    renderPage();
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    fireEvent.change(box, { target: { value: 'jo' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'jor' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(searches()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toEqual(['jor']);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('link', { name: 'Jordan Reed' })).toBeInTheDocument();
    expect(searches()).toEqual(['jor']);
  });

  it('lists the people found with a follow toggle each, and keeps the query in the URL', async () => {
    setup();
    const { user, router } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'jordan');
    const results = await screen.findByRole('list', { name: 'Results for “jordan”' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Jordan Reed' })).toHaveAttribute(
      'href',
      `/profile/${JORDAN_ID}`,
    );
    expect(within(rows[0]!).getByText('3 followers')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 follower')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Following Sam Lee' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=jordan');

    // Following from the results moves the count shown there.
    await user.click(within(rows[0]!).getByRole('button', { name: 'Follow Jordan Reed' }));
    expect(await screen.findByText('Following user')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('4 followers')).toBeInTheDocument();
  });

  it("says 'No users found' with the query when nothing matches", async () => {
    setup();
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'zzq');
    expect(await screen.findByText('No users found matching "zzq"')).toBeInTheDocument();
  });

  it('searches what the URL asks for on arrival', async () => {
    const { searches } = setup();
    renderPage('/search?q=jo');
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('jo');
    expect(await screen.findByRole('link', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(searches()).toEqual(['jo']);
  });

  it('shows suggested anglers beside the search, with what they have in common', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/people/suggestions': {
        body: {
          items: [
            buildSuggestion({
              commonInterests: [
                { kind: 'followedBy', label: 'Sam Lee' },
                { kind: 'hashtag', label: 'bassfishing' },
              ],
            }),
          ],
        },
      },
    });
    renderPage();
    const widget = await screen.findByRole('region', { name: 'Suggested anglers' });
    expect(await within(widget).findByRole('link', { name: 'Jordan Reed' })).toBeInTheDocument();
    // The sidebar widget keeps to one reason.
    expect(within(widget).getByText('Followed by Sam Lee')).toBeInTheDocument();
    expect(within(widget).queryByText('#bassfishing')).not.toBeInTheDocument();
  });
});
