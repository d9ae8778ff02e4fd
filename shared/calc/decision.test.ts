/**
 * Decisions over time (issue #32; M10 in docs/decisions.md, with M3 emissions and cost and M5 LCA and
 * refurbishment). The accounting views follow the GHG Protocol Corporate Value Chain (Scope 3) Standard,
 * category 2 "Capital goods": the cradle-to-gate footprint counted in full in the year of acquisition.
 */
import { describe, expect, it } from 'vitest';
import {
  carbonPayback,
  curatedPath,
  decisionFigures,
  keptUnits,
  PAYBACK_HORIZON_YEARS,
  projectedCarbonPayback,
  projectionYears,
  recommend,
  serviceLifeYears,
  yearlyChangePath,
  type DecisionInput,
  type DecisionSide,
} from './decision';

const HOURS = 8760;

/** One server drawing `watts` all year at `gram` g/kWh (M1, M3: no UPS or cooling, 0 % renewable). */
function side(watts: number, gram: number, kwhPrice = 1.35, investment = 0): DecisionSide {
  const totalKwh = (watts * HOURS) / 1000;
  return { totalKwh, co2Kg: (totalKwh * gram) / 1000, operationalCost: totalKwh * kwhPrice, investment };
}

/** The acceptance example: baseline 400 W, proposal 250 W with a 1,606 kg manufacturing footprint. */
function example(gram: number, overrides: Partial<DecisionInput> = {}): DecisionInput {
  return {
    baseline: side(400, gram),
    group: side(250, gram),
    baselineItems: [{ productId: 'old', amount: 1 }],
    items: [{ id: 'new', productId: 'new', amount: 1, lca: { method: 'product', manufacturingKg: 1606, transportationKg: 0, eolKg: 0 }, serviceLifeYears: 5 }],
    years: 10,
    ...overrides,
  };
}

describe('decisionFigures: the acceptance example of issue #32 (M10)', () => {
  it('at 150 g/kWh: 1,314 kWh and 197.1 kg a year, payback 8.15 years, retain (service life 5)', () => {
    const f = decisionFigures(example(150));
    // (400 − 250) W × 8,760 h / 1000 = 1,314 kWh; × 150 g / 1000 = 197.1 kg
    expect(f.annualKwhSaving).toBeCloseTo(1314, 9);
    expect(f.annualCo2SavingKg).toBeCloseTo(197.1, 9);
    expect(f.annualCostSaving).toBeCloseTo(1314 * 1.35, 9);
    expect(f.embodiedKg).toBeCloseTo(1606, 9);
    // 1,606 / 197.1 = 8.148…
    expect(f.carbonPaybackYears).toBeCloseTo(8.148, 3);
    expect(f.carbonPaybackYears!.toFixed(2)).toBe('8.15');
    expect(f.carbonPaybackReason).toBeNull();
    expect(f.serviceLifeYears).toBeCloseTo(5, 9);
    expect(f.recommendation).toBe('retain');
    expect(f.recommendationReason).toBe('payback_beyond_service_life');
  });

  it('at 400 g/kWh: 525.6 kg a year, payback 3.06 years, replace', () => {
    const f = decisionFigures(example(400));
    // 1,314 kWh × 400 g / 1000 = 525.6 kg; 1,606 / 525.6 = 3.0555…
    expect(f.annualCo2SavingKg).toBeCloseTo(525.6, 9);
    expect(f.carbonPaybackYears!.toFixed(2)).toBe('3.06');
    expect(f.recommendation).toBe('replace');
    expect(f.recommendationReason).toBe('payback_within_service_life');
  });

  it('both accounting views: capital goods 1,606 kg in the year of acquisition (Scope 3 cat. 2), amortised 321.2 kg/yr', () => {
    const f = decisionFigures(example(150));
    expect(f.capitalGoodsKg).toBeCloseTo(1606, 9);
    // 1,606 / 5 = 321.2
    expect(f.amortisedKgPerYear).toBeCloseTo(321.2, 9);
  });

  it('projects N years with the embodied carbon in year 1; the cumulative saving crosses zero at the payback', () => {
    const f = decisionFigures(example(150));
    expect(f.projection).toHaveLength(10);
    expect(f.projection[0]).toMatchObject({ year: 1, gridFactorMultiplier: 1 });
    // year 1: baseline 3,504 × 0.15 = 525.6 kg; group 2,190 × 0.15 + 1,606 = 1,934.5 kg
    expect(f.projection[0].baselineKg).toBeCloseTo(525.6, 9);
    expect(f.projection[0].groupKg).toBeCloseTo(1934.5, 9);
    expect(f.projection[0].cumulativeSavingKg).toBeCloseTo(197.1 - 1606, 9);
    expect(f.projection[1].groupKg).toBeCloseTo(328.5, 9);
    // Payback 8.15 y: still negative after year 8 (8 × 197.1 − 1,606 = −29.2), positive after year 9 (+167.9).
    expect(f.projection[7].cumulativeSavingKg).toBeCloseTo(-29.2, 9);
    expect(f.projection[8].cumulativeSavingKg).toBeCloseTo(167.9, 9);
    expect(f.gridPathSource).toBe('flat');
  });

  it('follows a grid path: a falling factor lowers both sides and delays the payback beyond the flat one', () => {
    // −10 % a year: year k multiplier 0.9^(k−1)
    const f = decisionFigures(example(400, { gridPath: yearlyChangePath(10, -10) }));
    expect(f.gridPathSource).toBe('user');
    expect(f.projection[2].gridFactorMultiplier).toBeCloseTo(0.81, 12);
    expect(f.projection[2].baselineKg).toBeCloseTo(3504 * 0.4 * 0.81, 9);
    // Σ_{k=1..3} 525.6 × 0.9^(k−1) − 1,606 = 525.6 × 2.71 − 1,606 = −181.624
    expect(f.projection[2].cumulativeSavingKg).toBeCloseTo(-181.624, 9);
    expect(f.projection[3].cumulativeSavingKg).toBeCloseTo(-181.624 + 525.6 * 0.729, 9);
  });
});

