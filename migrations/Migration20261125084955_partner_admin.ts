import { Migration } from '@mikro-orm/migrations';

export class Migration20261125084955_partner_admin extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "subsidiaries" ("id" serial primary key, "partner_id" int not null, "name" varchar(160) not null, "logo_url" varchar(255) null, "created_at" timestamptz not null);`);

    this.addSql(`alter table "subsidiaries" add constraint "subsidiaries_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "partners" add column "billing_name" varchar(255) null, add column "billing_address" varchar(255) null, add column "billing_city" varchar(255) null, add column "billing_country_code" varchar(10) null, add column "billing_email" varchar(255) null, add column "invoice_language" varchar(10) null, add column "tax_id" varchar(64) null, add column "tax_id_type" varchar(16) null, add column "stripe_customer_id" varchar(255) null, add column "data_method_priority" jsonb null;`);

    this.addSql(`alter table "users" add column "seat_assigned_at" timestamptz null, add column "subsidiary_id" int null;`);
    this.addSql(`alter table "users" add constraint "users_subsidiary_id_foreign" foreign key ("subsidiary_id") references "subsidiaries" ("id") on update cascade on delete set null;`);
    // Users made before seats were counted keep the access they had: each holds a seat.
    this.addSql(`update "users" set "seat_assigned_at" = "created_at" where "deactivated_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_subsidiary_id_foreign";`);

    this.addSql(`drop table if exists "subsidiaries" cascade;`);

    this.addSql(`alter table "partners" drop column "billing_name", drop column "billing_address", drop column "billing_city", drop column "billing_country_code", drop column "billing_email", drop column "invoice_language", drop column "tax_id", drop column "tax_id_type", drop column "stripe_customer_id", drop column "data_method_priority";`);

    this.addSql(`alter table "users" drop column "seat_assigned_at", drop column "subsidiary_id";`);
  }

}
