import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { SignupPage } from './signup-page';

function renderSignup() {
  return renderWithProviders(<SignupPage />, { route: '/auth/signup' });
}

type Rendered = ReturnType<typeof renderSignup>;

async function fillValid(
  user: Rendered['user'],
  overrides: { password?: string; confirmPassword?: string; terms?: boolean } = {},
) {
  await user.type(screen.getByLabelText(/^First name/), 'Dana');
  await user.type(screen.getByLabelText(/^Last name/), 'Shore');
  await user.type(screen.getByLabelText(/^Email/), 'dana@example.com');
  await user.type(screen.getByLabelText(/^Password/), overrides.password ?? 'walleye-42');
  await user.type(screen.getByLabelText(/^Confirm password/), overrides.confirmPassword ?? 'walleye-42');
  await user.type(screen.getByLabelText(/^Phone number/), '+1 555 0199');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'Canada');
  if (overrides.terms !== false)
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

const baseRoutes = {
  'GET /api/account/providers': { body: { providers: [] } },
  'GET /api/me': { body: SIGNED_OUT },
};

describe('SignupPage', () => {
  it('asks for every required field', async () => {
    mockApi(baseRoutes);
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findAllByText('Please fill in all fields.')).length).toBeGreaterThanOrEqual(6);
  });

  it('says when the passwords do not match', async () => {
    mockApi(baseRoutes);
    const { user } = renderSignup();
    await fillValid(user, { confirmPassword: 'walleye-43' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('says when the password is too short', async () => {
    mockApi(baseRoutes);
    const { user } = renderSignup();
    await fillValid(user, { password: 'short', confirmPassword: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument();
  });

  it('asks to agree to the terms, which link to /terms and /privacy', async () => {
    mockApi(baseRoutes);
    const { user } = renderSignup();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await fillValid(user, { terms: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please agree to the terms and conditions.')).toBeInTheDocument();
  });

  it('tells a person whose e-mail already has an account to log in instead', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/account/signup': {
        status: 409,
        body: {
          error: {
            code: 'accountExists',
            message: 'An account with this email already exists. Please try logging in instead.',
          },
        },
      },
    });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email already exists. Please try logging in instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
    // Nothing the person typed is lost.
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Dana');
  });

  it('sends the form and asks the person to confirm their e-mail, with a resend button', async () => {
    let sent: unknown;
    mockApi({
      ...baseRoutes,
      'POST /api/account/signup': ({ body }) => {
        sent = body;
        return { status: 201, body: { ok: true } };
      },
    });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Account created! Please check your email to confirm your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toMatchObject({
        firstName: 'Dana',
        email: 'dana@example.com',
        country: 'Canada',
        acceptTerms: true,
        password: 'walleye-42',
      }),
    );
  });
});
