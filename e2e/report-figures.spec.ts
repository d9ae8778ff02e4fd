import { expect, type Page } from '@playwright/test';
import { EQUIVALENCE_FACTORS } from '../shared/calc';
import { DA_DK, EN_GB, numbersOf, prints, STATIC_FIGURES, type Locale } from './figures';
import { login, test } from './support';

/**
 * Every figure a report prints in its text is checked (issue #16): the paragraphs, headings, KPI tiles
 * and equivalence tiles of every available report of two projects, in en-GB and da-DK. The demo
 * project "Data centre consolidation 2027" (three groups, refurbished items, DKK 1.35) and the odd
 * "Office today, Hamburg" (one group, EUR 0.287, a data-centre solution with no UPS, cooling or
 * capacities, a category of zero kWh).
 *
 * The expected figures come from the REST facade's solutions summaries (spec project-areas §7), not
 * from the report's own GraphQL query; the comparative figures are derived from them by hand with the
 * methodology (M3 saving and payback, M8 equivalences). Names and descriptions the user typed are
 * taken out of the text first (they are data, not figures: "Workplaces (1,800)"); then every number
 * left must be one of the expected figures at the decimals it is printed with. The static figures of
 * the methodology texts are listed with what they are.
 */

interface Solution {
  id: number;
  name: string;
  description: string | null;
  renewable_energy: number;
  co2_factor_gram: number;
  kwh_price: number | null;
  item_count: number;
  items: { amount: number }[];
}

interface Group {
  id: number;
  name: string;
  baseline_heading: string | null;
  lca_heading: string | null;
  refurbishment_heading: string | null;
  solutions: Solution[];
}

interface Summary {
  name: string;
  primary: boolean;
  state: string;
  total_kwh: number;
  it_kwh: number;
  ups_kwh: number;
  cooling_kwh: number;
  co2_emission_kg: number;
  operational_cost: number;
  investment: number;
  rating: { year: number };
  lca_data: Record<string, number>;
}

interface ProjectData {
  id: number;
  name: string;
  description: string;
  clientName: string;
  kwhPrice: number;
  groups: Group[];
  summaries: Summary[];
  comparativeHeading: string | null;
  /** The replace-or-retain decision (issue #32; M10) that the comparative report prints per group. */
  decision: unknown;
}

/** Every number in a JSON value (recursively). */
function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number' && Number.isFinite(value)) out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

async function get<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function projectData(page: Page, name: string): Promise<ProjectData> {
  const clients = await get<{ name: string; projects: { data: { id: number; name: string; description: string; kwh_price: number }[] } }[]>(page, '/api/v1/project-manager/projects');
  const client = clients.find((c) => c.projects.data.some((p) => p.name === name));
  const project = client?.projects.data.find((p) => p.name === name);
  expect(project, `the demo project ${name} is seeded`).toBeTruthy();
  const list = await get<{ baseline: Group; comparative: Group[] }>(page, `/api/v1/project-manager/projects/${project!.id}/solution-groups`);
  const groups = [list.baseline, ...list.comparative];
  const summaries = await Promise.all(groups.map((g) => get<Summary>(page, `/api/v1/project-manager/projects/${project!.id}/solution-groups/${g.id}/summary`)));
  const { report } = await get<{ report: { comparative_heading: string | null } }>(page, `/api/v1/project-manager/projects/${project!.id}/report`);
  const decision = await get<unknown>(page, `/api/v1/project-manager/projects/${project!.id}/decision`);
  return {
    id: project!.id,
    name,
    description: project!.description,
    clientName: client!.name,
    kwhPrice: project!.kwh_price,
    groups,
    summaries,
    comparativeHeading: report.comparative_heading,
    decision,
  };
}

/**
 * The figures a report may print, as raw numbers: every number of the summaries and of the solutions
 * (amounts, prices, grid factors), kg also in tons (M7 display unit), and what the text derives from
 * them.
 */
