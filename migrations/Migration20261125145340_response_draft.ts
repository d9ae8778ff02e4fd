import { Migration } from '@mikro-orm/migrations';

export class Migration20261125145340_response_draft extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "solution_groups" add column "response_draft" boolean not null default false;`);
    // Responses accepted but not yet sent are drafts.
    this.addSql(`update "solution_groups" set "response_draft" = true where "id" in (select "response_group_id" from "request_shares" where "responded_at" is null and "response_group_id" is not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "solution_groups" drop column "response_draft";`);
  }

}
