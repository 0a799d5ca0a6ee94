import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const [,, email, lang] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [vw, vh, tag] of [[390, 844, 'phone'], [1440, 900, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, locale: lang });
  await ctx.addInitScript((l) => { localStorage.setItem('i18nextLng', l); }, lang);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email, password: 'tightlines-demo' }, headers: { origin: base } });
  const list = await (await page.request.get(`${base}/api/conversations`)).json();
  for (const c of list.items.slice(0, 3)) {
    await page.goto(`${base}/messages/${c.id}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/conv-${tag}-${lang}-${c.type}.png`;
    await page.screenshot({ path: name });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
