import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130455 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "notify_new_requests" boolean not null default true, add column "notify_request_responses" boolean not null default true, add column "notify_project_shares" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "notify_new_requests", drop column "notify_request_responses", drop column "notify_project_shares";`);
  }

}
