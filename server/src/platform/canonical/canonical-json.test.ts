import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalSha256 } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys recursively and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it('keeps array order (arrays are ordered data)', () => {
    expect(canonicalJson([2, 1, [4, 3]])).toBe('[2,1,[4,3]]');
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });

  it('prints numbers as JavaScript does (shortest round-trip form)', () => {
    expect(canonicalJson([0.1 + 0.2, 1e21, 1e-7, -0, 12.5, 3])).toBe('[0.30000000000000004,1e+21,1e-7,0,12.5,3]');
  });

  it('escapes strings as JSON and omits undefined members like JSON.stringify', () => {
    expect(canonicalJson({ s: 'a"b\\c\n', u: undefined, n: null })).toBe('{"n":null,"s":"a\\"b\\\\c\\n"}');
  });

  it('sorts keys by UTF-16 code units, not by locale', () => {
    expect(canonicalJson({ b: 1, B: 2, a: 3, é: 4 })).toBe('{"B":2,"a":3,"b":1,"é":4}');
  });

  it('writes dates as ISO text and sets as sorted arrays', () => {
    expect(canonicalJson({ d: new Date('2026-11-28T12:00:00Z'), s: new Set(['b', 'a']) })).toBe('{"d":"2026-11-28T12:00:00.000Z","s":["a","b"]}');
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(/not a finite number/);
    expect(() => canonicalJson([Infinity])).toThrow(/not a finite number/);
  });
});

describe('canonicalSha256', () => {
  const manifest = { totals: { co2: 12.345, groups: [{ id: '1', kwh: 100 }] }, inputs: { items: [{ amount: 2, modes: [{ hours: 8760, watts: 10 }] }] } };

  it('is the SHA-256 hex of the canonical JSON', () => {
    expect(canonicalSha256(manifest)).toBe(createHash('sha256').update(canonicalJson(manifest), 'utf8').digest('hex'));
    expect(canonicalSha256(manifest)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same content twice and in any key order', () => {
    const reordered = { inputs: { items: [{ modes: [{ watts: 10, hours: 8760 }], amount: 2 }] }, totals: { groups: [{ kwh: 100, id: '1' }], co2: 12.345 } };
    expect(canonicalSha256(manifest)).toBe(canonicalSha256(structuredClone(manifest)));
    expect(canonicalSha256(reordered)).toBe(canonicalSha256(manifest));
  });

  it('changes when any figure changes, however deep or small', () => {
    const base = canonicalSha256(manifest);
    const a = structuredClone(manifest);
    a.totals.co2 = 12.34500000001;
    const b = structuredClone(manifest);
    b.inputs.items[0].modes[0].hours = 8759;
    const c = structuredClone(manifest);
    c.totals.groups.reverse().push({ id: '2', kwh: 0 });
    expect(new Set([base, canonicalSha256(a), canonicalSha256(b), canonicalSha256(c)]).size).toBe(4);
  });
});
