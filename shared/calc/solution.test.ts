import { describe, expect, it } from 'vitest';
import { computeSolution, computeSolutionItems } from './solution';
import { buildItem, buildSolution, TEST_THRESHOLDS } from './test-factories';
import type { CalcContext, CalcSolution } from './types';

/**
 * The worked example used throughout (η 80 %, cop 2, 25 % renewable, 400 g/kWh, 2 per kWh):
 *   server  2 × 300 W × 8760 h            = 5256 kWh   (capacity vm 20)
 *   network 1 × 100 W × 8760 h            =  876 kWh   (share 0.5, no capacity)
 *   storage 4 × (50 W × 4380 + 10 W × 4380) / 1000 = 4 × 262.8 = 1051.2 kWh (capacity tb 8 + 4)
 *   itKwh    = 5256 + 876 + 1051.2                 = 7183.2
 *   covered  = 5256 + 876 × 0.5 + 1051.2           = 6745.2
 *   ups      = 6745.2 × (100/80 − 1)               = 1686.3
 *   cooling  = (6745.2 + 1686.3) / 2               = 4215.75
 *   total    = 7183.2 + 1686.3 + 4215.75           = 13 085.25
 */
const example: CalcSolution = buildSolution({
  upsEfficiencyPercent: 80,
  coolingCop: 2,
  renewableEnergyPercent: 25,
  co2FactorGram: 400,
  kwhPrice: 2,
  items: [
    buildItem({
      id: 'a',
      categoryId: 'server',
      amount: 2,
      modes: [{ name: 'On', powerConsumptionWatts: 300, hours: 8760 }],
      unitPrice: 1000,
      lca: { method: 'product', manufacturingKg: 500, transportationKg: 50, eolKg: 20 },
    }),
    buildItem({ id: 'b', categoryId: 'network', amount: 1, modes: [{ name: 'On', powerConsumptionWatts: 100, hours: 8760 }] }),
    buildItem({
      id: 'c',
      categoryId: 'storage',
      amount: 4,
      modes: [
        { name: 'On', powerConsumptionWatts: 50, hours: 4380 },
        { name: 'Idle', powerConsumptionWatts: 10, hours: 4380 },
      ],
      unitPrice: 500,
      refurbishmentImpactPercentage: 25,
      lca: { method: 'category_default', manufacturingKg: 200, transportationKg: 20, eolKg: null },
    }),
  ],
  capacities: [
    { categoryId: 'server', capacityId: 'vm', amount: 20 },
    { categoryId: 'storage', capacityId: 'tb', amount: 8 },
    { categoryId: 'storage', capacityId: 'tb', amount: 4 },
    { categoryId: 'storage', capacityId: 'iops', amount: 1000 },
  ],
  shares: [{ categoryIds: ['network'], fraction: 0.5 }],
});
const ctx: CalcContext = { ratingThresholds: TEST_THRESHOLDS, years: 5, lcaReport: true };

describe('computeSolution: energy (M1, M2)', () => {
  const f = computeSolution(example, ctx);

  it('sums item energy, covered energy, UPS, cooling and total', () => {
    expect(f.itKwh).toBeCloseTo(7183.2, 9);
    expect(f.coveredKwh).toBeCloseTo(6745.2, 9);
    expect(f.upsKwh).toBeCloseTo(1686.3, 9);
    expect(f.coolingKwh).toBeCloseTo(4215.75, 9);
    expect(f.totalKwh).toBeCloseTo(13085.25, 9);
    expect(f.itemCount).toBe(3);
  });

  it('gives DCiE and PUE', () => {
    // round(7183.2 / 13 085.25 × 100) = round(54.896) = 55; PUE = 13 085.25 / 7183.2 = 1.82165…
    expect(f.dciePercent).toBe(55);
    expect(f.pue).toBeCloseTo(13085.25 / 7183.2, 12);
  });

  it('leaves out UPS and cooling in calculation modes 2 and 3, which have no DCiE or PUE (data-centre figures, M2)', () => {
    for (const calculationMode of [2, 3] as const) {
      const g = computeSolution({ ...example, calculationMode }, ctx);
      expect(g).toMatchObject({ upsKwh: 0, coolingKwh: 0, coveredKwh: 0, dciePercent: null, pue: null });
      expect(g.totalKwh).toBeCloseTo(7183.2, 9);
      expect(g.cooling.cop).toBeNull();
      expect(g.energyWheel.some((e) => e.kind === 'cooling')).toBe(false);
    }
  });

  it('has no UPS with η 0 and no cooling with cop 0', () => {
    const g = computeSolution({ ...example, upsEfficiencyPercent: 0, coolingCop: 0 }, ctx);
    expect(g.totalKwh).toBeCloseTo(g.itKwh, 9);
    expect(g.dciePercent).toBe(100);
  });

  it('ignores an invalid share and flags it (M9)', () => {
    const g = computeSolution({ ...example, shares: [{ categoryIds: ['network'], fraction: 1.5 }] }, ctx);
    expect(g.shareInvalid).toBe(true);
    expect(g.warnings).toEqual(['category_infrastructure_share']);
    // network then draws all of its energy: covered = 7183.2
    expect(g.coveredKwh).toBeCloseTo(7183.2, 9);
    expect(f.warnings).toEqual([]);
  });

  it('gives null DCiE, PUE and rating for an empty solution', () => {
    const g = computeSolution(buildSolution(), ctx);
    expect(g).toMatchObject({ itKwh: 0, totalKwh: 0, dciePercent: null, pue: null, categories: [], co2Kg: 0 });
    expect(g.rating).toEqual({ totalKwh: 0, score: null, numericRating: null, rating: null, unratedShare: 0 });
  });

  it('gives null DCiE and PUE when every item draws 0 W', () => {
    const g = computeSolution(buildSolution({ items: [buildItem({ modes: [{ name: 'On', powerConsumptionWatts: 0, hours: 8760 }] })] }), ctx);
    expect(g.dciePercent).toBeNull();
    expect(g.pue).toBeNull();
  });
});

