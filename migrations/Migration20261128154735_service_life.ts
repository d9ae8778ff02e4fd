import { Migration } from '@mikro-orm/migrations';

/**
 * Service life (issue #32): each category's default in years, seeded from the curated values of
 * shared/reference/service-life.ts as they were when this migration landed (data-centre IT 5, Uptime
 * Institute 2020; end-user IT the Boavizta PCF lifetime medians), and an item's own override.
 */
const DEFAULTS: Record<string, number> = {
  server: 5, blade_server: 5, storage: 5, storage_drive: 5, network_switch: 5, ups: 5, cooling: 5, docking_station: 5,
  wifi_access_point: 4, laptop: 4, desktop: 4, workstation: 4, monitor: 6, thin_client: 2, printer: 5, smartphone: 3, tablet: 3,
};

export class Migration20261128154735_service_life extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "categories" add column "service_life_years" double precision not null default 5;`);
    for (const [id, years] of Object.entries(DEFAULTS)) this.addSql(`update "categories" set "service_life_years" = ${years} where "id" = '${id}';`);

    this.addSql(`alter table "solution_items" add column "service_life_years" double precision null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "categories" drop column "service_life_years";`);

    this.addSql(`alter table "solution_items" drop column "service_life_years";`);
  }

}
