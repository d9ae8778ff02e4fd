/**
 * Issue #28 "Figures that agree with each other on paper": the exported PDFs of every report type of
 * the demo projects, rendered through the real print view (the built SPA, dist/client), read with
 * PDF.js (pdfjs-dist).
 * - No table overflows its sheet: every text run of every page lies inside the sheet's text area
 *   (16 mm side margins, ReportPrintStyles). The sheet body clips what overflows it ("GWP tota",
 *   "1,758,241."), and PDF.js gives each run whole with its position, so a clipped header or total
 *   shows up as a run that crosses the margin. The LCA data table's header is also checked by text.
 * - The comparative-solution report leaves no page but the last mostly blank (pages 5–7 were 65–69 %
 *   blank): the lowest line of content of every other page is in the lower half of the sheet.
 * - In Danish it says "Besparelse" (a saving), never "Gemmer" (saving in progress), and names the
 *   categories in Danish.
 * Needs `npm run build` first (`npm run build && npx vitest run --project server-integration
 * server/test/report-pdf-layout.test.ts`); without a build it is skipped, saying so.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Project } from '../src/features/projects/project.entity';
import { DEMO_PASSWORD } from '../src/features/seed/demo-seed';
import { closePdfRenderer } from '../src/features/reports/pdf/pdf-renderer';
import { ROOT_DIR } from '../src/platform/config';
import { Agent, startTestApp, type TestApp } from './helpers';
import { api } from './solutions-fixtures';

const BUILT = existsSync(path.join(ROOT_DIR, 'dist', 'client', 'index.html'));
if (!BUILT) console.warn('report-pdf-layout.test.ts: skipped, the client is not built (npm run build)');

const MM = 72 / 25.4;
/** The sheet's side padding (ReportPrintStyles `.report-sheet`: 14mm 16mm 10mm), less 0.5 mm for glyph overhang. */
const SIDE_MARGIN_PT = 15.5 * MM;

interface Run {
  str: string;
  x: number;
  y: number;
  width: number;
}
interface Page {
  width: number;
  height: number;
  runs: Run[];
  text: string;
}

