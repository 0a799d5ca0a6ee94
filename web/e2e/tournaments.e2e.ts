import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, launchBrowser, seen, shot, signUpThroughForm, uniqueEmail } from './support';

/**
 * A director creates and publishes an event; two teams register; an angler submits a catch
 * with a photo while the browser is offline, goes online and it uploads; the director approves it; a second
 * browser on /leaderboard/{id} sees the ranking change without reloading.
 */
const password = 'tight-lines-2026';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const run = Date.now().toString(36).slice(-5);

let browser: Browser;

const contexts: BrowserContext[] = [];

/** A calendar date (YYYY-MM-DD) `days` from today in UTC, the event's time zone. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A real JPEG of a made-up pattern: each seed gives a photo the duplicate check sees as different. */
async function catchPhoto(seed: number): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const band = seed % 2 === 0 ? Math.floor(x / 80) : Math.floor(y / 60);
      pixels[i] = (band * 37 + seed * 50) % 256;
      pixels[i + 1] = ((x + y) * seed) % 256;
      pixels[i + 2] = band % 2 === 0 ? 220 : 30;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function openContext(
  viewport: { width: number; height: number },
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'en-US',
    timezoneId: 'UTC',
    ...extra,
  });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

interface Angler {
  email: string;
  name: string;
  context: BrowserContext;
  page: Page;
}

