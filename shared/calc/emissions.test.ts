import { describe, expect, it } from 'vitest';
import {
  co2Kg,
  co2Ton,
  emissionKgPerKwh,
  itemInvestment,
  operationalCost,
  paybackReason,
  paybackYears,
  projectCurrency,
  resolveKwhPrice,
} from './emissions';

describe('co2Kg (M3)', () => {
  it.each([
    // 1000 kWh × (1 − 0) × 400 g / 1000 = 400 kg
    { kwh: 1000, renewable: 0, gram: 400, kg: 400 },
    // 1000 × 0.75 × 400 / 1000 = 300 kg
    { kwh: 1000, renewable: 25, gram: 400, kg: 300 },
    { kwh: 1000, renewable: 100, gram: 400, kg: 0 },
    // renewable above 100 % counts as 100 %
    { kwh: 1000, renewable: 150, gram: 400, kg: 0 },
    // renewable below 0 % counts as 0 %
    { kwh: 1000, renewable: -10, gram: 400, kg: 400 },
    { kwh: 0, renewable: 0, gram: 400, kg: 0 },
    { kwh: 1000, renewable: 0, gram: Number.NaN, kg: 0 },
  ])('gives $kg kg for $kwh kWh at $renewable % renewable and $gram g/kWh', ({ kwh, renewable, gram, kg }) => {
    expect(co2Kg(kwh, renewable, gram)).toBeCloseTo(kg, 9);
  });

  it('converts kg per kWh from grams net of renewables', () => {
    // (1 − 50/100) × 200 / 1000 = 0.1
    expect(emissionKgPerKwh(50, 200)).toBeCloseTo(0.1, 12);
  });

  it('gives tons as kg / 1000', () => {
    expect(co2Ton(3925.575)).toBeCloseTo(3.925575, 12);
  });
});

describe('resolveKwhPrice (M3)', () => {
  it.each([
    { solution: 2, project: 1, price: 2 },
    { solution: null, project: 1, price: 1 },
    { solution: undefined, project: undefined, price: 1.35 },
    { solution: 0, project: 1, price: 0 },
    { solution: -1, project: 1, price: 1 },
    { solution: Number.NaN, project: null, price: 1.35 },
  ])('uses $price for solution price $solution and project price $project', ({ solution, project, price }) => {
    expect(resolveKwhPrice(solution, project)).toBe(price);
  });

  it('costs totalKwh × kwhPrice', () => {
    // 13 085.25 kWh × 2 = 26 170.5
    expect(operationalCost(13085.25, 2)).toBeCloseTo(26170.5, 9);
  });
});

describe('projectCurrency (M3)', () => {
  it.each([
    { country: null, currency: 'DKK' },
    { country: '', currency: 'DKK' },
    { country: 'GB', currency: 'GBP' },
    { country: 'DK', currency: 'DKK' },
    { country: 'dk', currency: 'DKK' },
    { country: 'US', currency: 'USD' },
    { country: 'US-CA', currency: 'USD' },
    { country: 'DE', currency: 'EUR' },
    { country: 'SE', currency: 'EUR' },
  ])('is $currency for country $country', ({ country, currency }) => {
    expect(projectCurrency(country)).toBe(currency);
  });
});

describe('itemInvestment (M3)', () => {
  it.each([
    // 3 × 250 = 750
    { amount: 3, unitPrice: 250, investment: 750 },
    { amount: 3, unitPrice: null, investment: 0 },
    { amount: 3, unitPrice: undefined, investment: 0 },
    { amount: 0, unitPrice: 250, investment: 0 },
  ])('is $investment for $amount × $unitPrice', ({ amount, unitPrice, investment }) => {
    expect(itemInvestment({ amount, unitPrice })).toBe(investment);
  });
});

describe('paybackYears (M3)', () => {
  it.each([
    // (3000 − 1000) / (500 − 100) = 5 years
    { baseline: { investment: 1000, operationalCost: 500 }, comparative: { investment: 3000, operationalCost: 100 }, years: 5 },
    // (500 − 1000) / (500 − 100) = −1.25: cheaper to buy and to run
    { baseline: { investment: 1000, operationalCost: 500 }, comparative: { investment: 500, operationalCost: 100 }, years: -1.25 },
    { baseline: { investment: 1000, operationalCost: 500 }, comparative: { investment: 3000, operationalCost: 500 }, years: null },
    { baseline: { investment: 1000, operationalCost: 500 }, comparative: { investment: 3000, operationalCost: 600 }, years: null },
    { baseline: { investment: 0, operationalCost: 0 }, comparative: { investment: 0, operationalCost: 0 }, years: null },
  ])('is $years when costs go from $baseline to $comparative', ({ baseline, comparative, years }) => {
    expect(paybackYears(baseline, comparative)).toBe(years);
  });

  it.each([
    // No prices entered on either side: a saving of 400 a year, but no investment to pay back. Never "0.0 years" (issue #46 point 8).
    { baseline: { investment: 0, operationalCost: 500 }, comparative: { investment: 0, operationalCost: 100 }, years: null, reason: 'prices_missing' },
    { baseline: { investment: 1000, operationalCost: 500 }, comparative: { investment: 3000, operationalCost: 100 }, years: 5, reason: null },
    // A priced baseline and an alternative without new purchases: paid back at once, a real figure.
    { baseline: { investment: 1000, operationalCost: 500 }, comparative: { investment: 0, operationalCost: 100 }, years: -2.5, reason: null },
    { baseline: { investment: 0, operationalCost: 500 }, comparative: { investment: 0, operationalCost: 600 }, years: null, reason: 'no_saving' },
  ] as const)('says why: $reason for $baseline → $comparative (M3)', ({ baseline, comparative, years, reason }) => {
    expect(paybackYears(baseline, comparative)).toBe(years);
    expect(paybackReason(baseline, comparative)).toBe(reason);
  });
});
