/**
 * The PDF export with no system Chromium: the build inside the @sparticuz/chromium package is the
 * default then (issue #18: `npm install && npm start` alone exports a PDF). Its own file, so that the
 * renderer's browser is the bundled one. Issue #28: that build (made for AWS Lambda) runs
 * --single-process, where closing a render's context could end the shared browser and fail the next
 * export with "Target page, context or browser has been closed": 9 exports of every type, all 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_CHROMIUM, closePdfRenderer, renderPdf, resolveChromiumPath } from '../src/features/reports/pdf/pdf-renderer';
import { signedInAgent, startTestApp, type TestApp } from './helpers';
import { exportPaths, failures, nineExportsOfEach, startReportPageServer } from './report-pdf-exports';

let t: TestApp;
let pages: Awaited<ReturnType<typeof startReportPageServer>>;
beforeAll(async () => {
  pages = await startReportPageServer();
  t = await startTestApp({ chromiumPath: BUNDLED_CHROMIUM, pdfRenderBaseUrl: pages.baseUrl });
});
afterAll(async () => {
  await closePdfRenderer();
  await t?.close();
  await pages?.close();
});

describe('#report-pdf.bundled-chromium', () => {
  it('falls back to the bundled build when there is no system or Playwright Chromium', () => {
    expect(resolveChromiumPath(null, '/nonexistent/system/chromium')).toMatch(/^(@sparticuz\/chromium|.*ms-playwright.*)$/);
    expect(resolveChromiumPath(BUNDLED_CHROMIUM)).toBe(BUNDLED_CHROMIUM);
  });

  it('renders a PDF with it', async () => {
    const { pdf } = await renderPdf({ url: `${pages.baseUrl}/report`, timeoutMs: 60_000 });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  }, 90_000);

  it('answers 200 to 9 exports (6 in a row, 3 at once) of every report type', async () => {
    const { agent } = await signedInAgent(t);
    const outcomes = await nineExportsOfEach(t.baseUrl, agent, await exportPaths(agent));
    console.info(`bundled Chromium, 45 exports: ${outcomes.map((o) => o.ms).join(' ')} ms`);
    expect(outcomes).toHaveLength(45);
    expect(failures(outcomes)).toEqual([]);
  }, 300_000);
});