/** Signs up through the form and confirms the address from the mail the SMTP sink received. */
async function signUp(
  firstName: string,
  lastName: string,
  viewport: { width: number; height: number },
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<Angler> {
  const email = uniqueEmail(`e2e-${firstName.toLowerCase()}`);
  const { context, page } = await openContext(viewport, extra);
  await signUpThroughForm(page, { firstName, lastName, email, password, phone: '+1 555 0142' });
  return { email, name: `${firstName} ${lastName}`, context, page };
}

/** The captain creates a team on /profile/my-team, then registers it through the wizard on /register. */
async function registerTeam(angler: Angler, eventId: string, team: string, boat: string): Promise<void> {
  const { page } = angler;
  await page.goto('/profile/my-team');
  await page.getByLabel(/^Team name/).fill(team);
  await page.getByLabel(/^Home port/).fill('Orange Beach, AL');
  await page.getByRole('button', { name: 'Create team' }).click();
  await seen(page, `${team} is ready. You're the captain.`);
  await page.waitForURL(/\/teams\/[^/]+$/);

  await page.goto(`/register?eventId=${eventId}`);
  // Event: preselected from the link; the division is the angler's choice.
  await page.getByRole('heading', { name: 'Event', exact: true }).waitFor();
  expect(await page.getByLabel(/^Tournament/).inputValue()).toBe(eventId);
  await seen(page, '$50.00');
  await page.getByLabel(/^Division/).selectOption({ label: 'Open' });
  await page.getByRole('button', { name: 'Next' }).click();
  // Team and boat: the team I captain, a new boat by name.
  await page.getByRole('heading', { name: 'Team and boat', exact: true }).waitFor();
  expect(
    await page
      .getByLabel(/^Team\b/)
      .locator('option:checked')
      .textContent(),
  ).toBe(team);
  await page.getByLabel(/^New boat name/).fill(boat);
  await page.getByRole('button', { name: 'Next' }).click();
  // Anglers: the captain is filled in as a member.
  await page.getByRole('heading', { name: 'Anglers', exact: true }).waitFor();
  expect(await page.getByLabel('Angler 1 (member)').inputValue()).toBe(angler.name);
  await page.getByRole('button', { name: 'Next' }).click();
  // Waiver and fee.
  await page.getByRole('heading', { name: 'Waiver and fee', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await seen(page, 'You must accept the waiver to register.');
  await page.getByLabel('I accept the waiver and the rules').check();
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await page.waitForURL(/\/registration-success/);
  await seen(page, "You're registered!");
  await seen(page, `${team} is registered for`);
}

/** The standings rows of the open leaderboard, top first, as "entrant name" texts. */
const boardOrder = (page: Page) =>
  page
    .getByRole('table', { name: 'Standings' })
    .locator('tbody tr th[scope="row"] span:first-child')
    .allTextContents();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

describe('a tournament from the director to the live leaderboard', () => {
  it('create and publish, two teams register, offline catch uploads, approval moves the live board', async () => {
    const eventName = `Perdido Pass Redfish Open ${run}`;
    const team1 = `Reel Deal ${run}`;
    const team2 = `Bayou Bandits ${run}`;

    // ── 1. The director (the demo tournament director; signing in is set-up) creates and publishes the event.
    const director = await openContext(DESKTOP);
    const signIn = await director.page.request.post('/api/auth/sign-in/email', {
      data: { email: 'demo-director@tightlines.app', password: 'tightlines-demo' },
      headers: { origin: baseUrl() },
    });
    expect(signIn.status()).toBe(200);
    const d = director.page;
    await d.goto('/tournament-director');
    await d.getByRole('link', { name: 'Create event' }).first().click();
    await d.waitForURL('**/tournament-director/events/new');
    await d.getByLabel(/^Event name/).fill(eventName);
    await d
      .getByLabel(/^Description/)
      .fill('Two days on the pass and the back bays. Heaviest redfish or trout wins.');
    await d.getByLabel(/^Start date/).fill(utcDay(-1));
    await d.getByLabel(/^End date/).fill(utcDay(1));
    expect(await d.getByRole('combobox', { name: /^Time zone/ }).inputValue()).toMatch(/UTC/);
    await d.getByLabel(/^Location/).fill('Perdido Pass, Orange Beach, AL');
    await d.getByLabel(/^Latitude/).fill('30.2788');
    await d.getByLabel(/^Longitude/).fill('-87.5558');
    for (const [search, species] of [
      ['redf', 'Redfish'],
      ['seatr', 'Spotted seatrout'],
    ]) {
      await d.getByRole('combobox', { name: 'Species' }).fill(search!);
      await d.getByRole('option', { name: species }).click();
    }
    await d.getByLabel(/^Entry fee/).fill('50');
    await d.getByLabel(/^Participants cap/).fill('20');
    // It started yesterday: registration stays open until tomorrow noon, not the start (the default).
    await d.getByLabel(/^Registration closes/).fill(`${utcDay(1)}T12:00`);
    await d.getByRole('button', { name: 'Add division' }).click();
    await d.getByLabel('Division 1').fill('Open');
    await d.getByRole('button', { name: 'Save draft' }).click();
    await seen(d, 'Draft saved');
    await d.waitForURL(/\/tournament-director\/events\/[0-9a-f-]{36}$/);
    const eventId = /events\/([0-9a-f-]{36})$/.exec(d.url())![1]!;
    await d.getByRole('heading', { name: eventName, exact: true }).waitFor();
    // The editor's sections load in parts after a save; wait for the page to settle before publishing.
    await d.waitForLoadState('networkidle');
    await d.getByRole('button', { name: 'Publish' }).click();
    await seen(d, 'Event published');
    await expect.poll(() => d.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    // The public sees it: on /tournaments among the ongoing events, and its page.
    const visitor = await openContext(DESKTOP);
    const v = visitor.page;
    await v.goto('/tournaments');
    await seen(v, eventName);
    await shot(v, 'tournaments-1440x900');
    await v.goto(`/events/${eventId}`);
    await v.getByRole('heading', { name: eventName, exact: true }).waitFor();
    await shot(v, 'event-1440x900');

    // ── 2. Two teams register: each captain signs up over real SMTP, creates a team and registers it.
    const angler1 = await signUp('Caleb', 'Redmond', PHONE, {
      permissions: ['geolocation'],
      geolocation: { latitude: 30.279, longitude: -87.556, accuracy: 12 },
      isMobile: true,
      hasTouch: true,
    });
    const angler2 = await signUp('Delia', 'Fontenot', DESKTOP);
    await registerTeam(angler1, eventId, team1, 'Mullet Run');
    await registerTeam(angler2, eventId, team2, 'Salt Shaker');

    // Set-up, not the journey: team 2 already has a 4.4 lb redfish on the board, approved.
    const code = (await (
      await angler2.page.request.get(`/api/events/${eventId}/code-of-the-day`)
    ).json()) as { code: string };
    const upload = await angler2.page.request.post(`/api/events/${eventId}/catches`, {
      headers: { origin: baseUrl() },
      multipart: {
        clientId: crypto.randomUUID(),
        species: 'Redfish',
        weightGrams: '2000',
        caughtAt: new Date(Date.now() - 3_600_000).toISOString(),
        identifierCode: code.code,
        photo: { name: 'redfish.jpg', mimeType: 'image/jpeg', buffer: await catchPhoto(1) },
      },
    });
    expect(upload.status()).toBe(201);
    const team2Catch = (await upload.json()) as { id: string };
    const approveTeam2 = await d.request.post(
      `/api/tournament-director/events/${eventId}/catches/${team2Catch.id}/approve`,
      { headers: { origin: baseUrl() }, data: {} },
    );
    expect(approveTeam2.status()).toBe(200);

    // ── 5 (opened before the approval). A spectator watches the live leaderboard in another browser.
    const spectator = await openContext(DESKTOP);
    const s = spectator.page;
    await s.goto(`/leaderboard/${eventId}`);
    await s.getByRole('heading', { name: eventName, exact: true }).waitFor();
    await expect.poll(() => boardOrder(s)).toEqual([team2, team1]);
    await s.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // ── 3. Angler 1 on the phone: the capture page, the code of the day, then the connection drops.
    const a = angler1.page;
    await a.goto(`/profile/tournaments/${eventId}`);
    await a.getByRole('heading', { name: eventName, exact: true }).waitFor();
    const codeOfTheDay = a.getByRole('region', { name: 'Code of the day' });
    await expect.poll(() => codeOfTheDay.textContent()).toContain(code.code);
    await seen(a, 'No catches yet');
    await shot(a, 'capture-390x844');

    await angler1.context.setOffline(true);
    await seen(a, "You're offline. Catches are saved on this phone");
    await a.locator('#catch-photo').setInputFiles({
      name: 'redfish-offline.jpg',
      mimeType: 'image/jpeg',
      buffer: await catchPhoto(2),
    });
    await a.getByRole('img', { name: 'Your catch photo' }).waitFor();
    await a.getByLabel(/^Species/).selectOption('Redfish');
    await a.getByLabel('Weight (lb)').fill('6');
    await a.getByLabel('Ounces (oz)').fill('4');
    await a.getByLabel('Length (in)').fill('27');
    await a.getByLabel('Code in the photo').fill(code.code);
    await a.getByRole('button', { name: 'Submit catch' }).click();
    await seen(a, "Saved on this phone. It uploads by itself when you're back online.");
    const queued = a.getByRole('region', { name: /On this phone \(1\)/ });
    await seen(queued, 'Waiting to upload');
    await shot(a, 'capture-offline-390x844');

    // Back online: the queued catch uploads by itself and waits for the judges.
    await angler1.context.setOffline(false);
    const mine = a.getByRole('region', { name: 'My catches' });
    await seen(mine, 'Waiting for judges');
    await expect.poll(() => a.getByRole('region', { name: /On this phone/ }).count()).toBe(0);
    await shot(a, 'capture-uploaded-390x844');

    // ── 4. The director, on a phone, sees the catch waiting from the director home and opens the judging queue.
    await d.setViewportSize(PHONE);
    await d.goto('/tournament-director');
    const sections = d.getByRole('navigation', { name: 'Director menu' });
    for (const name of ['My events', 'New event', 'Series']) {
      await sections.getByRole('link', { name }).waitFor();
      expect(await sections.getByRole('link', { name }).isVisible()).toBe(true);
    }
    const attention = d.getByRole('list', { name: `Needs attention at ${eventName}` });
    const waiting = attention.getByRole('link', { name: /Catches waiting/ });
    await expect.poll(() => waiting.textContent()).toMatch(/^1\s*Catches waiting/);
    await shot(d, 'director-home-390x844');
    await waiting.click();
    await d.waitForURL(`**/tournament-director/events/${eventId}/judging`);
    await d.setViewportSize(DESKTOP);
    const card = d.getByRole('article').filter({ hasText: team1 });
    await card.waitFor();
    await shot(d, 'judging-1440x900');
    const approval = d.waitForResponse((response) => response.url().endsWith('/approve'));
    await card.getByRole('button', { name: 'Approve' }).click();
    const approvedAt = Date.now();
    const approved = await approval;
    expect(approved.status(), await approved.text()).toBe(200);
    await expect.poll(() => d.getByRole('tab', { name: /^Approved/ }).textContent()).toBe('Approved2');
    await expect.poll(() => d.getByRole('tab', { name: /^Pending/ }).textContent()).toBe('Pending0');

    // ── 5. The spectator's board moves team 1 to first place without a reload.
    await expect.poll(() => boardOrder(s), { timeout: 5_000 }).toEqual([team1, team2]);
    const liveMs = Date.now() - approvedAt;
    // The movement arrow's words are for screen readers.
    expect(await s.getByText('Up 1 place').count()).toBe(1);
    expect(await s.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    console.info(`leaderboard updated ${liveMs} ms after the approval click`);
    await shot(s, 'leaderboard-1440x900');

    // The angler sees the decision too.
    await a.reload();
    await seen(a.getByRole('region', { name: 'My catches' }), 'Approved');

    // ── 6. Screenshots of the other sizes.
    await a.goto(`/leaderboard/${eventId}`);
    await a.getByRole('heading', { name: eventName, exact: true }).waitFor();
    await shot(a, 'leaderboard-390x844');
    await a.goto('/tournaments');
    await seen(a, eventName);
    await shot(a, 'tournaments-390x844');
    await a.goto(`/events/${eventId}`);
    await a.getByRole('heading', { name: eventName, exact: true }).waitFor();
    await shot(a, 'event-390x844');
    await angler2.page.goto(`/profile/tournaments/${eventId}`);
    await angler2.page.getByRole('heading', { name: eventName, exact: true }).waitFor();
    await seen(angler2.page.getByRole('region', { name: 'My catches' }), 'Approved');
    await shot(angler2.page, 'capture-1440x900');
    await d.setViewportSize(PHONE);
    await d.getByRole('tab', { name: /Approved/ }).click();
    await d.getByRole('article').filter({ hasText: team1 }).waitFor();
    await shot(d, 'judging-390x844');
  }, 180_000);
});
