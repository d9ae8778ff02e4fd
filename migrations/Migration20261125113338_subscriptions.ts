import { Migration } from '@mikro-orm/migrations';

export class Migration20261125113338_subscriptions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stripe_events" ("id" varchar(255) not null, "type" varchar(120) not null, "handled_at" timestamptz not null, constraint "stripe_events_pkey" primary key ("id"));`);

    this.addSql(`alter table "partners" add column "stripe_payment_method_id" varchar(255) null;`);

    this.addSql(`alter table "subscriptions" add column "interval" varchar(8) null, add column "payment_method" varchar(8) null, add column "incomplete_payments" int not null default 0, add column "incomplete_payment_url" varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stripe_events" cascade;`);

    this.addSql(`alter table "partners" drop column "stripe_payment_method_id";`);

    this.addSql(`alter table "subscriptions" drop column "interval", drop column "payment_method", drop column "incomplete_payments", drop column "incomplete_payment_url";`);
  }

}
