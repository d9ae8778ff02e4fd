import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { FigureKey } from '../shared/reports';
import { numbersOf, prints, type Locale, type PrintedNumber } from './figures';
import type { PdfContent } from './pdf';
import { DEMO_API_TOKEN } from './support';

/**
 * The checking machinery of the document-figures tests (issue #46, the mechanism), shared by
 * document-figures.spec.ts (the project-manager and single-solution reports) and
 * document-figures-apps.spec.ts (the comparative-solution report and the EED report):
 *
 * (a) every keyed figure's printed number is its figure at the precision it is printed with (in its
 *     M7 unit: `data-scale`), and is in the PDF's text;
 * (b) every number of the PDF's text is a keyed figure, or one of what the spec names: page numbers
 *     ('n/m'), the document ID, dates, named numbers (rating years, what the user typed), the
 *     methodology's constants (each with what it is), or a number of a listed region of the print view
 *     with what it is; any other fails, named with its report, language and text;
 * (c) a printed total that names its parts (`data-sum-of`) is their printed sum at printed precision
 *     (each part and the total rounded once: within half a step per number); a total marked
 *     `data-sum="exact"` is their printed sum exactly.
 *
 * Figures printed by a documented rounding rule other than "rounded once" say so, and are checked by
 * that rule, never by a looser generic one:
 * - `data-rounding="parts"`: a row rounded by the largest remainder so that the rows add up to their
 *   printed total (shared/calc roundPartsToTotal): less than one step from its exact figure, and it
 *   must be a part of a printed total marked `data-sum="exact"` whose printed parts add up to it exactly;
 * - `data-rounding="savings"`: a money saving rounded once by M7's savings rule (to 100 000 above a
 *   million, 10 000 above 100 000, 1 000 above 1 000): within half that step of its exact figure;
 * - `data-difference-of="kA kB"`: a saving printed as the difference of its printed sides: it is
 *   printed A − printed B exactly, and from its exact figure by no more than the sides' own tolerances;
 * - `data-times="n"`: a yearly figure printed over the report's n years: the printed number divided by
 *   n is checked by the rules above, and n must be one of the spec's named numbers (the typed years).
 * A sentence (`data-figures`) names each figure as `key[@scale][~rule][*times][+plus]` with the same
 * meanings (`~difference` there: within one step, its two sides being printed elsewhere; `+plus`: a
 * named number added, the kickback the user entered), and a named number it prints as `named:<n>`.
 */

export interface Region {
  kind: 'not a figure' | 'not yet keyed';
  what: string;
  selector: string;
}

export type Rounding = 'parts' | 'savings' | 'difference';

export interface Keyed {
  key: FigureKey;
  scale: number;
  text: string;
  sumOf: FigureKey[];
  sumExact: boolean;
  rounding: Rounding | null;
  times: number;
  differenceOf: FigureKey[];
  /** The texts of the parts it sums, printed in the same row (or else the same table, or else the document). */
  parts: Array<{ key: FigureKey; text: string } | null>;
  /** The texts of the two sides it is the difference of, found as its parts are. */
  sides: Array<{ key: FigureKey; text: string } | null>;
}

/** An element that prints figures in its own words (a translated sentence) and names their keys in `data-figures`. */
export interface Sentence {
  /** `named`: a number the sentence prints that is one of the named numbers (what the user set), not a figure. */
  figures: Array<{ key: FigureKey; scale: number; rounding: Rounding | null; times: number; plus: number; named: number | null }>;
  text: string;
}

export interface PrintView {
  keyed: Keyed[];
  sentences: Sentence[];
  pending: Array<{ kind: string; what: string; text: string }>;
}

/**
 * Opens a print view (`hash`: its route and query), waits until it is ready (`ready`: the reports'
 * ready signal unless told) and reads its keys, sentences and listed regions.
 * The off-page measuring copy of a flowing report (`[data-flow-measure]`, never printed) is left out.
 */
