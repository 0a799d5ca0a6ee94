import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, seen, signUpThroughForm, uniqueEmail } from './support';

/**
 * Two new anglers sign up; A follows B; B posts a photo with a #hashtag and @A;
 * A sees it arrive in the feed and gets the mention toast without reloading; A finds B by a misspelt name.
 */
const photo = path.resolve(import.meta.dirname, '../../server/test/fixtures/catch-gps.jpg');
const password = 'tight-lines-2026';

interface Angler {
  email: string;
  firstName: string;
  lastName: string;
  context: BrowserContext;
  page: Page;
  id: string;
  handle: string;
}

let browser: Browser;
const anglers: Angler[] = [];

async function signUp(
  firstName: string,
  lastName: string,
  viewport: { width: number; height: number },
): Promise<Angler> {
  const email = uniqueEmail(`e2e-${firstName.toLowerCase()}`);
  const { context, page } = await newPage(browser, viewport);
  await signUpThroughForm(page, { firstName, lastName, email, password, phone: '+1 555 0199' });
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const profile = (await (await page.request.get(`/api/profiles/${me.user.id}`)).json()) as {
    handle: string;
  };
  return { email, firstName, lastName, context, page, id: me.user.id, handle: profile.handle };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const angler of anglers) await angler.context.close();
  await browser.close();
});

describe('two anglers on the social core', () => {
  it('follow, post with a photo, #hashtag and @mention, live feed and notification, misspelt search', async () => {
    const a = await signUp('Marina', 'Quillback', { width: 1440, height: 900 });
    const b = await signUp('Bartholomew', 'Snookfield', { width: 390, height: 844 });
    anglers.push(a, b);

    // A follows B from B's profile.
    await a.page.goto(`/profile/${b.id}`);
    await a.page
      .getByRole('button', { name: `Follow ${b.firstName} ${b.lastName}` })
      .first()
      .click();
    await seen(a.page, 'Following user');
    await expect
      .poll(() =>
        a.page
          .getByRole('button', { name: `Following ${b.firstName} ${b.lastName}` })
          .first()
          .isVisible(),
      )
      .toBe(true);

    // A waits on the social home, socket connected.
    await a.page.goto('/getsocial');
    await a.page.getByRole('form', { name: 'Create a post' }).waitFor();

    // B posts from the phone: text with a #hashtag and @A, plus a photo.
    await b.page.goto('/getsocial');
    const composer = b.page.getByRole('form', { name: 'Create a post' });
    const text = `Snook on the outgoing tide, 31 inches! #SnookSeason thanks for the tip @${a.handle}`;
    await composer.getByLabel('Post text').fill(text);
    await composer.locator('input[type="file"]').setInputFiles(photo);
    await composer.getByRole('img', { name: 'The photo you are about to post' }).waitFor();
    await composer.getByRole('button', { name: 'Post', exact: true }).click();
    await seen(b.page, 'Your post has been shared successfully');
    await expect.poll(() => composer.getByLabel('Post text').inputValue()).toBe('');

    // A gets the mention toast, and the post in the feed, without reloading.
    await seen(a.page, `${b.firstName} ${b.lastName} mentioned you`);
    await a.page.getByRole('button', { name: /1 new post/ }).click();
    const card = a.page.getByRole('article').filter({ hasText: 'Snook on the outgoing tide' }).first();
    await card.waitFor();
    await expect.poll(() => card.getByRole('link', { name: '#SnookSeason' }).isVisible()).toBe(true);
    await expect.poll(() => card.getByRole('link', { name: `@${a.handle}` }).isVisible()).toBe(true);
    await expect
      .poll(() => card.getByRole('img', { name: `Photo posted by ${b.firstName} ${b.lastName}` }).isVisible())
      .toBe(true);
    await screenshot(a.page, 'getsocial-1440x900');

    // The bell counts the mention.
    await a.page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await seen(a.page, `${b.firstName} ${b.lastName} mentioned you`);
    await a.page.keyboard.press('Escape');

    // The hashtag link leads to its page.
    await card.getByRole('link', { name: '#SnookSeason' }).click();
    await a.page.waitForURL((url) => url.pathname === '/hashtag/snookseason');
    await seen(a.page, 'Snook on the outgoing tide');

    // A finds B by a misspelt name.
    await a.page.goto('/search');
    await a.page.getByLabel('Search people').fill('Bartholomew Snookfeild');
    await seen(a.page, `${b.firstName} ${b.lastName}`);
    await expect
      .poll(() =>
        a.page
          .getByRole('link', { name: new RegExp(`${b.firstName} ${b.lastName}`) })
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Screenshots of the social home on a phone and a profile on both sizes.
    await screenshot(b.page, 'getsocial-390x844');
    await b.page.goto(`/profile/${b.id}`);
    await seen(b.page, 'Snook on the outgoing tide');
    await screenshot(b.page, 'profile-390x844');
    await a.page.goto(`/profile/${b.id}`);
    await seen(a.page, 'Snook on the outgoing tide');
    await screenshot(a.page, 'profile-1440x900');
  }, 120_000);
});
