import { Migration } from '@mikro-orm/migrations';

export class Migration20261125150158 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" add column "message_key" varchar(80) null, add column "message_params" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notifications" drop column "message_key", drop column "message_params";`);
  }

}
