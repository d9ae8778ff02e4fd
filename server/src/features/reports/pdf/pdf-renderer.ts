/**
 * Headless Chromium for PDF export (playwright-core). One browser per process, launched on the first
 * export and reused; every render gets its own incognito context (cookies never leak between
 * callers) and closes it afterwards. At most {@link MAX_CONCURRENT_RENDERS} renders run at once; the
 * rest wait in order. A render that does not finish in time is a 504, a missing Chromium a 503.
 *
 * main.ts calls {@link closePdfRenderer} on shutdown, after the HTTP server has stopped.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext } from 'playwright-core';
import { DomainError, ErrorCode, keyed, type Message } from '../../../../../shared/errors';
import { config } from '../../../platform/config';
import { logger } from '../../../platform/logger';

export const MAX_CONCURRENT_RENDERS = 2;
export const RENDER_TIMEOUT_MS = 60_000;
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Playwright (7 MB of code, 20–30 MB of heap once loaded) is loaded with the first PDF, not at start:
 * most processes never render one, and a smaller heap keeps the server's memory down under load.
 */
const chromium = () => (require('playwright-core') as typeof import('playwright-core')).chromium;
/** The Chromium build shipped inside an npm package: the default when the system has none. */
export const BUNDLED_CHROMIUM = '@sparticuz/chromium';
const require = createRequire(import.meta.url);

function bundledChromiumInstalled(): boolean {
  try {
    require.resolve(BUNDLED_CHROMIUM);
    return true;
  } catch {
    return false;
  }
}

export const PdfText = {
  noChromium: keyed('pdf.noChromium'),
  chromiumMissing: (path: string) => keyed('pdf.chromiumMissing', { path }),
  launchFailed: (path: string, reason: string) => keyed('pdf.launchFailed', { path, reason }),
  timeout: (seconds: number) => keyed('pdf.timeout', { seconds }),
  busy: (seconds: number) => keyed('pdf.busy', { seconds }),
  pageError: keyed('pdf.pageError'),
  /** The page's own error (data-report-error), which it writes for the reader. */
  pageErrorWith: (reason: string) => keyed('pdf.pageErrorWith', { reason }),
  closed: keyed('pdf.closed'),
} as const;

type PdfErrorCode = typeof ErrorCode.UNAVAILABLE | typeof ErrorCode.TIMEOUT | typeof ErrorCode.INTERNAL;

/**
 * A render failure with the status and message the caller gets (503 no Chromium or busy, 504
 * timeout, 500 page error): a DomainError of the one error-code list, its code also in the reply.
 */
export class PdfRenderError extends DomainError {
  constructor(
    message: Message,
    code: PdfErrorCode,
    /** What went wrong inside the page (logged, never sent). */
    readonly detail?: string,
  ) {
    super(code, message, { meta: { code } });
  }

  /** The same failure with the page's own errors as its detail. */
  withDetail(detail: string): PdfRenderError {
    return new PdfRenderError(this.toMessage(), this.code as PdfErrorCode, detail);
  }
}

/**
 * The Chromium to launch: CHROMIUM_PATH when set (it must exist), else Debian's /usr/bin/chromium,
 * else the browser Playwright downloaded (`npx playwright install chromium`), else the build inside
 * the @sparticuz/chromium package ({@link BUNDLED_CHROMIUM}: `npm install && npm start` exports PDFs
 * with no system package), else a 503.
 */
export function resolveChromiumPath(configured: string | null = config().chromiumPath, systemChromium = DEBIAN_CHROMIUM): string {
  // CHROMIUM_PATH=@sparticuz/chromium asks for the bundled build even where the system has one (CI).
  if (configured === BUNDLED_CHROMIUM) {
    if (!bundledChromiumInstalled()) throw new PdfRenderError(PdfText.chromiumMissing(configured), ErrorCode.UNAVAILABLE);
    return BUNDLED_CHROMIUM;
  }
  if (configured) {
    if (!existsSync(configured)) throw new PdfRenderError(PdfText.chromiumMissing(configured), ErrorCode.UNAVAILABLE);
    return configured;
  }
  if (existsSync(systemChromium)) return systemChromium;
  let downloaded: string | null = null;
  try {
    downloaded = chromium().executablePath();
  } catch {
    downloaded = null;
  }
  if (downloaded && existsSync(downloaded)) return downloaded;
  if (bundledChromiumInstalled()) return BUNDLED_CHROMIUM;
  throw new PdfRenderError(PdfText.noChromium, ErrorCode.UNAVAILABLE);
}

