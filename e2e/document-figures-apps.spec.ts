import { writeFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { eedFigureSet, manifestFigureSet, type FigureSetManifest } from '../shared/reports';
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

/**
 * The EED report (issue #31) is traced to its REST reply, not to a manifest: it registers no document
 * (it is printed from the browser, and exported as CSV or XLSX). Its print view keys every figure to
 * the reply of GET …/solution/{s}/eed-report (shared/reports eed-figure-set.ts: the inputs as saved,
 * the model's energies, the KPIs the server computed); the test reads the print view's text in three
 * languages with the same checks (a)(b), and checks that the CSV export carries the same figures.
 */
const EED_REGIONS: Region[] = [
  { kind: 'not a figure', what: 'the sources line: Delegated Regulation (EU) 2024/1364, EN 50600-4-x, and when the report was last saved (date and time)', selector: '[data-testid="eed-print-sources"]' },
];

/** The EED's own constants the print view names, each with what it is. */
const EED_CONSTANTS: Record<string, number> = {
  'the reporting threshold of installed IT power, kW (Directive (EU) 2023/1791 art. 12)': 500,
  'a PUE of 1.00: no overhead (Annex III)': 1,
};

/** A site's annual figures for a past year (no other test writes it): values with the decimals the print view shows. */
const EED_INPUTS = {
  installed_it_power_kw: 512.4,
  total_energy_kwh: 1_523_457,
  it_energy_kwh: 1_012_345,
  water_input_m3: 1_834.6,
  potable_water_m3: 912.3,
  reused_energy_kwh: 301_234,
  renewable_energy_kwh: 1_200_000,
  renewable_on_site_kwh: 150_000,
  renewable_ppa_kwh: 250_000,
  renewable_guarantees_of_origin_kwh: 800_000,
  backup_generator_energy_kwh: 1_234,
  total_floor_area_m2: 820,
  computer_room_floor_area_m2: 410,
  cooling_set_point_min_c: 18.5,
  cooling_set_point_max_c: 27,
  storage_capacity_pb: 2.35,
  server_capacity: 'Hosts for 900 virtual machines',
  incoming_traffic_eb: 0.125,
  outgoing_traffic_eb: 0.087,
};

/** The CSV's rows (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

test.describe('EED report figures (issue #46)', () => {
  for (const l of LOCALES) {
    test(`every printed figure of the EED report traces to its REST reply, and its CSV carries them (${l.code})`, async ({ page, baseURL }, testInfo) => {
      const r = await api(baseURL!);
      const problems: string[] = [];
      const named: string[] = [];
      const counts: Counts = { keyed: 0, traced: 0, named: 0, pending: 0, sums: 0 };
      try {
        await login(page, 'admin@seller.demo');
        await page.evaluate((code) => localStorage.setItem('locale', code), l.code);
        const clients = await data<Array<{ projects: { data: Array<{ id: number; name: string }> } }>>(r, '/api/v1/project-manager/projects');
        const project = clients.flatMap((c) => c.projects.data).find((x) => x.name === 'Data centre consolidation 2027')!;
        const groups = await data<{ baseline: { solutions: Array<{ id: number; name: string; solution_type: { calculation_mode: number } }> } }>(r, `/api/v1/project-manager/projects/${project.id}/solution-groups`);
        const solution = groups.baseline.solutions.find((x) => x.solution_type.calculation_mode === 1)!;
        const year = new Date().getUTCFullYear() - 2;
        const path = `/api/v1/project-manager/projects/${project.id}/solution/${solution.id}/eed-report`;
        const saved = await r.put(path, { data: { year, ...EED_INPUTS } });
        expect(saved.status(), await saved.text()).toBe(200);
        const reply = await data<Record<string, unknown>>(r, `${path}?year=${year}`);
        const figures: ReadonlyMap<string, number> = eedFigureSet(reply);
        const where = `${project.name} · ${solution.name} · EED report ${year} · ${l.code}`;
        const view = await printView(page, `/print/project-manager/projects/${project.id}/solutions/${solution.id}/eed-report/${year}`, EED_REGIONS, '[data-testid="eed-print-pue"] [data-figure]');
        // Printed from the browser: its text is the print view's (no PDF is exported).
        const text = await page.locator('body').innerText();
        writeFileSync(testInfo.outputPath(`eed-${solution.id}-${year}-${l.code}.json`), JSON.stringify({ view, text, reply }, null, 1));
        checkDocument({
          where,
          locale: l,
          pdf: { text, pages: [{ text, width: 0, height: 0 }] },
          documentId: null,
          figures,
          source: "the EED report's REST reply",
          view,
          typed: [project.name, solution.name, EED_INPUTS.server_capacity],
          namedNumbers: [year],
          staticFigures: Object.values(EED_CONSTANTS),
          problems,
          named,
          counts,
        });
        // Every figure the print view keys is in the CSV export, unrounded (the file is data).
        const csv = await r.get(`${path}/export?year=${year}&format=csv&lang=${l.code}`);
        expect(csv.status()).toBe(200);
        const rows = new Map(csvRows((await csv.text()).replace(/^\uFEFF/, '')).map((row) => [row[0], row[2]]));
        for (const key of new Set(view.keyed.map((k) => k.key))) {
          const field = key.replace(/^eed\./, '');
          if (!rows.has(field)) problems.push(`${where}: the CSV has no row ${field}`);
          else if (Number(rows.get(field)) !== figures.get(key)) problems.push(`${where}: the CSV's ${field} is ${rows.get(field)}, the reply's ${figures.get(key)}`);
        }
      } finally {
        await r.dispose();
      }
      console.log(`EED ${l.code}: ${JSON.stringify(counts)}`);
      writeFileSync(testInfo.outputPath('problems.txt'), problems.join('\n'));
      expect(problems, problems.join('\n')).toEqual([]);
      expect(counts.pending).toBe(0);
      // The inputs and the seven KPIs: a parser that found none would prove nothing.
      expect(counts.keyed).toBeGreaterThan(20);
      expect(counts.traced).toBeGreaterThan(20);
    });
  }
});
