/**
 * The benches' browser runs (bench/http.ts report screen, bench/edit.ts solutions screen): the browser
 * the server's PDF export would launch (CHROMIUM_PATH, Debian's, Playwright's, the bundled build), and
 * a page signed in as the demo seller's admin.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../server/src/features/reports';
import { DEMO_PASSWORD } from '../server/src/features/seed/demo-seed';

/** A Chromium, or null (said as `<what>: no Chromium (…), skipped`) when there is none. */
export async function launchBenchChromium(what: string): Promise<Browser | null> {
  let target: Awaited<ReturnType<typeof chromiumLaunchOptions>>;
  try {
    target = await chromiumLaunchOptions(process.env.CHROMIUM_PATH?.trim() || null);
  } catch (err) {
    console.log(`${what}: no Chromium (${(err as Error).message.split('\n')[0]}), skipped`);
    return null;
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({ headless: true, ...target, env: { ...process.env, ...target.env } as Record<string, string> });
}

/** A new context of `browser` signed in (session cookie) as admin@seller.demo, and a page in it. */
export async function signedInPage(browser: Browser, base: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const login = await context.request.post(`${base}/api/v1/login`, { data: { email: 'admin@seller.demo', password: DEMO_PASSWORD } });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  return { context, page: await context.newPage() };
}
