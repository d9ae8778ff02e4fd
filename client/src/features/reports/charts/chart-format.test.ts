import { describe, expect, it } from 'vitest';
import { autoDecimals, barLayout, formatEmission, formatEquivalence, formatShare, maxBarThickness } from './chart-format';

describe('formatEquivalence', () => {
  it.each([
    { value: 1234.4, text: '1,234' },
    { value: 1553089.24, text: '1,553,089' },
    { value: 10, text: '10' },
    { value: 5.22, text: '5.2' },
    { value: 0.0345, text: '0.035' },
    { value: 0, text: '0' },
    { value: -12.6, text: '-13' },
    { value: null, text: '–' },
    { value: Number.NaN, text: '–' },
  ])('reads $value as $text', ({ value, text }) => {
    expect(formatEquivalence(value, 'en-GB')).toBe(text);
  });
});

describe('formatEmission (M7 display unit)', () => {
  it.each([
    { kg: 950, decimals: undefined, out: { value: '950', unit: 'kg' } },
    { kg: 9999, decimals: 0, out: { value: '9,999', unit: 'kg' } },
    { kg: 107300, decimals: undefined, out: { value: '107', unit: 't' } },
    { kg: 12_345_000, decimals: 1, out: { value: '12.3', unit: 'kt' } },
    { kg: 2e10, decimals: 0, out: { value: '20', unit: 'Mt' } },
    { kg: null, decimals: 0, out: { value: '–', unit: 'kg' } },
  ])('shows $kg kg as $out', ({ kg, decimals, out }) => {
    expect(formatEmission(kg, 'en-GB', decimals)).toEqual(out);
  });
});

describe('autoDecimals and formatShare', () => {
  it.each([
    [0, 0],
    [0.5, 2],
    [12, 1],
    [-150, 0],
  ])('gives %d %d decimals', (value, decimals) => {
    expect(autoDecimals(value)).toBe(decimals);
  });

  it('gives whole percent shares, and a dash without a total', () => {
    expect(formatShare(1, 3, 'en-GB')).toBe('33%');
    expect(formatShare(1, 0, 'en-GB')).toBe('–');
  });
});

describe('barLayout', () => {
  const base = { layout: 'vertical' as const, width: 600, height: 300, longestTick: '100,000', fontSize: 11 };

  it('keeps short labels level and rotates crowded ones', () => {
    expect(barLayout({ ...base, indexLabels: ['A', 'B', 'C'] }).tickRotation).toBe(0);
    const crowded = barLayout({ ...base, width: 360, indexLabels: Array.from({ length: 7 }, () => 'Network equipme…') });
    expect(crowded.tickRotation).toBe(-35);
    expect(crowded.margin.bottom).toBeGreaterThan(barLayout({ ...base, indexLabels: ['A'] }).margin.bottom);
  });

  it('rotates the labels of two capped bars whose bands are narrower than the labels, though half the width would hold them', () => {
    // A half-page chart (320 px): two bars capped at 25 px stand in bands of about 90 px, not 130.
    const two = barLayout({ ...base, width: 320, indexLabels: ['Office workplac…', 'Communication c…'] });
    expect(two.tickRotation).toBe(-35);
  });

  it('makes room for the value-axis ticks and legends', () => {
    const plain = barLayout({ ...base, indexLabels: ['A'] });
    const legends = barLayout({ ...base, indexLabels: ['A'], valueLegend: true, indexLegend: true });
    expect(legends.margin.left).toBeGreaterThan(plain.margin.left);
    expect(legends.margin.bottom).toBeGreaterThan(plain.margin.bottom);
    const horizontal = barLayout({ ...base, layout: 'horizontal', indexLabels: ['Storage systems'], valueLabels: true });
    expect(horizontal.margin.left).toBeGreaterThan(80);
  });

  it.each([
    { rows: 1, cap: 50 },
    { rows: 2, cap: 25 },
    { rows: 3, cap: null },
  ])('caps bars of $rows rows at $cap px (spec §9)', ({ rows, cap }) => {
    expect(maxBarThickness(rows)).toBe(cap);
    const layout = barLayout({ ...base, indexLabels: Array.from({ length: rows }, (_, i) => `R${i}`) });
    const inner = 600 - layout.margin.left - layout.margin.right;
    const thickness = (inner * (1 - layout.padding)) / (rows + layout.padding);
    if (cap) expect(thickness).toBeCloseTo(cap, 5);
    else expect(layout.padding).toBe(0.3);
  });
});
