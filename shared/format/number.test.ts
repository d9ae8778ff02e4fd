import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, parseAmountInput, parseDecimalInput, stripThousandsDots, unitPriceDecimals } from './number';

describe('parseDecimalInput', () => {
  it.each([
    ['1.35', 1.35],
    ['1,35', 1.35],
    ['2', 2],
    [' 0,5 ', 0.5],
  ])('accepts %s as %s', (text, expected) => expect(parseDecimalInput(text)).toBe(expected));

  it.each(['1,2,3', 'abc', '-1', '1.', ',5', ''])('rejects %s', (text) => expect(parseDecimalInput(text)).toBeNull());
});

describe('stripThousandsDots', () => {
  it('strips dots that group thousands', () => expect(stripThousandsDots('1.250.000')).toBe('1250000'));
  it('keeps a decimal dot', () => expect(stripThousandsDots('12.5')).toBe('12.5'));
});

describe('formatNumber / formatMoney', () => {
  it('uses the locale separators', () => expect(formatNumber(1234.5, 'da-DK', 1)).toBe('1.234,5'));
  it('shows a dash for a missing figure', () => expect(formatNumber(null, 'en-GB')).toBe('–'));
  it('formats money with the currency', () => expect(formatMoney(10, 'GBP', 'en-GB')).toBe('£10.00'));
});

describe('parseAmountInput', () => {
  it.each([
    ['250.000', 250000],
    ['250,000', 250000],
    ['1.250.000', 1250000],
    ['1.250.000,50', 1250000.5],
    ['1,250,000.50', 1250000.5],
    ['250,5', 250.5],
    ['250.5', 250.5],
    ['250.0000', 250],
    ['250 000', 250000],
    ['42', 42],
  ])('reads %s as %d', (text, value) => {
    expect(parseAmountInput(text)).toBe(value);
  });

  it.each(['', 'abc', '1.2.3', '1,2,3', '-5', '1.250,000.5'])('refuses %j', (text) => {
    expect(parseAmountInput(text)).toBeNull();
  });
});

describe('unitPriceDecimals', () => {
  it('shows a kWh price with its own decimals, never fewer than the report precision', () => {
    expect(unitPriceDecimals(1.35, 0)).toBe(2);
    expect(unitPriceDecimals(1, 0)).toBe(0);
    expect(unitPriceDecimals(1, 2)).toBe(2);
    expect(unitPriceDecimals(0.125, 1)).toBe(3);
    expect(unitPriceDecimals(0.123456, 0)).toBe(4);
    expect(unitPriceDecimals(null, 1)).toBe(1);
  });
});
