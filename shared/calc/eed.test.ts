import { describe, expect, it } from 'vitest';
import { EED_OBLIGATION_THRESHOLD_KW, eedKpis, eedRenewableCheck, type EedInputs } from './eed';

/** The acceptance example of issue #31. */
const example: EedInputs = {
  totalEnergyKwh: 1_500_000,
  itEnergyKwh: 1_000_000,
  waterInputM3: 1_800,
  reusedEnergyKwh: 300_000,
  renewableEnergyKwh: 1_200_000,
  co2FactorGramPerKwh: 150,
  installedItPowerKw: 500,
};

describe('eedKpis (Delegated Regulation (EU) 2024/1364 Annex III, EN 50600-4-x)', () => {
  it('computes every KPI of the acceptance example', () => {
    const k = eedKpis(example);
    expect(k.pue).toBeCloseTo(1.5, 12);
    expect(k.dcie).toBeCloseTo(66.6667, 4);
    expect(k.dcie!.toFixed(1)).toBe('66.7');
    expect(k.wue).toBeCloseTo(1.8, 12);
    expect(k.erf).toBeCloseTo(0.2, 12);
    expect(k.ref).toBeCloseTo(0.8, 12);
    expect(k.ere).toBeCloseTo(1.2, 12);
    expect(k.cue).toBeCloseTo(0.225, 12);
    expect(k.obliged).toBe(true);
  });

  it.each([
    { kw: 500, obliged: true },
    { kw: 500.01, obliged: true },
    { kw: 12_000, obliged: true },
    { kw: 499.99, obliged: false },
    { kw: 499, obliged: false },
    { kw: 0, obliged: false },
    { kw: null, obliged: false },
  ])('is obliged to report at $kw kW: $obliged', ({ kw, obliged }) => {
    expect(eedKpis({ ...example, installedItPowerKw: kw }).obliged).toBe(obliged);
    expect(EED_OBLIGATION_THRESHOLD_KW).toBe(500);
  });

  it('ERE equals (EDC − reused) / EIT and (1 − ERF) × PUE', () => {
    const k = eedKpis({ ...example, reusedEnergyKwh: 450_000 });
    expect(k.ere).toBeCloseTo((1_500_000 - 450_000) / 1_000_000, 12);
    expect(k.ere).toBeCloseTo((1 - k.erf!) * k.pue!, 12);
  });

  it('gives null, never NaN or Infinity, for a KPI whose denominator is zero', () => {
    const k = eedKpis({ ...example, itEnergyKwh: 0 });
    expect(k.pue).toBeNull();
    expect(k.wue).toBeNull();
    expect(k.ere).toBeNull();
    expect(k.cue).toBeNull();
    expect(k.dcie).toBe(0);
    expect(k.erf).toBeCloseTo(0.2, 12);

    const none = eedKpis({ ...example, totalEnergyKwh: 0, itEnergyKwh: 0 });
    for (const key of ['pue', 'dcie', 'wue', 'erf', 'ref', 'ere', 'cue'] as const) expect(none[key]).toBeNull();
  });

  it('leaves out a KPI whose input is missing', () => {
    const k = eedKpis({ ...example, waterInputM3: null, reusedEnergyKwh: null, renewableEnergyKwh: null });
    expect(k.wue).toBeNull();
    expect(k.erf).toBeNull();
    expect(k.ref).toBeNull();
    // Without reuse data ERE is not reported (it is not silently taken as PUE).
    expect(k.ere).toBeNull();
    expect(k.pue).toBeCloseTo(1.5, 12);
  });

  it('treats a negative or non-finite input as missing', () => {
    const k = eedKpis({ ...example, itEnergyKwh: Number.NaN, waterInputM3: -3 });
    expect(k.pue).toBeNull();
    expect(k.wue).toBeNull();
    expect(Object.values(k).some((v) => typeof v === 'number' && !Number.isFinite(v))).toBe(false);
  });
});

describe('eedRenewableCheck: one site, one renewable figure (issue #46 point 7)', () => {
  it('flags an EED entry of REF 0.40 against 0 kWh renewable in scope 2', () => {
    const c = eedRenewableCheck(400_000, 0, 1_000_000);
    expect(c).toEqual({ scope2Ref: 0, differenceKwh: 400_000, agree: false });
  });

  it('agrees within 1 % of the larger figure', () => {
    expect(eedRenewableCheck(400_000, 397_000, 1_000_000).agree).toBe(true);
    expect(eedRenewableCheck(400_000, 390_000, 1_000_000).agree).toBe(false);
    expect(eedRenewableCheck(0, 0.5, 1_000_000).agree).toBe(true);
  });

  it('has nothing to reconcile without an EED entry, and no scope 2 REF without EDC', () => {
    expect(eedRenewableCheck(null, 2190, 8760)).toEqual({ scope2Ref: 0.25, differenceKwh: null, agree: null });
    expect(eedRenewableCheck(10, 10, 0).scope2Ref).toBeNull();
  });
});
