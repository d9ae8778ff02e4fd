import { chromium } from '@playwright/test';
const base = process.argv[2];
const out = process.argv[3];
const pages = process.argv.slice(4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 850 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(base + '/#/login');
await page.screenshot({ path: `${out}/login.png` });
await page.getByLabel('E-mail').fill(process.env.EMAIL ?? 'admin@seller.demo');
await page.getByLabel('Password').fill('Demo-2026!');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForTimeout(1500);
for (const p of pages) {
  await page.goto(base + '/#' + p);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png` });
}
await browser.close();
