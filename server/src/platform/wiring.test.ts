import { describe, expect, it } from 'vitest';
import { assertWired, slot, unfilledSlots } from './wiring';

describe('#platform.wiring', () => {
  it('fails loudly when a slot is read or the start is checked before the composition root fills it', () => {
    const s = slot<(n: number) => number>('test.unfilled');
    expect(() => s.get()).toThrow(/test\.unfilled is not wired/);
    expect(unfilledSlots()).toContain('test.unfilled');
    expect(() => assertWired()).toThrow(/Not wired at start: .*test\.unfilled/);
    s.fill((n) => n + 1);
    expect(s.get()(1)).toBe(2);
    expect(unfilledSlots()).not.toContain('test.unfilled');
  });
});
