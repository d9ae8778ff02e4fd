/**
 * A bounded, per-instance cache of computed values whose keys name everything they depend on (e.g. a
 * project's revision, issue #17): an entry is never invalidated, it just stops being asked for once
 * the revision moves on, and the least recently used entries leave when the weight bound is passed.
 *
 * Concurrent misses of one key share one computation ("single flight"): fifty screens asking for the
 * figures right after a change cause one computation, not fifty. A failed computation is not kept.
 *
 * An entry may name its line: its key without the revision (e.g. the project and the options, but not
 * the project's revision). Revisions only grow, so once a line's next revision is kept the previous one
 * will not be asked for again: it leaves at once instead of waiting for the weight bound (issue #33:
 * every edit of a 10,000-item project left another computation of it behind until the bound, which
 * held the server's memory above 400 MB). A late computation of an older revision replacing a newer
 * one costs one computation more, never a wrong figure: the keys still name everything.
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
  line?: string;
}

export class ComputedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  /** The key kept for each line. */
  private readonly lines = new Map<string, string>();
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

  /** Keeps `value` under `key` (a value computed together with others, outside get), replacing its line's previous key. */
  set(key: string, value: T, weight: number, line?: string): void {
    if (this.maxWeight > 0) this.put(key, value, weight, line);
  }

  async get(key: string, compute: () => Promise<T>, options: { weightOf: (value: T) => number; store?: boolean; line?: string }): Promise<T> {
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
        this.put(key, value, options.weightOf(value), options.line);
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

  private put(key: string, value: T, weight: number, line?: string): void {
    // One entry heavier than the whole cache is served but not kept.
    if (weight > this.maxWeight) return;
    this.remove(key);
    if (line !== undefined) {
      const previous = this.lines.get(line);
      if (previous !== undefined) this.remove(previous);
      this.lines.set(line, key);
    }
    this.entries.set(key, { value, weight, line });
    this.weight += weight;
    for (const [k] of this.entries) {
      if (this.weight <= this.maxWeight) break;
      this.remove(k);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    if (entry.line !== undefined && this.lines.get(entry.line) === key) this.lines.delete(entry.line);
  }

  clear(): void {
    this.entries.clear();
    this.lines.clear();
    this.weight = 0;
  }

  stats(): ComputedCacheStats {
    return { ...this.counts, entries: this.entries.size, weight: this.weight };
  }
}
