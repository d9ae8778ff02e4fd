// usage: node shot.mjs URL out.png [width] [email]  — screenshot a page of the running app (looking only)
import { chromium } from 'playwright';
import sparticuz from '@sparticuz/chromium';
const [url, out, width = '1440', email] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: await sparticuz.executablePath(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
if (email) {
  await page.goto(new URL('/#/login', url).href);
  await page.getByLabel(/e-?mail/i).first().fill(email);
  await page.getByLabel(/password/i).first().fill('Demo-2026!');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
}
await page.goto(url);
await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
