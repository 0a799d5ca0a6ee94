import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { startFakeStripe, type FakeStripe } from '../../server/test/helpers/fake-stripe';
import { createFreshDatabase, startServer, type RunningServer } from './global-setup';
import { launchBrowser, screenshotDir, seen, shot } from './support';

/**
 * Payments end to end in Chromium (issue 17, "Proven"): the director makes an event with an entry fee and a
 * discount code; an angler registers, applies the code, pays on the provider's page and comes back to "paid" with
 * a receipt; another captain declines on the provider's page and sees it; the director refunds half at the desk
 * and the angler sees it; the admin hub and the ledger agree.
 *
 * The shared e2e server is offline on purpose (no provider), so this file starts its own server, with the Stripe
 * SDK pointed at the fake provider (server/test/helpers/fake-stripe.ts) running in this process, which serves the
 * hosted checkout page and sends signed webhooks. The database is a fresh PostgreSQL one beside the shared run's
 * when the run is on PostgreSQL — the ledger is then checked in SQL as well as through the admin API — and a
 * PGlite data directory otherwise (a PGlite database is held by its server's process, so only the API is asked).
 *
 * The charters journey (issue 18, "Proven") runs on the same server, because its deposit is paid on the same fake
 * provider: a captain lists a boat, an admin approves it, an angler finds it by filters and requests a date, the
 * captain accepts in the booking conversation, the angler pays the deposit and sees the success page; after the trip
 * the angler reviews it and the captain replies.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const photo = path.resolve(import.meta.dirname, '../../server/test/fixtures/catch-gps.jpg');
const DEMO_PASSWORD = 'tightlines-demo';
const WEBHOOK_SECRET = 'whsec_e2e_payments';
const run = Date.now().toString(36).slice(-5);

let browser: Browser;
let fake: FakeStripe;
let server: RunningServer;
let databaseUrl: string | null = null;
let dropDatabase = async () => {};
const contexts: BrowserContext[] = [];

/** A calendar date (YYYY-MM-DD) `days` from today in UTC, the event's time zone. */
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What a person closes before looking: the push prompt ("Not now", for the session) and passing toasts. */
async function quiet(page: Page) {
  const notNow = page.getByRole('button', { name: 'Not now' });
  if (await notNow.isVisible()) await notNow.click({ timeout: 2_000 }).catch(() => {});
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all())
    if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => {});
}

/** Both sizes of the page as it is now: the phone first, then the desktop (the page is left at `back`). */
async function shots(page: Page, name: string, back: { width: number; height: number }) {
  await quiet(page);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await shot(page, `${name}-390x844`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(150);
  await shot(page, `${name}-1280x800`);
  await page.setViewportSize(back);
}

/** A demo account's browser, signed in through the API (set-up, not the journey). */
async function signedIn(
  email: string,
  viewport: { width: number; height: number },
  language?: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    locale: 'en-US',
    timezoneId: 'UTC',
    acceptDownloads: true,
  });
  if (language)
    await context.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  // The push prompt was answered "Not now" earlier in the session: it would cover the screenshots.
  await context.addInitScript(() => {
    if (location.pathname.startsWith('/pay/')) return;
    window.sessionStorage.setItem('tightlines.push.promptDismissed', '1');
  });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** The text a pdfkit PDF draws: its page streams inflated, the hex strings of its text operators decoded. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  let text = '';
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
      text += Buffer.from(hex[1]!, 'hex').toString('latin1');
    text += '\n';
  }
  // Amounts are set with a no-break space between the currency and the number.
  return text.replaceAll('\u00a0', ' ');
}

