import { describe, expect, it } from 'vitest';
import {
  co2TonUnit,
  comparativeReportFigures,
  compareCalculation,
  efficiencyBarThickness,
  itemDataState,
  preAnalysisEstimate,
  printedItemKwh,
  printedKwhRow,
  printedKwhRows,
  printedKwhTotal,
  reportPages,
  weightedEfficiencyFactor,
} from './comparative-solution';
import { roundSavings } from './display';
import { computeSolution } from './solution';
import { buildItem, buildSolution } from './test-factories';

const on = (watts: number, hours = 8760) => [{ name: 'On', powerConsumptionWatts: watts, hours }];

/*
 * Hand-computed table (M1, M2, M3, M4, M6). Data centre (mode 1), UPS η 90 %, cooling COP 3,
 * grid factor 400 g/kWh, no renewable energy.
 *
 * before: 10 servers × 400 W × 8760 h = 35 040 kWh (capacity 50 VMs → 4000 W / 50 = 80 W/VM)
 *         2 switches × 100 W × 8760 h =  1 752 kWh (capacity 96 ports → 200 W / 96 = 2.0833 W/port)
 *         IT 36 792; UPS 36 792 × (100/90 − 1) = 4 088; cooling (36 792 + 4 088) / 3 = 13 626.667
 *         total 54 506.667 kWh; CO2 54 506.667 × 0.4 = 21 802.667 kg
 * after:   4 servers × 500 W × 8760 h = 17 520 kWh (capacity 60 VMs → 2000 W / 60 = 33.333 W/VM)
 *         2 switches × 100 W × 8760 h =  1 752 kWh (capacity 96 ports → 2.0833 W/port)
 *         IT 19 272; UPS 2 141.333; cooling 7 137.778; total 28 551.111 kWh; CO2 11 420.444 kg
 */
const ctx = { upsEfficiencyPercent: 90, coolingCop: 3, co2FactorGram: 400 };
const before = computeSolution(
  buildSolution({
    ...ctx,
    items: [
      buildItem({ id: 'b1', categoryId: 'server', amount: 10, modes: on(400) }),
      buildItem({ id: 'b2', categoryId: 'network_switch', amount: 2, modes: on(100) }),
    ],
    capacities: [
      { categoryId: 'server', capacityId: 'vm', amount: 50 },
      { categoryId: 'network_switch', capacityId: 'port', amount: 96 },
    ],
  }),
);
const after = computeSolution(
  buildSolution({
    ...ctx,
    items: [
      buildItem({ id: 'a1', categoryId: 'server', amount: 4, modes: on(500) }),
      buildItem({ id: 'a2', categoryId: 'network_switch', amount: 2, modes: on(100) }),
    ],
    capacities: [
      { categoryId: 'server', capacityId: 'vm', amount: 60 },
      { categoryId: 'network_switch', capacityId: 'port', amount: 96 },
    ],
  }),
);

describe('compareCalculation (M6)', () => {
  const c = compareCalculation(before, after, 2);

  it('gives the totals, saving and savings percentage of the hand-computed table', () => {
    expect(c.totalKwhBefore).toBeCloseTo(54506.6667, 3);
    expect(c.totalKwhAfter).toBeCloseTo(28551.1111, 3);
    expect(c.energySavingKwh).toBeCloseTo(25955.5556, 3);
    // money saving at 2 per kWh
    expect(c.moneySaving).toBeCloseTo(51911.1111, 3);
    // 25 955.556 / 54 506.667 = 47.6190 %
    expect(c.operationalSavingsPercent).toBeCloseTo(47.619, 3);
    // 21 802.667 − 11 420.444 = 10 382.222 kg
    expect(c.co2SavingKg).toBeCloseTo(10382.2222, 3);
  });

  it('gives capacities before and after, efficiency factors and total watt per category', () => {
    const server = c.capacities.find((x) => x.categoryId === 'server')!;
    expect(server.capacityBefore).toBe(50);
    expect(server.capacityAfter).toBe(60);
    // 80 / 33.333 = 2.4
    expect(server.efficiencyFactor).toBeCloseTo(2.4, 10);
    expect(server.totalWattForCategoryBefore).toBeCloseTo(4000, 9);
    expect(server.totalWattForCategoryAfter).toBeCloseTo(2000, 9);
    const sw = c.capacities.find((x) => x.categoryId === 'network_switch')!;
    expect(sw.efficiencyFactor).toBeCloseTo(1, 12);
    expect(sw.totalWattForCategoryBefore).toBeCloseTo(200, 9);
  });

  it('gives the efficient growth: the after-capacity at the before-efficiency minus what it uses', () => {
    // server: 80 W/VM × 60 VMs × 8.76 − 17 520 = 42 048 − 17 520 = 24 528; switch: 1 752 − 1 752 = 0
    expect(c.totalEnergyEfficientGrowthKwh).toBeCloseTo(24528, 6);
  });

  it('weights the efficiency factors by the before energy', () => {
    // (2.4 × 35 040 + 1 × 1 752) / 36 792 = 2.3333
    expect(weightedEfficiencyFactor(c.capacities)).toBeCloseTo(2.33333, 4);
    expect(weightedEfficiencyFactor([{ efficiencyFactor: null, itKwhBefore: 10 }])).toBeNull();
  });

  it('has no savings percentage when nothing was used before', () => {
    const empty = computeSolution(buildSolution({ items: [] }));
    expect(compareCalculation(empty, after).operationalSavingsPercent).toBeNull();
  });
});

