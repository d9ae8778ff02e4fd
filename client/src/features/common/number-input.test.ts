import { describe, expect, it } from 'vitest';
import { numericText, parseSignedDecimal, signedNumericText } from './number-input';

describe('numericText', () => {
  it('drops letters and signs', () => {
    expect(numericText('abc')).toBe('');
    expect(numericText('12a3')).toBe('123');
    expect(numericText('-5')).toBe('5');
    expect(numericText('1e3')).toBe('13');
  });

  it('keeps the separators of the supported locales', () => {
    expect(numericText('1.234,5')).toBe('1.234,5');
    expect(numericText('1 234.5')).toBe('1 234.5');
    expect(numericText("1'234")).toBe("1'234");
    expect(numericText('12\u00a0345')).toBe('12\u00a0345');
  });
});

describe('signedNumericText', () => {
  it.each([
    ['-5', '-5'],
    ['\u22123,5', '-3,5'],
    ['5-', '5'],
    ['--2', '-2'],
    ['-a1e2', '-12'],
    ['+4', '4'],
    ['', ''],
  ])('keeps one leading minus of %j → %j', (typed, kept) => {
    expect(signedNumericText(typed)).toBe(kept);
  });
});

describe('parseSignedDecimal', () => {
  it.each([
    ['-2,5', -2.5],
    ['3.1', 3.1],
    ['\u22121', -1],
    [' 0 ', 0],
    ['', null],
    ['-', null],
    ['1.234,5', null],
    ['abc', null],
  ])('reads %j as %j', (text, value) => {
    expect(parseSignedDecimal(text)).toBe(value);
  });
});
