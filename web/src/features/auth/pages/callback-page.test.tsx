import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, signedOutMe } from '../testing/mock-fetch';
import { CallbackPage } from './callback-page';

// Before the imports: better-auth's client keeps the fetch it sees when it is created.
vi.hoisted(() => vi.stubGlobal('fetch', vi.fn()));

const signedInMe = {
  user: { id: 'u1', email: 'dana@example.com', name: 'Dana', twoFactorEnabled: true },
  roles: ['user'],
  primaryRole: 'user',
  session: null,
};

function renderCallback(route: string) {
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/auth/callback', element: <CallbackPage /> },
      { path: '/auth/login', element: <p>login page</p> },
      { path: '*', element: <p>landed</p> },
    ],
  });
}

function calledPaths(spy: ReturnType<typeof mockFetch>): string[] {
  return spy.mock.calls.map(([input]) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(href, 'http://localhost').pathname;
  });
}

describe('CallbackPage after a social sign-in held for the second factor', () => {
  it('shows the code step with the methods of the pending challenge, and a code signs in', async () => {
    let signedIn = false;
    const fetchSpy = mockFetch({
      '/api/auth/two-factor/challenge': { body: { methods: ['totp', 'otp'], preferredMethod: 'totp' } },
      '/api/auth/two-factor/verify-totp': () => {
        signedIn = true;
        return { body: { token: 't', user: { id: 'u1' } } };
      },
      '/api/me': () => ({ body: signedIn ? signedInMe : signedOutMe }),
    });
    const { user, router } = renderCallback('/auth/callback?redirect=%2Ftournaments&twoFactor=1');

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a code by e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a backup code' })).toBeInTheDocument();
    // No "you are signed in" detour: there is no session until the code is right.
    expect(calledPaths(fetchSpy)).not.toContain('/api/me');

    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments'));
    const verify = fetchSpy.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).endsWith('/verify-totp'),
    );
    expect(verify).toBeDefined();
  });

  it('offers only e-mail codes to someone who has only those', async () => {
    mockFetch({
      '/api/auth/two-factor/challenge': { body: { methods: ['otp'], preferredMethod: 'email' } },
    });
    renderCallback('/auth/callback?twoFactor=1');
    expect(await screen.findByRole('heading', { name: 'Code by e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code by e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my authenticator app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a backup code' })).not.toBeInTheDocument();
  });

  it('says the sign-in ran out when there is no pending challenge, and leads back to sign in', async () => {
    mockFetch({
      '/api/auth/two-factor/challenge': {
        status: 401,
        body: { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' },
      },
    });
    const { user, router } = renderCallback('/auth/callback?redirect=%2Ftournaments&twoFactor=1');
    expect(await screen.findByText('This sign-in took too long. Please sign in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in again' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Ftournaments');
  });
});

describe('CallbackPage after a social sign-in without a second factor', () => {
  it('loads the person and moves on', async () => {
    const fetchSpy = mockFetch({ '/api/me': { body: signedInMe } });
    const { router } = renderCallback('/auth/callback?redirect=%2Ftournaments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments'));
    expect(calledPaths(fetchSpy)).not.toContain('/api/auth/two-factor/challenge');
  });
});