describe('itemDataState (spec §4)', () => {
  it.each([
    ['replacement', 'before', 3],
    ['replacement', 'after', 4],
    ['growth', 'before', 1],
    ['growth', 'after', 2],
  ] as const)('%s %s is state %i', (variant, side, state) => {
    expect(itemDataState(variant, side)).toBe(state);
  });
});

describe('co2TonUnit (spec §9, M7)', () => {
  it.each([
    [999, 'ton', 999],
    [1000, 'kiloton', 1],
    [25_500, 'kiloton', 25.5],
    [2_000_000, 'megaton', 2],
    [3_500_000_000, 'gigaton', 3.5],
    [-4200, 'kiloton', -4.2],
  ] as const)('%d t is %s', (tons, unit, value) => {
    expect(co2TonUnit(tons)).toEqual({ unit, divider: expect.any(Number), value });
  });

  it('is null for a missing value', () => {
    expect(co2TonUnit(null)).toBeNull();
    expect(co2TonUnit(Number.NaN)).toBeNull();
  });
});

describe('savings rounding of the report (M7, spec §9)', () => {
  it.each([
    [25955.5556, 26000],
    [1_234_567, 1_200_000],
    [123_456, 120_000],
    [999.6, 1000],
    [512.4, 512],
  ])('%d rounds to %d', (value, rounded) => {
    expect(roundSavings(value)).toBe(rounded);
  });
});

describe('reportPages (spec §9)', () => {
  it('cuts 33 items into pages of 16, 16 and 1', () => {
    const pages = reportPages(Array.from({ length: 33 }, (_, i) => i));
    expect(pages.map((p) => p.length)).toEqual([16, 16, 1]);
    expect(pages[1][0]).toBe(16);
    expect(reportPages([])).toEqual([]);
  });
});

describe('efficiencyBarThickness (spec §9)', () => {
  it.each([
    [1, 50],
    [2, 25],
    [5, 10],
    [20, 8],
  ])('%i categories → %i px', (n, px) => {
    expect(efficiencyBarThickness(n)).toBe(px);
  });
});

describe('preAnalysisEstimate (M1, M6)', () => {
  it('estimates from category totals: 40 servers × 350 W all year against 12 × 450 W', () => {
    // before 40 × 350 × 8760 / 1000 = 122 640 kWh; after 12 × 450 × 8760 / 1000 = 47 304 kWh
    // laptops 200 × 30 W × 2000 h = 12 000 kWh against 200 × 15 W = 6 000 kWh
    const e = preAnalysisEstimate(
      [
        { unitsBefore: 40, wattsBefore: 350, unitsAfter: 12, wattsAfter: 450, hours: 9000 },
        { unitsBefore: 200, wattsBefore: 30, unitsAfter: 200, wattsAfter: 15, hours: 2000 },
      ],
      1.5,
    );
    expect(e.kwhBefore).toBeCloseTo(134640, 9);
    expect(e.kwhAfter).toBeCloseTo(53304, 9);
    expect(e.savingKwh).toBeCloseTo(81336, 9);
    expect(e.moneySaving).toBeCloseTo(122004, 9);
    expect(e.savingPercent).toBeCloseTo(60.4100, 3);
  });

  it('counts negative input as nothing and has no percentage without a before', () => {
    const e = preAnalysisEstimate([{ unitsBefore: -3, wattsBefore: 100, unitsAfter: 1, wattsAfter: 10, hours: 100 }], 1);
    expect(e.kwhBefore).toBe(0);
    expect(e.savingPercent).toBeNull();
  });
});

