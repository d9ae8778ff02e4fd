/**
 * Headless Chromium for PDF export (playwright-core). One browser per process, launched on the first
 * export, health-checked before every render (`browser.isConnected()`) and relaunched when it is
 * gone; every render gets its own incognito context (no cookies or page state shared between
 * callers) and closes it afterwards. At most {@link MAX_CONCURRENT_RENDERS} renders run at once and at
 * most {@link MAX_QUEUED_RENDERS} wait, in order; one more is refused at once.
 *
 * What a caller gets (issue #28, never a 500 for the renderer's own trouble): 503 with `retry_after`
 * (the Retry-After header, platform/http/errors.ts) when the queue is full, no slot frees in time,
 * the browser cannot start or dies twice during one render; 504 when the render times out; 503
 * without it when no Chromium is installed (a configuration fault). Only a page that reports its own
 * error (data-report-error) is a 500, with that error.
 *
 * main.ts calls {@link closePdfRenderer} on shutdown, after the HTTP server has stopped.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext } from 'playwright-core';
import { DomainError, ErrorCode, keyed, type Message } from '../../../../../shared/errors';
import { config } from '../../../platform/config';
import { logger } from '../../../platform/logger';
import { bundledFontEnv } from './bundled-fonts';

export const MAX_CONCURRENT_RENDERS = 2;
/** Renders that may wait for a slot; one more is a 503 at once (a bounded queue, issue #28). */
export const MAX_QUEUED_RENDERS = 8;
export const RENDER_TIMEOUT_MS = 60_000;
/** Retry-After (seconds) of a 503 when busy or when the browser could not start. */
export const RENDER_RETRY_AFTER_SECONDS = 10;
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
  queueFull: keyed('pdf.queueFull'),
  browserLost: keyed('pdf.browserLost'),
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
    /** Seconds after which trying again makes sense: the reply's Retry-After header (a 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code, message, { meta: retryAfterSeconds === undefined ? { code } : { code, retry_after: retryAfterSeconds } });
  }

  /** The same failure with the page's own errors as its detail. */
  withDetail(detail: string): PdfRenderError {
    return new PdfRenderError(this.toMessage(), this.code as PdfErrorCode, detail, this.retryAfterSeconds);
  }
}

