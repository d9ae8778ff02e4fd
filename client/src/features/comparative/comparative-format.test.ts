import { describe, expect, it } from 'vitest';
import { comparativeFormat } from './comparative-format';

describe('comparativeFormat (M7, spec §9)', () => {
  const f = comparativeFormat('en-GB', 'DKK');

  it('rounds savings by magnitude', () => {
    expect(f.saving(25_955.56)).toBe('≈ 26,000');
    expect(f.saving(26_000.2)).toBe('26,000');
    expect(f.saving(1_234_567)).toBe('≈ 1,200,000');
    expect(f.saving(512.4)).toBe('512');
    expect(f.money(470_123).replace(/\s/g, ' ')).toBe('DKK 470,000');
  });

  it('prints an amount already rounded once as it is (no second rounding: 2,350,000 is not 2,400,000)', () => {
    expect(f.amount(2_350_000).replace(/\s/g, ' ')).toBe('DKK 2,350,000');
    expect(f.money(2_350_000).replace(/\s/g, ' ')).toBe('DKK 2,400,000');
    expect(f.amount(null)).toBe('–');
  });

  it('scales CO2 from kg to t, kt, Mt and Gt', () => {
    expect(f.co2(49_500)).toEqual({ value: '49.5', unit: 't' });
    expect(f.co2(2_500_000)).toEqual({ value: '2.50', unit: 'kt' });
    expect(f.co2(7_000_000_000)).toEqual({ value: '7.00', unit: 'Mt' });
    expect(f.co2(3.2e12)).toEqual({ value: '3.20', unit: 'Gt' });
    expect(f.co2(null)).toEqual({ value: '–', unit: 't' });
  });

  it('formats in the user’s locale', () => {
    expect(comparativeFormat('da-DK', 'DKK').saving(1_234_567)).toBe('≈ 1.200.000');
    expect(f.factor(2.4)).toBe('× 2.40');
    expect(f.percent(null)).toBe('–');
  });
});
