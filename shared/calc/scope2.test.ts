import { describe, expect, it } from 'vitest';
import { co2Kg } from './emissions';
import { DEFAULT_SCOPE2_METHOD, isScope2Method, SCOPE2_METHODS, Scope2CoverageError, scope2FigureKg, scope2MethodOr, scope2Entries, scope2Project, scope2Solution, type Scope2SolutionInput } from './scope2';

const DK_RESIDUAL = 582.75;

function solution(overrides: Partial<Scope2SolutionInput> = {}): Scope2SolutionInput {
  return { totalKwh: 10_000, gridFactorG: 143.3, renewablePercent: 0, instruments: [], ...overrides };
}

describe('scope2Solution (GHG Protocol Scope 2 Guidance, ch. 6)', () => {
  it('without instruments: location at the grid factor, market at the residual mix', () => {
    const f = scope2Solution(solution(), DK_RESIDUAL);
    // 10,000 kWh × 143.3 g / 1000 = 1,433 kg; 10,000 × 582.75 / 1000 = 5,827.5 kg
    expect(f.locationBasedKg).toBeCloseTo(1433, 9);
    expect(f.marketBasedKg).toBeCloseTo(5827.5, 9);
    expect(f.uncoveredKwh).toBe(10_000);
    expect(f.uncoveredFactorG).toBe(DK_RESIDUAL);
    expect(f.uncoveredFactor).toBe('residual_mix');
    expect(f.renewableKwh).toBe(0);
    expect(f.nonRenewableKwh).toBe(10_000);
  });

  it('does not discount the location-based figure by the renewable share; the M3 share counts as GO-covered at 0 g', () => {
    const f = scope2Solution(solution({ renewablePercent: 40 }), DK_RESIDUAL);
    // location: 10,000 × 143.3 / 1000 = 1,433 kg (renewable % ignored)
    // market: 4,000 kWh at 0 g + 6,000 kWh × 582.75 / 1000 = 3,496.5 kg
    expect(f.locationBasedKg).toBeCloseTo(1433, 9);
    expect(f.coveredKwh.renewableShare).toBe(4000);
    expect(f.marketBasedKg).toBeCloseTo(3496.5, 9);
    expect(f.renewableKwh).toBe(4000);
    expect(f.nonRenewableKwh).toBe(6000);
  });

  it('with instruments, ignores the M3 renewable share and applies each instrument at its factor', () => {
    // Hand-computed: 10,000 kWh, DK residual 582.75 g, grid 143.3 g, renewable 40 % (ignored: instruments given)
    //   GO 3,000 kWh at 0 g                    →     0 kg
    //   PPA 1,000 kWh at 0 g (no factor given) →     0 kg
    //   supplier-specific 2,000 kWh at 250 g   → 2,000 × 250 / 1000 = 500 kg
    //   uncovered 10,000 − 6,000 = 4,000 kWh   → 4,000 × 582.75 / 1000 = 2,331 kg
    //   market = 500 + 2,331 = 2,831 kg; location = 10,000 × 143.3 / 1000 = 1,433 kg
    //   renewable = 3,000 + 1,000 = 4,000 kWh; non-renewable = 6,000 kWh
    const f = scope2Solution(
      solution({
        renewablePercent: 40,
        instruments: [
          { type: 'guarantee_of_origin', kwh: 3000, factorG: null },
          { type: 'ppa', kwh: 1000, factorG: null },
          { type: 'supplier_specific', kwh: 2000, factorG: 250 },
        ],
      }),
      DK_RESIDUAL,
    );
    expect(f.coveredKwh).toEqual({ guaranteeOfOrigin: 3000, ppa: 1000, supplierSpecific: 2000, renewableShare: 0 });
    expect(f.uncoveredKwh).toBe(4000);
    expect(f.marketBasedKg).toBeCloseTo(2831, 9);
    expect(f.locationBasedKg).toBeCloseTo(1433, 9);
    expect(f.renewableKwh).toBe(4000);
    expect(f.nonRenewableKwh).toBe(6000);
  });

  it('uses a factor given on a PPA instead of 0', () => {
    const f = scope2Solution(solution({ instruments: [{ type: 'ppa', kwh: 10_000, factorG: 12 }] }), DK_RESIDUAL);
    // 10,000 × 12 / 1000 = 120 kg
    expect(f.marketBasedKg).toBeCloseTo(120, 9);
    expect(f.renewableKwh).toBe(10_000);
  });

  it('falls back to the grid factor for the uncovered kWh when the country has no residual mix, and says so', () => {
    const f = scope2Solution(solution({ gridFactorG: 102.62, instruments: [{ type: 'guarantee_of_origin', kwh: 2500, factorG: null }] }), null);
    // 7,500 kWh × 102.62 / 1000 = 769.65 kg
    expect(f.uncoveredFactor).toBe('grid_average');
    expect(f.uncoveredFactorG).toBe(102.62);
    expect(f.marketBasedKg).toBeCloseTo(769.65, 9);
  });

  it('rejects instruments covering more than the total kWh', () => {
    expect(() =>
      scope2Solution(solution({ instruments: [{ type: 'guarantee_of_origin', kwh: 6000, factorG: null }, { type: 'ppa', kwh: 4001, factorG: null }] }), DK_RESIDUAL),
    ).toThrow(Scope2CoverageError);
  });

  it('rejects a supplier-specific instrument without a factor', () => {
    expect(() => scope2Solution(solution({ instruments: [{ type: 'supplier_specific', kwh: 10, factorG: null }] }), DK_RESIDUAL)).toThrow(RangeError);
  });

  it('on request, scales over-coverage down (a solution whose energy shrank after the instruments were recorded) and reports the excess', () => {
    const f = scope2Solution(
      solution({ totalKwh: 1000, instruments: [{ type: 'supplier_specific', kwh: 2000, factorG: 100 }] }),
      DK_RESIDUAL,
      { excess: 'scale' },
    );
    // 2,000 kWh recorded on 1,000 kWh: scaled by 0.5 → 1,000 kWh × 100 g = 100 kg, nothing uncovered
    expect(f.excessKwh).toBe(1000);
    expect(f.coveredKwh.supplierSpecific).toBe(1000);
    expect(f.uncoveredKwh).toBe(0);
    expect(f.marketBasedKg).toBeCloseTo(100, 9);
  });
});