/** A 503 the caller may retry: busy, or the browser could not start or went away. */
function retryable(message: Message, detail?: string): PdfRenderError {
  return new PdfRenderError(message, ErrorCode.UNAVAILABLE, detail, RENDER_RETRY_AFTER_SECONDS);
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
 * carries the caller's session cookie: it renders our own page, same-origin, with web security on)
 * and less `--single-process`.
 *
 * Why no --single-process (issue #28): @sparticuz/chromium is made for AWS Lambda, where that flag
 * avoids a `prctl(PR_SET_NO_NEW_PRIVS) failed` error (its args getter says so, build/esm/index.js; the
 * README: "designed to be run on a vanilla Lambda instance"), and a Lambda runs one render and
 * exits. In a long-lived server it puts every renderer in the browser process, so closing one render's
 * context could end the browser the next render used ("Target page, context or browser has been
 * closed": 25 of 45 exports failed on it). On a normal Linux machine the build runs multi-process
 * with the same --no-sandbox/--no-zygote flags.
 *
 * Why one health-checked browser and a context per render rather than a browser per render: measured
 * on a shared 2-core machine (a one-page PDF), launch + render + close took 0.7–1.2 s with the bundled
 * build and 2.8–4.5 s with Debian's, a new context on the running browser 0.23–0.34 s and 1.1–1.9 s:
 * 3–4× less per export; a context is isolated from the others for cookies, storage and cache. The browser is checked (isConnected) before each render and relaunched when gone, and a
 * render that loses it is run once more on a new one.
 */
const UNSAFE_BUNDLED_ARGS = /^--(disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|disable-features=|single-process$)/;

/** The browser to launch: its executable, flags, and whether Chromium's sandbox is on. */
export interface ChromiumLaunchOptions {
  executablePath: string;
  args: string[];
  /** Playwright's `chromiumSandbox`: false passes --no-sandbox (as root, and for the bundled build). */
  chromiumSandbox: boolean;
  /** Added to the browser's environment: the bundled build's fonts (bundled-fonts.ts). */
  env: Record<string, string>;
}

/**
 * The executable and flags the renderer launches (the bench and the e2e config launch the same): the
 * bundled build is unpacked (to the temp folder) on first use. A 503 when there is no Chromium.
 */
export async function chromiumLaunchOptions(configured: string | null = config().chromiumPath): Promise<ChromiumLaunchOptions> {
  const resolved = resolveChromiumPath(configured);
  // Chromium's sandbox does not run as root; Playwright then passes --no-sandbox.
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (resolved !== BUNDLED_CHROMIUM) return { executablePath: resolved, args: CHROMIUM_ARGS, chromiumSandbox: !root, env: {} };
  const { default: bundled } = (await import(BUNDLED_CHROMIUM)) as typeof import('@sparticuz/chromium');
  // executablePath() unpacks the browser and its fonts; bundledFontEnv() makes fontconfig find them.
  const executablePath = await bundled.executablePath();
  return { executablePath, args: [...CHROMIUM_ARGS, ...bundled.args.filter((a) => !UNSAFE_BUNDLED_ARGS.test(a))], chromiumSandbox: false, env: bundledFontEnv() };
}

function launchBrowser(): Promise<Browser> {
  let executablePath = resolveChromiumPath();
  const started = Date.now();
  const launching = chromiumLaunchOptions().then((target) => {
    executablePath = target.executablePath;
    // Playwright's `env` replaces the browser's environment: it keeps this process's and adds the bundled fonts.
    // eslint-disable-next-line no-restricted-properties -- passed through to the child browser, not read as a setting
    return chromium().launch({ executablePath: target.executablePath, headless: true, chromiumSandbox: target.chromiumSandbox, args: target.args, env: { ...process.env, ...target.env }, timeout: 30_000 });
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
      throw retryable(PdfText.launchFailed(executablePath, reason), String(err));
    },
  );
  return launching;
}

/** The running browser, launched (again) when there is none or it is no longer connected. */
async function browser(): Promise<Browser> {
  if (closing) throw retryable(PdfText.closed);
  const current = browserPromise;
  if (current) {
    const b = await current;
    if (b.isConnected()) return b;
    if (browserPromise === current) browserPromise = null;
    // It may still hold a process: end it before the next one starts.
    void b.close().catch(() => undefined);
    if (closing) throw retryable(PdfText.closed);
  }
  browserPromise ??= launchBrowser();
  return browserPromise;
}

// ---- the queue ---------------------------------------------------------------------------------

let running = 0;
const waiting: Array<{ start: () => void; fail: (err: Error) => void }> = [];

/** Waits for a render slot (at most `waitMs`) and returns its release; a 503 at once when the queue is full. */
function acquireSlot(waitMs: number): Promise<() => void> {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    running--;
    const next = waiting.shift();
    if (next) next.start();
  };
  if (closing) return Promise.reject(retryable(PdfText.closed));
  if (running < MAX_CONCURRENT_RENDERS) {
    running++;
    return Promise.resolve(release);
  }
  if (waiting.length >= MAX_QUEUED_RENDERS) return Promise.reject(retryable(PdfText.queueFull));
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
      reject(retryable(PdfText.busy(Math.round(waitMs / 1000))));
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
  /**
   * The browser context's locale (the document's language, e.g. da-DK): Playwright's newContext
   * `locale` "will affect navigator.language value, Accept-Language request header value as well as
   * number and date formatting rules" (playwright.dev/docs/api/class-browser#browser-new-context).
   */
  locale?: string;
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

/** A render's own failure that another browser cannot mend: its time-out, the page's own error, shutdown. */
class FinalRenderError extends Error {
  constructor(readonly error: PdfRenderError) {
    super(error.message);
  }
}

/**
 * One attempt: a new incognito context of the running browser, the page, the PDF; the context is
 * closed however it ends. Throws a FinalRenderError for what a retry cannot help, anything else
 * (the browser went away: Playwright's "Target page, context or browser has been closed") as is.
 */
async function renderOnce(request: RenderRequest, cookies: RenderCookie[], timeoutMs: number, deadline: number, pageErrors: string[]): Promise<Buffer> {
  let context: BrowserContext | null = null;
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = () => new FinalRenderError(new PdfRenderError(PdfText.timeout(Math.round(timeoutMs / 1000)), ErrorCode.TIMEOUT));
  const work = async (): Promise<Buffer> => {
    const b = await browser();
    const opened = await b.newContext({ acceptDownloads: false, serviceWorkers: 'block', viewport: A4_VIEWPORT, ...(request.locale ? { locale: request.locale } : {}) });
    if (finished) {
      // Timed out meanwhile: nobody else will close it.
      await opened.close().catch(() => undefined);
      throw timedOut();
    }
    context = opened;
    if (cookies.length) {
      const url = new URL(request.url);
      await context.addCookies(cookies.map((c) => ({ name: c.name, value: c.value, url: url.origin, httpOnly: c.httpOnly ?? false, sameSite: 'Lax' as const, secure: url.protocol === 'https:' })));
    }
    const page = await context.newPage();
    page.setDefaultTimeout(Math.max(1, deadline - Date.now()));
    page.on('pageerror', (err) => void (pageErrors.length < 5 && pageErrors.push(err.message)));
    page.on('console', (msg) => void (msg.type() === 'error' && pageErrors.length < 5 && pageErrors.push(msg.text())));
    await page.goto(request.url, { waitUntil: 'load' });
    await page.waitForSelector(READY_SELECTOR, { state: 'attached' });
    const state = await page.evaluate(() => ({ ready: document.body.dataset.reportReady, error: document.body.dataset.reportError ?? null }));
    if (state.ready !== 'true') {
      throw new FinalRenderError(new PdfRenderError(state.error ? PdfText.pageErrorWith(state.error) : PdfText.pageError, ErrorCode.INTERNAL, pageErrors.join(' | ') || undefined));
    }
    await page.emulateMedia({ media: 'print' });
    return page.pdf({ preferCSSPageSize: true, printBackground: true });
  };
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timedOut()), Math.max(1, deadline - Date.now()));
    });
    return await Promise.race([work(), timeout]);
  } catch (err) {
    if (err instanceof FinalRenderError) throw err;
    if (err instanceof PdfRenderError) throw new FinalRenderError(err);
    const message = err instanceof Error ? err.message : String(err);
    if (closing) throw new FinalRenderError(retryable(PdfText.closed, message));
    // Playwright's own time-out (a page that never says it is ready) is the render's time-out.
    if (err instanceof Error && err.name === 'TimeoutError') throw new FinalRenderError(new PdfRenderError(PdfText.timeout(Math.round(timeoutMs / 1000)), ErrorCode.TIMEOUT, message));
    throw err;
  } finally {
    finished = true;
    clearTimeout(timer);
    // Closing the context also ends whatever the timed-out work was still waiting for.
    const open = context as BrowserContext | null;
    if (open) await open.close().catch(() => undefined);
  }
}

