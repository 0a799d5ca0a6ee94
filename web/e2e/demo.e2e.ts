import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('demo mode', () => {
  it('signs in as a demo role, switches role from the banner and exits', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Sign in as Angler' }).click();
    const banner = page.getByRole('region', { name: 'Demo mode' });
    await expect
      .poll(() => banner.textContent(), { timeout: 15_000 })
      .toContain('You are exploring Tightlines as the demo Angler.');
    await screenshot(page, 'demo-banner-390x844');
    // The toast sits over the top of the page for its 4 s; wait for it like a person would.
    await page.getByText('Signed in as Angler').waitFor({ state: 'hidden', timeout: 10_000 });

    await banner.getByRole('button', { name: 'Switch Role' }).click();
    await page.getByRole('menuitem', { name: 'Administrator' }).click();
    await expect
      .poll(() => banner.textContent(), { timeout: 15_000 })
      .toContain('as the demo Administrator.');
    await page.getByText('Now exploring as Administrator').waitFor({ state: 'hidden', timeout: 10_000 });
    const me = (await (await page.request.get('/api/me')).json()) as {
      user: { email: string };
      roles: string[];
    };
    expect(me.user.email).toBe('demo-admin@tightlines.app');
    expect(me.roles).toContain('admin');

    await banner.getByRole('button', { name: 'Exit Demo' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => banner.count()).toBe(0);
    const after = (await (await page.request.get('/api/me')).json()) as { user: unknown };
    expect(after.user).toBeNull();
    await context.close();
  });
});
