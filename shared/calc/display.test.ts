import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emissionUnit, equivalenceKgPerUnit, equivalences, mergeOther, roundPartsToTotal, roundSavings, roundToPrecision, truncateLabel } from './display';

describe('emissionUnit (M7)', () => {
  it.each([
    { kg: 0, unit: 'kg', divider: 1, value: 0 },
    { kg: 9999, unit: 'kg', divider: 1, value: 9999 },
    { kg: 10000, unit: 'ton', divider: 1e3, value: 10 },
    { kg: 9_999_999, unit: 'ton', divider: 1e3, value: 9999.999 },
    { kg: 1e7, unit: 'kiloton', divider: 1e6, value: 10 },
    { kg: 1e10, unit: 'megaton', divider: 1e9, value: 10 },
    { kg: -20000, unit: 'ton', divider: 1e3, value: -20 },
  ])('shows $kg kg as $value $unit', ({ kg, unit, divider, value }) => {
    const result = emissionUnit(kg);
    expect(result?.unit).toBe(unit);
    expect(result?.divider).toBe(divider);
    expect(result?.value).toBeCloseTo(value, 9);
  });

  it('is null for a missing or non-finite value', () => {
    expect(emissionUnit(null)).toBeNull();
    expect(emissionUnit(Number.NaN)).toBeNull();
    expect(emissionUnit(Infinity)).toBeNull();
  });
});

describe('roundToPrecision (M7)', () => {
  it.each([
    { value: 1.005, precision: 2 as const, rounded: 1.01 },
    { value: 0.125, precision: 2 as const, rounded: 0.13 },
    { value: 2.345, precision: 1 as const, rounded: 2.3 },
    { value: 2.35, precision: 1 as const, rounded: 2.4 },
    { value: 1234.5, precision: 0 as const, rounded: 1235 },
    { value: -1234.5, precision: 0 as const, rounded: -1235 },
    { value: -0.4, precision: 0 as const, rounded: 0 },
    { value: 3925.575, precision: 2 as const, rounded: 3925.58 },
  ])('rounds $value to $rounded at precision $precision', ({ value, precision, rounded }) => {
    expect(roundToPrecision(value, precision)).toBe(rounded);
  });

  it('never gives negative zero or NaN', () => {
    expect(Object.is(roundToPrecision(-0.4, 0), -0)).toBe(false);
    expect(roundToPrecision(Number.NaN, 1)).toBeNull();
    expect(roundToPrecision(undefined, 1)).toBeNull();
  });
});

describe('roundSavings (M7)', () => {
  it.each([
    { value: 1_234_567, rounded: 1_200_000 },
    { value: 1_250_001, rounded: 1_300_000 },
    // 10^6 is not above 10^6: to 10 000
    { value: 1_000_000, rounded: 1_000_000 },
    { value: 123_456, rounded: 120_000 },
    // 10^5 is not above 10^5: to 1 000
    { value: 100_400, rounded: 100_000 },
    { value: 4_567, rounded: 5_000 },
    { value: 1_000, rounded: 1_000 },
    { value: 999.6, rounded: 1_000 },
    { value: 12.4, rounded: 12 },
    { value: -4_567, rounded: -5_000 },
  ])('rounds $value to $rounded', ({ value, rounded }) => {
    expect(roundSavings(value)).toBe(rounded);
  });

  it('is null for a missing value', () => {
    expect(roundSavings(null)).toBeNull();
  });
});

describe('equivalences (M7)', () => {
  it('applies both factor sets of spec §9 to kg CO2e', () => {
    const e = equivalences(1000);
    // first set divides: 1000 / 22 trees, 1000 / 0.1223 km, 1000 / 0.036, 1000 / 0.01748 cups, 1000 / 64 phones
    expect(e?.impact.trees).toBeCloseTo(1000 / 22, 9);
    expect(e?.impact.carKm).toBeCloseTo(1000 / 0.1223, 9);
    expect(e?.impact.streaming).toBeCloseTo(1000 / 0.036, 9);
    expect(e?.impact.plasticCups).toBeCloseTo(1000 / 0.01748, 9);
    expect(e?.impact.smartphones).toBeCloseTo(15.625, 12);
    // second set multiplies: 1000 × 3.7037037 cups …; persons 1000 / 4480. Trees: one factor in both sets,
    // the 22 kg a tree absorbs in a year that the methodology page prints (issue #28), so 1000 / 22.
    expect(e?.extended.trees).toBeCloseTo(1000 / 22, 9);
    expect(e?.extended.plasticCups).toBeCloseTo(3703.7037, 9);
    expect(e?.extended.solarCells).toBeCloseTo(5, 12);
    expect(e?.extended.lightBulbs).toBeCloseTo(27.3748676, 9);
    expect(e?.extended.houses).toBeCloseTo(0.192313299, 12);
    expect(e?.extended.cars).toBeCloseTo(0.109184324, 12);
    expect(e?.extended.streaming).toBeCloseTo(3506.31136, 9);
    expect(e?.extended.persons).toBeCloseTo(1000 / 4480, 12);
  });

  it('is null for a missing value', () => {
    expect(equivalences(undefined)).toBeNull();
  });
});

