import { Migration } from '@mikro-orm/migrations';

/**
 * Solution revisions (issue #33 "an edit costs what it changes"): as project revisions
 * (Migration20261126110000_project_revisions.ts), every write to a solution, its items, capacity
 * links, category shares or item requests bumps `solution_revisions.revision` of that solution in the
 * same transaction, through statement-level triggers. The figures computation
 * (server/src/features/solutions/summaries/project-figures.ts) keeps each solution's figures under its
 * revision, so after a single-item edit it re-reads and recomputes that solution only, and sums the
 * groups and the project from the solutions' figures.
 *
 * No foreign key (a solution deleted with its items would make the cascaded deletes' bump fail); a
 * revision row of a deleted solution is harmless (ids are never reused).
 */
export class Migration20261128150000_solution_revisions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "solution_revisions" ("solution_id" int primary key, "revision" bigint not null default 0);`);
    // Solutions in id order, so that two transactions bumping the same solutions lock them in one order.
    this.addSql(`create function "bump_solution_revisions"(ids int[]) returns void language sql as $$
      insert into "solution_revisions" ("solution_id", "revision")
      select distinct x, 1 from unnest(ids) as x where x is not null order by x
      on conflict ("solution_id") do update set "revision" = "solution_revisions"."revision" + 1
    $$;`);
    const fn = (name: string, column: string) => `create function "${name}"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          perform "bump_solution_revisions"(array(select r."${column}" from new_rows r));
        elsif TG_OP = 'UPDATE' then
          perform "bump_solution_revisions"(array(select r."${column}" from new_rows r union select r."${column}" from old_rows r));
        else
          perform "bump_solution_revisions"(array(select r."${column}" from old_rows r));
        end if;
        return null;
      end
    $$;`;
    this.addSql(fn('solution_revision_by_id', 'id'));
    this.addSql(fn('solution_revision_by_solution_id', 'solution_id'));
    const triggers = (table: string, fnName: string) => {
      for (const event of ['insert', 'update', 'delete'] as const) {
        const referencing = { insert: 'new table as new_rows', update: 'new table as new_rows old table as old_rows', delete: 'old table as old_rows' }[event];
        this.addSql(`create trigger "${table}_solution_revision_${event}" after ${event} on "${table}" referencing ${referencing} for each statement execute function "${fnName}"();`);
      }
    };
    triggers('solutions', 'solution_revision_by_id');
    for (const table of ['solution_items', 'solution_capacities', 'category_infrastructure_shares', 'solution_item_requests']) triggers(table, 'solution_revision_by_solution_id');
  }

  override async down(): Promise<void> {
    for (const table of ['solutions', 'solution_items', 'solution_capacities', 'category_infrastructure_shares', 'solution_item_requests']) {
      for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists "${table}_solution_revision_${event}" on "${table}";`);
    }
    for (const f of ['solution_revision_by_solution_id', 'solution_revision_by_id']) this.addSql(`drop function if exists "${f}"();`);
    this.addSql(`drop function if exists "bump_solution_revisions"(int[]);`);
    this.addSql(`drop table if exists "solution_revisions";`);
  }

}
