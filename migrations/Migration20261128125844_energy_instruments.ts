import { Migration } from '@mikro-orm/migrations';

/**
 * Contractual energy instruments per solution (issue #31, scope 2 market-based). Writes bump the project's
 * revision like the solution's other rows (Migration20261126110000_project_revisions.ts), so cached
 * figures and reports see them.
 */
export class Migration20261128125844_energy_instruments extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "solution_energy_instruments" ("id" serial primary key, "solution_id" int not null, "type" varchar(32) not null, "kwh" double precision not null, "factor_g" double precision null, "note" text null, "created_at" timestamptz not null);`);
    this.addSql(`create index "solution_energy_instruments_solution_id_index" on "solution_energy_instruments" ("solution_id");`);

    this.addSql(`alter table "solution_energy_instruments" add constraint "solution_energy_instruments_solution_id_foreign" foreign key ("solution_id") references "solutions" ("id") on update cascade on delete cascade;`);
    const referencing = { insert: 'new table as new_rows', update: 'new table as new_rows old table as old_rows', delete: 'old table as old_rows' };
    for (const [event, ref] of Object.entries(referencing)) {
      this.addSql(`create trigger "solution_energy_instruments_revision_${event}" after ${event} on "solution_energy_instruments" referencing ${ref} for each statement execute function "revision_by_solution_id"();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "solution_energy_instruments" cascade;`);
  }

}
