import { writeFileSync } from 'node:fs';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { manifestFigureSet, type FigureKey, type FigureSetManifest } from '../shared/reports';
import { DA_DK, DE_DE, EN_GB, numbersOf, prints, STATIC_FIGURES, type Locale, type PrintedNumber } from './figures';
import { readPdf } from './pdf';
import { DEMO_API_TOKEN, login, test } from './support';

/**
 * One truth per figure (issue #46, the mechanism): every report document of the demo projects,
 * exported as a PDF in three languages, is read with PDF.js and checked against its own manifest.
 *
 * The print view keys each printed figure to the manifest's figure set (`data-figure`, shared/reports
 * figure-set.ts). The PDF is what the server rendered from that print view; the test opens the same
 * print view (the same document and language) to learn which printed number is which figure, then:
 *
 * (a) every keyed figure's printed number is the manifest's figure at the precision it is printed
 *     with (in its M7 unit: `data-scale`), and is in the PDF's text;
 * (b) every number of the PDF's text is a keyed figure, or one of what is named here: page numbers
 *     ('n/m'), the document ID, dates, the rating year, what the user typed (names, descriptions),
 *     the methodology's constants (STATIC_FIGURES, each with what it is), or a number of a region of
 *     the print view listed in REGIONS with what it is; any other fails, named with its report,
 *     language and text;
 * (c) a printed total that names its parts (`data-sum-of`) is their printed sum at printed precision
 *     (each part and the total rounded once: within half a step per number).
 */

/**
 * Regions of the print view whose numbers are not keyed, each with what it is: numbers that are no
 * figures of the project (`not a figure`), and figures that carry no key yet (`not yet keyed`; issue
 * #46: none is left since the charts were keyed, and a new one must say what it is). A number of the PDF found in one of them (as often as the
 * print view has it there) is counted as such, not as traced; a number outside all of them must be
 * keyed or named above.
 */
const REGIONS: Array<{ kind: 'not a figure' | 'not yet keyed'; what: string; selector: string }> = [
  { kind: 'not a figure', what: "the references' publication numbers (White Paper 49, TC 9.9, IEC 62040-3, ISO 14040) and the list's numbering", selector: '[data-testid="section-references"] ol' },
  { kind: 'not a figure', what: "the products' names from the catalogue, manufacturer and model ('HP Elite Tower 880 G9', 'Generic 48-port 1 GbE'), which a table cell may wrap", selector: '.report-item-name' },
  { kind: 'not a figure', what: "what the user typed (a solution's description), which the PDF's lines may break where the typed text is looked for whole", selector: '.report-sheet [data-typed]' },
  {
    kind: 'not a figure',
    what: "the cited sources of reference data: titles, table numbers, years and the values a grid path cites ('Bygningsreglementet 2018 (BR18), Bilag 2, Tabel 8 … 0.187 (2023)', 'European Residual Mixes 2023, Version 1.0'); the residual mix's factor in it is keyed",
    selector: '.report-sheet [data-source-note]',
  },
  { kind: 'not a figure', what: "the scope 2 note's methodology: M3 counts 'the renewable share at 0 g'", selector: '[data-testid="scope2-registered-note"]' },
  { kind: 'not a figure', what: "the decision figures' formulas under their labels (M10, M3): the formula's constants ('p/100', 'count 0', 'else 5 years') and the GHG Protocol's 'Scope 3 … category 2'", selector: '[data-testid^="decision-explain-"]' },
  { kind: 'not a figure', what: "charts' axis tick labels: the scale marks of a value axis (0, 20,000, 40,000 …) and of the decision chart's years, not figures, and an index axis's row labels (names as typed, cut at 15 characters, M7, the whole name as the tick's title)", selector: '.report-sheet svg g > line + text:not([data-testid])' },
];

/** Names with a digit that are no numbers: the GHG Protocol's scope 2, and its scope 3 category 2 (capital goods), in every language. */
const NAMES = /\bscope 2\b|\bscope 3 (?:category|kategori|kategorie) 2\b/gi;

