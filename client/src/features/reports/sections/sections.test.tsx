/**
 * What the report sections print where a figure is not what it seems (issue #28): IT and facility
 * energy of items (M1, M2), DCiE of groups without a data centre (M2), ratings where they are not
 * defined (M4), and data centres whose UPS and cooling were never given (M9 assumptions).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, settingsToEntries } from '../../../../../shared/reports';
import { renderChart } from '../charts/test-utils';
import { ReportProvider } from '../report-context';
import { reportFormat } from '../report-format';
import { buildReportModel, type GroupCategories, type ReportGroup, type ReportItemRow, type ReportSolution, type ReportView } from '../report-model';
import { LcaProductsPage, SolutionPage } from './ItemPages';
import { EnergyWheelsPage } from './EnergyWheelsPage';
import { BaselineResultsPage, Co2Page } from './OperationalPages';
import type { ReportScope2 } from '../scope2.hooks';
import { IntroductionPage } from './TextPages';
import { Scope2Table } from './Scope2Table';
import { STANDARD_PROJECT_DESCRIPTION } from '../../../../../shared/constants';

const rating = (r: string | null) => ({ rating: r, numericRating: null, efficiency: null, year: 2026, coolingOnly: false });

function solution(id: string, calculationMode: number, f: { itKwh: number; upsKwh: number; coolingKwh: number; dcie: number | null; rating: string | null }): ReportSolution {
  const totalKwh = f.itKwh + f.upsKwh + f.coolingKwh;
  return {
    id, name: `Solution ${id}`, description: null, order: 0, calculationMode, renewableEnergy: 0, co2FactorGram: 100, kwhPrice: 1.35, refurbishmentImpactPercentage: null,
    solutionType: { id: calculationMode === 1 ? 'datacenter' : 'end_user', name: 'x' }, ups: { id: 'u', efficiency: f.upsKwh > 0 ? 90 : 0 }, cooling: { id: 'c', cop: f.coolingKwh > 0 ? 3 : 0 },
    itemCount: 1, itKwh: f.itKwh, upsKwh: f.upsKwh, coolingKwh: f.coolingKwh, totalKwh, dcie: f.dcie, pue: null, co2EmissionKg: totalKwh * 0.1, co2EmissionTon: totalKwh * 1e-4,
    operationalCost: totalKwh * 1.35, investment: 0, rating: rating(f.rating),
  } as ReportSolution;
}

function group(id: string, state: string, solutions: ReportSolution[], extra: Partial<ReportGroup> = {}): ReportGroup {
  const s = (k: 'itKwh' | 'upsKwh' | 'coolingKwh' | 'totalKwh' | 'co2EmissionKg' | 'operationalCost') => solutions.reduce((a, x) => a + x[k], 0);
  return {
    id, name: `Group ${id}`, state, requested: false, active: true, primary: state !== 'baseline', counted: true, order: 0, baselineHeading: null, lcaHeading: null, refurbishmentHeading: null,
    warnings: [], categoryInfrastructureShareInvalid: false, lcaItemCount: 0, refurbishedItemCount: 0, assumptions: [], itemCount: solutions.length,
    itKwh: s('itKwh'), upsKwh: s('upsKwh'), coolingKwh: s('coolingKwh'), totalKwh: s('totalKwh'), dcie: null, pue: null, co2EmissionKg: s('co2EmissionKg'), co2EmissionTon: 0,
    operationalCost: s('operationalCost'), investment: 0, rating: rating(null), lcaData: { gwpKgCo2e: 0, manufacturingKgCo2e: 0, transportationKgCo2e: 0, useKgCo2e: 0, eolKgCo2e: 0, refurbishmentImpactKgCo2e: 0, refurbishedManufacturingOffsetKgCo2e: 0, refurbishedTransportationOffsetKgCo2e: 0, refurbishmentOffsetKgCo2e: 0, refurbishedOffsetTotalKgCo2e: 0 },
    solutions, ...extra,
  } as ReportGroup;
}

function render(groups: ReportGroup[], ui: React.ReactElement, items: ReportItemRow[] = [], categories: GroupCategories[] = [], opts: { locale?: string; description?: string | null; scope2?: ReportScope2 } = {}) {
  const view = {
    reportType: 'comparative_report', ratingYear: 2026, kwhPrice: 1.35, currency: 'DKK', uniqueCategoriesSortedKwh: [], uniqueCategoriesSortedGwp: [],
    report: { id: '1', year: 2026, comparativeHeading: null }, project: { id: 'p', name: 'P', description: opts.description ?? null, clientName: null }, partner: { id: 'x', name: 'X', logoUrl: null },
    reportSettings: settingsToEntries(DEFAULT_REPORT_SETTINGS), reportOptions: {}, availability: {},
    co2Impact: { savingKg: null, savingPercent: null, equivalences: null }, comparative: null, solutionGroups: groups,
  } as unknown as ReportView;
  const model = buildReportModel('comparative_report', view, categories);
  const format = reportFormat(opts.locale ?? 'en-GB', 0, 1, 'DKK');
  return renderChart(
    <ReportProvider value={{ model, format, items: new Map(), palette: ['#1565c0', '#2e7d32', '#f9a825'], print: true, scope2: opts.scope2 }}>{ui}</ReportProvider>,
    opts.locale,
  );
}

const texts = (c: HTMLElement, selector: string) => [...c.querySelectorAll(selector)].map((e) => e.textContent?.trim() ?? '');

describe('report sections (issue #28)', () => {
  // 40 servers: 40 × 233.4 W × 8760 h / 1000 = 81,796 kWh IT (M1); UPS and cooling add 46,005 kWh: 127,801 kWh.
  const dc = solution('dc', 1, { itKwh: 81796, upsKwh: 9000, coolingKwh: 37005, dcie: 64, rating: 'C' });
  const servers = { id: 'i1', solutionId: 'dc', amount: 40, hours: 8760, annualKwh: 81796, totalKwh: 127801, co2EmissionKg: 12780.1, refurbished: false, refurbishmentImpactPercentage: null, lcaMethod: 'product', product: { id: 'p1', manufacturer: 'Dell', modelName: 'R650', categoryId: 'server', categoryName: 'Server' }, lcaData: { inclusion: 'all', gwpKgCo2e: 0, manufacturingKgCo2e: 0, transportationKgCo2e: 0, useKgCo2e: 0, eolKgCo2e: 0, refurbishedOffsetTotalKgCo2e: 0 } } as unknown as ReportItemRow;

  it('prints an item’s IT energy and its UPS and cooling energy in labelled columns beside the total (M1, M2)', async () => {
    const g = group('b', 'baseline', [dc]);
    const { container } = await render([g], <SolutionPage groupId="b" solutionId="dc" listKind="datacentre" items={[servers]} chunk={0} chunks={1} />);
    const headers = texts(container, '[data-testid="items-dc-0"] th');
    const cells = texts(container, '[data-testid="items-dc-0"] td');
    const at = (header: string) => cells[headers.indexOf(header)];
    expect(at('IT kWh / year')).toBe('81,796');
    expect(at('UPS + cooling kWh / year')).toBe('46,005');
    expect(at('Total kWh / year')).toBe('127,801');
  });

  it('prints no DCiE for a group without a data centre, and says so (M2)', async () => {
    const office = group('o', 'comparative', [solution('e', 2, { itKwh: 5000, upsKwh: 0, coolingKwh: 0, dcie: null, rating: null })]);
    const { container } = await render([group('b', 'baseline', [dc], { dcie: 64 }), office], <Co2Page />);
    const headers = texts(container, '[data-testid="groups-table"] th');
    const rows = [...container.querySelectorAll('[data-testid="groups-table"] tbody tr')].map((r) => texts(r as HTMLElement, 'td'));
    expect(rows[0][headers.indexOf('DCiE')]).toBe('64 %');
    expect(rows[1][headers.indexOf('DCiE')]).toBe('No data centre');
  });

  it('gives a group without a capacity no rating letter but the reason (M4)', async () => {
    const office = group('o', 'comparative', [solution('e', 2, { itKwh: 5000, upsKwh: 0, coolingKwh: 0, dcie: null, rating: null })]);
    const { container } = await render([group('b', 'baseline', [dc], { dcie: 64, rating: rating('C') }), office], <Co2Page />);
    const headers = texts(container, '[data-testid="groups-table"] th');
    const rows = [...container.querySelectorAll('[data-testid="groups-table"] tbody tr')].map((r) => texts(r as HTMLElement, 'td'));
    expect(rows[0][headers.indexOf('Rating')]).toBe('C');
    expect(rows[1][headers.indexOf('Rating')]).toBe('Not rated: no capacity');
  });

  it("says a group's letter comes from the cooling's COP alone when no IT category is rated (M4; issue #47, point 10)", async () => {
    const coolingOnly = { ...rating('F'), coolingOnly: true };
    const office = group('o', 'comparative', [solution('e', 2, { itKwh: 5000, upsKwh: 0, coolingKwh: 0, dcie: null, rating: null })]);
    const { container } = await render([group('b', 'baseline', [dc], { dcie: 64, rating: coolingOnly as ReportGroup['rating'] }), office], <Co2Page />);
    const headers = texts(container, '[data-testid="groups-table"] th');
    const rows = [...container.querySelectorAll('[data-testid="groups-table"] tbody tr')].map((r) => texts(r as HTMLElement, 'td'));
    expect(rows[0][headers.indexOf('Rating')]).toBe('Fcooling (COP) only');
  });

  it('prints the hint instead of a bare A and 100 % for a data centre without UPS or cooling, in the appendix and on the wheel page', async () => {
    const bare = solution('bare', 1, { itKwh: 81796, upsKwh: 0, coolingKwh: 0, dcie: 100, rating: 'A' });
    const g = group('b', 'baseline', [bare], { dcie: 100, rating: rating('A'), assumptions: [{ code: 'no_ups_or_cooling', categoryIds: [] }] });
    const appendix = await render([g], <SolutionPage groupId="b" solutionId="bare" listKind="datacentre" items={[]} chunk={0} chunks={1} />);
    const page = appendix.container.textContent ?? '';
    expect(page).toContain('Not rated: data centre not assessed');
    expect(page).toContain('DCiE Not assessed: no UPS or cooling given');
    expect(page).not.toContain('DCiE 100 %');
    expect(page).not.toMatch(/RatingA/);
    expect(page).toContain('assume no infrastructure losses');
    appendix.unmount();
    const wheel = await render([g, group('p', 'comparative', [dc], { dcie: 64, rating: rating('C') })], <EnergyWheelsPage />, [], [
      { id: 'b', energyWheel: [{ category: 'server', categoryName: 'Server', wattPerUnit: 10, cop: null, categoryGroupWeight: 1, rating: 'A', numericRating: 7 }], categoryData: [] },
      { id: 'p', energyWheel: [{ category: 'server', categoryName: 'Server', wattPerUnit: 20, cop: null, categoryGroupWeight: 1, rating: 'C', numericRating: 5 }], categoryData: [] },
    ] as unknown as GroupCategories[]);
    expect(texts(wheel.container, '[data-testid="wheel-centre"]')).toEqual(['–', 'C']);
    expect(texts(wheel.container, '[data-testid="wheel-not-rated"]')).toEqual(['Not rated: data centre not assessed']);
    expect(wheel.container.querySelector('[data-testid="report-assumptions"]')?.textContent).toContain('assume no infrastructure losses');
  });
});

describe('project description (issue #47, point 4)', () => {
  it('prints the standard description in the document\'s language, and the seller\'s own text as written', async () => {
    const g = group('b', 'baseline', []);
    const standard = await render([g], <IntroductionPage />, [], [], { locale: 'da-DK', description: STANDARD_PROJECT_DESCRIPTION });
    const text = standard.container.querySelector('[data-testid="section-project-description"]')!.textContent!;
    expect(text).toContain('Vurdering af energiforbruget');
    expect(text).not.toContain('Assessment of the energy use');
    const own = await render([g], <IntroductionPage />, [], [], { locale: 'da-DK', description: 'Our own words.' });
    expect(own.container.querySelector('[data-testid="section-project-description"]')!.textContent).toContain('Our own words.');
    await render([g], <IntroductionPage />, [], [], { locale: 'en-GB' });
  });

  it('headlines the registered scope 2 figure with its method, not M3 (issue #46 point 2)', async () => {
    // The DK case: 8760 kWh; M3 985.5 kg, location-based 1,314 kg, market-based 3,828.7 kg.
    const office = solution('o', 2, { itKwh: 9855, upsKwh: 0, coolingKwh: 0, dcie: null, rating: null });
    const scope2 = (method: string, kg: number) =>
      ({
        locationBasedKg: 1314, marketBasedKg: 3828.7, renewableKwh: 2190, nonRenewableKwh: 6570, residualMixFactorG: 582.75, residualMixSource: 'AIB', residualMixFallback: false, countryCode: 'DK',
        registeredMethod: method, registeredKg: kg,
        groups: [{ id: 'b', name: 'Group b', locationBasedKg: 1314, marketBasedKg: 3828.7, energyKwh: 8760, renewableKwh: 2190, nonRenewableKwh: 6570, registeredKg: kg }],
      }) as unknown as ReportScope2;
    const { container: located } = await render([group('b', 'baseline', [office])], <BaselineResultsPage />, [], [], { scope2: scope2('location', 1314) });
    const kpi = located.querySelector('[data-testid="kpi-co2"]')!.textContent!;
    expect(located.textContent).toContain('CO2e / year (scope 2, location-based)');
    expect(kpi).toContain('1,314');
    expect(kpi).not.toContain('985');
    expect(located.textContent).toContain('(scope 2, location-based). Its IT equipment');
    expect(located.querySelector('[data-testid="scope2-registered-note"]')!.textContent).toMatch(/registers and headlines the location-based figure/);
    const { container: market } = await render([group('b', 'baseline', [office])], <BaselineResultsPage />, [], [], { scope2: scope2('market', 3828.7) });
    expect(market.textContent).toContain('CO2e / year (scope 2, market-based)');
    expect(market.querySelector('[data-testid="kpi-co2"]')!.textContent).toContain('3,828.7');
    expect(market.querySelector('[data-testid="country-missing-scope2"]')).toBeNull();
  });

  it('warns that the market-based figure falls back to the grid averages when the project has no country (issue #47, point 4)', async () => {
    const office = solution('o', 2, { itKwh: 9855, upsKwh: 0, coolingKwh: 0, dcie: null, rating: null });
    const scope2 = {
      locationBasedKg: 1314, marketBasedKg: 1314, renewableKwh: 0, nonRenewableKwh: 8760, residualMixFactorG: null,
      residualMixSource: "No project country: no residual mix: the solutions' grid-average factors (GHG Protocol Scope 2 Guidance, Table 6.3)", residualMixFallback: true, countryCode: null,
      registeredMethod: 'location', registeredKg: 1314,
      groups: [{ id: 'b', name: 'Group b', locationBasedKg: 1314, marketBasedKg: 1314, energyKwh: 8760, renewableKwh: 0, nonRenewableKwh: 8760, registeredKg: 1314 }],
    } as unknown as ReportScope2;
    const { container } = await render([group('b', 'baseline', [office])], <BaselineResultsPage />, [], [], { scope2 });
    const note = container.querySelector('[data-testid="country-missing-scope2"]')!;
    expect(note.textContent).toContain("This project has no country: the market-based figure counts the kWh not covered by instruments at the solutions' grid-average factors");
    expect(note.textContent).toContain('Set the country in the project details.');
  });
});

describe('scope 2 source note (issue #47, Translations)', () => {
  const scope2 = (extra: Record<string, unknown>) =>
    ({
      locationBasedKg: 1314, marketBasedKg: 3828.7, renewableKwh: 2190, nonRenewableKwh: 6570, registeredMethod: 'location', registeredKg: 1314,
      groups: [{ id: 'b', name: 'Group b', locationBasedKg: 1314, marketBasedKg: 3828.7, energyKwh: 8760, renewableKwh: 2190, nonRenewableKwh: 6570, registeredKg: 1314 }],
      ...extra,
    }) as unknown as ReportScope2;
  const note = (c: HTMLElement) => c.querySelector('[data-source-note]')!.textContent!;

  it("words the residual mix's source in the document's language: country, year and the publication's name", async () => {
    const mix = scope2({
      residualMixFactorG: 582.75, residualMixFallback: false, countryCode: 'DK', residualMixYear: 2023,
      residualMixPublication: 'Association of Issuing Bodies (AIB), European Residual Mixes 2023, Version 1.0',
      residualMixSource: 'Association of Issuing Bodies (AIB): European Residual Mixes 2023, Version 1.0 (Table 2 "Residual Mixes 2023", CO2 g/kWh), DK 2023',
    });
    const { container } = await render([group('b', 'baseline', [])], <Scope2Table />, [], [], { locale: 'da-DK', scope2: mix });
    expect(note(container)).toContain('582,75 g CO2/kWh');
    expect(note(container)).toContain('Danmark');
    expect(note(container)).toContain('2023');
    expect(note(container)).toContain('European Residual Mixes 2023');
    // The server's English words stay out of a Danish document.
    expect(note(container)).not.toMatch(/Table 2|contractual|the rest at/);
  });

  it('says in Danish why the grid-average factor stands in, with or without a country', async () => {
    const fallback = (countryCode: string | null) => scope2({ residualMixFactorG: null, residualMixFallback: true, countryCode, residualMixYear: null, residualMixPublication: null, residualMixSource: "No project country: no residual mix: the solutions' grid-average factors (GHG Protocol Scope 2 Guidance, Table 6.3)" });
    const { container: noCountry } = await render([group('b', 'baseline', [])], <Scope2Table />, [], [], { locale: 'da-DK', scope2: fallback(null) });
    expect(note(noCountry)).not.toMatch(/No project country|grid-average/);
    expect(note(noCountry)).toContain('GHG Protocol');
    const { container: at } = await render([group('b', 'baseline', [])], <Scope2Table />, [], [], { locale: 'da-DK', scope2: fallback('AT') });
    expect(note(at)).toContain('Østrig');
  });
});

describe('detailed LCA (issue #46 point 6)', () => {
  const dc = solution('dc', 1, { itKwh: 81796, upsKwh: 9000, coolingKwh: 37005, dcie: 64, rating: 'C' });
  const servers = { id: 'i1', solutionId: 'dc', amount: 40, hours: 8760, annualKwh: 81796, totalKwh: 127801, co2EmissionKg: 12780.1, refurbished: false, refurbishmentImpactPercentage: null, lcaMethod: 'product', product: { id: 'p1', manufacturer: 'Dell', modelName: 'R650', categoryId: 'server', categoryName: 'Server' }, lcaData: { inclusion: 'all', gwpKgCo2e: 0, manufacturingKgCo2e: 0, transportationKgCo2e: 0, useKgCo2e: 0, eolKgCo2e: 0, refurbishmentImpactKgCo2e: 0, refurbishedOffsetTotalKgCo2e: 0 } } as unknown as ReportItemRow;

  it('lists every item in the detailed LCA, with the refurbishment impact, so that each row adds up to its GWP and the rows to the group (issue #46 point 6)', async () => {
    const item = (id: string, extra: Record<string, unknown>, lca: Record<string, unknown>) =>
      ({ ...servers, id, product: { ...servers.product, modelName: id }, ...extra, lcaData: { ...servers.lcaData, ...lca } }) as unknown as ReportItemRow;
    const rows = [
      item('new', {}, { manufacturingKgCo2e: 1000, transportationKgCo2e: 50, useKgCo2e: 400, eolKgCo2e: 10, gwpKgCo2e: 1460 }),
      // Refurbished at 15 %: its impact 0.15 × (2000 + 100) = 315 counts in place of its M + T.
      item('refurbished', { refurbished: true, refurbishmentImpactPercentage: 15 }, { manufacturingKgCo2e: 2000, transportationKgCo2e: 100, useKgCo2e: 300, eolKgCo2e: 20, refurbishmentImpactKgCo2e: 315, refurbishedOffsetTotalKgCo2e: 1785, gwpKgCo2e: 635 }),
      // No LCA data: its use stage still counts in the group's GWP (M5). It was left out: 1,743,663.1 of rows under 1,758,241.0.
      item('switch', { lcaMethod: null }, { manufacturingKgCo2e: 0, transportationKgCo2e: 0, useKgCo2e: 250, eolKgCo2e: null, gwpKgCo2e: 250 }),
    ];
    const g = group('b', 'baseline', [dc], { refurbishedItemCount: 1, lcaItemCount: 2, lcaData: { ...group('x', 'baseline', []).lcaData, gwpKgCo2e: 2345 } });
    const { container } = await render([g], <LcaProductsPage groupId="b" detailed items={rows} chunk={0} chunks={1} />);
    const table = container.querySelector('[data-testid="detailed-lca-b-0"]')!;
    const headers = texts(table as HTMLElement, 'th');
    expect(headers).toEqual(['Product', 'Amount', 'Data source', 'Manufacturing', 'Transport', 'Refurbishment impact', 'Use', 'End of life', 'GWP (kg CO2e)']);
    const cells = [...table.querySelectorAll('tbody tr')].map((r) => texts(r as HTMLElement, 'td'));
    const num = (c: string) => (/^[\d,.]+/.test(c) ? Number(c.replace(/,|\s\*$/g, '')) : 0);
    expect(cells.map((r) => r.slice(2))).toEqual([
      ['Product data', '1,000.0', '50.0', '—', '400.0', '10.0', '1,460.0'],
      ['Product data', '(2,000.0)', '(100.0)', '315.0', '300.0', '20.0', '635.0'],
      ['No LCA data', '—', '—', '—', '250.0', '—', '250.0 *'],
    ]);
    // Each row: the counted stages (not the bracketed M and T a refurbished item avoids) make its GWP; the rows make the group's.
    for (const r of cells) expect(r.slice(3, 8).reduce((sum, c) => sum + num(c), 0)).toBe(num(r[8]!));
    expect(cells.reduce((sum, r) => sum + num(r[8]!), 0)).toBe(2345);
    expect(container.textContent).toContain('( ): the manufacturing and transport of a new unit, which a refurbished item avoids');
    expect(container.textContent).toContain('* No manufacturing, transport or end-of-life data for this product: its GWP is the use stage only.');
  });
});

describe('report pages a buyer reads without frowning (issue #46 point 9)', () => {
  const office = (extra: Partial<ReportSolution>) => ({ ...solution('o', 2, { itKwh: 217_519, upsKwh: 0, coolingKwh: 0, dcie: null, rating: null }), ...extra }) as ReportSolution;

  it('says "1 item", groups a count like every figure, and prints the grid factor as precisely as the CO2e recomputes from it', async () => {
    const one = await render([group('b', 'baseline', [office({ itemCount: 1, co2FactorGram: 143.28 })])], <SolutionPage groupId="b" solutionId="o" listKind={null} items={[]} chunk={0} chunks={1} />);
    // 217,519 kWh × 143.3 g = 31.2 t as printed; "143 g" recomputed 31.1 t.
    const facts = (c: HTMLElement) => c.querySelector('[data-testid="solution-facts-o"]')!.textContent!.replace(/\u00a0/g, ' ');
    expect(facts(one.container)).toBe('1 item · renewable energy 0 % · 143.3 g CO2e per kWh · DKK 1.35 per kWh');
    one.unmount();
    const many = await render([group('b', 'baseline', [office({ itemCount: 1100, co2FactorGram: 143 })])], <SolutionPage groupId="b" solutionId="o" listKind={null} items={[]} chunk={0} chunks={1} />);
    expect(facts(many.container)).toBe('1,100 items · renewable energy 0 % · 143 g CO2e per kWh · DKK 1.35 per kWh');
  });

  it('names the group of its category table, which may stand at the top of a sheet away from its heading', async () => {
    const scope2 = {
      locationBasedKg: 1, marketBasedKg: 1, renewableKwh: 0, nonRenewableKwh: 1, residualMixFactorG: 500, residualMixSource: 'AIB', residualMixFallback: false, registeredMethod: 'location', registeredKg: 1,
      groups: [{ id: 'b', name: 'Group b', locationBasedKg: 1, marketBasedKg: 1, energyKwh: 1, renewableKwh: 0, nonRenewableKwh: 1, registeredKg: 1 }],
    } as unknown as ReportScope2;
    const { container } = await render([group('b', 'baseline', [office({})])], <BaselineResultsPage />, [], [], { scope2 });
    const table = container.querySelector('[data-testid="category-table-b"]')!;
    expect(table.parentElement!.textContent).toMatch(/^Group b: per category/);
  });
});