/** Attempts per render: a browser lost during the first is relaunched for the second. */
const RENDER_ATTEMPTS = 2;

/**
 * Opens `url` in a new incognito context with the given cookies, waits until the page says it is
 * rendered, then prints it with the page's own CSS page size and backgrounds. Errors: see the top of
 * this file (503 + Retry-After busy or browser trouble, 504 time-out, 500 only for the page's own error).
 */
export async function renderPdf(request: RenderRequest): Promise<RenderedPdf> {
  const timeoutMs = request.timeoutMs ?? RENDER_TIMEOUT_MS;
  const queuedAt = Date.now();
  const release = await acquireSlot(timeoutMs);
  const startedAt = Date.now();
  const deadline = startedAt + timeoutMs;
  const pageErrors: string[] = [];
  try {
    // The caller's own step (a session row): its errors are its own, not the page's.
    const cookies = request.cookies ? await request.cookies() : [];
    let lost = '';
    for (let attempt = 1; attempt <= RENDER_ATTEMPTS; attempt++) {
      try {
        const pdf = await renderOnce(request, cookies, timeoutMs, deadline, pageErrors);
        return { pdf, ms: Date.now() - startedAt, queuedMs: startedAt - queuedAt };
      } catch (err) {
        if (err instanceof FinalRenderError) {
          const e = err.error;
          throw pageErrors.length && !e.detail ? e.withDetail(pageErrors.join(' | ')) : e;
        }
        lost = err instanceof Error ? err.message : String(err);
        logger.warn({ attempt, url: request.url, err: lost.split('\n')[0] }, 'PDF renderer: the browser failed during a render; relaunching it');
        // Do not render on it again: the next attempt (or export) launches a new one.
        await dropBrowser();
        if (Date.now() >= deadline) throw new PdfRenderError(PdfText.timeout(Math.round(timeoutMs / 1000)), ErrorCode.TIMEOUT, lost);
      }
    }
    throw retryable(PdfText.browserLost, [lost, ...pageErrors].join(' | '));
  } finally {
    release();
  }
}

/** Forgets the current browser and closes it if it is no longer connected (a render failed on it). */
async function dropBrowser(): Promise<void> {
  const current = browserPromise;
  if (!current) return;
  const b = await current.catch(() => null);
  if (b?.isConnected()) return;
  if (browserPromise === current) browserPromise = null;
  await b?.close().catch(() => undefined);
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