/*
 * Issue #28: the report rounded each figure on its own ("DKK 470,000 a year … DKK 2,300,000 over 5
 * years", "350,000 kWh" beside 458,658 − 113,423). Issue #46 point 5: its totals were the sums of
 * rounded rows (65.8 t before for an exact 65.7 t). Hand-computed (M6, M7, largest remainder):
 *   totals: 458,658.2 → 458,658 before; 113,423.3 → 113,423 after; saving 345,235
 *   before rows: 300,000.4 + 158,657.8 → floors 300,000 + 158,657 = 458,657, one more to the larger
 *     remainder (.8): 300,000 and 158,658
 *   after rows: 80,000.6 + 33,422.7 → floors 80,000 + 33,422 = 113,422, one more to .7: 80,000 and
 *     33,423 (80,000.6 alone rounds to 80,001: the rows then added to 113,424)
 *   savings: 220,000 and 125,235; over 5 years 1,726,175 kWh
 *   money: exact saving 345,234.9 kWh × 1.35 = 466,067.115 DKK; above 10^5 → nearest 10,000: 470,000;
 *   over 5 years 5 × 470,000 = 2,350,000 (rounding 2,330,335.6 on its own gave 2,300,000);
 *   with a kickback of 24,000: 2,374,000 in all.
 */
describe('comparativeReportFigures (M6, M7, issues #28 and #46)', () => {
  const calculations = [
    { totalKwhBefore: 300_000.4, totalKwhAfter: 80_000.6 },
    { totalKwhBefore: 158_657.8, totalKwhAfter: 33_422.7 },
  ];
  const fig = comparativeReportFigures({ calculations, moneySaving: 345_234.9 * 1.35, years: 5, kickback: 24_000 });

  it('prints totals rounded once from the exact sums, rows that add up to them, and savings their differences', () => {
    expect(fig.total).toEqual({ kwhBefore: 458_658, kwhAfter: 113_423, energySavingKwh: 345_235 });
    expect(fig.rows).toEqual([
      { kwhBefore: 300_000, kwhAfter: 80_000, energySavingKwh: 220_000 },
      { kwhBefore: 158_658, kwhAfter: 33_423, energySavingKwh: 125_235 },
    ]);
    expect(fig.energySavingOverYearsKwh).toBe(1_726_175);
  });

  it('rounds the yearly money saving once and derives the period and the benefit in all from it', () => {
    expect(fig.moneyStep).toBe(10_000);
    expect(fig.moneySavingYear).toBe(470_000);
    expect(fig.moneySavingOverYears).toBe(2_350_000);
    expect(fig.kickback).toBe(24_000);
    expect(fig.benefitInAll).toBe(2_374_000);
    expect(fig.moneyApproximate).toBe(true);
  });

  it('marks no approximation when nothing is rounded, and has no benefit in all without a kickback', () => {
    const small = comparativeReportFigures({ calculations: [{ totalKwhBefore: 1000, totalKwhAfter: 400 }], moneySaving: 810, years: 3, kickback: null });
    expect(small.moneySavingYear).toBe(810);
    expect(small.moneySavingOverYears).toBe(2430);
    expect(small.moneyApproximate).toBe(false);
    expect(small.benefitInAll).toBeNull();
    // Above a million: the nearest 100,000; a loss rounds alike.
    expect(comparativeReportFigures({ calculations: [], moneySaving: -1_234_567, years: 2 }).moneySavingYear).toBe(-1_200_000);
  });

  it('prints each CO2e side as its exact sum rounded once, not the sum of rounded rows (issue #46 point 5: 65.8 t for an exact 65.7 t)', () => {
    // The demo project's two calculations: before 28,254.88 + 37,470.86 = 65,725.73 kg, after 9,896.59 + 6,356.93 = 16,253.52 kg.
    // Rounded per row, the before printed 28.3 + 37.5 = 65.8 t.
    const f = comparativeReportFigures({
      calculations: [
        { totalKwhBefore: 1, totalKwhAfter: 1, co2BeforeKg: 28_254.876777977155, co2AfterKg: 9_896.589275928012 },
        { totalKwhBefore: 1, totalKwhAfter: 1, co2BeforeKg: 37_470.857820000005, co2AfterKg: 6_356.9313 },
      ],
      moneySaving: 0,
      years: 1,
    });
    // Tons (the total before, 65.7 t, is under 1 000 t): one decimal, a step of 100 kg.
    expect(f.co2StepKg).toBe(100);
    expect(f.co2Total).toEqual({ co2BeforeKg: 65_700, co2AfterKg: 16_300, co2SavingKg: 49_400 });
    // The savings (18,358.29 and 31,113.93 kg) add up to the printed 49.4 t: 18.3 + 31.1 (alone 18.4 + 31.1 = 49.5).
    expect(f.co2Rows).toEqual([{ co2SavingKg: 18_300 }, { co2SavingKg: 31_100 }]);
    // Above 1 000 t the unit is kt, and below 10 of a unit the format prints two decimals: 2.35 kt − 1.23 kt = 1.12 kt.
    const big = comparativeReportFigures({ calculations: [{ totalKwhBefore: 0, totalKwhAfter: 0, co2BeforeKg: 2_345_678, co2AfterKg: 1_234_567 }], moneySaving: 0, years: 1 });
    expect(big.co2Unit).toEqual({ unit: 'kiloton', divider: 1000, decimals: 2 });
    expect(big.co2StepKg).toBe(10_000);
    expect(big.co2Total).toEqual({ co2BeforeKg: 2_350_000, co2AfterKg: 1_230_000, co2SavingKg: 1_120_000 });
    expect(big.co2Rows).toEqual([{ co2SavingKg: 1_120_000 }]);
  });
});