function expectedFigures(p: ProjectData): number[] {
  const figures = [...numbersIn(p.summaries), ...p.groups.flatMap((g) => g.solutions.flatMap((s) => [s.renewable_energy, s.co2_factor_gram, s.kwh_price ?? p.kwhPrice, s.item_count, ...s.items.map((i) => i.amount)]))];
  figures.push(p.kwhPrice);
  // The comparative report's "Replace or retain" section prints the decision's figures (the REST reply).
  figures.push(...numbersIn(p.decision));
  for (const s of p.summaries) {
    // "UPS and cooling add … kWh"; the LCA tile "Manufacturing and transport".
    figures.push(s.ups_kwh + s.cooling_kwh, s.lca_data.manufacturing_kg_co2e + s.lca_data.transportation_kg_co2e);
  }
  const baseline = p.summaries.find((s) => s.state === 'baseline');
  const primary = p.summaries.find((s) => s.primary);
  if (baseline && primary) {
    // M3: the savings of the primary proposal against the baseline, their shares, and the payback.
    const energy = baseline.total_kwh - primary.total_kwh;
    const co2 = baseline.co2_emission_kg - primary.co2_emission_kg;
    const money = baseline.operational_cost - primary.operational_cost;
    figures.push(energy, (energy / baseline.total_kwh) * 100, co2, (co2 / baseline.co2_emission_kg) * 100, money);
    if (money > 0) figures.push((primary.investment - baseline.investment) / money);
    // M8: what the yearly CO2 saving equals (first set).
    for (const f of Object.values(EQUIVALENCE_FACTORS.impact)) figures.push(co2 / f.kgPerUnit);
  }
  // M8: what a group's net refurbishment offset equals (second set); the report shows its main group's.
  for (const s of p.summaries) {
    const offset = s.lca_data.refurbished_offset_total_kg_co2e;
    for (const f of Object.values(EQUIVALENCE_FACTORS.extended)) figures.push('unitsPerKg' in f ? offset * f.unitsPerKg : offset / f.kgPerUnit);
  }
  // Emissions print in kg below 10,000 kg and in tons above (M7).
  return [...figures, ...figures.map((v) => v / 1000)];
}

const LOCALES: Locale[] = [EN_GB, DA_DK];

