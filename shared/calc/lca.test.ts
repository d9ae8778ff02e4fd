import { describe, expect, it } from 'vitest';
import { itemLca, lcaStageInclusion, resolveLca } from './lca';
import type { CalcItemLca } from './types';

describe('resolveLca (M5)', () => {
  const product = { manufacturingKg: 300, transportationKg: 30, eolKg: 3 };
  const categoryDefault = { manufacturingKg: 100, transportationKg: 10, eolKg: 5 };

  it('takes product-specific data first', () => {
    expect(resolveLca({ product, categoryDefault, weightKg: 2.5, referenceWeightKg: 2 })).toEqual({ method: 'product', ...product });
  });

  it('scales the category default by weight_kg / reference_weight_kg for average-plus, keeping E', () => {
    // M = 100 × 2.5 / 2 = 125; T = 10 × 2.5 / 2 = 12.5; E stays 5
    expect(resolveLca({ product: null, categoryDefault, weightKg: 2.5, referenceWeightKg: 2 })).toEqual({
      method: 'average_plus',
      manufacturingKg: 125,
      transportationKg: 12.5,
      eolKg: 5,
    });
  });

  it('falls back to the category default without weights', () => {
    expect(resolveLca({ categoryDefault, weightKg: null, referenceWeightKg: 2 })).toEqual({ method: 'category_default', ...categoryDefault });
  });

  it('skips product data that gives no stage', () => {
    const empty = { manufacturingKg: null, transportationKg: null, eolKg: null };
    expect(resolveLca({ product: empty, categoryDefault })?.method).toBe('category_default');
  });

  it('follows a partner priority', () => {
    expect(resolveLca({ product, categoryDefault }, ['category_default', 'product'])?.method).toBe('category_default');
    expect(resolveLca({ categoryDefault, weightKg: 4, referenceWeightKg: 2 }, ['product', 'average_plus'])?.manufacturingKg).toBe(200);
  });

  it('is null when no source in the priority is available', () => {
    expect(resolveLca({})).toBeNull();
    expect(resolveLca({ categoryDefault }, ['product'])).toBeNull();
  });
});

describe('lcaStageInclusion (M5)', () => {
  it.each([
    { lcaReport: false, m: 100, t: 10, u: null, e: null, inclusion: 'all' },
    { lcaReport: true, m: 0, t: 10, u: null, e: null, inclusion: 'all' },
    { lcaReport: true, m: 100, t: 0, u: 50, e: null, inclusion: 'all' },
    { lcaReport: true, m: null, t: 10, u: 50, e: null, inclusion: 'all' },
    { lcaReport: true, m: 100, t: 10, u: 50, e: 5, inclusion: 'all' },
    { lcaReport: true, m: 100, t: 10, u: null, e: 5, inclusion: 'all_but_use' },
    { lcaReport: true, m: 100, t: 10, u: null, e: null, inclusion: 'all_but_use' },
    { lcaReport: true, m: 100, t: 10, u: 50, e: null, inclusion: 'to_gate' },
  ])('is $inclusion for M $m, T $t, U $u, E $e (LCA report: $lcaReport)', ({ lcaReport, m, t, u, e, inclusion }) => {
    expect(lcaStageInclusion({ manufacturingKg: m, transportationKg: t, useKg: u, eolKg: e }, lcaReport)).toBe(inclusion);
  });
});

describe('itemLca (M5)', () => {
  const lca: CalcItemLca = { method: 'product', manufacturingKg: 100, transportationKg: 10, eolKg: 5 };
  const base = { amount: 2, lca, useKg: 40, refurbishmentImpactPercentage: 0, refurbishable: true, lcaReport: true };

  it('multiplies per-unit stages by the amount and sums them for a new item', () => {
    // M 2 × 100 = 200, T 2 × 10 = 20, E 2 × 5 = 10, U 40 → gwp 270
    expect(itemLca(base)).toMatchObject({
      inclusion: 'all',
      refurbished: false,
      manufacturingKg: 200,
      transportationKg: 20,
      useKg: 40,
      eolKg: 10,
      gwpKg: 270,
      refurbishmentOffsetKg: 0,
      refurbishedOffsetTotalKg: 0,
    });
  });

  it('counts the refurbishment impact in place of M + T for a refurbished item', () => {
    // impact = 20/100 × (200 + 20) = 44; gwp = 44 + 40 + 10 = 94; offset total = 220 − 44 = 176
    expect(itemLca({ ...base, refurbishmentImpactPercentage: 20 })).toEqual({
      inclusion: 'all',
      refurbished: true,
      manufacturingKg: 200,
      transportationKg: 20,
      useKg: 40,
      eolKg: 10,
      gwpKg: 94,
      refurbishmentImpactKg: 44,
      refurbishedManufacturingOffsetKg: 200,
      refurbishedTransportationOffsetKg: 20,
      refurbishmentOffsetKg: 220,
      refurbishedOffsetTotalKg: 176,
    });
  });

  it('treats an item of a non-refurbished category as new', () => {
    expect(itemLca({ ...base, refurbishmentImpactPercentage: 20, refurbishable: false })).toMatchObject({ refurbished: false, gwpKg: 270 });
  });

  it('caps the impact percentage at 100', () => {
    // impact = 100 % × 220 = 220 → gwp 220 + 40 + 10 = 270, the same as new
    expect(itemLca({ ...base, refurbishmentImpactPercentage: 150 })).toMatchObject({ refurbishmentImpactKg: 220, gwpKg: 270 });
  });

  it('stops at the gate when the end of life is missing in an LCA report', () => {
    // to-gate: M + T = 220, use left out
    const result = itemLca({ ...base, lca: { ...lca, eolKg: null } });
    expect(result).toMatchObject({ inclusion: 'to_gate', eolKg: null, gwpKg: 220 });
  });

  it('counts all stages but use when the use stage is missing', () => {
    // 200 + 20 + 10 = 230
    expect(itemLca({ ...base, useKg: null })).toMatchObject({ inclusion: 'all_but_use', gwpKg: 230 });
  });

  it('counts only the use stage without LCA data', () => {
    expect(itemLca({ ...base, lca: null })).toMatchObject({ inclusion: 'all', manufacturingKg: 0, eolKg: null, gwpKg: 40 });
  });

  it('includes all stages outside an LCA report', () => {
    // 200 + 20 + 40 = 260 (E missing, use kept)
    expect(itemLca({ ...base, lca: { ...lca, eolKg: null }, lcaReport: false })).toMatchObject({ inclusion: 'all', gwpKg: 260 });
  });
});