export async function printView(page: Page, hash: string, regions: readonly Region[], ready = 'body[data-report-ready="true"]'): Promise<PrintView> {
  await page.goto(`/#${hash}`);
  await page.reload();
  await expect(page.locator(ready).first()).toBeAttached({ timeout: 60_000 });
  return page.evaluate((ledger) => {
    const printed = (e: Element) => !e.closest('[data-flow-measure]');
    // A chart's figures are SVG text, which has no innerText: its text content, as printed.
    const textOf = (e: Element) => (e instanceof HTMLElement ? e.innerText : (e.textContent ?? '')).trim();
    const find = (scopes: Array<Element | null>, k: string) => {
      for (const scope of scopes) {
        if (!scope) continue;
        const p = [...scope.querySelectorAll<HTMLElement | SVGElement>(`[data-figure="${k}"]`)].find(printed);
        if (p) return { key: k, text: textOf(p) };
      }
      return null;
    };
    const keyedEls = [...document.querySelectorAll<HTMLElement | SVGElement>('[data-figure]')].filter(printed);
    const keyed = keyedEls.map((e) => {
      const sumOf = (e.dataset.sumOf ?? '').split(' ').filter(Boolean);
      const differenceOf = (e.dataset.differenceOf ?? '').split(' ').filter(Boolean);
      // A row's parts are in its row; a column's in its table; a side's total may be in another table.
      const scopes = [e.closest('tr'), e.closest('table'), document.body];
      return {
        key: e.dataset.figure!,
        scale: Number(e.dataset.scale ?? 1),
        text: textOf(e),
        sumOf,
        sumExact: e.dataset.sum === 'exact',
        rounding: e.dataset.rounding ?? (differenceOf.length > 0 ? 'difference' : null),
        times: Number(e.dataset.times ?? 1),
        differenceOf,
        parts: sumOf.map((k) => find(scopes, k)),
        sides: differenceOf.map((k) => find(scopes, k)),
      };
    });
    const ownText = (root: Element) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!n.parentElement?.closest('[data-figure]')) parts.push(n.textContent ?? '');
      return parts.join(' ');
    };
    const sentences = [...document.querySelectorAll<HTMLElement>('[data-figures]')].filter(printed).map((e) => ({
      figures: e.dataset.figures!.split(' ').map((x) => {
        const named = /^named:([\d.]+)$/.exec(x);
        if (named) return { key: '', scale: 1, rounding: null, times: 1, plus: 0, named: Number(named[1]) };
        const m = /^([^@~*+]+)(?:@([\d.e-]+))?(?:~(\w+))?(?:\*([\d.]+))?(?:\+([\d.]+))?$/.exec(x);
        return { key: m?.[1] ?? x, scale: Number(m?.[2] ?? 1), rounding: m?.[3] ?? null, times: Number(m?.[4] ?? 1), plus: Number(m?.[5] ?? 0), named: null };
      }),
      text: ownText(e),
    }));
    // The outermost element of each ledger region; its text without the keyed figures and sentences in it.
    const matched = new Map<Element, { kind: string; what: string }>();
    for (const { kind, what, selector } of ledger) for (const e of document.querySelectorAll(selector)) if (printed(e) && !matched.has(e)) matched.set(e, { kind, what });
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
  }, regions as Region[]);
}

/** A constant is printed as `n` when it prints so and keeps a significant digit: 0.036 is not a printed "0". */
export function isPrinted(value: number, n: PrintedNumber): boolean {
  return Math.abs(value) >= 10 ** -n.decimals / 2 && prints(value, n.value, n.decimals);
}

/** Takes one number equal in text from a multiset of printed numbers; whether there was one. */
export function take(bag: Map<string, number>, text: string): boolean {
  const n = bag.get(text) ?? 0;
  if (n === 0) return false;
  bag.set(text, n - 1);
  return true;
}