async function reportTexts(page: Page, projectId: number, marker: string): Promise<string[]> {
  await page.goto(`/#/print/project-manager/projects/${projectId}/${marker}`);
  // The locale is read at start: a new hash alone would keep the page's first one.
  await page.reload();
  await expect(page.locator('body[data-report-ready="true"]')).toBeAttached({ timeout: 60_000 });
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.report-sheet p, .report-sheet h2, .report-sheet h3, .report-sheet [data-testid="equivalence-value"]')]
      // A source note quotes reference data with its publication (the scope 2 residual-mix factor), not a
      // figure of the project: server/test/scope2.test.ts checks those factors.
      .filter((e) => !e.closest('svg, table, [data-source-note]'))
      .map((e) => e.innerText.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

const PROJECTS = [
  { name: 'Data centre consolidation 2027', reports: ['baseline-report', 'comparative-report', 'lca-report', 'refurbishment-report'] },
  { name: 'Office today, Hamburg', reports: ['baseline-report', 'lca-report'] },
];

test.describe('report figures', () => {
  for (const l of LOCALES) {
    test(`every figure in the text of every report of both projects is a summary figure (${l.code})`, async ({ page }) => {
      test.setTimeout(240_000);
      await login(page, 'admin@seller.demo');
      await page.evaluate((code) => localStorage.setItem('locale', code), l.code);
      const today = new Date();
      let checked = 0;
      for (const { name, reports } of PROJECTS) {
        const p = await projectData(page, name);
        const figures = expectedFigures(p);
        const staticFigures = Object.values(STATIC_FIGURES);
        // What the user typed: names, descriptions, headings. Longest first, so that a name inside another goes with it.
        const data = [
          p.name, p.description, p.clientName, p.comparativeHeading,
          ...p.groups.flatMap((g) => [g.name, g.baseline_heading, g.lca_heading, g.refurbishment_heading, ...g.solutions.flatMap((s) => [s.name, s.description])]),
        ]
          .filter((x): x is string => Boolean(x))
          .sort((a, b) => b.length - a.length);
        const date = new Intl.DateTimeFormat(l.code, { day: 'numeric', month: 'long', year: 'numeric' }).format(today);
        for (const marker of reports) {
          const texts = await reportTexts(page, p.id, marker);
          // The page flow: nothing cut off at a sheet's foot, and no sheet under half full unless what follows
          // could not join it: the next sheet's first block (with the gap the layout leaves between blocks) would
          // not fit below it, or must start a sheet of its own (or with the block it is kept with). Two appendix lists of different solutions that do
          // not fit on one sheet leave white space in a wider font (the bundled Open Sans) and that is right.
          const sheets = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('.report-sheet:not([data-bare]) .report-sheet-body')].map((body) => {
              const blocks = [...body.children] as HTMLElement[];
              const used = blocks[blocks.length - 1].getBoundingClientRect().bottom - body.getBoundingClientRect().top;
              // The space the layout leaves between two blocks on a sheet (it would precede the next sheet's first block too).
              const gaps = blocks.slice(1).map((b, k) => b.getBoundingClientRect().top - blocks[k].getBoundingClientRect().bottom);
              // A sheet of nothing but a list's continued page: how many table rows it holds (issue #46 point 9).
              const drawn = blocks.filter((b) => b.getBoundingClientRect().height > 0);
              const continuation = drawn.length > 0 && drawn.every((b) => b.querySelector('[data-chunk]:not([data-chunk="0"])'));
              return {
                continuationRows: continuation ? body.querySelectorAll('tbody tr').length : null,
                gap: Math.max(0, ...gaps) / body.clientHeight,
                fill: used / body.clientHeight,
                overflow: body.scrollHeight > body.clientHeight + 1,
                ownSheet: blocks[0].dataset.ownSheet === 'true',
                // A block kept with the next (a list's page before its short last page, issue #46 point 9) joins no sheet without it.
                firstHeight:
                  ((blocks[0].dataset.keepWithNext === 'true' && blocks[1] ? blocks[1].getBoundingClientRect().bottom : blocks[0].getBoundingClientRect().bottom) - blocks[0].getBoundingClientRect().top) /
                  body.clientHeight,
              };
            }),
          );
          const gap = Math.max(...sheets.map((sheet) => sheet.gap));
          sheets.forEach((sheet, i) => {
            expect(sheet.overflow, `${name} · ${marker} · sheet ${i + 2} overflows`).toBe(false);
            // No sheet of one or two rows of a list (the baseline report ended on one row, 82 % blank), and none but
            // the last two-thirds blank (the return on investment's sheet before Replace or retain) (issue #46 point 9).
            if (sheet.continuationRows !== null) expect(sheet.continuationRows, `${name} · ${marker} · sheet ${i + 2} holds a list's last rows alone`).toBeGreaterThanOrEqual(3);
            if (i < sheets.length - 1) expect(sheet.fill, `${name} · ${marker} · sheet ${i + 2} is two-thirds blank`).toBeGreaterThan(1 / 3);
            const next = sheets[i + 1];
            const nothingCouldJoin = !next || next.ownSheet || sheet.fill + gap + next.firstHeight > 1;
            if (!nothingCouldJoin) expect(sheet.fill, `${name} · ${marker} · sheet ${i + 2} is under half full`).toBeGreaterThanOrEqual(0.5);
          });
          expect(texts.length, `${name} ${marker} has text`).toBeGreaterThan(10);
          for (const raw of texts) {
            let text = raw.replace(date, ' ');
            for (const d of data) text = text.split(d).join(' ');
            // The appendix's continuation heading numbers its own pages: "(continued 2/2)".
            text = text.replace(/\((?:[^()\d]*) (\d+)\/(\d+)\)/g, (all, n: string, m: string) => {
              expect(Number(n), `${raw}: continuation page within its list`).toBeLessThanOrEqual(Number(m));
              return ' ';
            });
            for (const n of numbersOf(text, l)) {
              const year = n.decimals === 0 && p.summaries.some((s) => s.rating.year === n.value);
              const ok = year || figures.some((v) => prints(v, n.value, n.decimals)) || staticFigures.some((v) => prints(v, n.value, n.decimals));
              expect(ok, `${name} · ${marker} · ${l.code}: "${n.text}" in "${raw}" is no summary figure`).toBe(true);
              checked++;
            }
          }
        }
      }
      // Dozens of figures per report; a parser that found none would prove nothing.
      expect(checked).toBeGreaterThan(200);
    });
  }

  test('the sentences put each figure in its place (en-GB)', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    await page.evaluate(() => localStorage.setItem('locale', 'en-GB'));
    const odd = await projectData(page, 'Office today, Hamburg');
    const [g] = odd.summaries;
    const en = (v: number, d = 0) => new Intl.NumberFormat('en-GB', { minimumFractionDigits: d, maximumFractionDigits: d }).format(v);
    const eur = (v: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(v);
    const texts = await reportTexts(page, odd.id, 'baseline-report');
    // The registered scope 2 figure, named (issue #46 point 2): location-based by default.
    const registered = async (projectId: number) => {
      const s = await get<{ registered_method: string; groups: Array<{ id: number; registered_kg: number }> }>(page, `/api/v1/project-manager/projects/${projectId}/scope2`);
      expect(s.registered_method).toBe('location');
      return (groupId: number) => s.groups.find((x) => x.id === groupId)!.registered_kg;
    };
    const oddKg = await registered(odd.id);
    // M7: below 10,000 kg the emissions print in kg.
    expect(texts).toContain(
      `The baseline uses ${en(g.total_kwh)} kWh a year, which costs ${eur(g.operational_cost)} and emits ${en(oddKg(odd.groups[0].id), 1)} kg CO2e (scope 2, location-based). ` +
        `Its IT equipment uses ${en(g.it_kwh)} kWh; UPS and cooling add ${en(g.ups_kwh + g.cooling_kwh)} kWh.`,
    );
    // The three-decimal price prints whole, in the project's currency.
    expect(texts.filter((t) => t.endsWith('€0.287 per kWh'))).toHaveLength(odd.groups[0].solutions.length);

    const demo = await projectData(page, 'Data centre consolidation 2027');
    const base = demo.summaries.find((s) => s.state === 'baseline')!;
    const primary = demo.summaries.find((s) => s.primary)!;
    const t = (kg: number) => `${en(kg / 1000, 1)} t CO2e`;
    const comparative = await reportTexts(page, demo.id, 'comparative-report');
    const demoKg = await registered(demo.id);
    const groupOf = (summary: typeof base) => demo.groups[demo.summaries.indexOf(summary)].id;
    expect(comparative).toContain(
      `Replacing the current situation (${base.name}) with ${primary.name} lowers the yearly energy use from ${en(base.total_kwh)} to ${en(primary.total_kwh)} kWh, ` +
        `and the emissions (scope 2, location-based) go from ${t(demoKg(groupOf(base)))} to ${t(demoKg(groupOf(primary)))}.`,
    );
    expect(comparative).toContain(`A yearly saving of ${t(base.co2_emission_kg - primary.co2_emission_kg)} equals:`);
  });

  test('the Danish reports leave no English text but names, products and units', async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, 'admin@seller.demo');
    const projects = await Promise.all(PROJECTS.map(async (x) => ({ ...x, data: await projectData(page, x.name) })));
    // What stays the same in every language: the user's names and descriptions (a description follows the type as "— …"),
    // product names, the partner's name, and units and acronyms.
    const same = new Set(['kWh', 'UPS', 'UPS kWh', 'COP', 'DCiE', 'Transport', 'GWP (kg CO2e)', 'Nordic IT Partner ApS']);
    const isData = (text: string, p: ProjectData) =>
      [p.name, p.description, p.clientName, p.comparativeHeading, ...p.groups.flatMap((g) => [g.name, g.baseline_heading, g.lca_heading, g.refurbishment_heading, ...g.solutions.flatMap((x) => [x.name, x.description])])]
        .filter((x): x is string => Boolean(x))
        .some((d) => d === text || (text.endsWith('…') && d.startsWith(text.slice(0, -1))) || text === `— ${d}`);
    const textsIn = async (locale: string, id: number, marker: string) => {
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await page.goto(`/#/print/project-manager/projects/${id}/${marker}`);
      await page.reload();
      await expect(page.locator('body[data-report-ready="true"]')).toBeAttached({ timeout: 60_000 });
      return page.evaluate(() => {
        const walker = document.createTreeWalker(document.querySelector('.report-document')!, NodeFilter.SHOW_TEXT);
        const out: { text: string; product: boolean }[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = (n.textContent ?? '').trim();
          // Product names are bold in the item tables (data-testid="item-name").
          if (/[A-Za-z]{3}/.test(text)) out.push({ text, product: Boolean(n.parentElement?.closest('[data-testid="item-name"]')) });
        }
        return out;
      });
    };
    for (const p of projects) {
      for (const marker of p.reports) {
        const english = new Set((await textsIn('en-GB', p.data.id, marker)).map((x) => x.text));
        const danish = await textsIn('da-DK', p.data.id, marker);
        const left = danish.filter((x) => english.has(x.text) && !x.product && !same.has(x.text.replace(/(?<![A-Za-z])\d[\d.,]*( ?%)?/g, '').replace(/\s+/g, ' ').trim()) && !isData(x.text, p.data)).map((x) => x.text);
        expect(left, `${p.name} · ${marker}: English in the Danish report`).toEqual([]);
      }
    }
  });
});
