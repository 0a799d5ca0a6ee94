import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage, seen, signUpThroughForm, uniqueEmail } from './support';

/**
 * Two new anglers sign up; A opens B's profile, presses Message and writes; B's unread badge moves and the
 * message appears without reloading; B replies with a photo, which A sees arrive live, with B's read mark.
 */
const photo = path.resolve(import.meta.dirname, '../../server/test/fixtures/catch-gps.jpg');
const password = 'tight-lines-2026';

interface Angler {
  firstName: string;
  lastName: string;
  name: string;
  context: BrowserContext;
  page: Page;
  id: string;
}

let browser: Browser;
const anglers: Angler[] = [];

async function signUp(
  firstName: string,
  lastName: string,
  viewport: { width: number; height: number },
): Promise<Angler> {
  const email = uniqueEmail(`e2e-msg-${firstName.toLowerCase()}`);
  const { context, page } = await newPage(browser, viewport);
  await signUpThroughForm(page, { firstName, lastName, email, password, phone: '+1 555 0177' });
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { firstName, lastName, name: `${firstName} ${lastName}`, context, page, id: me.user.id };
}

/** The conversation's message log (the history region). */
const log = (page: Page) => page.getByRole('log').first();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const angler of anglers) await angler.context.close();
  await browser.close();
});

describe('direct messages between two anglers', () => {
  it('A messages B from the profile; B sees the badge and the message live, and replies with a photo', async () => {
    const a = await signUp('Coralie', 'Tarponwell', { width: 1440, height: 900 });
    const b = await signUp('Ignatius', 'Bonefisher', { width: 390, height: 844 });
    anglers.push(a, b);

    // B waits elsewhere in the app (socket connected), nothing unread yet.
    await b.page.goto('/getsocial');
    await b.page.getByRole('link', { name: 'Messages', exact: true }).first().waitFor();

    // A opens B's profile and presses Message: the conversation opens.
    await a.page.goto(`/profile/${b.id}`);
    await a.page
      .getByRole('button', { name: `Message ${b.name}` })
      .first()
      .click();
    await seen(a.page, 'Started conversation');
    await a.page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname));
    const conversationPath = new URL(a.page.url()).pathname;
    await seen(a.page, 'No messages yet');

    // A writes; Enter sends.
    const first = 'Tight lines! Want to fish the flats on Saturday?';
    const aBox = a.page.getByRole('textbox', { name: 'Message' });
    await aBox.fill(first);
    await aBox.press('Enter');
    await seen(log(a.page), first);
    await expect.poll(() => aBox.inputValue()).toBe('');
    await expect.poll(() => log(a.page).getByText('Sending…').count()).toBe(0);

    // B's badge moves without reloading.
    await expect
      .poll(() => b.page.getByRole('link', { name: 'Messages, 1 unread' }).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    // B opens Messages: the conversation is listed with A's name and the message.
    await b.page.getByRole('link', { name: 'Messages, 1 unread' }).first().click();
    await b.page.waitForURL((url) => url.pathname === '/messages');
    const row = b.page.getByRole('link', { name: new RegExp(`^${a.name}`) }).first();
    await row.waitFor();
    await seen(b.page, first);
    await row.click();
    await b.page.waitForURL((url) => url.pathname === conversationPath);
    await seen(log(b.page), first);

    // Reading it clears B's badge; A sees the seen mark arrive.
    await expect
      .poll(() => b.page.getByRole('link', { name: 'Messages', exact: true }).first().isVisible())
      .toBe(true);
    await seen(log(a.page), 'Seen');

    // A writes again while B looks: it appears without reloading.
    const second = 'Bring the 8-weight.';
    await aBox.fill(second);
    await aBox.press('Enter');
    await seen(log(b.page), second);

    // B replies with a photo from the phone.
    await b.page.getByLabel('Add photo').setInputFiles(photo);
    await b.page.getByRole('img', { name: 'Photo to send' }).waitFor();
    await b.page.getByRole('textbox', { name: 'Message' }).fill('Count me in. Caught this one today!');
    await b.page.getByRole('button', { name: 'Send' }).click();
    const sentPhoto = log(b.page).getByRole('img', { name: `Photo from ${b.name}` });
    await sentPhoto.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => sentPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // A gets the photo and the words live; the image loads for a participant.
    await seen(log(a.page), 'Count me in. Caught this one today!', 30_000);
    const received = log(a.page).getByRole('img', { name: `Photo from ${b.name}` });
    await received.waitFor();
    await expect
      .poll(() => received.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // The photo is private to the conversation: only participants are handed its signed address; the file
    // without the signature, or with a forged one, is refused.
    const src = new URL((await received.getAttribute('src'))!, a.page.url());
    expect(src.searchParams.get('sig')).toBeTruthy();
    const visitor = await browser.newContext({ baseURL: src.origin });
    expect((await visitor.request.get(src.pathname)).status()).toBeGreaterThanOrEqual(400);
    const forged = new URL(src);
    forged.searchParams.set('sig', 'AAAAAAAAAAAAAAAAAAAAAA');
    expect((await visitor.request.get(`${forged.pathname}${forged.search}`)).status()).toBeGreaterThanOrEqual(
      400,
    );
    await visitor.close();
  }, 180_000);
});
