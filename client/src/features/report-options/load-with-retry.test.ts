import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry } from './load-with-retry';

describe('loadWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failing load 500 ms apart and returns the first success', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('a')).mockRejectedValueOnce(new Error('b')).mockResolvedValue('ok');
    const onRetry = vi.fn();
    const result = loadWithRetry(load, { onRetry });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('ok');
    expect(onRetry.mock.calls.map((c) => c[0])).toEqual([1, 2]);
  });

  it('gives up after 5 retries (6 attempts) and rethrows the last error', async () => {
    let n = 0;
    const load = vi.fn(async () => {
      n += 1;
      throw new Error(`failure ${n}`);
    });
    const result = loadWithRetry(load);
    const settled = expect(result).rejects.toThrow('failure 6');
    await vi.advanceTimersByTimeAsync(5 * 500);
    await settled;
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const result = loadWithRetry(load, { signal: controller.signal });
    const settled = expect(result).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    expect(load).toHaveBeenCalledTimes(1);
  });
});
