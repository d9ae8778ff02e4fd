import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters shared by every app instance (issue #27, point 12): login, forgot-password and
 * document-verification attempts are counted in PostgreSQL by rate-limiter-flexible's
 * RateLimiterPostgres, in the table layout it reads and writes (server/src/platform/auth/rate-limit.ts).
 */
export class Migration20261127190028_rate_limits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }

}