describe('printedItemKwh: an equipment table adds up to its calculation (issue #46 point 5)', () => {
  it('rounds the items so that they add up to the side printed in the calculations table (261,486 under 261,485)', () => {
    // The demo's workplaces before: 110,012.76 + 151,472.64 = 261,485.40 kWh, printed 261,485; rounded alone 110,013 + 151,473 = 261,486.
    const items = [
      { annualKwh: 110_012.76, totalKwh: 110_012.76 },
      { annualKwh: 151_472.64, totalKwh: 151_472.64 },
    ];
    const printed = printedItemKwh(items, 261_485);
    expect(printed.map((p) => p.totalKwh)).toEqual([110_013, 151_472]);
    expect(printed.reduce((s, p) => s + p.totalKwh, 0)).toBe(261_485);
    expect(printed.map((p) => p.facilityKwh)).toEqual([0, 0]);
  });

  it('splits each total into IT and UPS and cooling that add up to it (127,801 = 81,796 IT + 46,005 UPS and cooling)', () => {
    const printed = printedItemKwh(
      [
        { annualKwh: 81_795.624, totalKwh: 127_800.57129452175 },
        { annualKwh: 44_400.06, totalKwh: 69_372.33015681918 },
      ],
      197_173,
    );
    expect(printed).toEqual([
      { itKwh: 81_796, facilityKwh: 46_005, totalKwh: 127_801 },
      { itKwh: 44_400, facilityKwh: 24_972, totalKwh: 69_372 },
    ]);
  });

  it('rounds the items alone without a side total, and never prints a negative part', () => {
    expect(printedItemKwh([{ annualKwh: 0.4, totalKwh: 0.4 }, { annualKwh: 10.9, totalKwh: 10.4 }])).toEqual([
      { itKwh: 0, facilityKwh: 0, totalKwh: 0 },
      { itKwh: 11, facilityKwh: 0, totalKwh: 11 },
    ]);
    expect(printedItemKwh([])).toEqual([]);
    // A side total that is not these items' (more than a kWh off their sum) is not forced on them.
    expect(printedItemKwh([{ annualKwh: 250_000, totalKwh: 250_000 }], 300_000).map((p) => p.totalKwh)).toEqual([250_000]);
  });
});

describe('printedKwhRow and printedKwhRows: one rounding rule for screens and report (issues #46 and #47)', () => {
  it('rounds each side once and prints the saving as their difference, not a separately rounded saving', () => {
    // The exact saving 7,127.8 rounds to 7,128 on its own; the printed sides 14,256 − 7,129 say 7,127.
    const row = printedKwhRow({ totalKwhBefore: 14_256.4, totalKwhAfter: 7_128.6 });
    expect(row).toEqual({ kwhBefore: 14_256, kwhAfter: 7_129, energySavingKwh: 7_127 });
    expect(Math.round(14_256.4 - 7_128.6)).toBe(7_128); // what the screens printed before: one off the printed sides
  });

  it('totals are the exact sums rounded once and the rows add up to them, as comparativeReportFigures prints them', () => {
    const calcs = [
      { totalKwhBefore: 300_000.4, totalKwhAfter: 80_000.6 },
      { totalKwhBefore: 158_657.6, totalKwhAfter: 33_423.4 },
    ];
    const { rows, total } = printedKwhRows(calcs);
    // 458,658.0 and 113,424.0 exactly: the rows rounded alone (300,000 + 158,658; 80,001 + 33,423) already add up.
    expect(total).toEqual({ kwhBefore: 458_658, kwhAfter: 113_424, energySavingKwh: 345_234 });
    expect(rows).toEqual(calcs.map(printedKwhRow));
    expect(printedKwhTotal(rows)).toEqual(total);
    expect(comparativeReportFigures({ calculations: calcs, moneySaving: 0, years: 1 })).toMatchObject({ rows, total });
    // Three rows of x.4 each: rounded alone 0 + 0 + 0 under an exact 1.2 → 1; the largest remainder gives the first one.
    expect(printedKwhRows([0.4, 0.4, 0.4].map((v) => ({ totalKwhBefore: v, totalKwhAfter: 0 }))).rows.map((r) => r.kwhBefore)).toEqual([1, 0, 0]);
  });
});
