/**
 * Issue #28: the comparative-solution report as printed (the sheets the PDF export renders): homonyms
 * in the report's language, translated category names, and figures that add up (M6, M7).
 */
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../app/i18n';
import { comparativeFormat } from './comparative-format';
import { ComparativeReportSheets, type ComparativeReport } from './ComparativeReportSheets';

type Totals = ComparativeReport['totals'];
type Calc = ComparativeReport['calculations'][number];

function totals(before: number, after: number, price: number, categories: Totals['categories'] = []): Totals {
  return {
    totalKwhBefore: before,
    totalKwhAfter: after,
    energySavingKwh: before - after,
    moneySaving: (before - after) * price,
    co2BeforeKg: before * 0.1,
    co2AfterKg: after * 0.1,
    co2SavingKg: (before - after) * 0.1,
    operationalSavingsPercent: ((before - after) / before) * 100,
    totalEnergyEfficientGrowthKwh: 0,
    upsKwhBefore: 0,
    upsKwhAfter: 0,
    coolingKwhBefore: 0,
    coolingKwhAfter: 0,
    ratingBefore: 'C',
    ratingAfter: 'A',
    categories,
  };
}

const serverCategory: Totals['categories'][number] = {
  categoryId: 'server',
  categoryName: 'Server (rack or tower)',
  capacityId: 'server_vms',
  capacityName: 'Virtual machines',
  capacityUnit: 'VM',
  capacityBefore: 900,
  capacityAfter: 900,
  efficiencyFactor: 2.5,
  totalWattForCategoryBefore: 30_000,
  totalWattForCategoryAfter: 12_000,
  itKwhBefore: 262_800,
  itKwhAfter: 105_120,
  wattPerUnitBefore: 33.33,
  wattPerUnitAfter: 13.33,
};

function item(id: string, side: 'before' | 'after', categoryId: string, categoryName: string, amount: number, totalKwh: number, annualKwh = totalKwh): Calc['itemsBefore'][number] {
  return { id, state: side === 'before' ? 3 : 4, side, brandName: 'HP', modelName: `Model ${id}`, categoryId, categoryName, amount, annualKwh, totalKwh, co2Kg: totalKwh * 0.1, categoryType: null, extraColumns: {} };
}

function calc(id: string, name: string, before: number, after: number, items: Calc['itemsBefore']): Calc {
  return {
    id,
    name,
    variant: 'replacement',
    order: Number(id),
    beforeSolutionId: `${id}0`,
    afterSolutionId: `${id}1`,
    extraColumns: {},
    totals: totals(before, after, 1.35, id === '1' ? [serverCategory] : []),
    itemsBefore: items.filter((i) => i.side === 'before'),
    itemsAfter: items.filter((i) => i.side === 'after'),
    requests: [],
  };
}

/*
 * Hand-made figures (M6): "Server rooms" 300,000.4 → 80,000.6 kWh (its servers' IT energy 200,000.2 and
 * 50,000.3 kWh, the rest UPS and cooling), "Workplaces" 158,657.8 → 33,422.7 kWh (70,000.4 kWh of
 * desktops and 88,657.4 of monitors before); the report 458,658.2 → 113,423.3 kWh, a saving of
 * 345,234.9 kWh at 1.35 DKK = 466,067.115 DKK a year.
 */
