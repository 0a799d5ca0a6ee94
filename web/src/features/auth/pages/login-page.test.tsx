import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { LoginPage } from './login-page';

const baseRoutes = {
  'GET /api/account/providers': { body: { providers: [] } },
  'GET /api/me': { body: SIGNED_OUT },
};

function renderLogin(route = '/auth/login') {
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
  });
}

async function signInWith(user: ReturnType<typeof renderLogin>['user'], password = 'walleye-42') {
  await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('asks for both fields', async () => {
    mockApi(baseRoutes);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Please fill in all fields.')).toHaveLength(2);
  });

  it('shows the spec message for a wrong password (401 from better-auth)', async () => {
    const api = mockApi({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    const { user } = renderLogin();
    await signInWith(user, 'not-it');
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(1);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
  });

  it('explains an unconfirmed e-mail and offers to resend the link', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      },
      'POST /api/auth/send-verification-email': { body: { status: true } },
    });
    const { user } = renderLogin();
    await signInWith(user);
    expect(
      await screen.findByText('Please check your email and confirm your account before logging in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });

  it('asks for the second factor when the account has one', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': {
        body: { twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'], preferredMethod: 'totp' },
      },
    });
    const { user } = renderLogin();
    await signInWith(user);
    expect(await screen.findByRole('heading', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a code by e-mail' }));
    expect(screen.getByRole('button', { name: 'Send me a code by e-mail' })).toBeInTheDocument();
  });

  it('signs in and goes to the same-site ?redirect= target', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': { body: { redirect: false, token: 't', user: { id: 'u1' } } },
    });
    const { user, router } = renderLogin('/auth/login?redirect=%2Fprofile%2Fmfa-settings');
    await signInWith(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mfa-settings'));
  });

  it('returns to the ?next= page after the second factor', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': {
        body: { twoFactorRedirect: true, twoFactorMethods: ['totp'], preferredMethod: 'totp' },
      },
      'POST /api/auth/two-factor/verify-totp': { body: { token: 't', user: { id: 'u1' } } },
    });
    const { user, router } = renderLogin('/auth/login?next=%2Fevents%2Fe1%3Ftab%3Drules');
    await signInWith(user);
    await user.type(await screen.findByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/e1'));
    expect(router.state.location.search).toBe('?tab=rules');
  });

  it('goes home when there is nowhere safe to return to', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': { body: { redirect: false, token: 't', user: { id: 'u1' } } },
    });
    const { user, router } = renderLogin('/auth/login?next=https%3A%2F%2Fevil.example%2F');
    await signInWith(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('ignores a ?redirect= to another site', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/auth/sign-in/email': { body: { redirect: false, token: 't', user: { id: 'u1' } } },
    });
    const { user, router } = renderLogin('/auth/login?redirect=%2F%2Fevil.example%2F');
    await signInWith(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Forgot password?', () => {
  it('e-mails a code, takes it with a new password (sign-up rules) and goes back to signing in', async () => {
    const api = mockApi({
      ...baseRoutes,
      'POST /api/auth/email-otp/request-password-reset': { body: { success: true } },
      'POST /api/auth/email-otp/reset-password': (call) =>
        (call.body as { otp: string }).otp === '123456'
          ? { body: { success: true } }
          : { status: 400, body: { code: 'INVALID_OTP', message: 'Invalid OTP' } },
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'If an account exists for dana@example.com, we sent it a 6-digit code. It expires in 5 minutes.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/email-otp/request-password-reset')[0]?.body).toEqual({
      email: 'dana@example.com',
    });

    await user.type(screen.getByLabelText(/^Code/), '654321');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/email-otp/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'walleye-new');
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'walleye-new');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');

    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/email-otp/reset-password').at(-1)?.body).toEqual({
      email: 'dana@example.com',
      otp: '123456',
      password: 'walleye-new',
    });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@example.com');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
    // Many keystrokes: more time than the default on a busy machine.
  }, 20_000);

  it("never shows better-auth's own words: 'Invalid origin' reads as a translated message", async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/auth/email-otp/request-password-reset': {
        status: 403,
        body: { code: 'INVALID_ORIGIN', message: 'Invalid origin' },
      },
    });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText(/^Email/), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address is not one the site accepts requests from.',
    );
    expect(screen.queryByText('Invalid origin')).not.toBeInTheDocument();
  });
});
