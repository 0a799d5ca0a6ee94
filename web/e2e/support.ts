import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** A screenshot for people to look at; first, nothing may stick out sideways (on a phone as on a desktop). */
export async function shot(page: Page, name: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: the page is wider than the viewport`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await screenshot(page, name);
}

export interface SunkMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for a mail to `to` (received by the real SMTP sink) whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<SunkMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(dir)) {
      const mails = readdirSync(dir)
        .sort()
        .reverse()
        .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SunkMail);
      const found = mails.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Waits until `text` is visible somewhere in `page` (or inside `locator`). */
export const seen = (page: Page | Locator, text: string | RegExp, timeout = 15_000) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);

/**
 * Signs a new person up through the form, confirms the address from the mail the SMTP sink received and
 * lands signed in.
 */
export async function signUpThroughForm(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string; phone?: string },
): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel(/^First name/).fill(person.firstName);
  await page.getByLabel(/^Last name/).fill(person.lastName);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel(/^Confirm password/).fill(person.password);
  await page.getByLabel(/^Phone number/).fill(person.phone ?? '+1 555 0142');
  await page.getByLabel(/^Country/).selectOption('United States');
  await page.getByLabel(/I agree to the Terms of Service/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await seen(page, 'Account created! Please check your email to confirm your account.');
  const mail = await waitForMail(person.email, /Confirm your Tightlines account/);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await seen(page, 'You are now logged in!');
}