const report: ComparativeReport = {
  projectId: '7',
  projectName: 'Server room and workplace renewal 2027',
  clientName: 'Fjordby Municipality',
  title: null,
  year: 2027,
  years: 5,
  kickback: 24_000,
  contributorName: 'Demo Admin',
  partnerName: 'Nordic IT Partner ApS',
  logoUrl: null,
  kwhPrice: 1.35,
  currency: 'DKK',
  weightedEfficiencyFactor: 2.5,
  totals: totals(458_658.2, 113_423.3, 1.35, [serverCategory, { ...serverCategory, categoryId: 'storage', categoryName: 'Storage system (SAN/NAS)', capacityName: 'Usable TB', efficiencyFactor: 1.5 }]),
  wheelBefore: [
    { kind: 'category', categoryId: 'server', categoryName: 'Server (rack or tower)', categoryGroupWeight: 0.8, wattPerUnit: 33.33, cop: null, rating: 'C', numericRating: 5 },
    { kind: 'cooling', categoryId: null, categoryName: 'Cooling', categoryGroupWeight: 0.2, wattPerUnit: null, cop: 2.53, rating: 'F', numericRating: 2 },
  ],
  wheelAfter: [{ kind: 'category', categoryId: 'server', categoryName: 'Server (rack or tower)', categoryGroupWeight: 1, wattPerUnit: 13.33, cop: null, rating: 'A', numericRating: 7 }],
  settings: [],
  calculations: [
    calc('1', 'Server rooms', 300_000.4, 80_000.6, [item('11', 'before', 'server', 'Server (rack or tower)', 40, 300_000.4, 200_000.2), item('12', 'after', 'server', 'Server (rack or tower)', 24, 80_000.6, 50_000.3)]),
    calc('2', 'Workplaces', 158_657.8, 33_422.7, [
      item('21', 'before', 'desktop', 'Desktop computer', 1100, 70_000.4),
      item('22', 'before', 'monitor', 'Monitor', 2200, 88_657.4),
      item('23', 'after', 'laptop', 'Laptop', 1100, 33_422.7),
    ]),
  ],
};

async function renderReport(locale: string) {
  await act(() => activateLocale(locale));
  let container!: HTMLElement;
  await act(async () => {
    container = render(
      <I18nProvider i18n={i18n}>
        <ComparativeReportSheets report={report} date={new Date('2027-03-01T12:00:00Z')} print f={comparativeFormat(locale, report.currency)} />
      </I18nProvider>,
    ).container;
  });
  return container;
}

const byTestId = (root: HTMLElement, id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\u00a0|\u202f/g, ' ') ?? '';
/** The numbers of an en-GB text ("DKK 2,350,000" → 2350000), in order. */
const amounts = (text: string, prefix: string) => [...text.matchAll(new RegExp(`${prefix}\\s?([\\d,]+)`, 'g'))].map((m) => Number(m[1]!.replace(/,/g, '')));

afterEach(async () => {
  await act(() => activateLocale('en-GB'));
});