/** The registration wizard for a team the demo account captains, on its own boat, to the pay page. */
async function registerTeam(page: Page, eventId: string, team: string, boat: string): Promise<string> {
  await page.goto(`/register?eventId=${eventId}`);
  await page.getByRole('heading', { name: 'Event', exact: true }).waitFor();
  expect(await page.getByLabel(/^Tournament/).inputValue()).toBe(eventId);
  await seen(page, '$80.00');
  await page.getByLabel(/^Division/).selectOption({ label: 'Open' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Team and boat', exact: true }).waitFor();
  await page.getByLabel(/^Team\b/).selectOption({ label: team });
  await page.getByLabel(/^Boat\b/).selectOption({ label: boat });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Anglers', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Waiver and fee', exact: true }).waitFor();
  await page.getByLabel('I accept the waiver and the rules').check();
  await page.getByRole('button', { name: 'Submit registration' }).click();
  // A fee to pay online leads to the pay page for the new registration.
  await page.waitForURL(/\/complete-registration\?registration=[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Pay your entry fee' }).waitFor();
  return new URL(page.url()).searchParams.get('registration')!;
}

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  if (inject('database') === 'postgresql' && process.env.TEST_DATABASE_URL) {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL, `tl_e2e_payments_${process.pid}`);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  server = await startServer(
    {
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'true',
      STRIPE_SECRET_KEY: 'sk_test_e2e_payments',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
    undefined,
    { startMs: 210_000 },
  );
  fake.setWebhookUrl(`${server.url}/api/payments/webhooks/stripe`);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  await fake?.close();
  await dropDatabase();
});

describe('payments, from the entry fee to the ledger', () => {
  it('discount, pay on the provider page, decline, half refund, and the admin hub agrees with the ledger', async () => {
    const eventName = `Mobile Bay Flounder Derby ${run}`;
    const code = `E2E${run.toUpperCase()}`;

    // ── 1. The director creates and publishes an event with an $80 entry fee, then a 25 % code for it.
    const d = await signedIn('demo-director@tightlines.app', DESKTOP);
    await d.goto('/tournament-director/events/new');
    await d.getByLabel(/^Event name/).fill(eventName);
    await d.getByLabel(/^Description/).fill('One day on the bay. Heaviest flounder wins.');
    await d.getByLabel(/^Start date/).fill(utcDay(14));
    await d.getByLabel(/^End date/).fill(utcDay(14));
    await d.getByLabel(/^Location/).fill('Mobile Bay, Fairhope, AL');
    await d.getByLabel(/^Latitude/).fill('30.5224');
    await d.getByLabel(/^Longitude/).fill('-87.9036');
    await d.getByRole('combobox', { name: 'Species' }).fill('floun');
    await d
      .getByRole('option', { name: /flounder/i })
      .first()
      .click();
    await d.getByLabel(/^Entry fee/).fill('80');
    await d.getByLabel(/^Participants cap/).fill('20');
    await d.getByRole('button', { name: 'Add division' }).click();
    await d.getByLabel('Division 1').fill('Open');
    await d.getByRole('button', { name: 'Save draft' }).click();
    await seen(d, 'Draft saved');
    await d.waitForURL(/\/tournament-director\/events\/[0-9a-f-]{36}$/);
    const eventId = /events\/([0-9a-f-]{36})$/.exec(d.url())![1]!;
    await d.waitForLoadState('networkidle');
    await d.getByRole('button', { name: 'Publish' }).click();
    await seen(d, 'Event published');

    await d.goto('/tournament-director/discount-codes');
    await d.getByRole('button', { name: 'New code' }).first().click();
    const codeDialog = d.getByRole('dialog', { name: 'New discount code' });
    await codeDialog.getByLabel(/^Code/).fill(code);
    await codeDialog.getByLabel(/^Event/).selectOption({ label: eventName });
    await codeDialog.getByLabel('Percentage off (%)').fill('25');
    await codeDialog.getByRole('button', { name: 'Create code' }).click();
    await seen(d, `${code} created.`);
    const codes = d.getByRole('list', { name: 'Discount codes' });
    const codeItem = codes.getByRole('listitem').filter({ hasText: code });
    await seen(codeItem, '25% off');

    // ── 2. The angler (demo, captain of Reel Deal) registers, applies the code and pays on the provider's page.
    const a = await signedIn('demo-angler@tightlines.app', PHONE);
    const paidRegistration = await registerTeam(a, eventId, 'Reel Deal', 'Miss Behavin');
    await seen(a, eventName);
    await seen(a, 'Pay $80.00');
    await a.getByLabel('Discount code').fill('NOSUCHCODE');
    await a.getByRole('button', { name: 'Apply' }).click();
    await seen(a, 'That discount code is not valid.');
    await a.getByLabel('Discount code').fill(code.toLowerCase());
    await a.getByRole('button', { name: 'Apply' }).click();
    await seen(a, `Code ${code} applied.`);
    await seen(a, `Discount (${code})`);
    await seen(a, '−$20.00');
    await seen(a, 'Pay $60.00');
    await shots(a, 'payments-pay', PHONE);

    await a.getByRole('button', { name: 'Pay $60.00' }).click();
    await a.waitForURL(`${fake.url}/pay/**`);
    await seen(a, 'Fake Stripe Checkout');
    expect(await a.locator('#amount').textContent()).toBe('60.00 USD');
    await shots(a, 'payments-provider', PHONE);
    await a.getByRole('button', { name: 'Pay', exact: true }).click();

    await a.waitForURL(/\/registration-success\?/);
    expect(a.url().startsWith(server.url)).toBe(true);
    const outcome = a.getByRole('status').filter({ hasText: 'Payment received' });
    await seen(outcome, 'Payment received: $60.00');
    await seen(outcome, /^Receipt number \S+/);
    await shots(a, 'payments-success', PHONE);

    // The receipt: a PDF of $60.00 for the event.
    const [download] = await Promise.all([
      a.waitForEvent('download'),
      a.getByRole('link', { name: 'Download receipt (PDF)' }).click(),
    ]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const receiptText = pdfText(pdf);
    expect(receiptText).toContain('Reel Deal');
    expect(receiptText).toMatch(/Discount\W*USD 20\.00/);
    expect(receiptText).toMatch(/Total\s*USD 60\.00/);

    await a.goto('/registrations');
    const myCard = a.getByRole('listitem').filter({ has: a.getByRole('heading', { name: eventName }) });
    await seen(myCard, 'Paid');
    await myCard.getByRole('link', { name: 'Receipt' }).waitFor();
    await shots(a, 'payments-registrations', PHONE);

    // ── 3. Another captain (Marlin Crew) registers and declines on the provider's page: nothing is paid.
    const c = await signedIn('demo-captain@tightlines.app', DESKTOP);
    const declinedRegistration = await registerTeam(c, eventId, 'Marlin Crew', 'Sea Note');
    await c.getByRole('button', { name: 'Pay $80.00' }).click();
    await c.waitForURL(`${fake.url}/pay/**`);
    await c.getByRole('button', { name: 'Decline' }).click();
    await c.waitForURL(/\/complete-registration\?/);
    const declinedNote = c.getByRole('alert').filter({ hasText: 'The payment did not go through' });
    await seen(declinedNote, 'Your card was not charged. You can try again with another card.');
    await c.getByRole('button', { name: 'Pay $80.00' }).waitFor();
    await shots(c, 'payments-declined', DESKTOP);
    await c.goto('/registrations');
    const theirCard = c.getByRole('listitem').filter({ has: c.getByRole('heading', { name: eventName }) });
    await seen(theirCard, 'Payment failed');
    expect(await theirCard.getByText('Paid', { exact: true }).count()).toBe(0);
    await theirCard.getByRole('link', { name: 'Pay now' }).waitFor();

    // ── 4. The director refunds half of the angler's $60.00 from the registration desk.
    await d.goto(`/tournament-director/events/${eventId}/registrations`);
    await d.getByRole('heading', { name: new RegExp(`^Registrations · ${eventName}`) }).waitFor();
    await quiet(d);
    const row = d.getByRole('listitem').filter({ has: d.getByRole('heading', { name: /^Reel Deal/ }) });
    await row.getByRole('button', { name: 'Refund' }).click();
    const refundDialog = d.getByRole('dialog', { name: 'Refund Reel Deal' });
    await seen(refundDialog, 'Paid $60.00 · refunded so far $0.00');
    await refundDialog.getByLabel('Part of it').check();
    await refundDialog.getByLabel('Amount (US dollars)').fill('30');
    await refundDialog.getByLabel('Note for the angler').fill('Half back: the second day was called off.');
    await refundDialog.getByRole('button', { name: 'Refund $30.00' }).waitFor();
    await shots(d, 'payments-refund-dialog', DESKTOP);
    await refundDialog.getByRole('button', { name: 'Refund $30.00' }).click();
    await seen(d, 'Refunded $30.00 to Reel Deal.');
    await seen(row, 'Refunded $30.00');
    // The marlin crew's declined entry can still be recorded by hand, but not refunded.
    const declinedRow = d
      .getByRole('listitem')
      .filter({ has: d.getByRole('heading', { name: /^Marlin Crew/ }) });
    expect(await declinedRow.getByRole('button', { name: 'Refund' }).count()).toBe(0);

    // The angler sees the partial refund on the card and hears about it.
    await expect
      .poll(
        async () => {
          await a.goto('/registrations');
          await myCard.waitFor();
          return myCard.getByText('Refunded: $30.00').isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await seen(myCard, 'Paid');
    // The bell (in the desktop header) has the refund notification.
    await a.setViewportSize(DESKTOP);
    await expect
      .poll(
        async () => {
          await a.goto('/registrations');
          await a.getByRole('button', { name: /^Notifications/ }).click();
          return a
            .getByText(/^Refund issued for/)
            .first()
            .waitFor({ timeout: 5_000 })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 25_000 },
      )
      .toBe(true);

    // ── 5. The admin hub: the payment of $60.00 with $30.00 refunded, and the month's totals from the ledger.
    const admin = await signedIn('demo-admin@tightlines.app', DESKTOP);
    await admin.goto('/admin/payments');
    const paymentRow = admin.getByRole('row').filter({ hasText: eventName }).filter({ hasText: '$60.00' });
    await paymentRow.first().waitFor();
    await shots(admin, 'payments-admin', DESKTOP);

    const list = (await (
      await admin.request.get(`/api/admin/payments?q=${encodeURIComponent(eventName)}`)
    ).json()) as {
      items: {
        id: string;
        status: string;
        amountMinor: number;
        refundedMinor: number;
        registrations: { id: string }[];
        quote: { discountMinor: number; totalMinor: number };
      }[];
    };
    const paid = list.items.find((item) => item.registrations.some((r) => r.id === paidRegistration));
    const declined = list.items.find((item) => item.registrations.some((r) => r.id === declinedRegistration));
    expect(paid).toMatchObject({ status: 'succeeded', amountMinor: 6_000, refundedMinor: 3_000 });
    expect(paid!.quote).toMatchObject({ discountMinor: 2_000, totalMinor: 6_000 });
    expect(declined).toMatchObject({ status: 'failed', refundedMinor: 0 });

    // /admin/financial shows the last twelve months: its tiles are the report the API gives for them.
    const monthOf = (back: number) => {
      const now = new Date();
      const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      return date.toISOString().slice(0, 7);
    };
    const [from, to] = [monthOf(11), monthOf(0)];
    const report = (await (
      await admin.request.get(`/api/admin/financial?from=${from}&to=${to}&currency=USD`)
    ).json()) as { totals: { grossMinor: number; refundsMinor: number } };
    expect(report.totals.refundsMinor).toBeGreaterThanOrEqual(3_000);
    await admin.goto('/admin/financial');
    const tile = (label: string) =>
      admin.locator('dl dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
    const dollars = (minor: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
    await expect
      .poll(() => tile('Gross').textContent(), { timeout: 15_000 })
      .toBe(dollars(report.totals.grossMinor));
    expect(await tile('Refunds').textContent()).toBe(dollars(report.totals.refundsMinor));

    if (databaseUrl) {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        // Every ledger transaction balances.
        const unbalanced = await db.query(
          `select transaction_id, sum(amount_minor)::int as total from ledger_entries
           group by transaction_id having sum(amount_minor) <> 0`,
        );
        expect(unbalanced.rows).toEqual([]);
        // The payer paid the gross and got half of it back; the declined payment moved nothing.
        const movements = await db.query<{ kind: string; cash: number }>(
          `select t.kind, sum(e.amount_minor)::int as cash from ledger_transactions t
           join ledger_entries e on e.transaction_id = t.id and e.account like 'cash:%'
           where t.payment_id = $1 group by t.kind order by t.kind`,
          [paid!.id],
        );
        expect(movements.rows).toEqual([
          { kind: 'payment', cash: 6_000 },
          { kind: 'refund', cash: -3_000 },
        ]);
        const none = await db.query(
          `select count(*)::int as n from ledger_transactions where payment_id = $1`,
          [declined!.id],
        );
        expect(none.rows[0]).toEqual({ n: 0 });
        // The admin report is the ledger's month: gross = cash in by payments, refunds = cash out by refunds.
        const sums = await db.query<{ gross: number; refunds: number }>(
          `select
             coalesce(sum(e.amount_minor) filter (where t.kind = 'payment'), 0)::int as gross,
             coalesce(-sum(e.amount_minor) filter (where t.kind = 'refund'), 0)::int as refunds
           from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
           where e.account like 'cash:%' and t.currency = 'USD'
             and t.created_at >= ($1 || '-01')::date at time zone 'UTC'`,
          [from],
        );
        expect(sums.rows[0]).toEqual({
          gross: report.totals.grossMinor,
          refunds: report.totals.refundsMinor,
        });
      } finally {
        await db.end();
      }
    }
  }, 240_000);
});

/** `YYYY-MM-DDTHH:MM` for a datetime-local input in UTC (the captain's browser runs in UTC). */
const utcMinute = (date: Date) => date.toISOString().slice(0, 16);

describe('charters, from a new boat to a reviewed trip', () => {
  it('a captain lists, an admin approves, an angler finds, requests, pays the deposit, reviews; the captain replies', async () => {
    const boatName = `Pelican Flats Skiff ${run}`;
    // What each browser showed when a step failed, for the person reading the failure.
    onTestFailed(async () => {
      for (const [index, context] of contexts.entries())
        for (const page of context.pages())
          await page
            .screenshot({ path: path.join(screenshotDir, `charters-failed-${index}.png`), fullPage: true })
            .catch(() => {});
    });

    // ── 1. The captain lists a boat: the form, a photo, a package, then submits it for review.
    const c = await signedIn('demo-captain@tightlines.app', DESKTOP);
    await c.goto('/profile/add-boat');
    await c.getByRole('heading', { name: 'Add a boat' }).waitFor();
    await c.getByLabel(/^What you offer/).selectOption('charter');
    await c.getByLabel(/^Name/).fill(boatName);
    await c
      .getByLabel(/^Description/)
      .fill('Sight fishing for snook and redfish on the Pine Island flats. Rods, flies and water on board.');
    await c.getByLabel(/^Boat type/).selectOption({ label: 'Flats skiff' });
    await c.getByLabel(/^Capacity/).fill('3');
    await c.getByRole('checkbox', { name: 'Fly fishing' }).check();
    await c.getByRole('checkbox', { name: 'Inshore' }).check();
    await c.getByLabel(/^Meeting place/).fill('Pineland Marina, Pine Island');
    await c.getByLabel(/^Region/).fill('Florida');
    await c.getByLabel(/^Country code/).fill('US');
    await c.getByLabel(/^Latitude/).fill('26.6612');
    await c.getByLabel(/^Longitude/).fill('-82.1537');
    await c.getByRole('radio', { name: 'Flexible' }).check();
    await c.getByLabel(/^Answer requests within/).fill('12');
    await c.getByRole('button', { name: 'Create draft' }).click();
    await seen(c, 'Draft created. Now add photos.');
    await c.waitForURL(/\/profile\/boats\/[0-9a-f-]{36}\/photos$/);
    const listingId = /boats\/([0-9a-f-]{36})\//.exec(c.url())![1]!;

    await c.locator('input[type="file"]').setInputFiles(photo);
    await seen(c, 'Photo added.', 60_000);
    await c.getByRole('link', { name: 'Packages' }).click();
    await c.getByRole('button', { name: 'Add package' }).first().click();
    const packageDialog = c.getByRole('dialog', { name: 'New package' });
    await packageDialog.getByLabel(/^Name/).fill('Half-day flats');
    await packageDialog.getByLabel(/^Length \(hours\)/).fill('4');
    await packageDialog.getByLabel(/^Pricing/).selectOption('per_trip');
    await packageDialog.getByLabel(/^Price/).fill('400');
    await packageDialog.getByLabel(/^Deposit \(%\)/).fill('25');
    await packageDialog.getByLabel(/^Most people/).fill('3');
    await packageDialog.getByRole('button', { name: 'Save package' }).click();
    await seen(c, 'Package saved.');
    await seen(c, /^\$400\.00 \(per trip\)/i);
    await c.getByRole('button', { name: 'Submit for review' }).click();
    await seen(c, 'Submitted for review.');
    await seen(c, 'Waiting for an admin to review it. You can keep editing meanwhile.');
    await shots(c, 'charters-listing-editor', DESKTOP);

    // ── 2. The admin approves it from the review queue.
    const admin = await signedIn('demo-admin@tightlines.app', DESKTOP);
    await admin.goto('/admin/charters');
    await admin.getByRole('button', { name: `Review ${boatName}` }).click();
    const review = admin.getByRole('dialog', { name: new RegExp(boatName) });
    await review.getByRole('button', { name: 'Approve' }).click();
    await seen(admin, `${boatName} approved.`);
    await shots(admin, 'charters-admin', DESKTOP);

    // ── 3. The angler finds it by filters on a phone: words, boat type, fishing and party size.
    const a = await signedIn('demo-angler@tightlines.app', PHONE);
    await a.goto('/charters');
    await a.getByRole('heading', { name: 'Find a fishing charter' }).waitFor();
    // Typed filters apply once typing pauses; each choice lands in the address, so a shared link finds the same.
    await a.getByLabel(/^What/).fill(`pelican ${run}`);
    await a.waitForURL(/[?&]q=pelican/);
    // On a phone the other filters open under a button.
    await a.getByRole('button', { name: 'More filters' }).click();
    await a.getByLabel(/^Boat type/).selectOption({ label: 'Flats skiff' });
    await a.waitForURL(/[?&]category=flats_skiff/);
    await a.getByLabel(/^Fishing/).selectOption({ label: 'Fly fishing' });
    await a.waitForURL(/[?&]type=fly/);
    await a.getByLabel(/^People/).fill('2');
    await a.waitForURL(/[?&]party=2/);
    await seen(a, '1 listing');
    const card = a.getByRole('link', { name: new RegExp(boatName) }).first();
    await card.waitFor();
    await shots(a, 'charters-search', PHONE);
    await card.click();
    await a.waitForURL(new RegExp(`/charters/${listingId}$`));
    await a.getByRole('heading', { name: boatName, level: 1 }).waitFor();
    await seen(a, 'Half-day flats');
    await shots(a, 'charters-listing', PHONE);

    // It asks for a date (the listing takes requests, not instant bookings).
    const requestMode = a.getByRole('button', { name: 'Request a date', pressed: false });
    if (await requestMode.isVisible()) await requestMode.click();
    await a.getByLabel(/^People/).fill('2');
    await a.getByLabel(/^Date/).fill(utcDay(3));
    await a
      .getByLabel(/^Message to the captain/)
      .fill('Two of us, first time on the fly. Any morning works.');
    await a.getByRole('button', { name: 'Request availability' }).click();
    await seen(a, 'Request sent — the captain answers within 12 h');

    // ── 4. The captain accepts in the booking conversation, with a start a couple of minutes away (so that the trip
    // can be completed in this test without touching the clock; the deposit hold runs until the start).
    await c.goto('/charter/messages');
    await c
      .getByRole('link', { name: new RegExp(boatName) })
      .first()
      .click({ timeout: 20_000 });
    await c.waitForURL(/\/charter\/messages\/[0-9a-f-]{36}$/);
    const about = c.getByRole('complementary', { name: 'About this booking' });
    await seen(about, 'Two of us, first time on the fly. Any morning works.');
    await seen(about, 'Party of 2');
    await shots(c, 'charters-messages', DESKTOP);
    await about.getByRole('button', { name: 'Accept' }).click();
    const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60_000);
    const acceptDialog = c.getByRole('dialog', { name: 'Accept this request' });
    await acceptDialog.getByLabel(/^Start time/).fill(utcMinute(startsAt));
    await acceptDialog.getByRole('button', { name: 'Accept request' }).click();
    await seen(c, /^Accepted\. .+ can now pay the deposit\.$/);

    // ── 5. The angler pays the $100.00 deposit (25 % of $400.00) on the provider's page.
    await a.goto('/profile/my-bookings');
    const trip = a.getByRole('listitem').filter({ has: a.getByRole('heading', { name: boatName }) });
    await trip.first().waitFor({ timeout: 20_000 });
    await trip.first().getByRole('button', { name: 'Pay deposit ($100.00)' }).click();
    await a.waitForURL(`${fake.url}/pay/**`);
    expect(await a.locator('#amount').textContent()).toBe('100.00 USD');
    await a.getByRole('button', { name: 'Pay', exact: true }).click();
    await a.waitForURL(/\/charter-booking-success/);
    await seen(a, `You're booked on ${boatName}!`, 30_000);
    await seen(a, 'Half-day flats');
    await shots(a, 'charters-success', PHONE);

    // The same pages in Arabic while the trip's start comes round: right to left, nothing sticking out.
    const ar = await signedIn('demo-angler@tightlines.app', PHONE, 'ar');
    await ar.goto(`/charters/${listingId}`);
    await ar.getByRole('heading', { name: boatName, level: 1 }).waitFor();
    expect(await ar.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shots(ar, 'charters-listing-ar', PHONE);
    await ar.goto('/profile/my-bookings');
    await ar.getByRole('heading', { name: boatName }).first().waitFor();
    await shots(ar, 'charters-my-bookings-ar', PHONE);

    // ── 6. After the start the captain marks the trip completed.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now() + 2_000)));
    await c.goto('/captain/bookings');
    const booked = c.getByRole('listitem').filter({ has: c.getByRole('heading', { name: boatName }) });
    await booked.first().waitFor({ timeout: 20_000 });
    await shots(c, 'charters-captain-bookings', DESKTOP);
    await booked.first().getByRole('button', { name: 'Mark trip completed' }).click();
    await c
      .getByRole('dialog', { name: 'Mark the trip completed?' })
      .getByRole('button', { name: 'Mark completed' })
      .click();
    await seen(c, 'Trip marked completed.');

    // ── 7. The angler reviews the trip, aspect by aspect.
    await a.goto('/profile/my-bookings?tab=past');
    const done = a
      .getByRole('listitem')
      .filter({ has: a.getByRole('heading', { name: boatName }) })
      .filter({ has: a.getByRole('button', { name: 'Write a review' }) });
    await done.first().getByRole('button', { name: 'Write a review' }).click();
    const dialog = a.getByRole('dialog', { name: `Review your trip on ${boatName}` });
    for (const [aspect, stars] of [
      ['Captain', '5 stars'],
      ['Boat', '4 stars'],
      ['Fishing', '5 stars'],
      ['Value', '4 stars'],
    ] as const)
      await dialog.getByRole('group', { name: aspect }).getByRole('radio', { name: stars }).check();
    const words = `Tailing reds at first light, patient teaching on the fly. ${run}`;
    await dialog.getByLabel(/^How was it\?/).fill(words);
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await seen(a, 'Thanks — your review is published');

    // ── 8. The captain replies in public, and the listing shows the review with the reply.
    await c.goto('/captain/reviews');
    const theirs = c.getByRole('article').filter({ hasText: words });
    await theirs.first().waitFor({ timeout: 20_000 });
    await theirs
      .first()
      .getByLabel(/^Your public reply to/)
      .fill('Thanks for coming out — bring the 8-weight again!');
    await theirs.first().getByRole('button', { name: 'Publish reply' }).click();
    await seen(c, 'Your reply is published');
    await seen(theirs.first(), 'Reply from the captain', 30_000);
    await seen(theirs.first(), 'Thanks for coming out — bring the 8-weight again!');
    await shots(c, 'charters-captain-reviews', DESKTOP);

    await a.goto(`/charters/${listingId}`);
    await seen(a, words);
    await seen(a, 'Thanks for coming out — bring the 8-weight again!');
    await seen(a, 'Reply from the captain');

    // The money: the deposit is a paid booking payment, and (on PostgreSQL) every ledger transaction balances.
    if (databaseUrl) {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const booking = await db.query<{ state: string; paid_minor: number }>(
          `select b.state, b.paid_minor from charter_bookings b where b.listing_id = $1`,
          [listingId],
        );
        expect(booking.rows).toEqual([{ state: 'completed', paid_minor: 10_000 }]);
        const unbalanced = await db.query(
          `select transaction_id from ledger_entries group by transaction_id having sum(amount_minor) <> 0`,
        );
        expect(unbalanced.rows).toEqual([]);
      } finally {
        await db.end();
      }
    }
  }, 420_000);
});