describe('mergeOther (M7)', () => {
  const series = [
    { key: 'a', value: 1 },
    { key: 'b', value: 8 },
    { key: 'c', value: 3 },
    { key: 'd', value: 7 },
    { key: 'e', value: 2 },
    { key: 'f', value: 6 },
    { key: 'g', value: 5 },
    { key: 'h', value: 4 },
  ];

  it('keeps the six largest and merges the rest as other', () => {
    // kept 8, 7, 6, 5, 4, 3; other = 2 + 1 = 3
    expect(mergeOther(series)).toEqual([
      { key: 'b', value: 8 },
      { key: 'd', value: 7 },
      { key: 'f', value: 6 },
      { key: 'g', value: 5 },
      { key: 'h', value: 4 },
      { key: 'c', value: 3 },
      { key: 'other', value: 3 },
    ]);
  });

  it('merges nothing with six or fewer entries, largest first, ties in input order', () => {
    expect(mergeOther([{ key: 'x', value: 1 }, { key: 'y', value: 2 }, { key: 'z', value: 1 }])).toEqual([
      { key: 'y', value: 2 },
      { key: 'x', value: 1 },
      { key: 'z', value: 1 },
    ]);
  });

  it('honours another maximum', () => {
    expect(mergeOther(series, 2).map((e) => e.key)).toEqual(['b', 'd', 'other']);
    // 1 + 3 + 2 + 6 + 5 + 4 = 21
    expect(mergeOther(series, 2)[2].value).toBe(21);
  });
});

describe('truncateLabel (M7)', () => {
  it.each([
    { label: 'Servers', result: 'Servers' },
    { label: 'Exactly15Chars!', result: 'Exactly15Chars!' },
    { label: 'Storage systems A', result: 'Storage systems…' },
    { label: 'Netværksudstyr og mere', result: 'Netværksudstyr …' },
  ])('cuts "$label" to "$result"', ({ label, result }) => {
    expect(truncateLabel(label)).toBe(result);
  });

  it('never splits a surrogate pair', () => {
    const label = 'a'.repeat(14) + '😀😀';
    expect(truncateLabel(label)).toBe('a'.repeat(14) + '😀…');
  });
});

describe('equivalenceKgPerUnit (M7, issue #46 point 3)', () => {
  it.each([
    ['impact', 'plasticCups', 0.01748],
    ['impact', 'streaming', 0.036],
    ['impact', 'trees', 22],
    // The second set multiplies: its factor per unit is the inverse (a cup 0.270 kg, an hour 0.285 kg, a car-year 9,159 kg).
    ['extended', 'plasticCups', 1 / 3.7037037],
    ['extended', 'streaming', 1 / 3.50631136],
    ['extended', 'cars', 1 / 0.000109184324],
    ['extended', 'persons', 4480],
  ] as const)('%s.%s stands for %s kg CO2e', (set, key, kg) => {
    expect(equivalenceKgPerUnit(set, key as never)).toBeCloseTo(kg, 9);
  });

  it('gives back the figure an equivalence was made from: kg = count × factor', () => {
    const e = equivalences(1000)!;
    expect(e.extended.plasticCups * equivalenceKgPerUnit('extended', 'plasticCups')).toBeCloseTo(1000, 6);
    expect(e.impact.plasticCups * equivalenceKgPerUnit('impact', 'plasticCups')).toBeCloseTo(1000, 6);
  });
});

describe('roundPartsToTotal (M7; issue #46 point 5: rows add up to the total printed from the exact sum)', () => {
  it.each([
    { parts: [110_012.76, 151_472.64], step: 1, out: [110_013, 151_472], why: 'the demo workplaces: 261,485.40 prints 261,485, not 110,013 + 151,473' },
    { parts: [28_254.88, 37_470.86], step: 100, out: [28_200, 37_500], why: 'tenths of a ton: 65.7 t, not 28.3 + 37.5 = 65.8 t' },
    { parts: [0.4, 0.4, 0.4], step: 1, out: [1, 0, 0], why: 'equal remainders: the earlier part' },
    { parts: [0.5, 2.5], step: 1, out: [0, 3], why: 'equal remainders: the larger part' },
    { parts: [3, 4], step: 1, out: [3, 4], why: 'whole parts stay as they are' },
    { parts: [-1.6, 0.2], step: 1, out: [-1, 0], why: 'negative parts round alike (−1.4 → −1)' },
    { parts: [0.25, 0.25], step: 0.1, out: [0.3, 0.2], why: 'a step below one without binary artefacts' },
    { parts: [], step: 1, out: [], why: 'no parts' },
    { parts: [Number.NaN, 2.6, null], step: 1, out: [0, 3, 0], why: 'a missing part counts as 0' },
  ])('$why', ({ parts, step, out }) => {
    expect(roundPartsToTotal(parts as number[], step)).toEqual(out);
  });

  it('rounds to a given total: the items of a calculation add up to its printed side', () => {
    // The side was printed 262 (its row in the calculations table took the step): the items follow it.
    expect(roundPartsToTotal([100.3, 161.3], 1, 262)).toEqual([100, 162]);
    expect(roundPartsToTotal([100.3, 161.3], 1, 261)).toEqual([100, 161]);
  });

  it('refuses a step that is not a positive number', () => {
    expect(() => roundPartsToTotal([1], 0)).toThrow(RangeError);
  });

  it('always adds up to the exact sum rounded once, each part less than one step from its exact value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e7, noNaN: true }), { maxLength: 30 }), fc.constantFrom(1, 100, 1000), (parts, step) => {
        const out = roundPartsToTotal(parts, step);
        const sum = parts.reduce((s, p) => s + p, 0);
        expect(out.reduce((s, p) => s + p, 0)).toBe(Math.round(Number((sum / step).toPrecision(12))) * step);
        out.forEach((p, i) => expect(Math.abs(p - parts[i]!)).toBeLessThan(step * (1 + 1e-9)));
      }),
    );
  });
});