describe('scope2Project', () => {
  it('sums the counted groups only, with per-group and per-solution detail', () => {
    const p = scope2Project(
      [
        { id: 'g1', name: 'A', counted: true, baseline: true, solutions: [{ id: 's1', name: 'one', ...solution() }, { id: 's2', name: 'two', ...solution({ totalKwh: 2000, gridFactorG: 100, renewablePercent: 50 }) }] },
        { id: 'g2', name: 'inactive', counted: false, baseline: false, solutions: [{ id: 's3', name: 'three', ...solution() }] },
      ],
      DK_RESIDUAL,
    );
    // s1: location 1,433 kg, market 5,827.5 kg; s2: location 2,000 × 100 / 1000 = 200 kg,
    //     market 1,000 kWh × 582.75 / 1000 = 582.75 kg, renewable 1,000 kWh
    expect(p.groups.map((g) => g.id)).toEqual(['g1']);
    expect(p.groups[0].solutions.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(p.locationBasedKg).toBeCloseTo(1633, 9);
    expect(p.marketBasedKg).toBeCloseTo(6410.25, 9);
    expect(p.energyKwh).toBe(12_000);
    expect(p.renewableKwh).toBe(1000);
    expect(p.nonRenewableKwh).toBe(11_000);
    expect(p.groups[0].marketBasedKg).toBeCloseTo(6410.25, 9);
    expect(p).toMatchObject({ baselineGroupId: 'g1' });
    expect(p.groups[0]).toMatchObject({ role: 'today', locationBasedSavingKg: null, marketBasedSavingKg: null });
  });

  it("is the baseline's (today), with each alternative beside it and its saving, never added to it (M3, issue #46)", () => {
    // The case: a 1,314 kg baseline and a 657 kg alternative are not 1,971 kg.
    const p = scope2Project(
      [
        { id: 'b', name: 'Today', counted: true, baseline: true, solutions: [{ id: 's1', name: 'one', ...solution({ totalKwh: 10_000, gridFactorG: 131.4, renewablePercent: 0 }) }] },
        { id: 'a', name: 'Alternative', counted: true, baseline: false, solutions: [{ id: 's2', name: 'two', ...solution({ totalKwh: 5000, gridFactorG: 131.4, renewablePercent: 0 }) }] },
      ],
      DK_RESIDUAL,
    );
    expect(p.locationBasedKg).toBeCloseTo(1314, 9);
    expect(p.energyKwh).toBe(10_000);
    expect(p.baselineGroupId).toBe('b');
    expect(p.groups.map((g) => [g.id, g.role])).toEqual([
      ['b', 'today'],
      ['a', 'alternative'],
    ]);
    expect(p.groups[1].locationBasedKg).toBeCloseTo(657, 9);
    expect(p.groups[1].locationBasedSavingKg).toBeCloseTo(657, 9);
    expect(p.groups[1].marketBasedSavingKg).toBeCloseTo(p.marketBasedKg - p.groups[1].marketBasedKg, 9);
  });

  it('is empty without a baseline; the alternatives carry no saving', () => {
    const p = scope2Project([{ id: 'a', name: 'Alternative', counted: true, baseline: false, solutions: [{ id: 's', name: 's', ...solution() }] }], DK_RESIDUAL);
    expect(p).toMatchObject({ baselineGroupId: null, locationBasedKg: 0, marketBasedKg: 0, energyKwh: 0 });
    expect(p.groups[0]).toMatchObject({ role: 'alternative', locationBasedSavingKg: null });
  });
});

describe('the registered scope 2 figure (issue #46 point 2)', () => {
  // The DK case: 8760 kWh a year at the grid average of 150 g/kWh, a 25 % renewable share and no
  // instruments; DK's residual mix 582.75 g/kWh (AIB 2023). M3 stamped 985.5 kg, a figure of neither method.
  const dk = scope2Solution({ totalKwh: 8760, gridFactorG: 150, renewablePercent: 25, instruments: [] }, 582.75);

  it('names the method: location-based 1,314.0 kg, market-based 3,828.7 kg, never M3 985.5 kg', () => {
    expect(scope2FigureKg(dk, 'location')).toBeCloseTo(1314.0, 6);
    expect(scope2FigureKg(dk, 'market')).toBeCloseTo(3828.6675, 6);
    expect(co2Kg(8760, 25, 150)).toBeCloseTo(985.5, 6);
    for (const m of SCOPE2_METHODS) expect(scope2FigureKg(dk, m)).not.toBeCloseTo(985.5, 1);
  });

  it('counts the renewable share as a market-based claim: covered at 0 g, the rest at the residual mix', () => {
    expect(dk.coveredKwh.renewableShare).toBeCloseTo(2190, 9);
    expect(dk.uncoveredKwh).toBeCloseTo(6570, 9);
    expect(dk.uncoveredFactor).toBe('residual_mix');
    // Location-based takes no contractual claim: the share does not reduce it.
    expect(dk.locationBasedKg).toBeCloseTo((8760 * 150) / 1000, 9);
  });

  it('defaults to location-based; anything but location or market is the default', () => {
    expect(DEFAULT_SCOPE2_METHOD).toBe('location');
    expect(scope2MethodOr('market')).toBe('market');
    expect(scope2MethodOr('mixed')).toBe('location');
    expect(scope2MethodOr(null)).toBe('location');
    expect(isScope2Method('location')).toBe(true);
  });
});

describe('scope2Entries names', () => {
  it('names a group and a solution that share an id each by its own name (the baseline report printed a solution name in its Group column)', () => {
    const entries = scope2Entries(
      [{ id: '1', state: 'baseline', solutions: [{ id: '1', co2FactorGram: 143.3, renewableEnergyPercent: 0 }, { id: '2', co2FactorGram: 143.3, renewableEnergyPercent: 0 }] }],
      [{ counted: true, state: 'baseline', solutions: [{ totalKwh: 100 }, { totalKwh: 50 }] }],
      {},
      { groups: { '1': 'Current situation 2026' }, solutions: { '1': 'Server rooms', '2': 'Workplaces' } },
    );
    expect(entries[0].name).toBe('Current situation 2026');
    expect(entries[0].solutions.map((s) => s.name)).toEqual(['Server rooms', 'Workplaces']);
  });
});
