/** Report options loading (spec/project-areas.md §4, §8): retried up to 5 times, 500 ms apart. */
export const LOAD_RETRIES = 5;
export const LOAD_RETRY_DELAY_MS = 500;

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  /** Called before each retry with the attempt that failed (1-based) and its error. */
  onRetry?(attempt: number, error: unknown): void;
  /** Stops waiting and retrying (the component went away). */
  signal?: AbortSignal;
}

/** Runs `load`; on failure waits and tries again, at most `retries` more times; then rethrows. */
export async function loadWithRetry<T>(load: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const retries = opts.retries ?? LOAD_RETRIES;
  const delayMs = opts.delayMs ?? LOAD_RETRY_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt > retries || opts.signal?.aborted) throw error;
      opts.onRetry?.(attempt, error);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        opts.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(error);
        }, { once: true });
      });
    }
  }
}
