import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshotDir, seen, shot, signUpThroughForm, uniqueEmail } from './support';

/**
 * Issue 19 ("angler tools and rewards") end to end in Chromium: a new angler schedules a post a minute or two
 * ahead, logs a catch with the place hidden (the default) and a photo, sees the first-catch achievement's toast,
 * shares the catch as a post — and another person, reading the post and the catch, finds the place nowhere —
 * then adds tackle, submits a fishing report, sees the achievement unlocked on /gamification, and watches the
 * scheduled post publish (the job runs each minute; the page is reloaded as a person would). Screenshots on a phone
 * and a desktop, in English and Arabic.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const photo = path.resolve(import.meta.dirname, '../../server/test/fixtures/catch-gps.jpg');
const run = Date.now().toString(36).slice(-5);

let browser: Browser;
const contexts: BrowserContext[] = [];

/** A browser in UTC whose push prompt was already answered "Not now" (it would cover the screenshots). */
async function newBrowserPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  await context.addInitScript(() => window.sessionStorage.setItem('tightlines.push.promptDismissed', '1'));
  contexts.push(context);
  return context.newPage();
}

/** Passing toasts closed before looking. */
async function quiet(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all())
    if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => {});
}

/**
 * Both sizes of the page as it is now, from its top (a resize keeps an earlier scroll): the phone first, then the
 * desktop (the page is left at `back`).
 */