/** A text without what the user typed (names, descriptions; longest first) and the names of NAMES. */
function withoutNames(text: string, typed: readonly string[]): string {
  let out = text.replace(/\s+/g, ' ');
  for (const d of typed) out = out.split(d.replace(/\s+/g, ' ')).join(' ');
  return out.replace(NAMES, ' ');
}

/** Constants of the methodology's formulas printed in the documents beside STATIC_FIGURES, each with what it is. */
const FORMULA_CONSTANTS: Record<string, number> = {
  'the 1 of a UPS loss, energy × (100 / efficiency − 1) (M2)': 1,
  "an item's service life when neither it nor its category has one, years (M10)": 5,
};

interface Project {
  namespace: 'project-manager' | 'single-solution';
  name: string;
  types: Array<'baseline' | 'comparative' | 'lca' | 'refurbishment'>;
}

const PROJECTS: Project[] = [
  { namespace: 'project-manager', name: 'Data centre consolidation 2027', types: ['baseline', 'comparative', 'lca', 'refurbishment'] },
  { namespace: 'project-manager', name: 'Office today, Hamburg', types: ['baseline', 'lca'] },
  // The single-solution app's report: its own print view (spec §2), exported as a background job.
  { namespace: 'single-solution', name: 'Town hall server room today', types: ['baseline'] },
];

const LOCALES: Locale[] = [EN_GB, DA_DK, DE_DE];

interface Keyed {
  key: FigureKey;
  scale: number;
  text: string;
  sumOf: FigureKey[];
  /** The texts of the parts it sums, printed in the same row (or else the same table). */
  parts: Array<{ key: FigureKey; text: string } | null>;
}

/** An element that prints figures in its own words (a translated sentence) and names their keys in `data-figures`. */
interface Sentence {
  figures: Array<{ key: FigureKey; scale: number }>;
  text: string;
}

interface PrintView {
  keyed: Keyed[];
  sentences: Sentence[];
  pending: Array<{ kind: string; what: string; text: string }>;
}

async function printView(page: Page, namespace: string, projectId: number, type: string, documentId: string, locale: string): Promise<PrintView> {
  await page.goto(`/#/print/${namespace}/projects/${projectId}/${type}-report?document=${documentId}&locale=${locale}`);
  await page.reload();
  await expect(page.locator('body[data-report-ready="true"]')).toBeAttached({ timeout: 60_000 });
  return page.evaluate((ledger) => {
    // A chart's figures are SVG text, which has no innerText: its text content, as printed.
    const textOf = (e: Element) => (e instanceof HTMLElement ? e.innerText : (e.textContent ?? '')).trim();
    const keyedEls = [...document.querySelectorAll<HTMLElement | SVGElement>('[data-figure]')];
    const keyed = keyedEls.map((e) => {
      const sumOf = (e.dataset.sumOf ?? '').split(' ').filter(Boolean);
      const scope = e.closest('tr') ?? e.closest('table') ?? document.body;
      return {
        key: e.dataset.figure!,
        scale: Number(e.dataset.scale ?? 1),
        text: textOf(e),
        sumOf,
        parts: sumOf.map((k) => {
          const p = scope.querySelector(`[data-figure="${k}"]`);
          return p ? { key: k, text: textOf(p) } : null;
        }),
      };
    });
    const ownText = (root: Element) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('[data-figure]')) parts.push(n.textContent ?? '');
      return parts.join(' ');
    };
    const sentences = [...document.querySelectorAll<HTMLElement>('[data-figures]')].map((e) => ({
      figures: e.dataset.figures!.split(' ').map((x) => {
        const [key, scale] = x.split('@');
        return { key, scale: Number(scale ?? 1) };
      }),
      text: ownText(e),
    }));
    // The outermost element of each ledger region; its text without the keyed figures and sentences in it.
    const matched = new Map<Element, { kind: string; what: string }>();
    for (const { kind, what, selector } of ledger) for (const e of document.querySelectorAll(selector)) if (!matched.has(e)) matched.set(e, { kind, what });
    const pending: Array<{ kind: string; what: string; text: string }> = [];
    // Each text belongs to the innermost region that holds it (a chart's axis ticks inside the chart).
    const owner = (el: Element | null): Element | null => {
      for (let p = el; p; p = p.parentElement) if (matched.has(p)) return p;
      return null;
    };
    for (const [e, { kind, what }] of matched) {
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('[data-figure], [data-figures]') && owner(n.parentElement) === e) parts.push(n.textContent ?? '');
      // A numbered list's numbers are the list's markers, not text.
      for (const ol of [e, ...e.querySelectorAll('ol')].filter((x) => x.tagName === 'OL' && owner(x) === e)) parts.push(...[...ol.children].map((_, i) => String(i + 1)));
      pending.push({ kind, what, text: parts.join(' ') });
    }
    return { keyed: keyed as never, sentences: sentences as never, pending };
  }, REGIONS);
}

