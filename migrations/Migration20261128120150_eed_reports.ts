import { Migration } from '@mikro-orm/migrations';
/** EED reports of data-centre solutions (issue #31): one row per solution and reporting year. */

export class Migration20261128120150_eed_reports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "eed_reports" ("id" serial primary key, "solution_id" int not null, "year" smallint not null, "installed_it_power_kw" double precision null, "total_energy_kwh" double precision null, "it_energy_kwh" double precision null, "water_input_m3" double precision null, "potable_water_m3" double precision null, "reused_energy_kwh" double precision null, "renewable_energy_kwh" double precision null, "renewable_on_site_kwh" double precision null, "renewable_ppa_kwh" double precision null, "renewable_guarantees_of_origin_kwh" double precision null, "backup_generator_energy_kwh" double precision null, "total_floor_area_m2" double precision null, "computer_room_floor_area_m2" double precision null, "cooling_set_point_min_c" double precision null, "cooling_set_point_max_c" double precision null, "storage_capacity_pb" double precision null, "server_capacity" varchar(200) null, "incoming_traffic_eb" double precision null, "outgoing_traffic_eb" double precision null, "updated_at" timestamptz not null, "updated_by_id" int null);`);
    this.addSql(`alter table "eed_reports" add constraint "eed_reports_solution_id_year_unique" unique ("solution_id", "year");`);

    this.addSql(`alter table "eed_reports" add constraint "eed_reports_solution_id_foreign" foreign key ("solution_id") references "solutions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "eed_reports" add constraint "eed_reports_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "eed_reports" cascade;`);
  }

}
