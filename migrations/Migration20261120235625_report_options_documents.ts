import { Migration } from '@mikro-orm/migrations';

/**
 * Report options (per user and partner-wide), the partners' uploaded front-page images, and issued
 * documents for the public verification (spec/platform-and-shell.md §3 Report options; methodology M8).
 * One options row per user and one per partner (partial unique indexes).
 */
export class Migration20261120235625_report_options_documents extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "report_options" ("id" serial primary key, "user_id" int null, "partner_id" int not null, "user_type" varchar(10) not null, "theme" varchar(40) not null default 'default', "locale" varchar(10) null, "custom_primary_color" varchar(7) null, "custom_secondary_color" varchar(7) null, "comprehensive_report_image" varchar(255) null, "estimate_report_image" varchar(255) null, "refurbishment_image" varchar(255) null, "lca_report_image" varchar(255) null, "override_users_front_page_images" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "report_options_partner_id_index" on "report_options" ("partner_id");`);
    this.addSql(`create unique index "report_options_one_per_partner" on "report_options" ("partner_id") where "user_type" = 'partner';`);
    this.addSql(`create unique index "report_options_one_per_user" on "report_options" ("user_id") where "user_type" = 'user';`);

    this.addSql(`create table "front_page_images" ("id" serial primary key, "partner_id" int not null, "url" varchar(255) not null, "original_name" varchar(255) not null, "mime_type" varchar(20) not null, "size_bytes" int not null, "width" int null, "height" int null, "uploaded_by_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "front_page_images" add constraint "front_page_images_url_unique" unique ("url");`);
    this.addSql(`create index "front_page_images_partner_id_created_at_index" on "front_page_images" ("partner_id", "created_at");`);

    this.addSql(`create table "documents" ("id" varchar(13) not null, "partner_id" int not null, "project_id" int null, "type" varchar(20) not null, "co2_total_kg" numeric(20,6) not null, "co2_precision" smallint not null, "created_by_id" int not null, "created_at" timestamptz not null, constraint "documents_pkey" primary key ("id"));`);
    this.addSql(`create index "documents_partner_id_created_at_index" on "documents" ("partner_id", "created_at");`);

    this.addSql(`alter table "report_options" add constraint "report_options_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "report_options" add constraint "report_options_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "front_page_images" add constraint "front_page_images_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "front_page_images" add constraint "front_page_images_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "documents" add constraint "documents_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "documents" add constraint "documents_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "documents" add constraint "documents_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "report_options" cascade;`);

    this.addSql(`drop table if exists "front_page_images" cascade;`);

    this.addSql(`drop table if exists "documents" cascade;`);
  }

}
