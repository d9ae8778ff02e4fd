/**
 * A bounded, per-instance cache of computed values whose keys name everything they depend on (e.g. a
 * project's revision, issue #17): an entry is never invalidated, it just stops being asked for once
 * the revision moves on, and the least recently used entries leave when the weight bound is passed.
 *
 * Concurrent misses of one key share one computation ("single flight"): fifty screens asking for the
 * figures right after a change cause one computation, not fifty. A failed computation is not kept.
 */
export interface ComputedCacheStats {
  hits: number;
  misses: number;
  /** Misses that joined a computation already under way. */
  joined: number;
  entries: number;
  weight: number;
}

interface Entry<T> {
  value: T;
  weight: number;
}

export class ComputedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private weight = 0;
  private readonly counts = { hits: 0, misses: 0, joined: 0 };

  /** @param maxWeight the bound of the summed weights; 0 keeps nothing (every get computes). */
  constructor(private readonly maxWeight: number) {}

  /**
   * The value of `key`, computed by `compute` when absent. With `store: false` (e.g. inside a database
   * transaction that may still roll back) a cached value is used but a computed one is not kept.
   */
  /** The value kept under `key`, or undefined (counted as a hit or a miss, like get). */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.counts.misses += 1;
      return undefined;
    }
    this.counts.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps `value` under `key` (a value computed together with others, outside get). */
  set(key: string, value: T, weight: number): void {
    if (this.maxWeight > 0) this.put(key, value, weight);
  }

  async get(key: string, compute: () => Promise<T>, options: { weightOf: (value: T) => number; store?: boolean }): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      this.counts.hits += 1;
      // Map order is insertion order: re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const store = options.store !== false && this.maxWeight > 0;
    if (!store) {
      this.counts.misses += 1;
      return compute();
    }
    const running = this.inFlight.get(key);
    if (running) {
      this.counts.joined += 1;
      return running;
    }
    this.counts.misses += 1;
    const promise = compute().then(
      (value) => {
        this.inFlight.delete(key);
        this.put(key, value, options.weightOf(value));
        return value;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  private put(key: string, value: T, weight: number): void {
    // One entry heavier than the whole cache is served but not kept.
    if (weight > this.maxWeight) return;
    const old = this.entries.get(key);
    if (old) this.weight -= old.weight;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [k, e] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.entries.delete(k);
      this.weight -= e.weight;
    }
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  stats(): ComputedCacheStats {
    return { ...this.counts, entries: this.entries.size, weight: this.weight };
  }
}
