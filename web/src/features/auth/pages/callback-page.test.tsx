import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { CallbackPage } from './callback-page';

const signedInMe = buildMe({
  id: 'u1',
  email: 'dana@example.com',
  firstName: 'Dana',
  twoFactorEnabled: true,
});

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

describe('CallbackPage after a social sign-in held for the second factor', () => {
  it('shows the code step with the methods of the pending challenge, and a code signs in', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/auth/two-factor/challenge': { body: { methods: ['totp', 'otp'], preferredMethod: 'totp' } },
      'POST /api/auth/two-factor/verify-totp': () => {
        signedIn = true;
        return { body: { token: 't', user: { id: 'u1' } } };
      },
      'GET /api/me': () => ({ body: signedIn ? signedInMe : SIGNED_OUT }),
    });
    const { user, router } = renderCallback('/auth/callback?redirect=%2Ftournaments&twoFactor=1');

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a code by e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a backup code' })).toBeInTheDocument();
    // No "you are signed in" detour: there is no session until the code is right.
    expect(api.callsTo('GET', '/api/me')).toEqual([]);

    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments'));
    expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')).toHaveLength(1);
  });

  it('offers only e-mail codes to someone who has only those', async () => {
    mockApi({
      'GET /api/auth/two-factor/challenge': { body: { methods: ['otp'], preferredMethod: 'email' } },
    });
    renderCallback('/auth/callback?twoFactor=1');
    expect(await screen.findByRole('heading', { name: 'Code by e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code by e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my authenticator app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a backup code' })).not.toBeInTheDocument();
  });

  it('says the sign-in ran out when there is no pending challenge, and leads back to sign in', async () => {
    mockApi({
      'GET /api/auth/two-factor/challenge': {
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
    const api = mockApi({
      'GET /api/me': { body: signedInMe },
      'GET /api/auth/two-factor/challenge': { body: { methods: ['totp'], preferredMethod: 'totp' } },
    });
    const { router } = renderCallback('/auth/callback?redirect=%2Ftournaments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournaments'));
    expect(api.callsTo('GET', '/api/auth/two-factor/challenge')).toEqual([]);
  });
});
