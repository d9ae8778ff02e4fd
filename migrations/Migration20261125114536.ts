import { Migration } from '@mikro-orm/migrations';

export class Migration20261125114536 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "project_validations" ("id" serial primary key, "project_id" int not null, "requested_by_id" int null, "status" varchar(20) not null default 'queued', "created_at" timestamptz not null);`);
    this.addSql(`create index "project_validations_project_id_created_at_index" on "project_validations" ("project_id", "created_at");`);

    this.addSql(`create table "project_change_log" ("id" serial primary key, "project_id" int not null, "user_id" int null, "action" varchar(40) not null, "detail" varchar(255) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "project_change_log_project_id_created_at_index" on "project_change_log" ("project_id", "created_at");`);

    this.addSql(`create table "comparative_reports" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "project_id" int not null, "year" int not null, "years" int not null default 5, "title" varchar(160) null, "settings" jsonb not null);`);
    this.addSql(`alter table "comparative_reports" add constraint "comparative_reports_project_id_unique" unique ("project_id");`);

    this.addSql(`create table "comparative_calculations" ("id" serial primary key, "created_at" timestamptz not null, "updated_at" timestamptz not null, "project_id" int not null, "name" varchar(160) not null, "variant" varchar(20) not null default 'replacement', "sort_order" int not null default 0, "before_solution_id" int not null, "after_solution_id" int not null, "extra_columns" jsonb not null);`);
    this.addSql(`alter table "comparative_calculations" add constraint "comparative_calculations_before_solution_id_unique" unique ("before_solution_id");`);
    this.addSql(`alter table "comparative_calculations" add constraint "comparative_calculations_after_solution_id_unique" unique ("after_solution_id");`);
    this.addSql(`create index "comparative_calculations_project_id_sort_order_index" on "comparative_calculations" ("project_id", "sort_order");`);

    this.addSql(`alter table "project_validations" add constraint "project_validations_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_validations" add constraint "project_validations_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "project_change_log" add constraint "project_change_log_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "project_change_log" add constraint "project_change_log_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "comparative_reports" add constraint "comparative_reports_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "comparative_calculations" add constraint "comparative_calculations_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comparative_calculations" add constraint "comparative_calculations_before_solution_id_foreign" foreign key ("before_solution_id") references "solutions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comparative_calculations" add constraint "comparative_calculations_after_solution_id_foreign" foreign key ("after_solution_id") references "solutions" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "project_validations" cascade;`);

    this.addSql(`drop table if exists "project_change_log" cascade;`);

    this.addSql(`drop table if exists "comparative_reports" cascade;`);

    this.addSql(`drop table if exists "comparative_calculations" cascade;`);
  }

}