/** A constant is printed as `n` when it prints so and keeps a significant digit: 0.036 is not a printed "0". */
function isPrinted(value: number, n: PrintedNumber): boolean {
  return Math.abs(value) >= 10 ** -n.decimals / 2 && prints(value, n.value, n.decimals);
}

/** Takes one number equal in text from a multiset of printed numbers; whether there was one. */
function take(bag: Map<string, number>, text: string): boolean {
  const n = bag.get(text) ?? 0;
  if (n === 0) return false;
  bag.set(text, n - 1);
  return true;
}

async function api(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${DEMO_API_TOKEN}` } });
}

async function data<T>(r: APIRequestContext, url: string): Promise<T> {
  const res = await r.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Exports a report as a PDF: the project manager's legacy call that waits, or another app's background job (issue #15). */
async function exportPdf(r: APIRequestContext, namespace: string, projectId: number, type: string) {
  if (namespace === 'project-manager') return r.get(`/api/v1/project-manager/projects/${projectId}/report.pdf?type=${type}`, { timeout: 240_000 });
  const jobs = `/api/v1/${namespace}/projects/${projectId}/report.pdf/jobs`;
  const queued = await r.post(`${jobs}?type=${type}`);
  expect(queued.status(), await queued.text()).toBe(202);
  const { job_id: jobId } = ((await queued.json()) as { data: { job_id: number } }).data;
  await expect
    .poll(async () => ((await data<{ state: string }>(r, `${jobs}/${jobId}`)).state), { timeout: 180_000, intervals: [1_000] })
    .toBe('completed');
  return r.get(`${jobs}/${jobId}/file`);
}

interface ProjectData {
  id: number;
  /** What the user typed: names, descriptions, headings; longest first. */
  typed: string[];
  ratingYears: number[];
}

async function projectData(r: APIRequestContext, namespace: string, name: string): Promise<ProjectData> {
  const clients = await data<Array<{ name: string; projects: { data: Array<{ id: number; name: string; description: string | null }> } }>>(r, `/api/v1/${namespace}/projects/all`);
  const client = clients.find((c) => c.projects.data.some((p) => p.name === name))!;
  const project = client.projects.data.find((p) => p.name === name)!;
  const base = `/api/v1/project-manager/projects/${project.id}`;
  type Group = { id: number; name: string; baseline_heading: string | null; lca_heading: string | null; refurbishment_heading: string | null; solutions: Array<{ name: string; description: string | null }> };
  const list = await data<{ baseline: Group; comparative: Group[] }>(r, `${base}/solution-groups`);
  const groups = [list.baseline, ...list.comparative];
  const summaries = await Promise.all(groups.map((g) => data<{ rating: { year: number } }>(r, `${base}/solution-groups/${g.id}/summary`)));
  const { report } = await data<{ report: { comparative_heading: string | null } }>(r, `${base}/report`);
  const typed = [
    project.name, project.description, client.name, report.comparative_heading,
    ...groups.flatMap((g) => [g.name, g.baseline_heading, g.lca_heading, g.refurbishment_heading, ...g.solutions.flatMap((s) => [s.name, s.description])]),
  ]
    .filter((x): x is string => Boolean(x))
    .sort((a, b) => b.length - a.length);
  return { id: project.id, typed, ratingYears: summaries.map((s) => s.rating.year) };
}

test.describe('document figures (issue #46)', () => {
  for (const l of LOCALES) {
    test(`every printed figure of every report document of the demo projects traces to its manifest (${l.code})`, async ({ page, baseURL }, testInfo) => {
      // Six PDF exports in this language.
      test.setTimeout(600_000);
      const r = await api(baseURL!);
      // The document's language is the user's (no report language is set for the demo): set for this test, then put back.
      const { language } = await data<{ language: string }>(r, '/api/v1/user/settings/language');
      const setLanguage = async (code: string) => expect((await r.put('/api/v1/user/settings/language', { data: { language: code } })).status()).toBe(200);
      await setLanguage(l.code);
      const problems: string[] = [];
      const named: string[] = [];
      const counts = { keyed: 0, traced: 0, named: 0, pending: 0, sums: 0 };
      try {
        await login(page, 'admin@seller.demo');
        await page.evaluate((code) => localStorage.setItem('locale', code), l.code);
        const staticFigures = [...Object.values(STATIC_FIGURES), ...Object.values(FORMULA_CONSTANTS)];
        for (const project of PROJECTS) {
          const p = await projectData(r, project.namespace, project.name);
          for (const type of project.types) {
            const where = `${project.name} · ${type} · ${l.code}`;
            const res = await exportPdf(r, project.namespace, p.id, type);
            expect(res.status(), where).toBe(200);
            const documentId = res.headers()['x-document-id'];
            expect(documentId, where).toMatch(/^GIA-/);
            const file = testInfo.outputPath(`${type}-${p.id}-${l.code}.pdf`);
            writeFileSync(file, await res.body());
            const pdf = await readPdf(file);
            const manifest = await data<FigureSetManifest>(r, `/api/v1/documents/${documentId}/manifest`);
            const figures = manifestFigureSet(manifest);
            const view = await printView(page, project.namespace, p.id, type, documentId, l.code);
            writeFileSync(testInfo.outputPath(`${type}-${p.id}-${l.code}.json`), JSON.stringify({ view, pdf: pdf.text }, null, 1));

            // (a) Each keyed figure is its manifest figure at the printed precision, and is printed in the PDF.
            const flat = pdf.text.replace(/\s+/g, ' ');
            const keyedBag = new Map<string, number>();
            for (const k of view.keyed) {
              const value = figures.get(k.key);
              const [n, ...more] = numbersOf(k.text, l);
              if (value === undefined) problems.push(`${where}: "${k.text}" is keyed ${k.key}, which the manifest's figure set has not`);
              else if (!n || more.length > 0) problems.push(`${where}: "${k.text}" (${k.key}) is not one number`);
              else if (!prints(value / k.scale, n.value, n.decimals)) problems.push(`${where}: "${k.text}" (${k.key}) prints ${n.value}, the manifest has ${value / k.scale}`);
              else if (!flat.includes(n.text)) problems.push(`${where}: "${k.text}" (${k.key}) is not in the PDF's text`);
              if (n) keyedBag.set(n.text, (keyedBag.get(n.text) ?? 0) + 1);
              counts.keyed++;
            }

            // (a) Each number of a keyed sentence is one of the figures it names, each of them printed once.
            for (const sentence of view.sentences) {
              const left = [...sentence.figures];
              for (const n of numbersOf(withoutNames(sentence.text, p.typed), l)) {
                const i = left.findIndex((f) => figures.has(f.key) && prints(figures.get(f.key)! / f.scale, n.value, n.decimals));
                if (i < 0) {
                  problems.push(`${where}: "${n.text}" in "${sentence.text}" is none of its keyed figures (${sentence.figures.map((f) => `${f.key} = ${figures.get(f.key)}`).join(', ')})`);
                  continue;
                }
                left.splice(i, 1);
                if (!flat.includes(n.text)) problems.push(`${where}: "${n.text}" of "${sentence.text}" is not in the PDF's text`);
                keyedBag.set(n.text, (keyedBag.get(n.text) ?? 0) + 1);
                counts.keyed++;
              }
              for (const f of left) problems.push(`${where}: "${sentence.text}" names ${f.key}, which it does not print`);
            }

            // (c) A printed total is the sum of its printed parts.
            for (const k of view.keyed.filter((x) => x.sumOf.length > 0)) {
              const [total] = numbersOf(k.text, l);
              const parts = k.parts.map((x) => (x ? numbersOf(x.text, l)[0] : undefined));
              if (!total || parts.some((x) => !x)) {
                problems.push(`${where}: the parts of ${k.key} (${k.sumOf.join(', ')}) are not all printed beside it`);
                continue;
              }
              const step = 10 ** -total.decimals;
              const sum = parts.reduce((s, x) => s + x!.value, 0);
              if (Math.abs(sum - total.value) > ((parts.length + 1) * step) / 2 + 1e-9) problems.push(`${where}: ${k.sumOf.join(' + ')} print ${sum}, the total ${k.key} prints ${total.value}`);
              counts.sums++;
            }

            // (b) Every number of the PDF's text is traced, named, or pending in a listed region.
            const pendingBag = new Map<string, string[]>();
            for (const region of view.pending) for (const n of numbersOf(region.text, l)) pendingBag.set(n.text, [...(pendingBag.get(n.text) ?? []), region.kind]);
            let text = withoutNames(flat.replace(/https?:\/\/\S+/g, ' ').split(documentId).join(' '), p.typed);
            const today = new Date();
            for (const month of ['long', 'short', '2-digit', 'numeric'] as const) {
              text = text.split(new Intl.DateTimeFormat(l.code, { day: 'numeric', month, year: 'numeric' }).format(today)).join(' ');
            }
            // A long list's continuation heading numbers its own pages: "(continued 2/2)".
            text = text.replace(/\((?:[^()\d]*) (\d+)\/(\d+)\)/g, (all, a: string, b: string) => (Number(a) <= Number(b) ? ' ' : all));
            // Page numbers: 'n/m' within the document's pages.
            text = text.replace(/(?<![\d.,])(\d+)\/(\d+)(?![\d.,])/g, (all, a: string, b: string) => (Number(b) === pdf.pages.length && Number(a) <= Number(b) ? ' ' : all));
            const keyedLeft = new Map(keyedBag);
            for (const n of numbersOf(text, l)) {
              if (take(keyedLeft, n.text)) counts.traced++;
              else if ((pendingBag.get(n.text)?.length ?? 0) > 0) {
                if (pendingBag.get(n.text)!.pop() === 'not a figure') counts.named++;
                else counts.pending++;
              } else if ((n.decimals === 0 && p.ratingYears.includes(n.value)) || staticFigures.some((v) => isPrinted(v, n))) {
                counts.named++;
                named.push(`${where}: ${n.text} in …${text.slice(Math.max(0, n.index - 40), n.index + 20)}…`);
              } else {
                problems.push(`${where}: "${n.text}" in "…${text.slice(Math.max(0, n.index - 60), n.index + 40)}…" traces to no figure of the manifest`);
              }
            }
          }
        }
      } finally {
        await setLanguage(language);
        await r.dispose();
      }
      testInfo.annotations.push({ type: 'figures', description: JSON.stringify(counts) });
      console.log(`${l.code}: ${JSON.stringify(counts)}`);
      writeFileSync(testInfo.outputPath('problems.txt'), problems.join('\n'));
      writeFileSync(testInfo.outputPath('named.txt'), named.join('\n'));
      expect(problems, problems.join('\n')).toEqual([]);
      // Keys on every report, and numbers traced through them: a parser that found none would prove nothing.
      expect(counts.keyed).toBeGreaterThan(20);
      expect(counts.traced).toBeGreaterThan(20);
    });
  }
});
