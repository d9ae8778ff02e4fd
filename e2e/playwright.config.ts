import { defineConfig } from '@playwright/test';
import { bundledFontEnv } from '../server/src/features/reports/pdf/bundled-fonts';

const port = Number(process.env.E2E_PORT ?? 3310);

/**
 * The browser: the build inside the @sparticuz/chromium npm package unless CHROMIUM_PATH names
 * another (e.g. CHROMIUM_PATH=/usr/bin/chromium for Debian's), so that `npm install && npm test`
 * needs no system package (issue #29). The app under test exports its PDFs with the same browser.
 */
const chromiumChoice = process.env.CHROMIUM_PATH?.trim() || '@sparticuz/chromium';
async function browserPath(): Promise<string> {
  if (chromiumChoice !== '@sparticuz/chromium') return chromiumChoice;
  const { default: bundled } = await import('@sparticuz/chromium');
  return bundled.executablePath();
}
const executablePath = await browserPath();
// The bundled build's fonts, for a machine without system fonts (as the server's renderer launches it).
const browserEnv = chromiumChoice === '@sparticuz/chromium' ? ({ ...process.env, ...bundledFontEnv() } as Record<string, string>) : undefined;

/** Real browser tests in Chromium against the real server and a fresh PostgreSQL. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 850 },
    // The browser's language picks the signed-out pages' language (issue #47); the specs read English.
    locale: 'en-GB',
    // The app's menus and dialogs then appear without their grow/slide transition (theme.ts), so a
    // click never races an element that is still moving.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      env: browserEnv,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), CHROMIUM_PATH: chromiumChoice },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
