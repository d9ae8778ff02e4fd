import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 3310);

/**
 * The browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the build inside the
 * @sparticuz/chromium package (CHROMIUM_PATH=@sparticuz/chromium asks for it), so that CI needs no
 * system package.
 */
async function browserPath(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && configured !== '@sparticuz/chromium') return configured;
  if (!configured && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: bundled } = await import('@sparticuz/chromium');
  return bundled.executablePath();
}
const executablePath = await browserPath();

/** Real browser tests in Debian's Chromium against the real server and a fresh PostgreSQL. */
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
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
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
    env: { E2E_PORT: String(port) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