export async function api(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${DEMO_API_TOKEN}` } });
}

export async function data<T>(r: APIRequestContext, url: string): Promise<T> {
  const res = await r.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Names with a digit that are no numbers: the GHG Protocol's scope 2, and its scope 3 category 2 (capital goods), in every language. */
const NAMES = /\bscope 2\b|\bscope 3 (?:category|kategori|kategorie) 2\b/gi;

/** A text without what the user typed (names, descriptions; longest first) and the names of NAMES. */
export function withoutNames(text: string, typed: readonly string[]): string {
  let out = text.replace(/\s+/g, ' ');
  for (const d of typed) out = out.split(d.replace(/\s+/g, ' ')).join(' ');
  return out.replace(NAMES, ' ');
}

/** Exports a report as a PDF: the project manager's legacy call that waits, the comparative-solution app's, or another app's background job (issue #15). */
export async function exportPdf(r: APIRequestContext, namespace: string, projectId: number, type: string) {
  if (namespace === 'project-manager') return r.get(`/api/v1/project-manager/projects/${projectId}/report.pdf?type=${type}`, { timeout: 240_000 });
  if (namespace === 'comparative-solution') return r.get(`/api/v1/comparative-solution/projects/${projectId}/report.pdf`, { timeout: 240_000 });
  const jobs = `/api/v1/${namespace}/projects/${projectId}/report.pdf/jobs`;
  const queued = await r.post(`${jobs}?type=${type}`);
  expect(queued.status(), await queued.text()).toBe(202);
  const { job_id: jobId } = ((await queued.json()) as { data: { job_id: number } }).data;
  await expect
    .poll(async () => ((await data<{ state: string }>(r, `${jobs}/${jobId}`)).state), { timeout: 180_000, intervals: [1_000] })
    .toBe('completed');
  return r.get(`${jobs}/${jobId}/file`);
}

export interface Counts {
  keyed: number;
  traced: number;
  named: number;
  pending: number;
  sums: number;
}

export interface DocumentCheck {
  /** Names the document in a problem: report · type · language. */
  where: string;
  locale: Locale;
  pdf: PdfContent;
  /** The registered document's ID (printed on it); null for a document that registers none. */
  documentId: string | null;
  /** The figures the keys point into: a manifest's figure set, or a REST reply's. */
  figures: ReadonlyMap<string, number>;
  /** What the figures are of, in a problem ("the manifest" unless told). */
  source?: string;
  view: PrintView;
  /** What the user typed (names, descriptions, headings): not numbers. */
  typed: readonly string[];
  /** Whole numbers the document prints that are named, not figures: rating years, the typed report year and years. */
  namedNumbers: readonly number[];
  /** The methodology's constants, each printed as it is. */
  staticFigures: readonly number[];
  /**
   * Constants the document prints in words a number parser misreads (e.g. "100 000" with a space in
   * every language), each text with what it is: taken out of the texts as typed names are, and counted as named.
   */
  constantTexts?: Readonly<Record<string, readonly string[]>>;
  problems: string[];
  named: string[];
  counts: Counts;
}

/** How far a figure printed by `rounding` may be from its exact value, in steps of its printed precision (beyond float noise). */
function tolerance(rounding: Rounding | null, value: number, step: number): number {
  if (rounding === 'parts') return step * (1 - 1e-9);
  if (rounding === 'difference') return step;
  if (rounding === 'savings') {
    const m = Math.abs(value);
    return Math.max(step, m > 1e6 ? 1e5 : m > 1e5 ? 1e4 : m > 1e3 ? 1e3 : 1) / 2;
  }
  return step / 2;
}

/** Whether `value` printed by `rounding` gives `printed` at `decimals` (`rounding` null: rounded once, as `prints`). */
function printsBy(rounding: Rounding | null, value: number, printed: number, decimals: number): boolean {
  if (rounding === null) return prints(value, printed, decimals);
  return Math.abs(Math.abs(value) - printed) <= tolerance(rounding, value, 10 ** -decimals) + 1e-9 * Math.max(1, Math.abs(value));
}

/** The (a)(b)(c) checks of one document against its figures; problems, named numbers and counts are added to `c`. */
export function checkDocument(c: DocumentCheck): void {
  const { where, locale: l, pdf, documentId, figures, view, problems, counts } = c;
  const of = c.source ?? 'the manifest';
  const constants = Object.values(c.constantTexts ?? {}).flat().sort((a, b) => b.length - a.length);
  // A constant's text where no digit or separator touches it; how many were taken out.
  const withoutConstants = (text: string): [string, number] => {
    let taken = 0;
    let out = text;
    for (const x of constants) {
      const re = new RegExp(`(?<![\\d.,])${x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}(?!\\d|[.,]\\d)`, 'g');
      out = out.replace(re, () => {
        taken++;
        return ' ';
      });
    }
    return [out, taken];
  };
  const flat = pdf.text.replace(/\s+/g, ' ');
  const keyedBag = new Map<string, number>();
  // (a) Each keyed figure is its figure at the printed precision, and is printed in the PDF.
  for (const k of view.keyed) {
    const value = figures.get(k.key);
    const [n, ...more] = numbersOf(k.text, l);
    if (value === undefined) problems.push(`${where}: "${k.text}" is keyed ${k.key}, which ${of}'s figure set has not`);
    else if (!n || more.length > 0) problems.push(`${where}: "${k.text}" (${k.key}) is not one number`);
    else if (k.times !== 1 && !c.namedNumbers.includes(k.times)) problems.push(`${where}: "${k.text}" (${k.key}) is ${k.times} times a figure, which is no named number`);
    else if (!printsBy(k.rounding, value / k.scale, n.value / k.times, n.decimals)) problems.push(`${where}: "${k.text}" (${k.key}${k.rounding ? `, ${k.rounding}` : ''}) prints ${n.value}, ${of} has ${(value / k.scale) * k.times}`);
    else if (!flat.includes(n.text)) problems.push(`${where}: "${k.text}" (${k.key}) is not in the PDF's text`);
    if (n) keyedBag.set(n.text, (keyedBag.get(n.text) ?? 0) + 1);
    counts.keyed++;
  }

  // (a) Each number of a keyed sentence is one of the figures it names, each of them printed once.
  for (const sentence of view.sentences) {
    const left = [...sentence.figures];
    for (const n of numbersOf(withoutConstants(withoutNames(sentence.text, c.typed))[0], l)) {
      const i = left.findIndex((f) =>
        f.named !== null
          ? f.named === n.value && c.namedNumbers.includes(f.named)
          : figures.has(f.key) && (f.times === 1 || c.namedNumbers.includes(f.times)) && (f.plus === 0 || c.namedNumbers.includes(f.plus)) && printsBy(f.rounding, figures.get(f.key)! / f.scale, (n.value - f.plus) / f.times, n.decimals),
      );
      if (i < 0) {
        problems.push(`${where}: "${n.text}" in "${sentence.text}" is none of its keyed figures (${sentence.figures.map((f) => `${f.key} = ${figures.get(f.key)}`).join(', ')})`);
        continue;
      }
      const [f] = left.splice(i, 1);
      // A named number is counted as named where (b) finds it in the PDF's text.
      if (f!.named !== null) continue;
      if (!flat.includes(n.text)) problems.push(`${where}: "${n.text}" of "${sentence.text}" is not in the PDF's text`);
      keyedBag.set(n.text, (keyedBag.get(n.text) ?? 0) + 1);
      counts.keyed++;
    }
    for (const f of left) problems.push(`${where}: "${sentence.text}" names ${f.key}, which it does not print`);
  }

  // (c) A printed total is the sum of its printed parts (exactly, when its parts are rounded to add up to it).
  for (const k of view.keyed.filter((x) => x.sumOf.length > 0)) {
    const [total] = numbersOf(k.text, l);
    const parts = k.parts.map((x) => (x ? numbersOf(x.text, l)[0] : undefined));
    if (!total || parts.some((x) => !x)) {
      problems.push(`${where}: the parts of ${k.key} (${k.sumOf.join(', ')}) are not all printed beside it`);
      continue;
    }
    const step = 10 ** -total.decimals;
    const sum = parts.reduce((s, x) => s + x!.value, 0);
    const allowed = k.sumExact ? step / 1000 : ((parts.length + 1) * step) / 2 + 1e-9;
    if (Math.abs(sum - total.value) > allowed) problems.push(`${where}: ${k.sumOf.join(' + ')} print ${sum}, the total ${k.key} prints ${total.value}${k.sumExact ? ' (rounded to add up exactly)' : ''}`);
    counts.sums++;
  }
  // A row rounded to add up to its total is a part of such a total.
  const exactParts = new Set(view.keyed.filter((x) => x.sumExact).flatMap((x) => x.sumOf));
  for (const k of view.keyed.filter((x) => x.rounding === 'parts' && !exactParts.has(x.key))) problems.push(`${where}: "${k.text}" (${k.key}) is rounded to add up to a total, but no printed total names it as an exact part`);
  // A difference of printed sides is their printed difference.
  for (const k of view.keyed.filter((x) => x.differenceOf.length > 0)) {
    const [d] = numbersOf(k.text, l);
    const [a, b] = k.sides.map((x) => (x ? numbersOf(x.text, l)[0] : undefined));
    if (k.differenceOf.length !== 2 || !d || !a || !b) {
      problems.push(`${where}: the sides of ${k.key} (${k.differenceOf.join(', ')}) are not both printed`);
      continue;
    }
    if (Math.abs(a.value - b.value - d.value) > 10 ** -d.decimals / 1000) problems.push(`${where}: ${k.key} prints ${d.value}, its sides ${a.value} − ${b.value}`);
    counts.sums++;
  }

  // (b) Every number of the PDF's text is traced, named, or pending in a listed region.
  const pendingBag = new Map<string, string[]>();
  for (const region of view.pending) for (const n of numbersOf(region.text, l)) pendingBag.set(n.text, [...(pendingBag.get(n.text) ?? []), region.kind]);
  let text = flat.replace(/https?:\/\/\S+/g, ' ');
  if (documentId) text = text.split(documentId).join(' ');
  text = withoutNames(text, c.typed);
  const [rest, taken] = withoutConstants(text);
  text = rest;
  counts.named += taken;
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
    } else if ((n.decimals === 0 && c.namedNumbers.includes(n.value)) || c.staticFigures.some((v) => isPrinted(v, n))) {
      counts.named++;
      c.named.push(`${where}: ${n.text} in …${text.slice(Math.max(0, n.index - 40), n.index + 20)}…`);
    } else {
      problems.push(`${where}: "${n.text}" in "…${text.slice(Math.max(0, n.index - 60), n.index + 40)}…" traces to no figure of ${of}`);
    }
  }
}
