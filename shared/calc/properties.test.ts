/**
 * Property-based tests (fast-check) of the invariants the methodology implies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeGroup, computeProject } from './group';
import { dciePercent, powerUsageEffectiveness } from './infrastructure';
import { itemAnnualKwh } from './item-energy';
import { itemLca } from './lca';
import { categoryRating, coolingRating, numericRating } from './rating';
import { computeSolution, computeSolutionItems } from './solution';
import {
  close,
  differences,
  lcaArb,
  nonFinitePaths,
  PROPERTY_THRESHOLDS,
  solutionArb,
  withIds,
} from './test-factories';
import type { AggregateFigures, CalcContext, CalcGroup, GroupState } from './types';

const ctxArb: fc.Arbitrary<CalcContext> = fc.record({
  ratingThresholds: fc.constant(PROPERTY_THRESHOLDS),
  years: fc.integer({ min: 0, max: 10 }),
  lcaReport: fc.boolean(),
  nonRefurbishedCategoryIds: fc.subarray(['server', 'storage', 'network', 'laptop']),
  kwhPrice: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
});

const groupArb: fc.Arbitrary<CalcGroup> = fc
  .record({
    state: fc.constantFrom<GroupState>('baseline', 'comparative', 'inactive', 'requested'),
    active: fc.boolean(),
    solutions: fc.array(solutionArb, { maxLength: 4 }),
  })
  .map((g) => ({ ...g, id: 'g', solutions: g.solutions.map((s, i) => ({ ...s, id: `s${i}` })) }));

const SUMMED = ['itemCount', 'itKwh', 'coveredKwh', 'upsKwh', 'coolingKwh', 'totalKwh', 'co2Kg', 'operationalCost', 'investment'] as const;

function expectSumOfParts(total: AggregateFigures, parts: readonly AggregateFigures[]): void {
  for (const key of SUMMED) {
    const sum = parts.reduce((s, p) => s + p[key], 0);
    expect(close(total[key], sum), `${key}: ${total[key]} vs Σ ${sum}`).toBe(true);
  }
  const gwp = parts.reduce((s, p) => s + p.lca.gwpKg, 0);
  expect(close(total.lca.gwpKg, gwp), 'lca.gwpKg').toBe(true);
}

describe('invariants', () => {
  it('a solution total equals the sum of its parts (items, categories, UPS and cooling)', () => {
    fc.assert(
      fc.property(solutionArb, ctxArb, (solution, ctx) => {
        const f = computeSolution(solution, ctx);
        const itemsKwh = solution.items.reduce((s, i) => s + itemAnnualKwh(i), 0);
        expect(close(f.itKwh, itemsKwh)).toBe(true);
        expect(close(f.totalKwh, f.itKwh + f.upsKwh + f.coolingKwh)).toBe(true);
        // per-category figures add up to the solution's
        for (const key of ['itKwh', 'totalKwh', 'co2Kg', 'operationalCost', 'investment', 'itemCount'] as const) {
          const sum = f.categories.reduce((s, c) => s + c[key], 0);
          expect(close(f[key], sum), key).toBe(true);
        }
        expect(close(f.lca.gwpKg, f.categories.reduce((s, c) => s + c.lca.gwpKg, 0))).toBe(true);
        // per-item figures add up too
        const items = computeSolutionItems(solution, ctx);
        expect(close(f.totalKwh, items.reduce((s, i) => s + i.totalKwh, 0))).toBe(true);
        expect(close(f.lca.gwpKg, items.reduce((s, i) => s + i.lca.gwpKg, 0))).toBe(true);
      }),
    );
  });

  it("group totals are the sums over solutions; the project's are its counted baseline's, never the alternatives' (M3, issue #46)", () => {
    fc.assert(
      fc.property(fc.array(groupArb, { maxLength: 4 }), ctxArb, (groups, ctx) => {
        const project = computeProject({ id: 'p', groups: groups.map((g, i) => ({ ...g, id: `g${i}` })) }, ctx);
        for (const g of project.groups) expectSumOfParts(g, g.solutions);
        expectSumOfParts(
          project,
          project.groups.filter((g) => g.counted && g.state === 'baseline'),
        );
        expect(project.alternatives.map((a) => a.groupId)).toEqual(project.groups.filter((g) => g.counted && g.state !== 'baseline').map((g) => g.groupId));
      }),
    );
  });

  it('the LCA total is M + T + U + E − refurbished offset total, and U = CO2 × years outside an LCA report', () => {
    fc.assert(
      fc.property(solutionArb, ctxArb, (solution, ctx) => {
        const f = computeSolution(solution, ctx);
        const { lca } = f;
        const identity = lca.manufacturingKg + lca.transportationKg + lca.useKg + lca.eolKg - lca.refurbishedOffsetTotalKg;
        expect(close(lca.gwpKg, identity, 1e-8)).toBe(true);
        if (!ctx.lcaReport) expect(close(lca.useKg, f.co2Kg * (ctx.years ?? 5), 1e-8)).toBe(true);
      }),
    );
  });

  it('DCiE lies within 0–100 and equals round(100 / PUE); both are null without energy or outside a data centre', () => {
    fc.assert(
      fc.property(solutionArb, ctxArb, (solution, ctx) => {
        const f = computeSolution(solution, ctx);
        if (f.totalKwh === 0 || solution.calculationMode !== 1) {
          expect(f.dciePercent).toBeNull();
          expect(f.pue).toBeNull();
        } else {
          expect(f.pue).not.toBeNull();
          expect(f.dciePercent).toBe(Math.round(100 / (f.pue as number)));
          expect(f.dciePercent).toBeGreaterThanOrEqual(0);
          expect(f.dciePercent).toBeLessThanOrEqual(100);
        }
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1e9, noNaN: true }), (itKwh, extraKwh) => {
        const total = itKwh + extraKwh;
        const dcie = dciePercent(total, itKwh);
        const pue = powerUsageEffectiveness(total, itKwh);
        if (total === 0) expect(dcie).toBeNull();
        // null together (e.g. a PUE too large for a double), never NaN or Infinity
        expect(dcie === null).toBe(pue === null);
        if (dcie === null) return;
        expect(dcie).toBe(Math.round(100 / (pue as number)));
        expect(dcie).toBeGreaterThanOrEqual(0);
        expect(dcie).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('more watts never improve a category rating, and a higher COP never worsens cooling', () => {
    const bounds = fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(bounds, fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 2000, noNaN: true }), (b, w, extra) => {
        const before = numericRating(categoryRating(w, b)) as number;
        const after = numericRating(categoryRating(w + extra, b)) as number;
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
    fc.assert(
      fc.property(bounds, fc.double({ min: 0.01, max: 20, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), (b, cop, extra) => {
        const before = numericRating(coolingRating(cop, b)) as number;
        const after = numericRating(coolingRating(cop + extra, b)) as number;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it("adding watts to an item never improves its category's rating in the solution", () => {
    fc.assert(
      fc.property(
        solutionArb.filter((s) => s.items.length > 0),
        fc.nat(),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        (solution, pick, extraWatts) => {
          const index = pick % solution.items.length;
          const item = solution.items[index];
          const hotter = {
            ...item,
            modes: item.modes.map((m) => ({ ...m, powerConsumptionWatts: m.powerConsumptionWatts + extraWatts })),
          };
          const items = solution.items.map((it, i) => (i === index ? hotter : it));
          const rated = (s: typeof solution) =>
            computeSolution(s, { ratingThresholds: PROPERTY_THRESHOLDS }).categories.find((c) => c.categoryId === item.categoryId)?.numericRating;
          const before = rated(solution);
          const after = rated({ ...solution, items });
          if (before === null || before === undefined) return;
          expect(after).not.toBeNull();
          expect(after as number).toBeLessThanOrEqual(before);
        },
      ),
    );
  });

  it("a refurbished item's GWP never exceeds the new item's", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        lcaArb,
        fc.option(fc.double({ min: 0, max: 1e5, noNaN: true }), { nil: null }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.boolean(),
        (amount, lca, useKg, percent, lcaReport) => {
          const input = { amount, lca, useKg, refurbishable: true, lcaReport };
          const fresh = itemLca({ ...input, refurbishmentImpactPercentage: 0 });
          const refurbished = itemLca({ ...input, refurbishmentImpactPercentage: percent });
          expect(refurbished.gwpKg).toBeLessThanOrEqual(fresh.gwpKg);
          expect(refurbished.refurbishedOffsetTotalKg).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('results do not depend on item order', () => {
    fc.assert(
      fc.property(
        solutionArb.chain((s) =>
          fc.tuple(fc.constant(s), fc.shuffledSubarray([...s.items], { minLength: s.items.length, maxLength: s.items.length })),
        ),
        ctxArb,
        ([solution, shuffled], ctx) => {
          const a = computeSolution(solution, ctx);
          const b = computeSolution({ ...solution, items: shuffled }, ctx);
          expect(differences(a, b)).toEqual([]);
        },
      ),
    );
  });

  it('never gives NaN or Infinity, even for empty, zero and garbage inputs', () => {
    const garbage = fc.constantFrom(0, -1, Number.NaN, Infinity, -Infinity);
    fc.assert(
      fc.property(
        groupArb,
        ctxArb,
        garbage,
        garbage,
        (group, ctx, bad, badToo) => {
          const spoiled: CalcGroup = {
            ...group,
            solutions: group.solutions.map((s) => ({
              ...s,
              upsEfficiencyPercent: bad,
              coolingCop: badToo,
              renewableEnergyPercent: bad,
              items: withIds(s.items.map((i) => ({ ...i, amount: badToo, unitPrice: bad }))),
              capacities: s.capacities.map((c) => ({ ...c, amount: bad })),
            })),
          };
          expect(nonFinitePaths(computeGroup(group, ctx))).toEqual([]);
          expect(nonFinitePaths(computeGroup(spoiled, ctx))).toEqual([]);
        },
      ),
    );
  });

  it('the accumulated score stays within 1–7 and matches its class', () => {
    fc.assert(
      fc.property(solutionArb, (solution) => {
        const { rating } = computeSolution(solution, { ratingThresholds: PROPERTY_THRESHOLDS });
        if (rating.score === null) {
          expect(rating.rating).toBeNull();
          return;
        }
        expect(rating.score).toBeGreaterThanOrEqual(1 - 1e-12);
        expect(rating.score).toBeLessThanOrEqual(7 + 1e-12);
        expect(rating.numericRating).toBe(Math.min(7, Math.max(1, Math.floor(rating.score + 0.5))));
      }),
    );
  });
});
