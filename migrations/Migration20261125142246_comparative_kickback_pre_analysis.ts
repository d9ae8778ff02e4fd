import { Migration } from '@mikro-orm/migrations';

export class Migration20261125142246_comparative_kickback_pre_analysis extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "comparative_reports" add column "kickback" double precision null, add column "pre_analysis" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "comparative_reports" drop column "kickback", drop column "pre_analysis";`);
  }

}
