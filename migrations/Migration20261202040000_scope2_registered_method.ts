import { Migration } from '@mikro-orm/migrations';

/**
 * The scope 2 method a partner's documents register (issue #46 point 2): 'location' (the default) or
 * 'market'. Documents already issued keep their stored total (documents.co2_total_kg) and verify as issued.
 */
export class Migration20261202040000_scope2_registered_method extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "partners" add column "scope2_registered_method" varchar(10) not null default 'location';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "partners" drop column "scope2_registered_method";`);
  }

}
