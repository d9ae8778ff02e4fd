/**
 * Fixed-window rate limits whose counters live in PostgreSQL, so that every app instance counts the
 * same attempts (issue #27, point 12): N instances allow the limit once, not N times. The counting is
 * rate-limiter-flexible's RateLimiterPostgres (a maintained library, not code of our own), on the
 * app's own connection pool (MikroORM's knex, `storeType: 'knex'`) and the `rate_limits` table of
 * the migrations (`tableCreated: true`: the library creates nothing). Its documented calls are used:
 * `consume` (count one attempt and refuse past the limit, in one atomic upsert), `reward` (give a
 * point back) and `delete` (https://github.com/animir/node-rate-limiter-flexible/wiki/API-methods).
 *
 * Consume first, then do the work, then reward or forget on success (issue #45, point 3; stack notes,
 * trap 33): asking first and counting after a slow check (scrypt) let a parallel burst through, 39 of
 * 40 wrong passwords checked against a limit of 5.
 *
 * Keys are hashed before they are stored: the table holds no e-mail or client address in clear, and a
 * long key cannot overflow its column.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

type Knex = ReturnType<EntityManager['getKnex']>;

export const RATE_LIMIT_TABLE = 'rate_limits';

export class RateLimit {
  /** One library limiter per connection pool (an app has one; tests may run several). */
  private readonly limiters = new WeakMap<Knex, RateLimiterPostgres>();

  /**
   * @param name  the counters' prefix (e.g. `login-account`); instances share counters by it
   * @param max   attempts allowed in a window
   * @param windowMs  the window's length (whole seconds)
   */
  constructor(
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  private limiter(em: EntityManager): RateLimiterPostgres {
    const knex = em.getKnex();
    let limiter = this.limiters.get(knex);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: knex,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: this.name,
        points: this.max,
        duration: Math.ceil(this.windowMs / 1000),
      });
      this.limiters.set(knex, limiter);
    }
    return limiter;
  }

  private static hash(key: string): string {
    return createHash('sha256').update(key).digest('base64url');
  }

  /**
   * Counts one attempt of the key, atomically across requests and instances: 0 when it may go on,
   * else the seconds until it may try again (the attempt was refused, and counted all the same).
   */
  async consume(em: EntityManager, key: string): Promise<number> {
    try {
      await this.limiter(em).consume(RateLimit.hash(key), 1);
      return 0;
    } catch (res) {
      if (res instanceof Error) throw res; // the store failed, not the limit
      const msBeforeNext = (res as { msBeforeNext?: number }).msBeforeNext ?? this.windowMs;
      return Math.max(1, Math.ceil(msBeforeNext / 1000));
    }
  }

  /** Gives back one attempt of the key (an attempt that succeeded should not count against the caller). */
  async reward(em: EntityManager, key: string): Promise<void> {
    await this.limiter(em).reward(RateLimit.hash(key), 1);
  }

  /** Forgets the key's attempts (e.g. after a successful sign-in). */
  async reset(em: EntityManager, key: string): Promise<void> {
    await this.limiter(em).delete(RateLimit.hash(key));
  }
}
