import { describe, expect, it } from 'vitest';
import { numericText } from './number-input';

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
