import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seen, signUpThroughForm, uniqueEmail, waitForMail } from './support';

/**
 * On a phone (390×844) every field of the registration wizard and of the profile settings, once focused,
 * shows whole between the sticky header and the form's own one-row action bar (the bottom bar steps aside);
 * a forgotten password is reset with the code the SMTP sink received.
 */
const PHONE = { width: 390, height: 844 };
const password = 'tight-lines-2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const email = uniqueEmail('e2e-phone');

beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser, PHONE));
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

interface Placement {
  label: string;
  top: number;
  bottom: number;
  headerBottom: number;
  barTop: number;
  barHeight: number;
  bottomBar: boolean;
}

/** Focuses each enabled field of the page in turn; where it sits against the header and the action bar. */
async function focusEveryField(target: Page): Promise<Placement[]> {
  const fields = target.locator(
    'main input:not([type="hidden"]):not([type="file"]):not([disabled]), main select:not([disabled]), main textarea:not([disabled])',
  );
  const count = await fields.count();
  const placements: Placement[] = [];
  for (let index = 0; index < count; index++) {
    const field = fields.nth(index);
    if (!(await field.isVisible())) continue;
    // Start from the top, so each field has to be scrolled to (the way a person tabbing down meets it).
    await target.evaluate(() => window.scrollTo(0, 0));
    await field.focus();
    placements.push(
      await field.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const header = document.querySelector('header')?.getBoundingClientRect();
        const bar = document.querySelector('[data-action-bar]')?.getBoundingClientRect();
        const bottomBar = [...document.querySelectorAll('nav')].some(
          (nav) =>
            nav.getAttribute('aria-label') === 'Quick navigation' && nav.getBoundingClientRect().height > 0,
        );
        return {
          label:
            element.getAttribute('aria-label') ??
            (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
            element.getAttribute('name') ??
            element.tagName,
          top: rect.top,
          bottom: rect.bottom,
          headerBottom: header?.bottom ?? 0,
          barTop: bar?.top ?? window.innerHeight,
          barHeight: bar?.height ?? 0,
          bottomBar,
        };
      }),
    );
  }
  return placements;
}

function expectAllVisible(placements: Placement[]) {
  expect(placements.length).toBeGreaterThan(0);
  for (const place of placements) {
    expect(place.bottomBar, `${place.label}: the bottom bar is shown too`).toBe(false);
    // One row of buttons: no taller than 44 px buttons plus padding and the safe area.
    expect(place.barHeight, `${place.label}: the action bar wraps`).toBeLessThanOrEqual(80);
    expect(place.top, `${place.label} is under the header`).toBeGreaterThanOrEqual(place.headerBottom - 0.5);
    expect(place.bottom, `${place.label} is under the action bar`).toBeLessThanOrEqual(place.barTop + 0.5);
  }
}

describe('phone forms', () => {
  it('signs a person up on the phone', async () => {
    await signUpThroughForm(page, { firstName: 'Pat', lastName: 'Phone', email, password });
  });

  it('the registration wizard: every field of every step shows whole when focused, the waiver too', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Event', exact: true }).waitFor();
    const tournament = page.getByLabel(/^Tournament/);
    const firstEvent = await tournament.locator('option').nth(1).getAttribute('value');
    expect(firstEvent).toBeTruthy();
    await tournament.selectOption(firstEvent);
    const division = page.getByLabel(/^Division/);
    if (await division.isVisible()) await division.selectOption({ index: 1 });
    expectAllVisible(await focusEveryField(page));
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Team and boat', exact: true }).waitFor();
    await page.getByLabel('Just me (solo)').check();
    await page.getByLabel(/^New boat name/).fill('Phone Skiff');
    expectAllVisible(await focusEveryField(page));
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Anglers', exact: true }).waitFor();
    expectAllVisible(await focusEveryField(page));
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Waiver and fee', exact: true }).waitFor();
    const placements = await focusEveryField(page);
    expect(placements.map((place) => place.label)).toContain('I accept the waiver and the rules');
    expectAllVisible(placements);
  });

  it('the profile settings: every field shows whole when focused', async () => {
    await page.goto('/profile/settings');
    await page.getByLabel(/^First name/).waitFor();
    // Dirty, so Save, Discard and 'Unsaved changes' all show in the bar.
    await page.getByLabel(/^First name/).fill('Patty');
    expectAllVisible(await focusEveryField(page));
    // Leaving the form brings the bottom bar back.
    await page.goto('/getsocial');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Quick navigation' }).isVisible())
      .toBe(true);
  });
});

describe('Forgot password?', () => {
  it('resets the password with the e-mailed code, then signs in with the new one', async () => {
    const { context: visitor, page: login } = await newPage(browser, PHONE);
    try {
      await login.goto('/auth/login');
      await login.getByLabel(/^Email/).fill(email);
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      await login.getByRole('button', { name: 'Send code' }).click();
      await seen(login, `If an account exists for ${email}`);
      const mail = await waitForMail(email, /Your Tightlines code/);
      expect(mail.text).toContain('reset your password');
      const code = /Tightlines: (\d{6})/.exec(mail.text)![1]!;
      await login.getByLabel(/^Code/).fill(code);
      await login.getByLabel(/^New password/).fill('brand-new-lines');
      await login.getByLabel(/^Confirm new password/).fill('brand-new-lines');
      await login.getByRole('button', { name: 'Reset password' }).click();
      await seen(login, 'Your password has been changed. Sign in with your new password.');
      expect(await login.getByLabel(/^Email/).inputValue()).toBe(email);
      await login.getByLabel(/^Password/).fill('brand-new-lines');
      await login.getByRole('button', { name: 'Sign in', exact: true }).click();
      await seen(login, 'Login successful!');
    } finally {
      await visitor.close();
    }
  });
});
