import { describe, expect, it } from 'vitest';
import { comparativeFigures } from './comparative';
import { computeGroup, computeProject } from './group';
import { computeSolution } from './solution';
import { buildGroup, buildItem, buildSolution, TEST_THRESHOLDS } from './test-factories';
import type { AggregateFigures, CalcContext } from './types';

const ctx: CalcContext = { ratingThresholds: TEST_THRESHOLDS, lcaReport: true };
const solution = buildSolution({
  id: 's1',
  upsEfficiencyPercent: 92.1,
  coolingCop: 2.53,
  items: [
    buildItem({ id: 'a', amount: 2, lca: { method: 'product', manufacturingKg: 100, transportationKg: 10, eolKg: 1 } }),
    buildItem({ id: 'b', categoryId: 'storage', refurbishmentImpactPercentage: 10, lca: { method: 'product', manufacturingKg: 50, transportationKg: 5, eolKg: null } }),
  ],
  capacities: [{ categoryId: 'server', capacityId: 'vm', amount: 4 }],
  shares: [{ categoryIds: ['storage'], fraction: 0.5 }],
});

/** The figure a trace key points at: `upsKwh`, `lca.gwpKg`, `categories.<id>.wattPerUnit`, … */
function figureAt(f: AggregateFigures, key: string): unknown {
  const parts = key.split('.');
  if (parts[0] === 'categories') {
    const category = f.categories.find((c) => c.categoryId === parts[1]);
    return (category as unknown as Record<string, unknown>)[parts[2]];
  }
  return parts.reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], f);
}

describe('explain traces', () => {
  it('are absent unless asked for', () => {
    expect(computeSolution(solution, ctx).traces).toBeUndefined();
    expect(computeGroup(buildGroup({ solutions: [solution] }), ctx).traces).toBeUndefined();
  });

  it('do not change any figure', () => {
    const { traces, ...explained } = computeSolution(solution, ctx, { explain: true });
    expect(traces).toBeDefined();
    expect(explained).toEqual(computeSolution(solution, ctx));
  });

  it('show the UPS formula with its inputs and value', () => {
    const f = computeSolution(solution, ctx, { explain: true });
    // covered = 2 × 876 + 876 × 0.5 = 2190 kWh; ups = 2190 × (100/92.1 − 1)
    expect(f.traces?.upsKwh).toEqual({
      section: 'M2',
      formula: 'upsKwh = coveredKwh × (100/η − 1); 0 without UPS',
      inputs: { coveredKwh: f.coveredKwh, efficiencyPercent: 92.1 },
      value: f.upsKwh,
    });
    expect(f.coveredKwh).toBeCloseTo(2190, 9);
    expect(f.upsKwh).toBeCloseTo(2190 * (100 / 92.1 - 1), 9);
  });

  it('cover the totals, every category figure and the ratings, each with the value it explains', () => {
    const f = computeSolution(solution, ctx, { explain: true });
    const keys = Object.keys(f.traces ?? {});
    for (const key of ['itKwh', 'coveredKwh', 'upsKwh', 'coolingKwh', 'totalKwh', 'dciePercent', 'pue', 'co2Kg', 'co2Ton', 'operationalCost', 'investment', 'lca.gwpKg', 'lca.useKg', 'rating.score', 'rating.rating', 'cooling.rating', 'categories.server.wattPerUnit', 'categories.server.rating', 'categories.storage.groupWeight']) {
      expect(keys).toContain(key);
    }
    for (const [key, trace] of Object.entries(f.traces ?? {})) {
      expect(trace.value, key).toEqual(figureAt(f, key));
      expect(trace.section, key).toMatch(/^M[1-9]$/);
    }
  });

  it('explain group and project totals as sums over their parts', () => {
    const other = { ...solution, id: 's2', calculationMode: 2 as const };
    const g = computeGroup(buildGroup({ id: 'g1', solutions: [solution, other] }), ctx, { explain: true });
    const trace = g.traces?.totalKwh;
    expect(trace?.formula).toBe('totalKwh = Σ_solutions totalKwh');
    expect(Object.keys(trace?.inputs ?? {})).toEqual(['s1', 's2']);
    const sum = Object.values(trace?.inputs ?? {}).reduce<number>((s, v) => s + (v as number), 0);
    expect(sum).toBeCloseTo(g.totalKwh, 9);
    for (const [key, t] of Object.entries(g.traces ?? {})) expect(t.value, key).toEqual(figureAt(g, key));
    expect(g.solutions[0].traces).toBeDefined();

    const p = computeProject({ id: 'p', groups: [buildGroup({ id: 'g1', solutions: [solution] })] }, ctx, { explain: true });
    expect(p.traces?.co2Kg.inputs).toEqual({ g1: p.groups[0].co2Kg });
  });

  it('explain the comparative figures of M6', () => {
    const before = computeSolution(solution, ctx);
    const after = computeSolution({ ...solution, items: [solution.items[0]] }, ctx);
    const f = comparativeFigures(before, after, { explain: true, kwhPrice: 2 });
    expect(f.traces?.energySavingKwh).toMatchObject({ section: 'M6', value: f.energySavingKwh });
    expect(f.traces?.moneySaving.inputs).toEqual({ energySavingKwh: f.energySavingKwh, kwhPrice: 2 });
  });
});
