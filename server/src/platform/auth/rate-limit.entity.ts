import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The shared counters of the rate limits (platform/auth/rate-limit.ts), in the table layout that
 * rate-limiter-flexible's RateLimiterPostgres reads and writes (its `_getCreateTableStmt`: key
 * varchar(255) primary key, points integer not null default 0, expire bigint). Declared as an entity
 * so that the schema, its snapshot and the migrations know the table; the library itself never
 * creates it (`tableCreated: true`). Keys are hashes: no address or e-mail is stored in clear.
 */
@Entity({ tableName: 'rate_limits' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: Opt<number> = 0;

  /** Epoch milliseconds when the window ends. */
  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
