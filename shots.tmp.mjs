import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const [,, email, lang, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [vw, vh, tag] of [[390, 844, 'phone'], [1440, 900, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, locale: lang });
  await ctx.addInitScript((l) => { localStorage.setItem('i18nextLng', l); }, lang);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  const res = await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: 'tightlines-demo' }, headers: { origin: base } });
  if (!res.ok()) console.log('signin', res.status(), await res.text());
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/${tag}-${lang}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name, await page.title());
  }
  await ctx.close();
}
await browser.close();
