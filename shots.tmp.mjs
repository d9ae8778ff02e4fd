import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3390';
const locale = process.env.LOC ?? 'en-GB';
const project = process.env.PROJ ?? '1';
const reports = (process.env.REPORTS ?? 'baseline-report,comparative-report,lca-report,refurbishment-report').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1000, height: 1200 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto(`${base}/#/login`);
await page.getByLabel('E-mail').fill(process.env.USER_EMAIL ?? 'admin@seller.demo');
await page.getByLabel('Password').fill('Demo-2026!');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByTestId('account-menu').waitFor();
if (locale !== 'en-GB') {
  await page.evaluate(async (l) => { const x = document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1]; await fetch('/api/v1/user/settings/language', { method: 'PUT', headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(x ?? '') }, body: JSON.stringify({ language: l }) }); localStorage.setItem('locale', l); }, locale);
}
for (const r of reports) {
  await page.goto(`${base}/#/print/project-manager/projects/${project}/${r}`);
  await page.reload();
  await page.locator('body[data-report-ready="true"]').waitFor({ timeout: 60000 });
  const sheets = page.locator('.report-sheet');
  const n = await sheets.count();
  for (let i = 0; i < n; i++) await sheets.nth(i).screenshot({ path: `/tmp/shots/${locale}-p${project}-${r}-${String(i + 1).padStart(2, '0')}.png` });
  console.log(r, n, 'sheets');
}
await browser.close();
