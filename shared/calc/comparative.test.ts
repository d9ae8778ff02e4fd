import { describe, expect, it } from 'vitest';
import { comparativeFigures, comparativeSide, energyEfficiencyComparison, splitComparativeItems } from './comparative';
import { computeSolution } from './solution';
import { buildItem, buildSolution } from './test-factories';

// Office solutions (mode 2), so total = IT.
// before: 2 × 300 W all year = 5256 kWh, capacity 20 → 600 W / 20 = 30 W/unit
const before = computeSolution(
  buildSolution({
    calculationMode: 2,
    items: [buildItem({ amount: 2, modes: [{ name: 'On', powerConsumptionWatts: 300, hours: 8760 }] })],
    capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 20 }],
  }),
);
// after: 1 × 300 W all year = 2628 kWh, capacity 30 → 300 W / 30 = 10 W/unit
const after = computeSolution(
  buildSolution({
    calculationMode: 2,
    items: [buildItem({ amount: 1, modes: [{ name: 'On', powerConsumptionWatts: 300, hours: 8760 }] })],
    capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 30 }],
  }),
);

describe('comparativeFigures (M6)', () => {
  it('gives energy saving, money saving, efficient growth and efficiency factor', () => {
    const f = comparativeFigures(before, after, { kwhPrice: 1.35 });
    // saving 5256 − 2628 = 2628 kWh; money 2628 × 1.35 = 3547.8
    expect(f.energySavingKwh).toBeCloseTo(2628, 9);
    expect(f.moneySaving).toBeCloseTo(3547.8, 9);
    // growth: 30 W/unit × 30 units × 8.76 − 2628 = 7884 − 2628 = 5256
    expect(f.totalEnergyEfficientGrowthKwh).toBeCloseTo(5256, 9);
    // efficiency factor 30 / 10 = 3
    expect(f.categories).toHaveLength(1);
    expect(f.categories[0].efficiencyFactor).toBeCloseTo(3, 12);
    expect(f.traces).toBeUndefined();
  });

  it('uses 1.35 per kWh for the money saving by default', () => {
    expect(comparativeFigures(before, after).moneySaving).toBeCloseTo(2628 * 1.35, 9);
  });

  it('counts no negative growth', () => {
    // after with capacity 5: 30 × 5 × 8.76 − 2628 = 1314 − 2628 < 0 → 0
    const small = computeSolution(
      buildSolution({
        calculationMode: 2,
        items: [buildItem({ amount: 1, modes: [{ name: 'On', powerConsumptionWatts: 300, hours: 8760 }] })],
        capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 5 }],
      }),
    );
    expect(comparativeFigures(before, small).totalEnergyEfficientGrowthKwh).toBe(0);
  });

  it('gives a null efficiency factor and no growth when a side has no watt per unit', () => {
    const noCapacity = computeSolution(
      buildSolution({ calculationMode: 2, items: [buildItem({ categoryId: 'server' }), buildItem({ id: 'n', categoryId: 'network' })] }),
    );
    const f = comparativeFigures(noCapacity, after);
    expect(f.categories.map((c) => [c.categoryId, c.efficiencyFactor, c.efficientGrowthKwh])).toEqual([
      ['network', null, 0],
      ['server', null, 0],
    ]);
    expect(comparativeFigures(before, noCapacity).categories.find((c) => c.categoryId === 'server')?.efficiencyFactor).toBeNull();
  });
});

describe('comparativeSide and splitComparativeItems (M6)', () => {
  it.each([
    { state: 1 as const, side: 'before' },
    { state: 3 as const, side: 'before' },
    { state: 2 as const, side: 'after' },
    { state: 4 as const, side: 'after' },
    { state: null, side: null },
  ])('puts state $state on side $side', ({ state, side }) => {
    expect(comparativeSide(state)).toBe(side);
  });

  it('splits items by state, leaving out items without one', () => {
    const items = [1, 2, 3, 4, null].map((s, i) => buildItem({ id: `i${i}`, comparativeState: s as 1 | 2 | 3 | 4 | null }));
    const { before: b, after: a } = splitComparativeItems(items);
    expect(b.map((i) => i.id)).toEqual(['i0', 'i2']);
    expect(a.map((i) => i.id)).toEqual(['i1', 'i3']);
  });
});

describe('energyEfficiencyComparison (M4)', () => {
  it('gives the improvement in % per category, dropping negatives and undefined ones', () => {
    const baseline = [
      { categoryId: 'server', wattPerUnit: 30 },
      { categoryId: 'storage', wattPerUnit: 10 },
      { categoryId: 'network', wattPerUnit: 5 },
      { categoryId: 'laptop', wattPerUnit: 0 },
      { categoryId: 'desktop', wattPerUnit: 8 },
    ];
    const comparative = [
      { categoryId: 'storage', wattPerUnit: 12 },
      { categoryId: 'server', wattPerUnit: 10 },
      { categoryId: 'network', wattPerUnit: null },
      { categoryId: 'laptop', wattPerUnit: 0 },
      { categoryId: 'monitor', wattPerUnit: 3 },
      { categoryId: 'desktop', wattPerUnit: 8 },
    ];
    const result = energyEfficiencyComparison(baseline, comparative);
    // server (30 − 10) / 30 × 100 = 66.67 %; desktop (8 − 8) / 8 = 0 %; storage −20 % dropped
    expect(result.map((r) => r.categoryId)).toEqual(['desktop', 'server']);
    expect(result[0].percent).toBe(0);
    expect(result[1].percent).toBeCloseTo(200 / 3, 12);
  });
});
