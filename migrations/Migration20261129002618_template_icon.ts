import { Migration } from '@mikro-orm/migrations';

/** A question template's icon, picked from the fixed list of shared/icons/icon-set.ts (issue #34). */
export class Migration20261129002618_template_icon extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "question_templates" add column "icon" varchar(80) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "question_templates" drop column "icon";`);
  }

}