describe('ComparativeReportSheets (issue #28)', () => {
  it('says "Besparelse" (a saving), not "Gemmer" (saving in progress), in Danish', async () => {
    const root = await renderReport('da-DK');
    const table = byTestId(root, 'calculations-table');
    expect(table).toContain('Besparelse');
    expect(root.textContent).not.toMatch(/Gemmer|Gemt/);
  });

  it('prints category names in the report language', async () => {
    const root = await renderReport('da-DK');
    const text = root.textContent ?? '';
    expect(text).toContain('Server (rack eller tower)');
    expect(text).toContain('Bærbar computer');
    for (const english of ['Server (rack or tower)', 'Storage system (SAN/NAS)', 'Desktop computer']) expect(text).not.toContain(english);
  });

  it('prints money figures rounded once, so that the year, the period and the kickback add up, marked ≈', async () => {
    const root = await renderReport('en-GB');
    const summary = byTestId(root, 'summary-text');
    const [year, period] = amounts(summary, 'DKK');
    // 466,067.115 DKK a year rounds (M7, above 10^5) to 470,000; the period is 5 × that.
    expect(year).toBe(470_000);
    expect(period).toBe(5 * year!);
    expect(summary).toMatch(/≈ ?DKK 470,000/);
    const kickback = byTestId(root, 'kickback');
    const [agreed, inAll] = amounts(kickback, 'DKK');
    expect(agreed).toBe(24_000);
    expect(inAll).toBe(period! + agreed!);
  });

  it('prints totals rounded once from the exact sums, rows that add up to them, and savings their differences (issue #46 point 5)', async () => {
    const root = await renderReport('en-GB');
    const summary = byTestId(root, 'summary-text');
    const [before, after] = amounts(summary, '').filter((n) => n > 10_000);
    // 458,658.2 and 113,423.3 rounded once (the rows rounded alone, 80,001 + 33,423, printed 113,424).
    expect([before, after]).toEqual([458_658, 113_423]);
    const saving = Number(byTestId(root, 'key-energy-saving').replace(/[^\d]/g, ''));
    expect(saving).toBe(before! - after!);
    // The calculations table: each row's saving is its printed before minus after, and the rows add up to the total.
    const rows = [...root.querySelectorAll('[data-testid="calculations-table"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => Number((td.textContent ?? '').replace(/\u00a0/g, ' ').split(' ')[0]!.replace(/,/g, ''))));
    expect(rows.map((r) => r.slice(2, 5))).toEqual([
      [300_000, 80_000, 220_000],
      [158_658, 33_423, 125_235],
      [458_658, 113_423, 345_235],
    ]);
  });

  it("prints equipment tables whose rows add up to their calculation's printed kWh, with UPS and cooling apart from the IT energy (issue #46 point 5)", async () => {
    const root = await renderReport('en-GB');
    const tables = [...root.querySelectorAll<HTMLTableElement>('[data-testid="item-table"]')];
    expect(tables).toHaveLength(2);
    const cells = (table: HTMLTableElement) => [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/\u00a0/g, ' ')));
    const head = (table: HTMLTableElement) => [...table.querySelectorAll('th')].map((th) => th.textContent);
    const kwh = (text: string) => Number(text.replace(/,/g, ''));
    // The servers: their IT energy (the method's formula) and their share of UPS and cooling, which make the total.
    expect(head(tables[0]!)).toEqual(['Side', 'Equipment', 'Category', 'Amount', 'IT kWh / year', 'UPS + cooling kWh / year', 'Total kWh / year', 'CO2e a year']);
    expect(cells(tables[0]!).map((r) => r.slice(4, 7).map(kwh))).toEqual([
      [200_000, 100_000, 300_000],
      [50_000, 30_000, 80_000],
    ]);
    // The workplaces have no UPS or cooling: one kWh column. Before: 70,000.4 + 88,657.4 = 158,657.8, printed 158,658 in
    // the calculations table; rounded alone the items gave 70,000 + 88,657 = 158,657.
    expect(head(tables[1]!)).toEqual(['Side', 'Equipment', 'Category', 'Amount', 'kWh a year', 'CO2e a year']);
    const workplaces = cells(tables[1]!);
    expect(workplaces.map((r) => kwh(r[4]!))).toEqual([70_000, 88_658, 33_423]);
    // Amounts are counts: 1,100 and 2,200.
    expect(workplaces.map((r) => r[3])).toEqual(['1,100', '2,200', '1,100']);
  });

  it('prints capacities as counted (1,100 users, not 1,100.0) and lets a header break after its slash only (issue #46 point 5)', async () => {
    const root = await renderReport('de-DE');
    const efficiency = [...root.querySelectorAll('table')].find((t) => t.textContent?.includes('Virtuelle Maschinen'))!;
    const row = [...efficiency.querySelectorAll('tbody tr')][0]!;
    expect([...row.querySelectorAll('td')].slice(2, 4).map((td) => td.textContent)).toEqual(['900', '900']);
    const side = [...root.querySelectorAll<HTMLElement>('[data-testid="item-table"] th')][0]!;
    // "Vorher/nachher" breaks as "Vorher/" over "nachher" where the column is narrow, not "Vorher/n" over "achher".
    expect(side.textContent).toBe('Vorher/nachher');
    expect(side.innerHTML).toBe('Vorher/<wbr>nachher');
  });

  it('names the cooling of the energy wheel in the report language (issue #46 point 5)', async () => {
    const root = await renderReport('de-DE');
    const wheels = [...root.querySelectorAll('svg')].map((svg) => svg.textContent ?? '').join(' ');
    expect(wheels).toContain('Kühlung');
    expect(wheels).not.toContain('Cooling');
  });
});
