import { describe, expect, it } from 'vitest';
import { describeInput, linkedPath, workedFormula } from './trace-format';

const n = (v: number) => String(v);
const names = { categories: new Map([['server', 'Server']]), parts: new Map([['7', 'Room A']]) };
const _ = (d: { message?: string; id?: string }) => d.message ?? d.id ?? '';

describe('worked formulas', () => {
  it('puts the inputs into the UPS formula (M2)', () => {
    expect(workedFormula({ path: 'upsKwh', formula: 'upsKwh = coveredKwh × (100/η − 1)', inputs: { coveredKwh: 3564.4, efficiencyPercent: 92.1 } }, n)).toBe('3564.4 × (100 / 92.1 − 1)');
  });

  it('has none without a UPS', () => {
    expect(workedFormula({ path: 'upsKwh', formula: '', inputs: { coveredKwh: 3564.4, efficiencyPercent: 0 } }, n)).toBeNull();
  });

  it('writes cooling, CO2 and cost', () => {
    expect(workedFormula({ path: 'coolingKwh', formula: '', inputs: { coveredKwh: 100, upsKwh: 8.6, cop: 2.98 } }, n)).toBe('(100 + 8.6) / 2.98');
    expect(workedFormula({ path: 'co2Kg', formula: '', inputs: { totalKwh: 1000, renewableEnergyPercent: 25, co2FactorGram: 143.3 } }, n)).toBe('1000 × (1 − 25 / 100) × 143.3 / 1000');
    expect(workedFormula({ path: 'operationalCost', formula: '', inputs: { totalKwh: 1000, kwhPrice: 1.35 } }, n)).toBe('1000 × 1.35');
  });

  it('writes a group total as the sum of its solutions', () => {
    expect(workedFormula({ path: 'totalKwh', formula: 'totalKwh = Σ_solutions totalKwh', inputs: { '7': 100, '8': 50.5 } }, n)).toBe('100 + 50.5');
  });

  it('writes the rating score as a weighted mean (M4), never as a plain sum', () => {
    expect(workedFormula({ path: 'rating.score', formula: 'score = Σ weight_cat × numeric_cat / Σ weight_cat (A=7 … G=1, unrated counts 7)', inputs: { 'server.weight': 0.7, 'server.numericRating': 1, 'cooling.weight': 0.3, 'cooling.numericRating': 3 } }, n)).toBe('(0.7 × 1 + 0.3 × 3) / (0.7 + 0.3)');
  });

  it('writes no sum for a formula that is not a plain sum', () => {
    expect(workedFormula({ path: 'lca.useKg', formula: 'useKg = Σ_items (itemAnnualKwh + share) × (1 − renewable/100)', inputs: { server: 5, years: 5 } }, n)).toBeNull();
  });

  it('writes a category watt per unit, and none without capacity', () => {
    expect(workedFormula({ path: 'categories.server.wattPerUnit', formula: '', inputs: { averageWatts: 813.8, capacityAmount: 40, capacityId: 'server_vms' } }, n)).toBe('813.8 / 40');
    expect(workedFormula({ path: 'categories.server.wattPerUnit', formula: '', inputs: { averageWatts: 813.8, capacityAmount: 0, capacityId: null } }, n)).toBeNull();
  });
});

describe('inputs', () => {
  const paths = new Set(['totalKwh', 'upsKwh', 'coveredKwh', 'rating.score', 'categories.server.itKwh', 'categories.server.rating', 'cooling.rating']);

  it('links an input to the trace of the figure it is', () => {
    expect(linkedPath('coveredKwh', { path: 'upsKwh' }, paths)).toBe('coveredKwh');
    expect(linkedPath('score', { path: 'rating.rating' }, paths)).toBe('rating.score');
    expect(linkedPath('server.numericRating', { path: 'rating.score' }, paths)).toBe('categories.server.rating');
    expect(linkedPath('cooling.weight', { path: 'rating.score' }, paths)).toBe('cooling.rating');
    expect(linkedPath('efficiencyPercent', { path: 'upsKwh' }, paths)).toBeNull();
  });

  it('names categories and the parts of a sum', () => {
    expect(describeInput('server', { path: 'itKwh', section: 'M2' }, _, names)).toEqual({ label: 'Server', unit: 'kWh' });
    expect(describeInput('7', { path: 'totalKwh', section: 'M3' }, _, names)).toEqual({ label: 'Room A', unit: 'kWh' });
    expect(describeInput('B', { path: 'cooling.rating', section: 'M4' }, _, names).unit).toBe('cop');
  });
});
