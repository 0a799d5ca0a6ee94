import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { peopleRoutes } from './routes';
import { buildProfile, JORDAN_ID, signedInMe } from './testing/fixtures';

/** The app's people routes, with the 404 page the shell owns. */
const routes = [
  {
    path: '/',
    children: [
      ...peopleRoutes,
      { path: '404', element: <h1>Page not found</h1> },
      { path: 'auth/login', element: <h1>Sign in</h1> },
    ],
  },
];

describe('/profile sub-pages', () => {
  it.each(['/profile/earnings', '/profile/notifications'])(
    '%s answers the 404 page until it exists, without asking for a profile',
    async (path) => {
      // Any request for a profile would fail the test: none is mocked.
      mockApi({ 'GET /api/me': { body: signedInMe() } });
      const { router } = renderWithProviders(null, { routes, route: path });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/404');
    },
  );
});

describe('/profile/{userId} for a visitor', () => {
  it('shows the profile and its posts; Follow sends them to sign in and back', async () => {
    mockApi({
      'GET /api/me': { body: SIGNED_OUT },
      [`GET /api/profiles/${JORDAN_ID}`]: { body: buildProfile() },
      [`GET /api/users/${JORDAN_ID}/posts`]: { body: { items: [], nextCursor: null } },
    });
    const { router, user } = renderWithProviders(null, { routes, route: `/profile/${JORDAN_ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jordan Reed' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/profile/${JORDAN_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Follow Jordan Reed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/profile/${JORDAN_ID}`);
  });
});