describe('computeSolution: emissions and cost (M3)', () => {
  const f = computeSolution(example, ctx);

  it('gives CO2 from total energy net of renewables', () => {
    // 13 085.25 × (1 − 0.25) × 400 / 1000 = 13 085.25 × 0.3 = 3925.575 kg
    expect(f.co2Kg).toBeCloseTo(3925.575, 9);
    expect(f.co2Ton).toBeCloseTo(3.925575, 12);
  });

  it('gives operational cost and investment', () => {
    // 13 085.25 × 2 = 26 170.5; investment 2 × 1000 + 4 × 500 = 4000
    expect(f.operationalCost).toBeCloseTo(26170.5, 9);
    expect(f.investment).toBe(4000);
    expect(f.kwhPrice).toBe(2);
  });

  it("uses the project's price when the solution has none, else 1.35", () => {
    expect(computeSolution({ ...example, kwhPrice: null }, { ...ctx, kwhPrice: 1.5 }).operationalCost).toBeCloseTo(13085.25 * 1.5, 9);
    expect(computeSolution({ ...example, kwhPrice: null }, ctx).operationalCost).toBeCloseTo(13085.25 * 1.35, 9);
  });
});

describe('computeSolution: categories and rating (M4)', () => {
  const f = computeSolution(example, ctx);
  const byId = Object.fromEntries(f.categories.map((c) => [c.categoryId, c]));

  it('orders categories by id', () => {
    expect(f.categories.map((c) => c.categoryId)).toEqual(['network', 'server', 'storage']);
  });

  it('gives each category its energy with its share of UPS and cooling', () => {
    // k = 0.25 + 1.25 / 2 = 0.875; server 5256 × 1.875 = 9855; network 876 + 438 × 0.875 = 1259.25;
    // storage 1051.2 × 1.875 = 1971; together 13 085.25
    expect(byId.server.totalKwh).toBeCloseTo(9855, 9);
    expect(byId.network.totalKwh).toBeCloseTo(1259.25, 9);
    expect(byId.storage.totalKwh).toBeCloseTo(1971, 9);
    // server CO2 9855 × 0.3 = 2956.5; cost 9855 × 2 = 19 710
    expect(byId.server.co2Kg).toBeCloseTo(2956.5, 9);
    expect(byId.server.operationalCost).toBeCloseTo(19710, 9);
  });

  it('gives watt per unit, group weight and rating', () => {
    // server: 5256 × 1000 / 8760 = 600 W; 600 / 20 = 30 W/unit → C (bound 30 ≥ 30)
    expect(byId.server).toMatchObject({ averageWatts: 600, capacityId: 'vm', capacityAmount: 20, wattPerUnit: 30, rating: 'C', numericRating: 5 });
    expect(byId.server.groupWeight).toBeCloseTo(5256 / 7183.2, 12);
    // storage: 1051.2 × 1000 / 8760 = 120 W over tb 8 + 4 = 12 → 10 W/unit → B (iops link ignored)
    expect(byId.storage).toMatchObject({ capacityId: 'tb', capacityAmount: 12, rating: 'B', numericRating: 6 });
    expect(byId.storage.wattPerUnit).toBeCloseTo(10, 12);
    // network: no capacity → unrated
    expect(byId.network).toMatchObject({ capacityId: null, wattPerUnit: null, rating: null, numericRating: null });
  });

  it('rates against the bounds of the capacity when the reference data has them', () => {
    // 30 W per vm against vm bounds 25, 50, … → B, instead of C on the category bounds
    const g = computeSolution(example, { ...ctx, ratingThresholds: { ...TEST_THRESHOLDS, capacities: { vm: [25, 50, 75, 100, 125, 150] } } });
    expect(g.categories.find((c) => c.categoryId === 'server')?.rating).toBe('B');
  });

  it('rates the cooling by its COP and adds it to the energy wheel', () => {
    // cop 2 ≥ 1.63 → F
    expect(f.cooling).toEqual({ cop: 2, coolingKwh: f.coolingKwh, rating: 'F', numericRating: 2 });
    expect(f.energyWheel.map((e) => [e.kind, e.categoryId, e.rating])).toEqual([
      ['category', 'network', null],
      ['category', 'server', 'C'],
      ['category', 'storage', 'B'],
      ['cooling', null, 'F'],
    ]);
    expect(f.energyWheel[3].groupWeight).toBeCloseTo(4215.75 / 7183.2, 12);
  });

  it('accumulates the rating over the rated entries, leaving the unrated network out (issue #28)', () => {
    // (5256 × 5 + 1051.2 × 6 + 4215.75 × 2) / (5256 + 1051.2 + 4215.75)
    // = 41 018.7 / 10 522.95 = 3.898 → D; the network's 876 of 11 398.95 is left out
    expect(f.rating.score).toBeCloseTo(41018.7 / 10522.95, 12);
    expect(f.rating).toMatchObject({ totalKwh: f.totalKwh, rating: 'D', numericRating: 4 });
    expect(f.rating.unratedShare).toBeCloseTo(876 / 11398.95, 12);
  });
});

