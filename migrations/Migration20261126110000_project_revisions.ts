import { Migration } from '@mikro-orm/migrations';

/**
 * Project revisions (issue #17 "compute once per change"): every write that can change a project's
 * figures bumps `project_revisions.revision` of that project IN THE SAME TRANSACTION, through
 * statement-level triggers (one bump per statement, however many rows it writes); writes to the
 * reference data every computation reads (products, categories, capacities, solution types, rating
 * scales) bump the one `reference_revision`. The figures cache (server/src/features/solutions/
 * summaries/project-figures.ts) keys computations by both, so any number of app instances on this
 * database reuse a computation exactly until the next write, and no service can forget to invalidate.
 *
 * No foreign key on project_revisions: a project deleted with its groups would otherwise make the
 * cascaded deletes' bump fail; a revision row of a deleted project is harmless.
 */
export class Migration20261126110000_project_revisions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "project_revisions" ("project_id" int primary key, "revision" bigint not null default 0);`);
    this.addSql(`create table "reference_revision" ("id" smallint primary key default 1 check ("id" = 1), "revision" bigint not null default 0);`);
    this.addSql(`insert into "reference_revision" ("id", "revision") values (1, 0);`);

    // Projects in id order, so that two transactions bumping the same projects lock them in one order.
    this.addSql(`create function "bump_project_revisions"(ids int[]) returns void language sql as $$
      insert into "project_revisions" ("project_id", "revision")
      select distinct x, 1 from unnest(ids) as x where x is not null order by x
      on conflict ("project_id") do update set "revision" = "project_revisions"."revision" + 1
    $$;`);

    const fn = (name: string, projectIdsOf: (rows: string) => string) => `create function "${name}"() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          perform "bump_project_revisions"(array(${projectIdsOf('new_rows')}));
        elsif TG_OP = 'UPDATE' then
          perform "bump_project_revisions"(array(${projectIdsOf('new_rows')} union ${projectIdsOf('old_rows')}));
        else
          perform "bump_project_revisions"(array(${projectIdsOf('old_rows')}));
        end if;
        return null;
      end
    $$;`;
    this.addSql(fn('revision_by_project_id', (rows) => `select r."project_id" from ${rows} r`));
    this.addSql(fn('revision_by_project', (rows) => `select r."id" from ${rows} r`));
    this.addSql(fn('revision_by_group_id', (rows) => `select g."project_id" from ${rows} r join "solution_groups" g on g."id" = r."group_id"`));
    this.addSql(fn('revision_by_solution_id', (rows) => `select g."project_id" from ${rows} r join "solutions" s on s."id" = r."solution_id" join "solution_groups" g on g."id" = s."group_id"`));

    const triggers = (table: string, fnName: string, events: Array<'insert' | 'update' | 'delete'>) => {
      for (const event of events) {
        const referencing = { insert: 'new table as new_rows', update: 'new table as new_rows old table as old_rows', delete: 'old table as old_rows' }[event];
        this.addSql(`create trigger "${table}_revision_${event}" after ${event} on "${table}" referencing ${referencing} for each statement execute function "${fnName}"();`);
      }
    };
    const all = ['insert', 'update', 'delete'] as Array<'insert' | 'update' | 'delete'>;
    triggers('solution_groups', 'revision_by_project_id', all);
    triggers('project_reports', 'revision_by_project_id', all);
    triggers('comparative_calculations', 'revision_by_project_id', all);
    triggers('comparative_reports', 'revision_by_project_id', all);
    triggers('projects', 'revision_by_project', ['update']);
    triggers('solutions', 'revision_by_group_id', all);
    for (const table of ['solution_items', 'solution_capacities', 'category_infrastructure_shares', 'solution_item_requests']) triggers(table, 'revision_by_solution_id', all);

    this.addSql(`create function "bump_reference_revision"() returns trigger language plpgsql as $$
      begin
        update "reference_revision" set "revision" = "revision" + 1 where "id" = 1;
        return null;
      end
    $$;`);
    for (const table of ['products', 'categories', 'capacities', 'solution_types', 'rating_scales']) {
      this.addSql(`create trigger "${table}_reference_revision" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_reference_revision"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['products', 'categories', 'capacities', 'solution_types', 'rating_scales']) this.addSql(`drop trigger if exists "${table}_reference_revision" on "${table}";`);
    const project = ['solution_groups', 'project_reports', 'comparative_calculations', 'comparative_reports', 'projects', 'solutions', 'solution_items', 'solution_capacities', 'category_infrastructure_shares', 'solution_item_requests'];
    for (const table of project) for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger if exists "${table}_revision_${event}" on "${table}";`);
    for (const f of ['bump_reference_revision', 'revision_by_solution_id', 'revision_by_group_id', 'revision_by_project', 'revision_by_project_id']) this.addSql(`drop function if exists "${f}"();`);
    this.addSql(`drop function if exists "bump_project_revisions"(int[]);`);
    this.addSql(`drop table if exists "reference_revision";`);
    this.addSql(`drop table if exists "project_revisions";`);
  }

}