// ---- the one browser ---------------------------------------------------------------------------

let browserPromise: Promise<Browser> | null = null;
/** Set by closePdfRenderer: renders it interrupts answer 503, not a page error. */
let closing = false;

/** Stack notes trap 6: the flags that keep a headless Chromium quiet and offline. */
const CHROMIUM_ARGS = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/**
 * The bundled build's own flags, less those that would weaken the page's isolation (the print view
 * carries the caller's session cookie): it renders our own page, same-origin, with web security on.
 */
const UNSAFE_BUNDLED_ARGS = /^--(disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|disable-features=)/;

/** The executable and flags to launch: the bundled build is unpacked (to the temp folder) on first use. */
async function launchTarget(): Promise<{ executablePath: string; args: string[]; sandbox: boolean }> {
  const resolved = resolveChromiumPath();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (resolved !== BUNDLED_CHROMIUM) return { executablePath: resolved, args: CHROMIUM_ARGS, sandbox: !root };
  const { default: bundled } = (await import(BUNDLED_CHROMIUM)) as typeof import('@sparticuz/chromium');
  return { executablePath: await bundled.executablePath(), args: [...CHROMIUM_ARGS, ...bundled.args.filter((a) => !UNSAFE_BUNDLED_ARGS.test(a))], sandbox: false };
}

function launchBrowser(): Promise<Browser> {
  let executablePath = resolveChromiumPath();
  const started = Date.now();
  // Chromium's sandbox does not run as root; Playwright then passes --no-sandbox.
  const launching = launchTarget().then((target) => {
    executablePath = target.executablePath;
    return chromium().launch({ executablePath: target.executablePath, headless: true, chromiumSandbox: target.sandbox, args: target.args, timeout: 30_000 });
  }).then(
    (browser) => {
      logger.info({ executablePath, version: browser.version(), ms: Date.now() - started }, 'PDF renderer: Chromium started');
      browser.on('disconnected', () => {
        // A crash: the next export launches a new one.
        if (browserPromise === launching) browserPromise = null;
      });
      return browser;
    },
    (err: unknown) => {
      if (browserPromise === launching) browserPromise = null;
      const reason = (err instanceof Error ? err.message : String(err)).split('\n')[0];
      throw new PdfRenderError(PdfText.launchFailed(executablePath, reason), ErrorCode.UNAVAILABLE, String(err));
    },
  );
  return launching;
}

function browser(): Promise<Browser> {
  if (closing) throw new PdfRenderError(PdfText.closed, ErrorCode.UNAVAILABLE);
  browserPromise ??= launchBrowser();
  return browserPromise;
}

// ---- the queue ---------------------------------------------------------------------------------

let running = 0;
const waiting: Array<{ start: () => void; fail: (err: Error) => void }> = [];

/** Waits for a render slot (at most `waitMs`) and returns its release. */
function acquireSlot(waitMs: number): Promise<() => void> {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    running--;
    const next = waiting.shift();
    if (next) next.start();
  };
  if (running < MAX_CONCURRENT_RENDERS) {
    running++;
    return Promise.resolve(release);
  }
  return new Promise((resolve, reject) => {
    const entry = {
      start: () => {
        clearTimeout(timer);
        running++;
        resolve(release);
      },
      fail: (err: Error) => {
        clearTimeout(timer);
        reject(err);
      },
    };
    const timer = setTimeout(() => {
      const i = waiting.indexOf(entry);
      if (i >= 0) waiting.splice(i, 1);
      reject(new PdfRenderError(PdfText.busy(Math.round(waitMs / 1000)), ErrorCode.UNAVAILABLE));
    }, waitMs);
    waiting.push(entry);
  });
}

/** Renders running and waiting (for logs and tests). */
export function pdfRenderLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

// ---- rendering ---------------------------------------------------------------------------------

export interface RenderCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
}

export interface RenderRequest {
  /** The page to print. It signals readiness with `document.body.dataset.reportReady = 'true'` (or 'error'). */
  url: string;
  /**
   * Cookies for the page's origin, asked for once a render slot is free (so that a short-lived session
   * starts only then).
   */
  cookies?: () => Promise<RenderCookie[]>;
  /** For the render itself, and again at most for the wait in the queue. */
  timeoutMs?: number;
}

export interface RenderedPdf {
  pdf: Buffer;
  /** Time from a free slot to the PDF bytes (launching the browser included the first time). */
  ms: number;
  /** Time spent waiting for a slot. */
  queuedMs: number;
}