describe('the payback and the recommendation follow the projection the chart draws (issue #46, M10)', () => {
  // The Danish BR18 path from 2026 (BR18 Bilag 2 Tabel 8, as in shared/reference/grid-path.ts; shared/calc
  // imports nothing outside itself): multipliers 1, 0.850, 0.700, 0.550, 0.400 (2030), 0.391, 0.381, …
  const br18 = { 2023: 0.187, 2025: 0.135, 2030: 0.047, 2035: 0.0414, 2040: 0.0403 };
  const danish = curatedPath(br18, 2026, PAYBACK_HORIZON_YEARS, 'BR18')!;

  it('400 W → 250 W, 1,606 kg, 300 g/kWh, life 5, Danish path: −226 kg after year 5, payback 6.48 years in year 7, retain', () => {
    const f = decisionFigures(example(300, { years: 5, gridPath: danish }));
    // The chart: Σ_{y≤5} 394.2 × multiplier_y − 1,606 = 394.2 × 3.50086 − 1,606 = −226.0 kg.
    expect(f.projection).toHaveLength(5);
    expect(f.projection[4].cumulativeSavingKg).toBeCloseTo(-226.0, 1);
    // Year 6 adds 394.2 × 0.39080 (→ −71.9), year 7 adds 394.2 × 0.38126 = 150.3: zero at 6 + 71.9 / 150.3.
    expect(f.carbonPaybackYears!.toFixed(2)).toBe('6.48');
    expect(f.carbonPaybackReason).toBeNull();
    expect(f.recommendation).toBe('retain');
    expect(f.recommendationReason).toBe('payback_beyond_service_life');
    // The flat figure stays, as the second view: 1,606 / 394.2 = 4.07.
    expect(f.flatCarbonPaybackYears!.toFixed(2)).toBe('4.07');
    expect(f.paybackHorizonYears).toBe(30);
  });

  it('at 150 g/kWh on the Danish path the curve turns positive in year 19 (18.07 years), not at the flat 8.15', () => {
    const f = decisionFigures(example(150, { years: 5, gridPath: danish }));
    expect(f.carbonPaybackYears!.toFixed(2)).toBe('18.07');
    expect(f.flatCarbonPaybackYears!.toFixed(2)).toBe('8.15');
    expect(f.recommendation).toBe('retain');
  });

  it('never says replace while the chart ends below zero within the service life', () => {
    for (const gram of [100, 200, 300, 400, 500, 800]) {
      const f = decisionFigures(example(gram, { years: 5, gridPath: danish }));
      const atLife = f.projection[4].cumulativeSavingKg;
      expect(f.recommendation === 'replace', `${gram} g`).toBe(atLife >= 0);
    }
  });

  it('"no payback within 30 years" when the curve never crosses zero', () => {
    // −50 % a year: Σ 197.1 × 0.5^(y−1) never exceeds 394.2 < 1,606.
    const f = decisionFigures(example(150, { years: 5, gridPath: yearlyChangePath(30, -50) }));
    expect(f.carbonPaybackYears).toBeNull();
    expect(f.carbonPaybackReason).toBe('no_payback_within_horizon');
    expect(f.recommendation).toBe('retain');
    expect(f.recommendationReason).toBe('no_payback_within_horizon');
    expect(f.flatCarbonPaybackYears!.toFixed(2)).toBe('8.15');
  });

  it.each([
    // embodied, saving, multipliers, horizon → years, reason
    [1606, 197.1, [1], 30, 1606 / 197.1, null],
    [1000, 500, [1, 1, 1], 30, 2, null],
    // The last multiplier holds beyond the path: −1,000 + 500 + 250 + 250 = 0 at year 3.
    [1000, 500, [1, 0.5], 30, 3, null],
    // Interpolated within the year: −500 after year 1, +1,000 in year 2 → 1 + 500 / 1,000.
    [1000, 500, [1, 2], 30, 1.5, null],
    [1000, 500, [0.5], 3, null, 'no_payback_within_horizon'],
    [1000, 500, [1, 0], 30, null, 'no_payback_within_horizon'],
    [0, 500, [1], 30, 0, null],
    [1000, 0, [1], 30, null, 'no_co2_saving'],
    [1000, -5, [1], 30, null, 'no_co2_saving'],
  ] as const)('projectedCarbonPayback(%s kg, %s kg/yr, %j, %s y) → %s (%s)', (embodied, saving, multipliers, horizon, years, reason) => {
    const r = projectedCarbonPayback(embodied, saving, multipliers, horizon);
    expect(r.reason).toBe(reason);
    if (years === null) expect(r.years).toBeNull();
    else expect(r.years).toBeCloseTo(years, 12);
  });
});

