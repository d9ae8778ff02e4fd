import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('limits a key after max hits within the window and frees it afterwards', () => {
    let t = 0;
    const limiter = new RateLimiter(3, 60_000, () => t);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.hit('a');
    }
    expect(limiter.retryAfter('a')).toBe(60);
    expect(limiter.retryAfter('b')).toBe(0);
    t = 30_000;
    expect(limiter.retryAfter('a')).toBe(30);
    t = 60_001;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    limiter.hit('k');
    expect(limiter.retryAfter('k')).toBe(1);
    limiter.reset('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });
});
