import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './global-setup';
import { launchBrowser } from './support';

/** The embedded default: a real server on PGlite, a sign-in through the browser, and a restart that keeps everything. */
describe('embedded PGlite server', () => {
  let browser: Browser;
  let server: RunningServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-smoke-'));

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SEED_DEMO: '' });
  });
  afterAll(async () => {
    await server.stop();
    await browser.close();
  });

  it('reports PGlite, seeds the demo accounts, signs a user in and keeps the session across a restart', async () => {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: string };
    expect(health.database).toBe('pglite');

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel(/^Email/).fill('demo-angler@tightlines.app');
    await page.getByLabel(/^Password/).fill('tightlines-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByText('Login successful!').isVisible(), { timeout: 15_000 }).toBe(true);

    await server.stop();
    server = await startServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SEED_DEMO: '' },
      Number(new URL(server.url).port),
    );
    const me = await page.request.get(`${server.url}/api/me`);
    const body = (await me.json()) as { user: { email: string } | null };
    expect(body.user?.email).toBe('demo-angler@tightlines.app');
    await context.close();
  }, 120_000);
});