async function shots(page: Page, name: string, back = DESKTOP) {
  await quiet(page);
  for (const [size, label] of [
    [PHONE, '390x844'],
    [DESKTOP, '1280x800'],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await shot(page, `${name}-${label}`);
  }
  await page.setViewportSize(back);
}

/** `YYYY-MM-DDTHH:MM` for a datetime-local input in UTC (the browser runs in UTC). */
const utcMinute = (date: Date) => date.toISOString().slice(0, 16);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('angler tools and rewards, from a first catch to a scheduled post', () => {
  it('hidden place, share, achievement toast, tackle, fishing report, scheduled post published; en and ar', async () => {
    onTestFailed(async () => {
      for (const [index, context] of contexts.entries())
        for (const page of context.pages())
          await page
            .screenshot({
              path: path.join(screenshotDir, `angler-tools-failed-${index}.png`),
              fullPage: true,
            })
            .catch(() => {});
    });
    const water = `Hush Hollow Pond ${run}`;
    const region = `Quietwater County ${run}`;
    const latitude = '31.47213';
    const longitude = '-84.91377';

    // ── A new angler signs up.
    const a = await newBrowserPage(DESKTOP);
    await signUpThroughForm(a, {
      firstName: 'Wren',
      lastName: 'Tackleberry',
      email: uniqueEmail('e2e-wren'),
      password: 'tight-lines-2026',
    });
    const me = (await (await a.request.get('/api/me')).json()) as { user: { id: string } };

    // ── 1. A post scheduled a minute or two ahead from the composer (the job publishes due posts each minute).
    await a.goto('/getsocial');
    const composer = a.getByRole('form', { name: 'Create a post' });
    const scheduledText = `Dawn patrol tomorrow on the flats, who is in? ${run}`;
    await composer.getByLabel('Post text').fill(scheduledText);
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    const publishAt = new Date(Math.ceil((Date.now() + 75_000) / 60_000) * 60_000);
    await composer.getByLabel('Publish at').fill(utcMinute(publishAt));
    await composer.getByRole('button', { name: 'Schedule post' }).click();
    await seen(a, 'Post scheduled');
    await a.goto('/scheduled-posts');
    const waiting = a.getByRole('list', { name: 'Scheduled posts' }).getByRole('listitem');
    await seen(waiting.filter({ hasText: scheduledText }), /^Publishes /);
    await shots(a, 'angler-tools-scheduled-posts');

    // ── 2. A catch logged with a photo; the place is typed in, and "Hidden" is already chosen.
    await a.goto('/profile/catch-log');
    await seen(a, 'No catches logged yet');
    await a.getByRole('button', { name: 'Log a catch' }).first().click();
    const form = a.getByRole('dialog', { name: 'Log a catch' });
    await form.getByLabel(/^Species/).fill('Largemouth bass');
    await form.getByLabel(/^Weight \(lb\)/).fill('4');
    await form.getByLabel(/^oz/).fill('8');
    await form.getByLabel(/^Length \(in\)/).fill('21');
    await form.locator('input[type="file"]').setInputFiles(photo);
    await seen(form, 'catch-gps.jpg');
    await form.getByRole('textbox', { name: 'Water', exact: true }).fill(water);
    await form.getByRole('textbox', { name: 'Region', exact: true }).fill(region);
    await form.getByLabel(/^Latitude/).fill(latitude);
    await form.getByLabel(/^Longitude/).fill(longitude);
    expect(await form.getByRole('radio', { name: /^Hidden/ }).isChecked()).toBe(true);
    await form.getByLabel(/^Who sees this catch/).selectOption({ label: 'Everyone' });
    await form.getByRole('button', { name: 'Log catch' }).click();
    await seen(a, 'Catch logged');

    // The first catch unlocks "Fish On": its toast arrives over the socket.
    await seen(a, 'Achievement unlocked: Fish On', 30_000);
    const card = a.getByRole('article').filter({ hasText: 'Largemouth bass' });
    await seen(card, '4.50 lb · 21 in');
    await seen(card, 'Place hidden');
    // The owner sees the place on the card; nobody else will.
    await seen(card, water);
    await expect.poll(() => card.getByRole('img', { name: 'Largemouth bass' }).isVisible()).toBe(true);

    // ── 3. Shared as a post for everyone: the dialog says the place stays out of it.
    await card.getByRole('button', { name: 'Share as post' }).click();
    const share = a.getByRole('dialog', { name: 'Share as post' });
    await seen(share, 'The place stays hidden: the post shows no spot, water or region.');
    expect(await share.getByLabel('Post text').inputValue()).toBe('Largemouth bass · 4.50 lb · 21 in');
    await share.getByLabel('Who sees the post').selectOption({ label: 'Everyone' });
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await seen(a, 'Shared as a post');
    const viewPost = card.getByRole('link', { name: 'View the post' });
    await viewPost.waitFor();
    const postPath = (await viewPost.getAttribute('href'))!;
    expect(postPath).toMatch(/^\/posts\/[0-9a-f-]{36}$/);
    await shots(a, 'angler-tools-catch-log');

    // ── 4. Another person reads the post, then the catch from the angler's profile: no water, region or point.
    const b = await newBrowserPage(PHONE);
    const signIn = await b.request.post('/api/auth/sign-in/email', {
      data: { email: 'demo-angler@tightlines.app', password: 'tightlines-demo' },
      headers: { origin: baseUrl() },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const secrets = [water, region, latitude, longitude, 'Hush Hollow', 'Quietwater'];
    const leaks = async () => {
      const text = await b.locator('body').innerText();
      const html = await b.content();
      return secrets.filter((secret) => text.includes(secret) || html.includes(secret));
    };
    /** …nor in what the API hands that person for the page (the same path under /api). */
    const wireLeaks = async (pagePath: string) => {
      const response = await b.request.get(`/api${pagePath}`);
      expect(response.status()).toBe(200);
      const body = await response.text();
      return secrets.filter((secret) => body.includes(secret));
    };
    await b.goto(postPath);
    await seen(b, 'Largemouth bass · 4.50 lb · 21 in');
    await seen(b, 'Wren Tackleberry');
    expect(await leaks()).toEqual([]);
    expect(await wireLeaks(postPath)).toEqual([]);
    await b.goto(`/profile/${me.user.id}`);
    await b
      .getByRole('link', { name: /Largemouth bass/ })
      .first()
      .click();
    await b.waitForURL(/\/catch-log\/[0-9a-f-]{36}$/);
    await seen(b, '4.50 lb');
    await seen(b, 'Wren Tackleberry');
    expect(await leaks()).toEqual([]);
    expect(await wireLeaks(new URL(b.url()).pathname)).toEqual([]);

    // ── 5. The rewards page shows "Fish On" unlocked (and the post just shared unlocked "First Cast").
    await a.goto('/gamification');
    const fishOn = a.getByRole('listitem').filter({ has: a.getByRole('heading', { name: 'Fish On' }) });
    await seen(fishOn, /^Unlocked · /);
    await seen(a, /\d+ of \d+ unlocked/);
    await shots(a, 'angler-tools-gamification');

    // ── 6. Tackle: a nameless item is refused in the spec's words, a named one lands in the box.
    await a.goto('/tackle-box');
    await seen(a, 'Your tackle box is empty');
    await a.getByRole('button', { name: 'Add tackle' }).first().click();
    const tackle = a.getByRole('dialog', { name: 'Add tackle' });
    await tackle.getByRole('button', { name: 'Add tackle' }).click();
    await seen(a, 'Please enter a name for the tackle item');
    await seen(tackle, 'Name required');
    await tackle.getByLabel(/^Name/).fill(`Chartreuse spinnerbait ${run}`);
    await tackle.getByLabel(/^Brand/).fill('Strike King');
    await tackle.getByLabel(/^Quantity/).fill('3');
    await tackle.getByRole('button', { name: 'Add tackle' }).click();
    await seen(a, 'Tackle added');
    await seen(a, `Chartreuse spinnerbait ${run}`);
    await seen(a, 'Qty 3');
    await shots(a, 'angler-tools-tackle-box');

    // ── 7. A fishing report, submitted and then in the list.
    const reportPlace = `Lake Seminole north arm ${run}`;
    await a.goto('/fishing-reports');
    await a.getByRole('button', { name: 'Submit a report' }).first().click();
    const report = a.getByRole('dialog', { name: 'Submit a fishing report' });
    await report.getByLabel(/^Place/).fill(reportPlace);
    await report
      .locator('label')
      .filter({ hasText: /^Bass$/ })
      .click();
    await report
      .locator('label')
      .filter({ hasText: /^Excellent$/ })
      .click();
    await report.getByLabel(/^Weather conditions/).fill('Overcast, light east wind');
    await report.getByLabel(/^Techniques/).fill('Spinnerbait along the grass edge');
    await report.getByRole('button', { name: 'Submit report' }).click();
    await seen(a, 'Report submitted!');
    await seen(a, reportPlace);
    await shots(a, 'angler-tools-fishing-reports');

    // ── 8. The scheduled post publishes: it leaves the waiting list and is on the angler's profile.
    await a.goto('/scheduled-posts');
    await expect
      .poll(
        async () => {
          await a.reload();
          await a.getByRole('heading', { name: 'Scheduled posts', level: 1 }).waitFor();
          await a.waitForLoadState('networkidle');
          // The empty state shows only once the list has loaded with nothing waiting in it.
          return a.getByText('No scheduled posts').isVisible();
        },
        { timeout: Math.max(0, publishAt.getTime() - Date.now()) + 100_000, interval: 5_000 },
      )
      .toBe(true);
    expect(await a.getByText(scheduledText).count()).toBe(0);
    await a.goto(`/profile/${me.user.id}`);
    await seen(a, scheduledText);

    // ── 9. The catch log and the rewards in Arabic: right to left, nothing sticking out.
    await a.evaluate(() => window.localStorage.setItem('i18nextLng', 'ar'));
    await a.goto('/profile/catch-log');
    await a.getByRole('article').first().waitFor();
    expect(await a.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shots(a, 'angler-tools-catch-log-ar');
    await a.goto('/gamification');
    await a.getByRole('progressbar').first().waitFor();
    expect(await a.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shots(a, 'angler-tools-gamification-ar');
  }, 240_000);
});