async function pdfPages(file: string): Promise<Page[]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: Page[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const items = (await page.getTextContent()).items.filter((i): i is TextItem => 'str' in i && i.str.trim() !== '');
      const runs = items.map((i) => ({ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width }));
      pages.push({ width: x1 - x0, height: y1 - y0, runs, text: runs.map((r) => r.str).join(' ') });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

let t: TestApp;
let agent: Agent;
let pmProjectId: number;
let csProjectId: number;
let originalLanguage: string;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pdf-layout-'));

async function exportPdf(url: string, name: string): Promise<Page[]> {
  const res = await fetch(`${t.baseUrl}${url}`, { headers: { cookie: agent.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  const file = path.join(tmp, `${name}.pdf`);
  writeFileSync(file, bytes);
  return pdfPages(file);
}

const csUrl = () => `/api/v1/comparative-solution/projects/${csProjectId}/report.pdf`;
const pmUrl = (type: string) => `${api(`/projects/${pmProjectId}/report.pdf`)}?type=${type}`;

/** The runs that cross a side margin of their sheet, as "p. n: text (x…x+w pt)". */
function overflowing(pages: Page[]): string[] {
  return pages.flatMap((p, i) =>
    p.runs.filter((r) => r.x < SIDE_MARGIN_PT || r.x + r.width > p.width - SIDE_MARGIN_PT).map((r) => `p. ${i + 1}: "${r.str}" (${r.x.toFixed(1)}–${(r.x + r.width).toFixed(1)} of ${p.width.toFixed(1)} pt)`),
  );
}

describe.skipIf(!BUILT)('#report-pdf.layout (the built print view, issue #28)', () => {
  beforeAll(async () => {
    t = await startTestApp();
    agent = new Agent(t.baseUrl);
    await agent.login('admin@seller.demo', DEMO_PASSWORD);
    const em = t.orm.em.fork();
    const partner = { name: 'Nordic IT Partner ApS' };
    pmProjectId = (await em.findOneOrFail(Project, { name: 'Data centre consolidation 2027', partner })).id;
    csProjectId = (await em.findOneOrFail(Project, { name: 'Server room and workplace renewal 2027', partner })).id;
    const me = await agent.get('/api/v1/user/settings/language');
    originalLanguage = me.body?.data?.language ?? me.body?.language ?? 'en-GB';
    expect((await agent.put('/api/v1/user/settings/language', { language: 'en-GB' })).status).toBe(200);
    expect((await agent.gql('mutation { partnerReportOptionsUpdate(input: { locale: null }) { id } }')).errors).toBeUndefined();
  }, 120_000);
  afterAll(async () => {
    await agent?.gql('mutation { partnerReportOptionsUpdate(input: { locale: null }) { id } }');
    await agent?.put('/api/v1/user/settings/language', { language: originalLanguage });
    await closePdfRenderer();
    await t?.close();
    if (!process.env.KEEP_PDFS) rmSync(tmp, { recursive: true, force: true });
    else console.log('PDFs kept in', tmp);
  });

  it('keeps every table of every report type inside its sheet, in English, Danish and German', async () => {
    const problems: string[] = [];
    for (const locale of ['en-GB', 'da-DK', 'de-DE']) {
      expect((await agent.gql(`mutation { partnerReportOptionsUpdate(input: { locale: "${locale}" }) { id } }`)).errors).toBeUndefined();
      for (const type of ['baseline', 'comparative', 'lca', 'refurbishment']) {
        problems.push(...overflowing(await exportPdf(pmUrl(type), `${type}-${locale}`)).map((p) => `${locale} ${type} ${p}`));
      }
      problems.push(...overflowing(await exportPdf(csUrl(), `comparative-solution-${locale}`)).map((p) => `${locale} comparative-solution ${p}`));
    }
    expect((await agent.gql('mutation { partnerReportOptionsUpdate(input: { locale: null }) { id } }')).errors).toBeUndefined();
    expect(problems).toEqual([]);
  }, 400_000);

  it('prints the LCA data table header whole', async () => {
    const pages = await exportPdf(pmUrl('lca'), 'lca-header');
    const text = pages.map((p) => p.text).join(' ').replace(/\s+/g, ' ');
    // The header may wrap ("GWP total" over "(kg CO2e)"), but no word is cut.
    expect(text).toMatch(/GWP total/);
    expect(text).toMatch(/\(kg CO2e\)/);
  }, 120_000);

  it('leaves no page of the comparative-solution report but the last mostly blank', async () => {
    const pages = await exportPdf(csUrl(), 'comparative-solution-flow');
    const footer = /^(Page|Side|Seite) \d+\/\d+$/;
    const filled = pages.map((p) => {
      const content = p.runs.filter((r) => !footer.test(r.str.trim()));
      const lowest = Math.min(...content.map((r) => r.y));
      // How far down the sheet the content reaches (PDF y counts from the bottom).
      return Math.round(((p.height - lowest) / p.height) * 100);
    });
    const mostlyBlank = filled.slice(0, -1).flatMap((f, i) => (f < 50 ? [`p. ${i + 1}: content ends at ${f} % of the sheet`] : []));
    expect(mostlyBlank).toEqual([]);
    // Packed, but nothing cut off at the foot of a sheet (the sheet body clips what overflows it): the
    // appendix, the last block, is there to its last words.
    // Compared without white space: a font with ligatures (the bundled build's Open Sans) reads back as "fi gure".
    const bare = (s: string) => s.replace(/\s+/g, '');
    expect(bare(pages.map((p) => p.text).join(' '))).toContain(bare('a figure over the period is the rounded yearly figure times the years.'));
  }, 120_000);

  it('reads "Besparelse" and Danish category names in the Danish comparative-solution report', async () => {
    expect((await agent.gql('mutation { partnerReportOptionsUpdate(input: { locale: "da-DK" }) { id } }')).errors).toBeUndefined();
    const text = (await exportPdf(csUrl(), 'comparative-solution-da')).map((p) => p.text).join(' ');
    expect(text).toContain('Besparelse');
    expect(text).not.toMatch(/Gemmer/);
    expect(text).toMatch(/Server \(rack eller tower\)/);
    expect(text).not.toMatch(/Server \(rack or tower\)|Storage system \(SAN\/NAS\)|Desktop computer/);
  }, 120_000);
});
