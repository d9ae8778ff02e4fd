import { writeFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { manifestFigureSet, type FigureSetManifest } from '../shared/reports';
import { api, checkDocument, data, exportPdf, printView, type Counts, type Region } from './document-figures';
import { DA_DK, DE_DE, EN_GB, STATIC_FIGURES, type Locale } from './figures';
import { readPdf } from './pdf';
import { login, test } from './support';

/**
 * One truth per figure (issue #46, the mechanism) for the apps' own reports: the comparative-solution
 * app's report (the one with signature lines), exported as a PDF in three languages, is read with
 * PDF.js and checked against the manifest of the comparative document it registers, with the checks
 * of document-figures.ts: (a) every keyed figure at its printed precision and by its declared rounding
 * rule (rows rounded to add up to their printed total, savings as the difference of printed sides,
 * money by M7's savings rule), (b) every number of the PDF traced, named or failing, (c) every printed
 * total the sum of its printed parts.
 */

/** Regions of the print view whose numbers are not keyed, each with what it is (none are figures of the project). */
const REGIONS: Region[] = [
  // The PDF's text interleaves the two columns of the running head line by line, so the typed names cannot be taken out whole there.
  { kind: 'not a figure', what: "the running head: the report's title, the project's and the client's names as the user typed them", selector: '[data-testid="running-head"]' },
];

/** The appendix's rounding steps (M7), printed with a space in every language. */
const CONSTANT_TEXTS: Record<string, string[]> = {
  "M7's savings rounding: to the nearest 100 000 above a million, 10 000 above 100 000, 1 000 above 1 000": ['100 000', '10 000', '1 000'],
};

/** Constants of the methodology the report's appendix prints, each with what it is. */
const APPENDIX_CONSTANTS: Record<string, number> = {
  'the 100 and 1 of a UPS loss, energy × (100 / efficiency − 1) (M2)': 1,
  "the efficiency factor's example: 2 means half the power (M6)": 2,
};

const LOCALES: Locale[] = [EN_GB, DA_DK, DE_DE];

const DEMO_COMPARATIVE = 'Server room and workplace renewal 2027';

/** The names the reply holds under these keys, at any depth: what the user typed or picked (names of products, categories, capacities). */
const NAME_KEYS = new Set(['name', 'brand_name', 'model_name', 'category_name', 'capacity_name', 'title']);
function names(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) names(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (NAME_KEYS.has(k) && typeof v === 'string' && v) out.push(v);
      else names(v, out);
    }
  }
  return out;
}

interface AppProject {
  id: number;
  typed: string[];
  /** What the user set: the report year, the years, the kickback; and the number of calculations. */
  set: number[];
}

async function comparativeProject(r: APIRequestContext): Promise<AppProject> {
  const clients = await data<Array<{ name: string; projects: { data: Array<{ id: number; name: string; description: string | null }> } }>>(r, '/api/v1/comparative-solution/projects/all');
  const client = clients.find((c) => c.projects.data.some((p) => p.name === DEMO_COMPARATIVE))!;
  const project = client.projects.data.find((p) => p.name === DEMO_COMPARATIVE)!;
  const base = `/api/v1/comparative-solution/projects/${project.id}`;
  const report = await data<{ year: number; years: number; title: string | null; kickback: number | null }>(r, `${base}/report-data`);
  const calculations = await data<unknown[]>(r, `${base}/calculations`);
  const wheel = await data<unknown>(r, `${base}/energywheel`);
  const typed = [project.name, project.description, client.name, report.title, ...names(calculations), ...names(wheel)]
    .filter((x): x is string => Boolean(x))
    .sort((a, b) => b.length - a.length);
  const set = [report.year, report.years, report.kickback, calculations.length].filter((x): x is number => typeof x === 'number');
  return { id: project.id, typed: [...new Set(typed)], set };
}

test.describe('document figures of the apps (issue #46)', () => {
  for (const l of LOCALES) {
    test(`every printed figure of the comparative-solution report traces to its manifest (${l.code})`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(300_000);
      const r = await api(baseURL!);
      const { language } = await data<{ language: string }>(r, '/api/v1/user/settings/language');
      const setLanguage = async (code: string) => expect((await r.put('/api/v1/user/settings/language', { data: { language: code } })).status()).toBe(200);
      await setLanguage(l.code);
      const problems: string[] = [];
      const named: string[] = [];
      const counts: Counts = { keyed: 0, traced: 0, named: 0, pending: 0, sums: 0 };
      try {
        await login(page, 'admin@seller.demo');
        await page.evaluate((code) => localStorage.setItem('locale', code), l.code);
        const p = await comparativeProject(r);
        const where = `${DEMO_COMPARATIVE} · comparative-solution report · ${l.code}`;
        const res = await exportPdf(r, 'comparative-solution', p.id, 'comparative');
        expect(res.status(), where).toBe(200);
        const documentId = res.headers()['x-document-id'];
        expect(documentId, where).toMatch(/^GIA-/);
        const file = testInfo.outputPath(`comparative-solution-${p.id}-${l.code}.pdf`);
        writeFileSync(file, await res.body());
        const pdf = await readPdf(file);
        const manifest = await data<FigureSetManifest & { reference: { rating_year: number | null } }>(r, `/api/v1/documents/${documentId}/manifest`);
        const figures = manifestFigureSet(manifest);
        const view = await printView(page, `/print/comparative-solution/projects/${p.id}/report?document=${documentId}&locale=${l.code}`, REGIONS);
        writeFileSync(testInfo.outputPath(`comparative-solution-${p.id}-${l.code}.json`), JSON.stringify({ view, pdf: pdf.text, figures: Object.fromEntries(figures) }, null, 1));
        const namedNumbers = [...p.set, ...(manifest.reference.rating_year ? [manifest.reference.rating_year] : [])];
        const staticFigures = [...Object.values(STATIC_FIGURES), ...Object.values(APPENDIX_CONSTANTS)];
        checkDocument({ where, locale: l, pdf, documentId, figures, view, typed: p.typed, namedNumbers, staticFigures, constantTexts: CONSTANT_TEXTS, problems, named, counts });
      } finally {
        await setLanguage(language);
        await r.dispose();
      }
      testInfo.annotations.push({ type: 'figures', description: JSON.stringify(counts) });
      console.log(`comparative-solution ${l.code}: ${JSON.stringify(counts)}`);
      writeFileSync(testInfo.outputPath('problems.txt'), problems.join('\n'));
      writeFileSync(testInfo.outputPath('named.txt'), named.join('\n'));
      expect(problems, problems.join('\n')).toEqual([]);
      expect(counts.pending, 'regions not yet keyed').toBe(0);
      expect(counts.keyed).toBeGreaterThan(20);
      expect(counts.traced).toBeGreaterThan(20);
      expect(counts.sums).toBeGreaterThan(5);
    });
  }
});
