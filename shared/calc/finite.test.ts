/**
 * Issue #45, point 4: every computed figure is finite or null, whatever physical quantity it is
 * given within the input hygiene's range (±1e15, server/src/platform/http/input-hygiene.ts): zero,
 * the smallest subnormal (5e-324, which made PUE Infinity and broke every reader of an EED report),
 * tiny and huge values. Property tests (fast-check) over each KPI and total.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCalculation } from './comparative-solution';
import { eedKpis, type EedInputs } from './eed';
import { computeProject } from './group';
import { scope2Solution } from './scope2';
import { nonFinitePaths, PROPERTY_THRESHOLDS, solutionArb } from './test-factories';
import type { CalcSolution } from './types';

/** The inputs that broke figures before: zero, the smallest subnormal, tiny and huge. */
const EXTREMES = [0, 5e-324, 1e-300, 1e-12, 1e-3, 1, 1e9, 1e12, 1e15] as const;
const extreme = fc.constantFrom(...EXTREMES);
const maybeExtreme = fc.option(extreme, { nil: null });

describe('#finite.eed', () => {
  it('gives every EED KPI as a finite number or null, for any mix of zero, tiny and huge inputs', () => {
    const inputs: fc.Arbitrary<EedInputs> = fc.record({
      totalEnergyKwh: maybeExtreme,
      itEnergyKwh: maybeExtreme,
      waterInputM3: maybeExtreme,
      reusedEnergyKwh: maybeExtreme,
      renewableEnergyKwh: maybeExtreme,
      co2FactorGramPerKwh: maybeExtreme,
      installedItPowerKw: maybeExtreme,
    });
    fc.assert(
      fc.property(inputs, (i) => {
        expect(nonFinitePaths(eedKpis(i))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the case of the probe: IT energy 5e-324 kWh gives no PUE rather than Infinity', () => {
    const k = eedKpis({ totalEnergyKwh: 1000, itEnergyKwh: 5e-324, waterInputM3: 10, reusedEnergyKwh: 0, renewableEnergyKwh: 0, co2FactorGramPerKwh: 300, installedItPowerKw: 10 });
    expect(k.pue).toBeNull();
    expect(k.wue).toBeNull();
    expect(k.cue).toBeNull();
    expect(k.dcie).toBe(0); // 5e-324 / 1000 underflows to 0: a number, not a failure
  });
});

/** A solution whose every number is replaced by an extreme, in a seeded order. */
function extremeSolution(s: CalcSolution, pick: readonly number[]): CalcSolution {
  let n = 0;
  const next = () => pick[n++ % pick.length];
  return {
    ...s,
    renewableEnergyPercent: Math.min(100, next()),
    co2FactorGram: next(),
    kwhPrice: next(),
    items: s.items.map((i) => ({
      ...i,
      amount: Math.round(Math.min(next(), 1e6)),
      profileHours: i.profileHours === null ? null : next(),
      unitPrice: next(),
      modes: i.modes.map((m) => ({ ...m, powerConsumptionWatts: next(), hours: next() })),
      lca: i.lca && { ...i.lca, manufacturingKg: next(), transportationKg: next(), eolKg: next() },
    })),
    capacities: s.capacities.map((c) => ({ ...c, amount: Math.round(Math.min(next(), 1e6)) })),
  };
}

describe('#finite.totals', () => {
  it('gives every solution, group and project figure finite, and the comparison and scope 2 too', () => {
    fc.assert(
      fc.property(solutionArb, solutionArb, fc.array(extreme, { minLength: 1, maxLength: 12 }), (a, b, pick) => {
        const before = extremeSolution(a, pick);
        const after = extremeSolution(b, [...pick].reverse());
        const project = computeProject(
          {
            id: 'p',
            groups: [
              { id: 'g1', state: 'baseline', active: true, solutions: [before] },
              { id: 'g2', state: 'comparative', active: true, solutions: [{ ...after, id: 'after' }] },
            ],
          },
          { ratingThresholds: PROPERTY_THRESHOLDS, years: 5, lcaReport: true, nonRefurbishedCategoryIds: [], kwhPrice: pick[0] },
        );
        expect(nonFinitePaths(project)).toEqual([]);
        const [g1, g2] = project.groups;
        expect(nonFinitePaths(compareCalculation(g1, g2, pick[0]))).toEqual([]);
        const scope2 = scope2Solution({ totalKwh: g1.totalKwh, gridFactorG: before.co2FactorGram, renewablePercent: before.renewableEnergyPercent, instruments: [] }, pick[pick.length - 1]);
        expect(nonFinitePaths(scope2)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