describe('embodied carbon of the decision (M10 with M5 refurbishment)', () => {
  const lca = { method: 'product' as const, manufacturingKg: 1000, transportationKg: 50, eolKg: 10 };

  it('counts manufacturing and transportation of new units, not end of life', () => {
    const f = decisionFigures(example(150, { items: [{ id: 'a', productId: 'new', amount: 2, lca }] }));
    expect(f.manufacturingKg).toBe(2000);
    expect(f.transportationKg).toBe(100);
    expect(f.embodiedKg).toBe(2100);
  });

  it('a refurbished item counts only its refurbishment impact p/100 × (M + T)', () => {
    const f = decisionFigures(example(150, { items: [{ id: 'a', productId: 'new', amount: 2, lca, refurbishmentImpactPercentage: 20 }] }));
    // 0.2 × 1,050 × 2 = 420
    expect(f.refurbishmentImpactKg).toBeCloseTo(420, 9);
    expect(f.manufacturingKg).toBe(0);
    expect(f.embodiedKg).toBeCloseTo(420, 9);
    expect(f.items[0]).toMatchObject({ refurbished: true, newUnits: 0 });
  });

  it('ignores the refurbishment percentage in a non-refurbished category', () => {
    const f = decisionFigures(example(150, { items: [{ id: 'a', productId: 'new', amount: 1, lca, refurbishmentImpactPercentage: 20, refurbishable: false }] }));
    expect(f.embodiedKg).toBe(1050);
  });

  it('units kept from the baseline (same product, up to its amount) count nothing', () => {
    const f = decisionFigures(
      example(150, {
        baselineItems: [{ productId: 'p', amount: 3 }],
        items: [
          { id: 'a', productId: 'p', amount: 2, lca },
          { id: 'b', productId: 'p', amount: 2, lca },
        ],
      }),
    );
    expect(f.items.map((i) => [i.keptUnits, i.newUnits])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(f.embodiedKg).toBe(1050);
  });

  it('amortises each item over its own service life; the group life is embodied-weighted', () => {
    const f = decisionFigures(
      example(150, {
        items: [
          { id: 'a', productId: 'x', amount: 1, lca: { method: 'product', manufacturingKg: 1000, transportationKg: 0, eolKg: null }, serviceLifeYears: 4 },
          { id: 'b', productId: 'y', amount: 1, lca: { method: 'product', manufacturingKg: 3000, transportationKg: 0, eolKg: null }, serviceLifeYears: 6 },
        ],
      }),
    );
    // 1,000/4 + 3,000/6 = 750 kg/yr; life = 4,000 / 750 = 5.333…
    expect(f.amortisedKgPerYear).toBeCloseTo(750, 9);
    expect(f.serviceLifeYears).toBeCloseTo(16 / 3, 9);
    expect(f.capitalGoodsKg).toBe(4000);
  });
});

describe('carbonPayback and recommend (M10)', () => {
  it.each([
    [1606, 197.1, 1606 / 197.1, null],
    [0, 100, 0, null],
    [1606, 0, null, 'no_co2_saving'],
    [1606, -50, null, 'no_co2_saving'],
    [1606, Number.NaN, null, 'no_co2_saving'],
  ])('embodied %s kg, saving %s kg/yr → %s years (%s)', (embodied, saving, years, reason) => {
    expect(carbonPayback(embodied, saving)).toEqual({ years, reason });
  });

  it.each([
    [3.06, 5, 'replace', 'payback_within_service_life'],
    [5, 5, 'replace', 'payback_within_service_life'],
    [8.15, 5, 'retain', 'payback_beyond_service_life'],
    [null, 5, 'retain', 'no_co2_saving'],
  ] as const)('payback %s within a life of %s → %s', (payback, life, recommendation, reason) => {
    expect(recommend(payback, life)).toEqual({ recommendation, reason });
  });

  it('retains with the payback reason it is given when there is no payback', () => {
    expect(recommend(null, 5, 'no_payback_within_horizon')).toEqual({ recommendation: 'retain', reason: 'no_payback_within_horizon' });
  });

  it('retains with no_co2_saving when the group emits more than the baseline', () => {
    const f = decisionFigures({ ...example(150), group: side(500, 150) });
    expect(f.carbonPaybackYears).toBeNull();
    expect(f.carbonPaybackReason).toBe('no_co2_saving');
    expect(f.recommendation).toBe('retain');
    expect(f.annualCo2SavingKg).toBeLessThan(0);
  });

  it('gives the money payback beside it (M3 ROI)', () => {
    const f = decisionFigures({ ...example(150), baseline: side(400, 150, 2, 0), group: side(250, 150, 2, 5256) });
    // saving 1,314 kWh × 2 = 2,628 a year; 5,256 / 2,628 = 2 years
    expect(f.moneyPaybackYears).toBeCloseTo(2, 9);
  });
});

describe('service life, kept units and grid paths (M10)', () => {
  it.each([
    [null, null, 5],
    [null, 7, 7],
    [3, 7, 3],
    [0, 4, 4],
    [-1, null, 5],
    [500, null, 50],
  ])('item %s, category %s → %s years', (item, category, expected) => {
    expect(serviceLifeYears(item, category)).toBe(expected);
  });

  it('keeps no units of items without a product', () => {
    expect(keptUnits([{ productId: null, amount: 2 }], [{ productId: null, amount: 2 }])).toEqual([0]);
  });

  it.each([
    [undefined, 5],
    [0, 1],
    [12.4, 12],
    [31, 30],
    [Number.NaN, 5],
  ])('projection length %s → %s', (years, expected) => {
    expect(projectionYears(years)).toBe(expected);
  });

  it('interpolates a curated path between anchors and holds the last factor', () => {
    const p = curatedPath({ 2030: 100, 2020: 200 }, 2025, 8, 'test source')!;
    // 2025: 150 (interpolated); 2026: 140; 2030: 100; 2032: 100 (held)
    expect(p.source).toBe('curated');
    expect(p.sourceNote).toBe('test source');
    expect(p.multipliers).toHaveLength(8);
    expect(p.multipliers[0]).toBe(1);
    expect(p.multipliers[1]).toBeCloseTo(140 / 150, 12);
    expect(p.multipliers[5]).toBeCloseTo(100 / 150, 12);
    expect(p.multipliers[7]).toBeCloseTo(100 / 150, 12);
    expect(curatedPath({}, 2025, 5, 'x')).toBeNull();
    expect(curatedPath({ 2025: 0 }, 2025, 5, 'x')).toBeNull();
  });

  it('a flat path when no change is known; a user change compounds yearly', () => {
    expect(yearlyChangePath(3, null)).toEqual({ source: 'flat', multipliers: [1, 1, 1], sourceNote: null });
    expect(yearlyChangePath(3, 5).multipliers.map((m) => Number(m.toFixed(6)))).toEqual([1, 1.05, 1.1025]);
    expect(yearlyChangePath(2, -150).multipliers).toEqual([1, 0]);
  });

  it('every headline figure explains how it was calculated', () => {
    const f = decisionFigures(example(150));
    for (const key of ['annualKwhSaving', 'annualCo2SavingKg', 'annualCostSaving', 'embodiedKg', 'carbonPaybackYears', 'flatCarbonPaybackYears', 'recommendation', 'capitalGoodsKg', 'amortisedKgPerYear', 'cumulativeSavingKg']) {
      expect(f.traces[key], key).toBeDefined();
    }
    expect(f.traces.carbonPaybackYears.value).toBe(f.carbonPaybackYears);
    expect(f.traces.capitalGoodsKg.formula).toMatch(/category 2/);
  });
});
