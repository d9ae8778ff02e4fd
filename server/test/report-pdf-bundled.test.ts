/**
 * The PDF export with no system Chromium: the build inside the @sparticuz/chromium package is the
 * default then (issue #18: `npm install && npm start` alone exports a PDF). Its own file, so that the
 * renderer's browser is the bundled one. Issue #28: that build (made for AWS Lambda) runs
 * --single-process, where closing a render's context could end the shared browser and fail the next
 * export with "Target page, context or browser has been closed": 9 exports of every type, all 200.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../e2e/pdf';
import { BUNDLED_FONT_DIR } from '../src/features/reports/pdf/bundled-fonts';
import { BUNDLED_CHROMIUM, chromiumLaunchOptions, closePdfRenderer, renderPdf, resolveChromiumPath } from '../src/features/reports/pdf/pdf-renderer';
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

  it('renders a PDF with it, with its text (on a machine without system fonts too)', async () => {
    const { pdf } = await renderPdf({ url: `${pages.baseUrl}/report`, timeoutMs: 60_000 });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    // Without a font Chromium draws no glyphs and the PDF has no text (issue #29, system fonts hidden).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-bundled-'));
    try {
      writeFileSync(path.join(dir, 'report.pdf'), pdf);
      expect((await readPdf(path.join(dir, 'report.pdf'))).text).toMatch(/Page 1\/2/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('launches it with the fonts it brings, beside the system configuration (bundled-fonts.ts)', async () => {
    const target = await chromiumLaunchOptions(BUNDLED_CHROMIUM);
    const conf = readFileSync(target.env.FONTCONFIG_FILE!, 'utf8');
    expect(conf).toContain(`<dir>${BUNDLED_FONT_DIR}</dir>`);
    expect(conf).toContain('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(readdirSync(BUNDLED_FONT_DIR, { recursive: true }).map(String).some((f) => /\.ttf$/i.test(f))).toBe(true);
  });

  it('answers 200 to 9 exports (6 in a row, 3 at once) of every report type', async () => {
    const { agent } = await signedInAgent(t);
    const outcomes = await nineExportsOfEach(t.baseUrl, agent, await exportPaths(agent));
    console.info(`bundled Chromium, 45 exports: ${outcomes.map((o) => o.ms).join(' ')} ms`);
    expect(outcomes).toHaveLength(45);
    expect(failures(outcomes)).toEqual([]);
  }, 300_000);
});
