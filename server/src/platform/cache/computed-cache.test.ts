import { describe, expect, it } from 'vitest';
import { ComputedCache } from './computed-cache';

const one = { weightOf: () => 1 };

describe('ComputedCache', () => {
  it('computes a key once and serves it again', async () => {
    const cache = new ComputedCache<number>(10);
    let runs = 0;
    const compute = async () => ++runs;
    expect(await cache.get('a', compute, one)).toBe(1);
    expect(await cache.get('a', compute, one)).toBe(1);
    expect(runs).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = new ComputedCache<string>(10);
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      runs += 1;
      await gate;
      return 'v';
    };
    const all = Promise.all([cache.get('k', compute, one), cache.get('k', compute, one), cache.get('k', compute, one)]);
    release();
    expect(await all).toEqual(['v', 'v', 'v']);
    expect(runs).toBe(1);
    expect(cache.stats().joined).toBe(2);
  });

  it('keeps no failed computation', async () => {
    const cache = new ComputedCache<number>(10);
    await expect(cache.get('k', () => Promise.reject(new Error('boom')), one)).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 7, one)).toBe(7);
  });

  it('drops the least recently used entries past the weight bound', async () => {
    const cache = new ComputedCache<string>(5);
    const w = { weightOf: (v: string) => v.length };
    await cache.get('a', async () => 'aa', w);
    await cache.get('b', async () => 'bb', w);
    await cache.get('a', async () => 'xx', w); // a is now the most recently used
    await cache.get('c', async () => 'cc', w); // 6 > 5: b leaves
    expect(cache.stats()).toMatchObject({ entries: 2, weight: 4 });
    expect(await cache.get('a', async () => 'new', w)).toBe('aa');
    expect(await cache.get('b', async () => 'new', w)).toBe('new');
  });

  it('serves but does not keep an entry heavier than the bound, or one computed with store: false', async () => {
    const cache = new ComputedCache<string>(3);
    expect(await cache.get('big', async () => 'abcd', { weightOf: (v) => v.length })).toBe('abcd');
    expect(await cache.get('tx', async () => 'x', { ...one, store: false })).toBe('x');
    expect(cache.stats().entries).toBe(0);
  });

  it('with a bound of 0 computes every time', async () => {
    const cache = new ComputedCache<number>(0);
    let runs = 0;
    await cache.get('k', async () => ++runs, one);
    await cache.get('k', async () => ++runs, one);
    expect(runs).toBe(2);
  });

  it('keeps one key per line: the next revision of a line replaces the previous one at once', async () => {
    const cache = new ComputedCache<string>(100);
    await cache.get('p1|r1|opts', async () => 'one', { weightOf: () => 10, line: 'p1|opts' });
    await cache.get('p1|r1|other', async () => 'other', { weightOf: () => 10, line: 'p1|other' });
    cache.set('p2|r1|opts', 'two', 10, 'p2|opts');
    expect(cache.stats()).toMatchObject({ entries: 3, weight: 30 });
    await cache.get('p1|r2|opts', async () => 'one again', { weightOf: () => 12, line: 'p1|opts' });
    // The first revision of p1's line has left; the other line and the other project stay.
    expect(cache.stats()).toMatchObject({ entries: 3, weight: 32 });
    expect(cache.peek('p1|r1|opts')).toBeUndefined();
    expect(cache.peek('p1|r2|opts')).toBe('one again');
    expect(cache.peek('p1|r1|other')).toBe('other');
    expect(cache.peek('p2|r1|opts')).toBe('two');
    // Kept again under the same key: its weight counted once; an entry without a line keeps nothing else out.
    cache.set('p1|r2|opts', 'one again', 12, 'p1|opts');
    cache.set('loose', 'x', 1);
    expect(cache.stats()).toMatchObject({ entries: 4, weight: 33 });
    // Evicted by the bound, a line forgets its key: the next revision removes nothing else.
    const small = new ComputedCache<string>(10);
    small.set('a|1', 'a1', 6, 'a');
    small.set('b|1', 'b1', 6, 'b');
    expect(small.peek('a|1')).toBeUndefined();
    small.set('a|2', 'a2', 4, 'a');
    expect(small.stats()).toMatchObject({ entries: 2, weight: 10 });
  });
});