describe('computeSolution: LCA (M5)', () => {
  it('sums stages with stage inclusion and refurbishment', () => {
    // use per kWh over 5 years = 0.3 × 5 = 1.5 kg
    // a: U = 9855 × 1.5 = 14 782.5; M 1000, T 100, E 40 → gwp 15 922.5
    // b: U = 1259.25 × 1.5 = 1888.875; no LCA data → gwp 1888.875
    // c: M 800, T 80, E missing → to-gate; refurbished 25 %: impact 0.25 × 880 = 220 → gwp 220
    const f = computeSolution(example, ctx);
    expect(f.lca.manufacturingKg).toBeCloseTo(1800, 9);
    expect(f.lca.transportationKg).toBeCloseTo(180, 9);
    expect(f.lca.useKg).toBeCloseTo(14782.5 + 1888.875, 9);
    expect(f.lca.eolKg).toBeCloseTo(40, 9);
    expect(f.lca.refurbishmentImpactKg).toBeCloseTo(220, 9);
    expect(f.lca.refurbishedOffsetTotalKg).toBeCloseTo(660, 9);
    expect(f.lca.gwpKg).toBeCloseTo(15922.5 + 1888.875 + 220, 9);
    const storage = f.categories.find((c) => c.categoryId === 'storage');
    expect(storage).toMatchObject({ refurbishedItemCount: 1, refurbishedUnitCount: 4 });
    expect(storage?.lca.gwpKg).toBeCloseTo(220, 9);
  });

  it('counts the use stage of every item outside an LCA report: useKg = co2Kg × years', () => {
    // 13 085.25 × 0.3 × 5 = 19 627.875; c now adds its use: gwp 220 + 1971 × 1.5 = 3176.5
    const f = computeSolution(example, { ...ctx, lcaReport: false });
    expect(f.lca.useKg).toBeCloseTo(19627.875, 9);
    expect(f.categories.find((c) => c.categoryId === 'storage')?.lca.gwpKg).toBeCloseTo(3176.5, 9);
  });

  it('does not refurbish items of a non-refurbished category', () => {
    const f = computeSolution(example, { ...ctx, nonRefurbishedCategoryIds: ['storage'] });
    expect(f.lca.refurbishmentImpactKg).toBe(0);
    // storage back to M + T = 880 (to-gate)
    expect(f.categories.find((c) => c.categoryId === 'storage')?.lca.gwpKg).toBeCloseTo(880, 9);
  });

  it("falls back to the solution's refurbishment percentage for items that carry none", () => {
    const solution = buildSolution({
      refurbishmentImpactPercentage: 50,
      items: [buildItem({ lca: { method: 'product', manufacturingKg: 100, transportationKg: 10, eolKg: 0 } })],
    });
    // impact = 0.5 × 110 = 55
    expect(computeSolution(solution, ctx).lca.refurbishmentImpactKg).toBeCloseTo(55, 12);
    const explicitNew = { ...solution, items: [{ ...solution.items[0], refurbishmentImpactPercentage: 0 }] };
    expect(computeSolution(explicitNew, ctx).lca.refurbishmentImpactKg).toBe(0);
  });

  it('uses 5 years by default', () => {
    const f = computeSolution(example, { lcaReport: false });
    expect(f.lca.useKg).toBeCloseTo(f.co2Kg * 5, 9);
  });
});

