import { describe, expect, it } from 'vitest';
import { reportFormat } from './report-format';

describe('reportFormat', () => {
  it('prints a kWh price with its own decimals whatever the report precision (1.35, not 1)', () => {
    const f = reportFormat('en-GB', 0, 1, 'DKK');
    expect(f.unitPrice(1.35)).toBe('DKK\u00a01.35');
    expect(f.money(1.35)).toBe('DKK\u00a01');
    expect(reportFormat('en-GB', 2, 1, 'EUR').unitPrice(0.125)).toBe('€0.125');
    expect(reportFormat('en-GB', 2, 1, 'EUR').unitPrice(2)).toBe('€2.00');
  });
});
