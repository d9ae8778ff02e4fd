import { Migration } from '@mikro-orm/migrations';

export class Migration20261125141726_jobs extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "jobs" ("id" serial primary key, "name" varchar(100) not null, "payload" jsonb not null, "state" varchar(16) not null default 'queued', "attempts" int not null default 0, "max_attempts" int not null default 5, "run_at" timestamptz not null, "locked_by" varchar(120) null, "locked_until" timestamptz null, "progress" jsonb null, "result" jsonb null, "last_error" text null, "created_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "finished_at" timestamptz null);`);
    this.addSql(`create index "jobs_claim_idx" on "jobs" ("state", "run_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "jobs" cascade;`);
  }

}
