import { Migration } from '@mikro-orm/migrations';

/**
 * The buyers' one-time welcome is dismissed per account, not per browser (issue #47, point 11): when the
 * user dismissed it; null for everyone until then.
 */
export class Migration20261202071555 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "buyer_welcome_dismissed_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "buyer_welcome_dismissed_at";`);
  }

}
