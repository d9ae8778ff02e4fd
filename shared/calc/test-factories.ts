/**
 * Test factories and fast-check arbitraries for the calc tests (not exported from index.ts).
 * `build*(overrides)` give small valid inputs; arbitraries give random but realistic ones.
 */
import fc from 'fast-check';
import type { CalcGroup, CalcItem, CalcMode, CalcSolution, RatingThresholds } from './types';

export function buildItem(overrides: Partial<CalcItem> = {}): CalcItem {
  return {
    id: 'item-1',
    categoryId: 'server',
    amount: 1,
    modes: [{ name: 'On', powerConsumptionWatts: 100, hours: 8760 }],
    ...overrides,
  };
}

export function buildSolution(overrides: Partial<CalcSolution> = {}): CalcSolution {
  return {
    id: 'solution-1',
    calculationMode: 1,
    upsEfficiencyPercent: 0,
    coolingCop: 0,
    renewableEnergyPercent: 0,
    co2FactorGram: 400,
    kwhPrice: 1,
    items: [],
    capacities: [],
    shares: [],
    ...overrides,
  };
}

export function buildGroup(overrides: Partial<CalcGroup> = {}): CalcGroup {
  return { id: 'group-1', state: 'baseline', active: true, solutions: [], ...overrides };
}

/** Upper bounds A…F in W per unit; COP lower bounds A…F are the spec's cooling presets. */
export const TEST_THRESHOLDS: RatingThresholds = {
  categories: {
    server: [10, 20, 30, 40, 50, 60],
    storage: [5, 10, 15, 20, 25, 30],
  },
  coolingCop: [8.26, 6.33, 4.37, 2.98, 2.53, 1.63],
};

/** Fractional bounds, so that float noise of a sum is unlikely to sit exactly on a bound. */
export const PROPERTY_THRESHOLDS: RatingThresholds = {
  categories: {
    server: [3.3, 7.7, 15.5, 31.1, 62.2, 124.4],
    storage: [1.1, 2.3, 4.7, 9.1, 18.3, 36.7],
    network: [0.7, 1.3, 2.9, 5.3, 11.9, 23.3],
  },
  coolingCop: [8.26, 6.33, 4.37, 2.98, 2.53, 1.63],
};

export const CATEGORY_IDS = ['server', 'storage', 'network', 'laptop'] as const;

export const modeArb: fc.Arbitrary<CalcMode> = fc.record({
  name: fc.constantFrom('On', 'Idle', 'Off'),
  powerConsumptionWatts: fc.double({ min: 0, max: 2000, noNaN: true }),
  hours: fc.double({ min: 0, max: 8760, noNaN: true }),
});

export const lcaArb = fc.option(
  fc.record({
    method: fc.constantFrom('product' as const, 'average_plus' as const, 'category_default' as const),
    manufacturingKg: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: null }),
    transportationKg: fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null }),
    eolKg: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
  }),
  { nil: null },
);

/** Items without ids; `withIds` numbers them. */
export const itemBodyArb = fc.record({
  categoryId: fc.constantFrom(...CATEGORY_IDS),
  amount: fc.integer({ min: 0, max: 50 }),
  modes: fc.array(modeArb, { maxLength: 3 }),
  profileHours: fc.option(fc.double({ min: 0, max: 10000, noNaN: true }), { nil: null }),
  unitPrice: fc.option(fc.double({ min: 0, max: 50000, noNaN: true }), { nil: null }),
  refurbishmentImpactPercentage: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
  lca: lcaArb,
});

export function withIds(bodies: readonly Omit<CalcItem, 'id'>[], prefix = 'i'): CalcItem[] {
  return bodies.map((b, i) => ({ id: `${prefix}${i}`, ...b }));
}

export const solutionArb: fc.Arbitrary<CalcSolution> = fc
  .record({
    calculationMode: fc.constantFrom(1 as const, 2 as const, 3 as const),
    upsEfficiencyPercent: fc.constantFrom(0, 87.2, 89.3, 92.1, 94.6, 96.2, 98.1),
    coolingCop: fc.constantFrom(0, 1.63, 2.53, 2.98, 4.37, 6.33, 8.26),
    renewableEnergyPercent: fc.double({ min: 0, max: 100, noNaN: true }),
    co2FactorGram: fc.double({ min: 0, max: 1000, noNaN: true }),
    kwhPrice: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
    refurbishmentImpactPercentage: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
    items: fc.array(itemBodyArb, { maxLength: 30 }),
    capacities: fc.array(
      fc.record({
        categoryId: fc.constantFrom(...CATEGORY_IDS),
        capacityId: fc.constantFrom('cap-a', 'cap-b'),
        amount: fc.integer({ min: 0, max: 500 }),
      }),
      { maxLength: 5 },
    ),
    shares: fc.array(
      fc.record({
        categoryIds: fc.subarray([...CATEGORY_IDS]),
        fraction: fc.double({ min: -0.5, max: 1.5, noNaN: true }),
      }),
      { maxLength: 2 },
    ),
  })
  .map((s) => ({ id: 'solution', ...s, items: withIds(s.items) }));

/** Relative closeness for sums that only differ by float rounding. */
export function close(a: number, b: number, relative = 1e-9): boolean {
  return Math.abs(a - b) <= relative * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Walks a result and returns the paths of numbers that are NaN or infinite. */
export function nonFinitePaths(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nonFinitePaths(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => nonFinitePaths(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** Paths where two results differ beyond float rounding (numbers) or at all (other values). */
export function differences(a: unknown, b: unknown, path = ''): string[] {
  if (typeof a === 'number' && typeof b === 'number') return close(a, b) ? [] : [`${path}: ${a} ≠ ${b}`];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${path}: length ${a.length} ≠ ${b.length}`];
    return a.flatMap((v, i) => differences(v, b[i], `${path}[${i}]`));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  }
  return Object.is(a, b) ? [] : [`${path}: ${String(a)} ≠ ${String(b)}`];
}
