/**
 * The PDF export with no system Chromium: the build inside the @sparticuz/chromium package is the
 * default then (issue #18: `npm install && npm start` alone exports a PDF). Its own file, so that the
 * renderer's one browser is the bundled one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_CHROMIUM, closePdfRenderer, renderPdf, resolveChromiumPath } from '../src/features/reports/pdf/pdf-renderer';
import { loadConfig, setConfig } from '../src/platform/config';

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  setConfig({ ...loadConfig({ NODE_ENV: 'test', PORT: '0' }), chromiumPath: BUNDLED_CHROMIUM });
  server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><html><body><h1>Bundled Chromium report</h1><script>document.body.dataset.reportReady = "true"</script></body></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await closePdfRenderer();
  await new Promise((r) => server.close(r));
});

describe('#report-pdf.bundled-chromium', () => {
  it('falls back to the bundled build when there is no system or Playwright Chromium', () => {
    expect(resolveChromiumPath(null, '/nonexistent/system/chromium')).toMatch(/^(@sparticuz\/chromium|.*ms-playwright.*)$/);
    expect(resolveChromiumPath(BUNDLED_CHROMIUM)).toBe(BUNDLED_CHROMIUM);
  });

  it('renders a PDF with it', async () => {
    const { pdf } = await renderPdf({ url: `${baseUrl}/report`, timeoutMs: 60_000 });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  }, 90_000);
});
