import { Migration } from '@mikro-orm/migrations';

/**
 * Project reports (one per project: rating year, comparative heading and the twenty report settings as
 * JSON) and the log of generated reports (spec/project-areas.md §3 Report, Report setting; §7 Reports).
 */
export class Migration20261121003451_reports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reports_generated" ("id" serial primary key, "project_id" int not null, "user_id" int null, "report_type" varchar(30) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "reports_generated_project_id_created_at_index" on "reports_generated" ("project_id", "created_at");`);

    this.addSql(`create table "project_reports" ("id" serial primary key, "project_id" int not null, "year" int null, "comparative_heading" varchar(255) null, "settings" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "project_reports" add constraint "project_reports_project_id_unique" unique ("project_id");`);

    this.addSql(`alter table "reports_generated" add constraint "reports_generated_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reports_generated" add constraint "reports_generated_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "project_reports" add constraint "project_reports_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reports_generated" cascade;`);

    this.addSql(`drop table if exists "project_reports" cascade;`);
  }

}
