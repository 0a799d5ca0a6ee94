import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { baseUrl, launchBrowser } from './support';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/** WCAG 2.1 A and AA: the level the product promises (DESIGN.md: "Contrast AA at least everywhere"). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/marketing',
  '/contact',
  '/advertise',
  '/faq',
  '/help',
  '/privacy',
  '/demo',
  '/demo/guide',
  '/404',
  '/auth/login',
  '/auth/signup',
  '/tournaments',
  '/leaderboard',
  // Community spaces (issue 16).
  '/groups',
  '/events',
  '/forums',
  '/forums/search?q=knot',
];
/** The pages of one tournament; `{id}` is the demo event under way. */
const EVENT_PAGES = ['/events/{id}', '/tournaments/{id}/rules', '/leaderboard/{id}'];
const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/messages',
  '/admin/moderation',
  '/admin/audit',
  '/moderator',
  '/profile/mfa-settings',
  // The member home, the director's home and editor, my registrations and settings.
  '/',
  '/tournament-director',
  '/tournament-director/events/{id}',
  '/registrations',
  '/profile/settings',
  // Messages, my activity, and the notification channels (push included).
  '/messages',
  '/profile/activity',
  '/notification-preferences',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** One line per failing node, so a red run says what to fix and where without opening a report. */
function describeViolations(path: string, viewport: string, violations: Result[]): string {
  const lines = violations.flatMap((violation) => [
    `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map(
      (node) =>
        `    at ${node.target.map(String).join(' > ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    ),
  ]);
  return `${path} at ${viewport}: ${violations.length} serious/critical axe violation(s)\n${lines.join('\n')}`;
}

/**
 * With A11Y_REPORT_DIR set, keeps every finding (minor and moderate too, and what axe could not decide,
 * such as text over photos) as JSON for a person to review; the test itself fails only on serious/critical.
 */
function writeReport(path: string, viewport: string, results: AxeResults): void {
  const dir = process.env.A11Y_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const summarise = (entries: Result[]) =>
    entries.map((entry) => ({
      id: entry.id,
      impact: entry.impact,
      help: entry.help,
      nodes: entry.nodes.map((node) => ({ target: node.target.map(String), summary: node.failureSummary })),
    }));
  const name = `${viewport}${path.replace(/\//g, '_')}.json`;
  writeFileSync(
    join(dir, name),
    JSON.stringify(
      {
        path,
        viewport,
        violations: summarise(results.violations),
        incomplete: summarise(results.incomplete),
      },
      null,
      2,
    ),
  );
}

async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The page's own heading: lazy routes, translations and queries have all landed by then.
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  // Skeletons and spinners are replaced by content before a person reads the page.
  await expect
    .poll(() => page.locator('main [aria-busy="true"], main .animate-pulse').count(), { timeout: 15_000 })
    .toBe(0);
  await page.evaluate(() => document.fonts.ready);
}

async function scan(page: Page): Promise<AxeResults> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  );
}

/** Scans the page as it is now; `label` names the page (and state) in the failure message. */
async function expectCleanScan(page: Page, label: string, viewport: string): Promise<void> {
  const results = await scan(page);
  writeReport(label, viewport, results);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking, describeViolations(label, viewport, blocking)).toEqual([]);
}

async function expectNoSeriousViolations(page: Page, path: string, viewport: string): Promise<void> {
  await openSettled(page, path);
  await expectCleanScan(page, path, viewport);
}

async function newContext(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  // The app's CSP (script-src 'self') rightly refuses the injected axe script; only this test context bypasses it.
  // Colours are checked at rest (reduced motion), not halfway through an entrance fade.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'en-US',
    bypassCSP: true,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  return { context, page: await context.newPage() };
}

describe.each(VIEWPORTS)('axe WCAG 2.1 AA on %s', (viewportName, viewport) => {
  it.each(PUBLIC_PAGES)('%s has no serious or critical violations', async (path) => {
    const { context, page } = await newContext(viewport);
    try {
      await expectNoSeriousViolations(page, path, viewportName);
    } finally {
      await context.close();
    }
  });

  describe('the demo tournament under way', () => {
    let eventId: string;
    beforeAll(async () => {
      const response = await fetch(`${baseUrl()}/api/tournaments?status=ongoing&limit=1`);
      const list = (await response.json()) as { items: { id: string }[] };
      expect(list.items.length).toBeGreaterThan(0);
      eventId = list.items[0]!.id;
    });

    it.each(EVENT_PAGES)('%s has no serious or critical violations', async (template) => {
      const { context, page } = await newContext(viewport);
      try {
        await expectNoSeriousViolations(page, template.replace('{id}', eventId), viewportName);
      } finally {
        await context.close();
      }
    });
  });

  describe('signed in as the demo admin', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newContext(viewport));
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email: 'demo-admin@tightlines.app', password: 'tightlines-demo' },
        headers: { origin: baseUrl() },
      });
      expect(response.status()).toBe(200);
    });
    afterAll(async () => {
      await context.close();
    });

    it.each(ADMIN_PAGES)('%s has no serious or critical violations', async (path) => {
      let target = path;
      if (path.includes('{id}')) {
        const response = await page.request.get('/api/tournaments?status=ongoing&limit=1');
        const list = (await response.json()) as { items: { id: string }[] };
        target = path.replace('{id}', list.items[0]!.id);
      }
      await expectNoSeriousViolations(page, target, viewportName);
    });
  });
});

/** What only shows after a click: open menus (which must not hide focusable page content) and form errors. */
describe('axe WCAG 2.1 AA on interactive states', () => {
  it('the language menu open on a desktop', async () => {
    const { context, page } = await newContext({ width: 1440, height: 900 });
    try {
      await openSettled(page, '/about');
      await page
        .getByRole('button', { name: /language/i })
        .first()
        .click();
      await page.getByRole('menu').waitFor();
      await expectCleanScan(page, '/about with the language menu open', 'desktop');
    } finally {
      await context.close();
    }
  });

  it('the mobile menu open on a phone', async () => {
    const { context, page } = await newContext({ width: 390, height: 844 });
    try {
      await openSettled(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
      await expectCleanScan(page, '/ with the mobile menu open', 'phone');
    } finally {
      await context.close();
    }
  });

  it('the sign-up form showing its errors on a phone', async () => {
    const { context, page } = await newContext({ width: 390, height: 844 });
    try {
      await openSettled(page, '/auth/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.locator('main [aria-invalid="true"]').first().waitFor();
      await expectCleanScan(page, '/auth/signup after an empty submit', 'phone');
    } finally {
      await context.close();
    }
  });
});

describe('keyboard basics', () => {
  it('reaches the skip link with the first Tab and moves focus to the main content', async () => {
    const { context, page } = await newContext({ width: 1440, height: 900 });
    try {
      await openSettled(page, '/');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
          tag: element?.tagName,
          href: element?.getAttribute('href'),
          text: element?.textContent?.trim(),
        };
      });
      expect(focused).toEqual({ tag: 'A', href: '#main-content', text: 'Skip to content' });
      // Visible once focused, so sighted keyboard users see where they are.
      expect(await page.locator('a[href="#main-content"]').isVisible()).toBe(true);

      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
      // The next Tab continues inside the page, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
