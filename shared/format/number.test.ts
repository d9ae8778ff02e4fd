import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, parseDecimalInput, stripThousandsDots } from './number';

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
