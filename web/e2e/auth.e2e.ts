import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOTP } from 'otpauth';
import { launchBrowser, newPage, screenshot, uniqueEmail, waitForMail } from './support';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = uniqueEmail('e2e-angler');
const password = 'tight-lines-2026';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, { width: 390, height: 844 }));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const seen = (text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

async function signOut() {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await seen('Successfully signed out!');
  await page.waitForURL((url) => url.pathname === '/');
}

async function fillLogin(password: string) {
  await page.goto('/auth/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('a new angler', () => {
  it('signs up, receives the confirmation mail over SMTP, confirms and is signed in', async () => {
    await page.goto('/auth/signup');
    await page.getByLabel(/^First name/).waitFor();
    await screenshot(page, 'signup-390x844');
    await page.getByLabel(/^First name/).fill('Robin');
    await page.getByLabel(/^Last name/).fill('Tarpon');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByLabel(/^Phone number/).fill('+1 555 0123');
    await page.getByLabel(/^Country/).selectOption('Canada');
    await page.getByLabel(/I agree to the Terms of Service/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await seen('Account created! Please check your email to confirm your account.');

    const mail = await waitForMail(email, /Confirm your Tightlines account/);
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/');
    await seen('You are now logged in!');
    const me = (await (await page.request.get('/api/me')).json()) as {
      user: { email: string; firstName: string };
    };
    expect(me.user).toMatchObject({ email, firstName: 'Robin' });
    await waitForMail(email, /Your Tightlines account is ready/);
  });

  it('signs out', async () => {
    await signOut();
    const me = (await (await page.request.get('/api/me')).json()) as { user: unknown };
    expect(me.user).toBeNull();
  });

  it('is refused with a wrong password', async () => {
    await fillLogin('not-my-password');
    await seen('Invalid email or password. Please try again.');
    await screenshot(page, 'login-error-390x844');
  });

  it('enrols an authenticator app and then signs in with a code', async () => {
    await fillLogin(password);
    await seen('Login successful!');
    await page.goto('/profile/mfa-settings');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Password/)
      .fill(password);
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    const secretText = await page.getByTestId('totp-secret').textContent({ timeout: 15_000 });
    const totp = new TOTP({ secret: (secretText ?? '').replace(/\s+/g, ''), digits: 6, period: 30 });
    // The code the app showed a moment ago: each code is accepted once, and the sign-in below uses the current one.
    await page.getByLabel(/^6-digit code/).fill(totp.generate({ timestamp: Date.now() - 30_000 }));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('button', { name: 'I saved them' }).click({ timeout: 15_000 });
    await screenshot(page, 'mfa-settings-390x844');
    await signOut();

    await fillLogin(password);
    await page.getByLabel(/^Verification code/).fill(totp.generate());
    const before = (await (await page.request.get('/api/me')).json()) as { user: unknown };
    expect(before.user).toBeNull();
    await page.getByRole('button', { name: 'Verify' }).click();
    await seen('Login successful!');
    const me = (await (await page.request.get('/api/me')).json()) as {
      user: { email: string; twoFactorEnabled: boolean };
    };
    expect(me.user).toMatchObject({ email, twoFactorEnabled: true });
  });
});
