import { Migration } from '@mikro-orm/migrations';

/** Document manifests (issue #31): the calc inputs, reference versions and totals a report document was issued with, and their SHA-256. */

export class Migration20261128130000_document_manifests extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "documents" add column "manifest" jsonb null, add column "manifest_sha256" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "documents" drop column "manifest", drop column "manifest_sha256";`);
  }

}
