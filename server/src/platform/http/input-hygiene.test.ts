import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_LIST, inputProblems, isBadText } from './input-hygiene';

describe('#inputProblems', () => {
  it('accepts ordinary bodies', () => {
    expect(inputProblems({ name: 'Café ✓ 😀', items: [{ amount: 3, price: 1.5e9 }], ok: true, none: null })).toBeNull();
    expect(inputProblems(undefined)).toBeNull();
  });

  it.each([
    ['a NUL character', { client: { name: 'a\u0000b' } }, 'client.name', 'validation.badCharacters'],
    ['a lone high surrogate', { items: [{ note: 'x\uD800' }] }, 'items[0].note', 'validation.badCharacters'],
    ['a lone low surrogate', { note: '\uDC00y' }, 'note', 'validation.badCharacters'],
    ['a number beyond a double', { investment: Infinity }, 'investment', 'validation.numberOutOfRange'],
    ['a number beyond any field', { amount: -1e16 }, 'amount', 'validation.numberOutOfRange'],
  ])('refuses %s, naming the field', (_what, body, field, key) => {
    expect(inputProblems(body)).toEqual({ [field]: [expect.objectContaining({ key })] });
  });

  it('refuses nesting deeper than the limit and lists longer than the limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_DEPTH + 5; i++) deep = [deep];
    expect(Object.values(inputProblems({ model_name: deep })!)[0]![0]!.key).toBe('validation.tooDeep');
    expect(inputProblems({ items: new Array(MAX_LIST + 1).fill(1) })).toEqual({ items: [expect.objectContaining({ key: 'validation.array.max' })] });
  });

  it('tells valid UTF-16 pairs from lone surrogates', () => {
    expect(isBadText('\uD83D\uDE00')).toBe(false);
    expect(isBadText('\uDE00\uD83D')).toBe(true);
  });
});
