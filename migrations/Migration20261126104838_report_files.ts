import { Migration } from '@mikro-orm/migrations';

export class Migration20261126104838_report_files extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "report_files" ("job_id" int not null, "file_name" varchar(200) not null, "pdf" bytea not null, "document_id" varchar(13) not null, "created_at" timestamptz not null, constraint "report_files_pkey" primary key ("job_id"));`);

    this.addSql(`alter table "report_files" add constraint "report_files_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "report_files" cascade;`);
  }

}
