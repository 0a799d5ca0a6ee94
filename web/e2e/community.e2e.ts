import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, screenshot, seen, signUpThroughForm, uniqueEmail } from './support';

/**
 * Community spaces end to end (issue 16): a private group with a join request approved and a member's post
 * that a non-member never sees; an RSVP to the group's event in my calendar and a parseable .ics; a forum
 * thread, a quoted reply that the subscribed author hears about live, and search finding the reply.
 */
const password = 'tight-lines-2026';

interface Angler {
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
  const { context, page } = await newPage(browser, viewport);
  const email = uniqueEmail(`e2e-community-${firstName.toLowerCase()}`);
  await signUpThroughForm(page, { firstName, lastName, email, password, phone: '+1 555 0199' });
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const angler = { name: `${firstName} ${lastName}`, context, page, id: me.user.id };
  anglers.push(angler);
  return angler;
}

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const stamp = Date.now().toString(36);

let owner: Angler;
let member: Angler;
let outsider: Angler;
let groupSlug = '';
let groupId = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const angler of anglers) await angler.context.close();
  await browser.close();
});

describe('groups', () => {
  it('creates a private group; a second angler asks to join, is approved and posts; a non-member sees no post', async () => {
    owner = await signUp('Marisol', 'Pikewater', desktop);
    member = await signUp('Teodor', 'Reelman', phone);
    outsider = await signUp('Yusuf', 'Driftline', desktop);
    const { page } = owner;
    await page.goto('/groups');
    await page.getByRole('link', { name: 'Create group' }).first().click();
    await page.getByRole('textbox', { name: /Name/ }).fill(`Pike Night Crew ${stamp}`);
    groupSlug = await page.getByRole('textbox', { name: 'Web address' }).inputValue();
    expect(groupSlug).toMatch(/^pike-night-crew-/);
    await page.getByRole('radio', { name: /Private/ }).check();
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('button', { name: 'Go to the group' }).click();
    await page.waitForURL(`**/groups/${groupSlug}**`);
    await seen(page, `Pike Night Crew ${stamp}`);
    groupId = ((await (await page.request.get(`/api/groups/${groupSlug}`)).json()) as { id: string }).id;

    // The member asks to join from a phone and waits.
    await member.page.goto(`/groups/${groupSlug}`);
    await seen(member.page, 'This group is private');
    await member.page.getByRole('button', { name: 'Request to join' }).first().click();
    await seen(member.page, 'Request pending');

    // The owner approves the request from the Members tab.
    await page.goto(`/groups/${groupSlug}/members`);
    await page.getByRole('button', { name: /Requests/ }).click();
    await page.getByRole('button', { name: `Approve ${member.name}` }).click();
    await seen(page, `${member.name} is now a member`);

    // The member posts in the group.
    const secret = `Pike on the weed edge at dusk ${stamp}`;
    await member.page.goto(`/groups/${groupSlug}`);
    await member.page.getByPlaceholder(/What's biting/).fill(secret);
    await member.page
      .getByRole('form', { name: 'Create a post' })
      .getByRole('button', { name: 'Post' })
      .click();
    await seen(member.page, secret);
    await screenshot(member.page, 'community-group-phone');
    await screenshot(page, 'community-group-desktop');

    // A non-member sees the private notice and no post, and the API refuses the group's posts.
    await outsider.page.goto(`/groups/${groupSlug}`);
    await seen(outsider.page, 'This group is private');
    expect(await outsider.page.getByText(secret).count()).toBe(0);
    const posts = await outsider.page.request.get(`/api/groups/${groupId}/posts`);
    expect(posts.status()).toBe(403);
    const feed = (await (await outsider.page.request.get('/api/feed')).text()) ?? '';
    expect(feed).not.toContain(secret);
  });
});

describe('community events', () => {
  it("RSVPs to the group's event, which shows in my calendar and whose .ics parses", async () => {
    const startsAt = new Date(Date.now() + 5 * 24 * 3600_000);
    startsAt.setUTCHours(23, 0, 0, 0);
    const created = await owner.page.request.post('/api/community-events', {
      headers: { origin: baseUrl() },
      data: {
        name: `Pike rigging night ${stamp}`,
        type: 'clinic',
        description: 'Wire leaders, quick-strike rigs and release tools.',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(),
        timeZone: 'America/Chicago',
        location: 'Boathouse, Lake Minnetonka, MN',
        capacity: 20,
        groupId,
      },
    });
    expect(created.status()).toBe(201);
    const event = (await created.json()) as { id: string };

    // The outsider cannot open a private group's event.
    expect((await outsider.page.request.get(`/api/community-events/${event.id}`)).status()).toBe(404);

    const { page } = member;
    await page.goto(`/events/${event.id}`);
    await seen(page, `Pike rigging night ${stamp}`);
    await page.getByRole('button', { name: /^Going/ }).click();
    await expect
      .poll(async () => page.getByRole('button', { name: /^Going/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await screenshot(page, 'community-event-phone');

    // My calendar lists it.
    await page.goto('/getsocial/events');
    await page.waitForTimeout(3000);
    await screenshot(page, 'community-my-events-phone');
    await seen(page, `Pike rigging night ${stamp}`);

    // Its .ics parses and holds the event.
    const ics = await page.request.get(`/api/events/${event.id}/ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(`Pike rigging night ${stamp}`);
    const start = vevent?.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().getTime()).toBe(startsAt.getTime());
  });
});

describe('forums', () => {
  it('starts a thread; a quoted reply reaches the subscribed author live; search finds the reply', async () => {
    const { page } = owner;
    await page.goto('/forums');
    await page.getByRole('link', { name: 'Gear questions' }).first().click();
    await page.waitForURL('**/topics/gear-questions');
    await page.getByRole('link', { name: 'New thread' }).click();
    await page.getByRole('textbox', { name: /Title/ }).fill(`Quick-strike rigs for pike ${stamp}`);
    await page
      .getByRole('textbox', { name: 'Message (Markdown)' })
      .fill('Two trebles or one single? Which **wire** do you run?');
    await page.getByRole('button', { name: 'Create thread' }).click();
    await page.waitForURL(/\/topics\/gear-questions\/[0-9a-f-]{36}/);
    const threadUrl = new URL(page.url()).pathname;
    await seen(page, `Quick-strike rigs for pike ${stamp}`);

    // The author waits elsewhere, socket connected.
    await page.goto('/forums');
    await page.getByRole('heading', { name: 'Forums' }).first().waitFor();

    // The member quotes the opening post and replies.
    const word = `muskellunge${stamp}`;
    await member.page.goto(threadUrl);
    const opening = member.page.getByRole('article').first();
    await opening.getByRole('button', { name: 'Quote' }).click();
    const box = member.page.getByRole('textbox', { name: 'Your reply' });
    await expect.poll(() => box.inputValue()).toContain('> ');
    await box.press('End');
    await box.pressSequentially(`\n\nSingle hooks, 30 lb titanium. Landed a ${word} that way.`);
    await member.page.getByRole('button', { name: 'Post reply' }).click();
    await seen(member.page, `Landed a ${word} that way.`);
    await expect.poll(() => member.page.locator('blockquote, aside.quote').count()).toBeGreaterThan(0);
    await screenshot(member.page, 'community-thread-phone');

    // The author, subscribed as the thread's starter and quoted, hears of it live (a toast, no reload).
    await seen(page, new RegExp(`${member.name} (replied in|mentioned you in)`));

    // Search finds the reply with the word highlighted.
    await outsider.page.goto(`/forums/search?q=${word}`);
    await seen(outsider.page, `Quick-strike rigs for pike ${stamp}`);
    expect(await outsider.page.locator('mark', { hasText: word }).count()).toBeGreaterThan(0);
    await screenshot(outsider.page, 'community-search-desktop');
  });
});
