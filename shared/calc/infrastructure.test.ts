import { describe, expect, it } from 'vitest';
import {
  coolingKwh,
  dciePercent,
  infrastructureFactor,
  powerUsageEffectiveness,
  shareFractions,
  shareIsInvalid,
  upsKwh,
} from './infrastructure';

describe('upsKwh (M2)', () => {
  it.each([
    // 1000 × (100/92.1 − 1) = 85.7763…
    { covered: 1000, eta: 92.1, kwh: 1000 * (100 / 92.1 - 1) },
    // 1000 × (100/80 − 1) = 250
    { covered: 1000, eta: 80, kwh: 250 },
    { covered: 1000, eta: 0, kwh: 0 },
    { covered: 1000, eta: 100, kwh: 0 },
    { covered: 1000, eta: 120, kwh: 0 },
    { covered: 1000, eta: -5, kwh: 0 },
    { covered: 0, eta: 92.1, kwh: 0 },
  ])('gives $kwh kWh for $covered kWh covered at η $eta %', ({ covered, eta, kwh }) => {
    expect(upsKwh(covered, eta)).toBeCloseTo(kwh, 9);
  });
});

describe('coolingKwh (M2)', () => {
  it.each([
    // (1000 + 0) / 2.5 = 400
    { covered: 1000, ups: 0, cop: 2.5, kwh: 400 },
    // (1000 + 100) / 2 = 550
    { covered: 1000, ups: 100, cop: 2, kwh: 550 },
    { covered: 1000, ups: 100, cop: 0, kwh: 0 },
    { covered: 1000, ups: 100, cop: Number.NaN, kwh: 0 },
  ])('gives $kwh kWh for $covered + $ups kWh at cop $cop', ({ covered, ups, cop, kwh }) => {
    expect(coolingKwh(covered, ups, cop)).toBeCloseTo(kwh, 9);
  });
});

describe('infrastructureFactor (M2)', () => {
  it.each([
    // (100/80 − 1) + (100/80)/2 = 0.25 + 0.625 = 0.875
    { eta: 80, cop: 2, k: 0.875 },
    { eta: 0, cop: 2, k: 0.5 },
    // 100/80 − 1 = 0.25
    { eta: 80, cop: 0, k: 0.25 },
    { eta: 0, cop: 0, k: 0 },
  ])('is $k UPS-plus-cooling kWh per covered kWh at η $eta and cop $cop', ({ eta, cop, k }) => {
    expect(infrastructureFactor(eta, cop)).toBeCloseTo(k, 12);
    // agrees with upsKwh and coolingKwh
    const ups = upsKwh(1000, eta);
    expect(ups + coolingKwh(1000, ups, cop)).toBeCloseTo(1000 * k, 9);
  });
});

describe('dciePercent and pue (M2)', () => {
  it.each([
    // 1000 / 1500 × 100 = 66.67 → 67; 1500 / 1000 = 1.5
    { total: 1500, it: 1000, dcie: 67, pue: 1.5 },
    { total: 1000, it: 1000, dcie: 100, pue: 1 },
    // 1000 / 4000 = 25 %; pue 4
    { total: 4000, it: 1000, dcie: 25, pue: 4 },
    { total: 0, it: 0, dcie: null, pue: null },
  ])('gives DCiE $dcie % and PUE $pue for total $total kWh and IT $it kWh', ({ total, it: itKwh, dcie, pue }) => {
    expect(dciePercent(total, itKwh)).toBe(dcie);
    expect(powerUsageEffectiveness(total, itKwh)).toBe(pue);
  });
});

describe('shareIsInvalid (M9)', () => {
  it.each([
    { categoryIds: [], fraction: 0.5, invalid: true },
    { categoryIds: ['server'], fraction: 0, invalid: true },
    { categoryIds: ['server'], fraction: -0.1, invalid: true },
    { categoryIds: ['server'], fraction: 1.2, invalid: true },
    { categoryIds: ['server'], fraction: Number.NaN, invalid: true },
    { categoryIds: ['server'], fraction: 1, invalid: false },
    { categoryIds: ['server'], fraction: 0.5, invalid: false },
  ])('is $invalid for categories $categoryIds and fraction $fraction', ({ categoryIds, fraction, invalid }) => {
    expect(shareIsInvalid({ categoryIds, fraction })).toBe(invalid);
  });
});

describe('shareFractions (M2)', () => {
  it('keeps the first valid share of a category and flags invalid shares without using them', () => {
    const { fractions, invalid } = shareFractions([
      { categoryIds: ['network'], fraction: 0 },
      { categoryIds: ['network', 'storage'], fraction: 0.4 },
      { categoryIds: ['storage'], fraction: 0.9 },
    ]);
    expect(invalid).toBe(true);
    expect([...fractions]).toEqual([
      ['network', 0.4],
      ['storage', 0.4],
    ]);
  });

  it('reports no invalid share when all are valid', () => {
    expect(shareFractions([{ categoryIds: ['network'], fraction: 0.5 }]).invalid).toBe(false);
  });
});
