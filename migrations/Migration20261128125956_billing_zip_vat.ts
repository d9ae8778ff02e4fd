import { Migration } from '@mikro-orm/migrations';

/**
 * The billing block's own postcode and VAT number (spec/platform-and-shell.md §3 Billing: zip, vat_no;
 * issue #34: PUT …/billing-details ignored both).
 */
export class Migration20261128125956_billing_zip_vat extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "partners" add column "billing_zip" varchar(32) null, add column "billing_vat_no" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "partners" drop column "billing_zip", drop column "billing_vat_no";`);
  }

}