describe('computeSolutionItems', () => {
  it('gives each item its energy, share of UPS and cooling, CO2, cost and LCA', () => {
    const items = computeSolutionItems(example, ctx);
    expect(items.map((i) => i.itemId)).toEqual(['a', 'b', 'c']);
    const c = items[2];
    // 1051.2 kWh; with UPS and cooling × 1.875 = 1971; CO2 1971 × 0.3 = 591.3; cost 3942
    expect(c.annualKwh).toBeCloseTo(1051.2, 9);
    expect(c.averageWatts).toBeCloseTo(120, 9);
    expect(c.totalKwh).toBeCloseTo(1971, 9);
    expect(c.co2Kg).toBeCloseTo(591.3, 9);
    expect(c.operationalCost).toBeCloseTo(3942, 9);
    expect(c.investment).toBe(2000);
    expect(c.lca).toMatchObject({ inclusion: 'to_gate', refurbished: true, gwpKg: 220 });
    expect(c.lca.useKg).toBeCloseTo(2956.5, 9);
  });

  it('agrees with computeSolution on totals', () => {
    const items = computeSolutionItems(example, ctx);
    const f = computeSolution(example, ctx);
    expect(items.reduce((s, i) => s + i.totalKwh, 0)).toBeCloseTo(f.totalKwh, 9);
    expect(items.reduce((s, i) => s + i.lca.gwpKg, 0)).toBeCloseTo(f.lca.gwpKg, 9);
  });
});

describe('accumulated rating of a solution (M4, issue #28: a rating only where it is defined)', () => {
  // 10 servers × 500 W all year, without a capacity: no watt per unit, so the server category is unrated.
  const servers = [buildItem({ id: 's', amount: 10, modes: [{ name: 'On', powerConsumptionWatts: 500, hours: 8760 }] })];
  // PUE = (100/η) × (1 + 1/cop) (M2) = 1.5 for both: η 90 with cop 100/35 ≈ 2.857 (1.111 × 1.35), and
  // η 96 with cop 1/0.44 ≈ 2.273 (1.0417 × 1.44).
  const worseUps = buildSolution({ id: 'a', upsEfficiencyPercent: 90, coolingCop: 100 / 35, items: servers });
  const worseCooling = buildSolution({ id: 'b', upsEfficiencyPercent: 96, coolingCop: 1 / 0.44, items: servers });

  it('rates only the rated entries: at the same PUE 1.5 each solution has its cooling rating, not A-weighted B and C', () => {
    const a = computeSolution(worseUps, ctx);
    const b = computeSolution(worseCooling, ctx);
    expect(a.pue).toBeCloseTo(1.5, 9);
    expect(b.pue).toBeCloseTo(1.5, 9);
    // COP lower bounds A…F 8.26, 6.33, 4.37, 2.98, 2.53, 1.63: 2.857 ≥ 2.53 → E; 2.273 ≥ 1.63 → F.
    expect(a.cooling.rating).toBe('E');
    expect(b.cooling.rating).toBe('F');
    expect(a.rating.rating).toBe('E');
    expect(b.rating.rating).toBe('F');
  });

  it('says how much of the weight was left out: the unrated servers (weight 1) beside the cooling', () => {
    const a = computeSolution(worseUps, ctx);
    // cooling weight = coolingKwh / itKwh = (100/90) / (100/35) = 0.3889; left out 1 / 1.3889 = 0.72
    expect(a.rating.unratedShare).toBeCloseTo(1 / (1 + 35 / 90), 9);
  });

  it('gives no rating without a capacity and without cooling (an office solution whose category has no capacity)', () => {
    const office = computeSolution(buildSolution({ calculationMode: 2, items: servers }), ctx);
    expect(office.totalKwh).toBeGreaterThan(0);
    expect(office.rating).toMatchObject({ rating: null, numericRating: null, score: null, unratedShare: 1 });
  });
});