/** A4 at 96 px per inch: the page lays out (and charts measure themselves) at the width it prints at. */
export const A4_VIEWPORT = { width: 794, height: 1123 } as const;

/** `body[data-report-ready]` is 'true' or 'error'. */
const READY_SELECTOR = 'body[data-report-ready="true"], body[data-report-ready="error"]';

/**
 * Opens `url` in a new incognito context with the given cookies, waits until the page says it is
 * rendered, then prints it with the page's own CSS page size and backgrounds.
 */
export async function renderPdf(request: RenderRequest): Promise<RenderedPdf> {
  const timeoutMs = request.timeoutMs ?? RENDER_TIMEOUT_MS;
  const queuedAt = Date.now();
  const release = await acquireSlot(timeoutMs);
  const startedAt = Date.now();
  let context: BrowserContext | null = null;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const pageErrors: string[] = [];
  const work = async (cookies: RenderCookie[]): Promise<Buffer> => {
    const b = await browser();
    const opened = await b.newContext({ acceptDownloads: false, serviceWorkers: 'block', viewport: A4_VIEWPORT });
    if (finished) {
      // Timed out meanwhile: nobody else will close it.
      await opened.close().catch(() => undefined);
      throw new PdfRenderError(PdfText.timeout(Math.round(timeoutMs / 1000)), ErrorCode.TIMEOUT);
    }
    context = opened;
    if (cookies.length) {
      const url = new URL(request.url);
      await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: url.origin, httpOnly: c.httpOnly ?? false, sameSite: 'Lax' as const, secure: url.protocol === 'https:' })));
    }
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    page.on('pageerror', (err) => void (pageErrors.length < 5 && pageErrors.push(err.message)));
    page.on('console', (msg) => void (msg.type() === 'error' && pageErrors.length < 5 && pageErrors.push(msg.text())));
    await page.goto(request.url, { waitUntil: 'load' });
    await page.waitForSelector(READY_SELECTOR, { state: 'attached' });
    const state = await page.evaluate(() => ({ ready: document.body.dataset.reportReady, error: document.body.dataset.reportError ?? null }));
    if (state.ready !== 'true') {
      throw new PdfRenderError(state.error ? PdfText.pageErrorWith(state.error) : PdfText.pageError, ErrorCode.INTERNAL, pageErrors.join(' | ') || undefined);
    }
    await page.emulateMedia({ media: 'print' });
    return page.pdf({ preferCSSPageSize: true, printBackground: true });
  };
  let rendering = false;
  try {
    // The caller's own step (a session row): its errors are its own, not the page's.
    const cookies = request.cookies ? await request.cookies() : [];
    rendering = true;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PdfRenderError(PdfText.timeout(Math.round(timeoutMs / 1000)), ErrorCode.TIMEOUT)), timeoutMs);
    });
    const pdf = await Promise.race([work(cookies), timeout]);
    return { pdf, ms: Date.now() - startedAt, queuedMs: startedAt - queuedAt };
  } catch (err) {
    if (!rendering) throw err;
    if (err instanceof PdfRenderError) {
      if (pageErrors.length && !err.detail) throw err.withDetail(pageErrors.join(' | '));
      throw err;
    }
    // Playwright's own timeouts and a browser that went away.
    const message = err instanceof Error ? err.message : String(err);
    if (closing) throw new PdfRenderError(PdfText.closed, ErrorCode.UNAVAILABLE, message);
    if (err instanceof Error && err.name === 'TimeoutError') throw new PdfRenderError(PdfText.timeout(Math.round(timeoutMs / 1000)), ErrorCode.TIMEOUT, message);
    throw new PdfRenderError(PdfText.pageError, ErrorCode.INTERNAL, [message, ...pageErrors].join(' | '));
  } finally {
    finished = true;
    clearTimeout(timer);
    // Closing the context also ends whatever the timed-out work was still waiting for.
    const open = context as BrowserContext | null;
    if (open) await open.close().catch(() => undefined);
    release();
  }
}

/**
 * Closes the browser and refuses the renders still waiting; renders it interrupts answer 503, and so
 * does every later one (the process is stopping). main.ts: after the HTTP server stops, before the ORM.
 */
export async function closePdfRenderer(): Promise<void> {
  closing = true;
  for (const w of waiting.splice(0)) w.fail(new PdfRenderError(PdfText.closed, ErrorCode.UNAVAILABLE));
  const current = browserPromise;
  browserPromise = null;
  if (!current) return;
  try {
    const b = await current;
    await b.close();
  } catch {
    // It never started, or it is gone already.
  }
}
