import { describe, expect, it } from 'vitest';
import { numberToDecimalText, parseDecimalText, roundDecimalText, totalsMatch } from './decimal';

describe('parseDecimalText', () => {
  it.each([
    ['1234.5', '1234.5'],
    ['1234,5', '1234.5'],
    [' 42 ', '42'],
    ['-0,25', '-0.25'],
    ['+7', '7'],
    [12.5, '12.5'],
    ['', null],
    ['abc', null],
    ['1.234,5', null],
    ['1e3', null],
    ['12.', null],
    [null, null],
  ])('%j → %j', (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });
});

describe('roundDecimalText (half away from zero, exact)', () => {
  it.each([
    ['1234.565', 2, '1234.57'], // a float would give 1234.56 (1234.565 is 1234.56499… in binary)
    ['1234.564', 2, '1234.56'],
    ['1234.5', 0, '1235'],
    ['1234.49', 0, '1234'],
    ['0.05', 1, '0.1'],
    ['0.04', 1, '0.0'],
    ['-1.25', 1, '-1.3'],
    ['-0.04', 1, '0.0'],
    ['7', 2, '7.00'],
    ['999.995', 2, '1000.00'],
    ['0.000001', 2, '0.00'],
  ])('%s to %i places is %s', (text, places, expected) => {
    expect(roundDecimalText(text, places)).toBe(expected);
  });
});

describe('numberToDecimalText', () => {
  it.each([
    [1234.565, '1234.565'],
    [0.1 + 0.2, '0.3'],
    [1500, '1500'],
    [-0.0000001, '0'],
    [12.3456789, '12.345679'],
  ])('%d → %s', (n, expected) => {
    expect(numberToDecimalText(n)).toBe(expected);
  });

  it('refuses NaN, infinity and totals beyond the column', () => {
    expect(() => numberToDecimalText(Number.NaN)).toThrow(RangeError);
    expect(() => numberToDecimalText(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => numberToDecimalText(1e15)).toThrow(RangeError);
  });
});

describe('totalsMatch (M8)', () => {
  // Registered 1234.565 kg at CO2 precision 2 prints as 1234.57 on the document.
  it.each([
    ['1234,57', '1234.565', 2, true],
    ['1234.57', '1234.565', 2, true],
    ['1234.565', '1234.565', 2, true], // rounds to the same 1234.57
    ['1234.56', '1234.565', 2, false],
    ['1234.6', '1234.565', 1, true], // precision 1: 1234.565 → 1234.6
    ['1235', '1234.565', 0, true], // precision 0: 1234.565 → 1235
    ['1234', '1234.565', 0, false],
    ['1234.5', '1234.45', 0, false], // 1234.5 → 1235 but 1234.45 → 1234
  ])('given %s vs registered %s at %i decimals: %s', (given, registered, places, ok) => {
    expect(totalsMatch(given, registered, places)).toBe(ok);
  });
});
