import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('app shell', () => {
  it('renders the home page on a phone and on a desktop', async () => {
    for (const [name, viewport] of [
      ['home-390x844', { width: 390, height: 844 }],
      ['home-1440x900', { width: 1440, height: 900 }],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await expect
        .poll(() =>
          page
            .getByRole('link', { name: /create your free account/i })
            .first()
            .isVisible(),
        )
        .toBe(true);
      await screenshot(page, name);
      await context.close();
    }
  });

  it('replaces an unknown path with /404', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/nope');
    await page.waitForURL('**/404');
    expect(new URL(page.url()).pathname).toBe('/404');
    await context.close();
  });

  it('switches to Arabic and lays the page out right-to-left', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page
      .getByRole('button', { name: /language/i })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: /العربية/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(
      await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('i18nextLng')]),
    ).toEqual(['ar', 'ar']);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('ar');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await context.close();
  });
});

describe('route guard', () => {
  it('sends a visitor on a guarded page to sign-in', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/admin', '/profile/mfa-settings']) {
      await page.goto(path);
      await page.waitForURL('**/auth/login**');
      expect(new URL(page.url()).pathname).toBe('/auth/login');
    }
    await context.close();
  });

  it('sends a signed-in angler away from the admin dashboard to /', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email: 'demo-angler@tightlines.app', password: 'tightlines-demo' },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
