/**
 * A fixed-window limiter kept in memory (one process serves the app). Login uses two keys: the
 * account with the client address, and the client address alone.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not limited. */
  retryAfter(key: string): number {
    const entry = this.hits.get(key);
    const t = this.now();
    if (!entry || entry.resetAt <= t) return 0;
    return entry.count >= this.max ? Math.ceil((entry.resetAt - t) / 1000) : 0;
  }

  hit(key: string): void {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
    else entry.count += 1;
    if (this.hits.size > 10_000) this.sweep(t);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= t) this.hits.delete(key);
  }
}
