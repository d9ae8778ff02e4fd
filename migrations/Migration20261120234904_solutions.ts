import { Migration } from '@mikro-orm/migrations';

/**
 * Solution groups, solutions, items, capacity links, category infrastructure shares and item requests
 * (spec/project-areas.md §3). At most one baseline group per project (partial unique index).
 */
export class Migration20261120234904_solutions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "solution_groups" ("id" serial primary key, "project_id" int not null, "name" varchar(160) not null, "state" varchar(20) not null default 'comparative', "active" boolean not null default true, "is_primary" boolean not null default false, "sort_order" int not null default 0, "baseline_heading" varchar(255) null, "lca_heading" varchar(255) null, "refurbishment_heading" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "solution_groups_project_id_sort_order_index" on "solution_groups" ("project_id", "sort_order");`);
    this.addSql(`create unique index "solution_groups_one_baseline" on "solution_groups" ("project_id") where "state" = 'baseline';`);

    this.addSql(`create table "solutions" ("id" serial primary key, "group_id" int not null, "solution_type_id" varchar(40) not null, "name" varchar(160) not null, "description" text null, "renewable_energy" double precision not null default 0, "co2_factor_gram" double precision not null default 0, "kwh_price" double precision null, "refurbishment_impact_percentage" double precision null, "sort_order" int not null default 0, "ups_preset_id" varchar(40) not null default 'ups_none', "ups_efficiency" double precision not null default 0, "cooling_preset_id" varchar(40) not null default 'cooling_none', "cooling_cop" double precision not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "solutions_group_id_sort_order_index" on "solutions" ("group_id", "sort_order");`);

    this.addSql(`create table "solution_items" ("id" serial primary key, "solution_id" int not null, "product_id" int not null, "amount" int not null default 1, "operational_hours" double precision null, "hours_id" varchar(20) null, "refurbishment_impact_percentage" double precision null, "unit_price" double precision null, "sort_order" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "solution_items_product_id_index" on "solution_items" ("product_id");`);
    this.addSql(`create index "solution_items_solution_id_sort_order_index" on "solution_items" ("solution_id", "sort_order");`);

    this.addSql(`create table "solution_capacities" ("id" serial primary key, "solution_id" int not null, "capacity_id" varchar(40) not null, "amount" double precision not null default 0, "deleted_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "solution_capacities_solution_id_deleted_at_index" on "solution_capacities" ("solution_id", "deleted_at");`);

    this.addSql(`create table "solution_item_requests" ("id" serial primary key, "solution_id" int not null, "requested_by_id" int not null, "brand_name" varchar(120) not null default '', "model_name" varchar(255) not null default '', "manufacturer_part_number" varchar(120) null, "amount" int not null default 1, "modes" jsonb not null, "is_manual_request" boolean not null default false, "status" varchar(20) not null default 'open', "created_at" timestamptz not null);`);

    this.addSql(`create table "category_infrastructure_shares" ("id" serial primary key, "solution_id" int not null, "category_ids" text[] not null, "fraction" double precision null, "deleted_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`create index "category_infrastructure_shares_solution_id_deleted_at_index" on "category_infrastructure_shares" ("solution_id", "deleted_at");`);

    this.addSql(`alter table "solution_groups" add constraint "solution_groups_project_id_foreign" foreign key ("project_id") references "projects" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "solutions" add constraint "solutions_group_id_foreign" foreign key ("group_id") references "solution_groups" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "solutions" add constraint "solutions_solution_type_id_foreign" foreign key ("solution_type_id") references "solution_types" ("id") on update cascade;`);

    this.addSql(`alter table "solution_items" add constraint "solution_items_solution_id_foreign" foreign key ("solution_id") references "solutions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "solution_items" add constraint "solution_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade;`);
    this.addSql(`alter table "solution_items" add constraint "solution_items_hours_id_foreign" foreign key ("hours_id") references "hour_profiles" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "solution_capacities" add constraint "solution_capacities_solution_id_foreign" foreign key ("solution_id") references "solutions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "solution_capacities" add constraint "solution_capacities_capacity_id_foreign" foreign key ("capacity_id") references "capacities" ("id") on update cascade;`);

    this.addSql(`alter table "solution_item_requests" add constraint "solution_item_requests_solution_id_foreign" foreign key ("solution_id") references "solutions" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "solution_item_requests" add constraint "solution_item_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "category_infrastructure_shares" add constraint "category_infrastructure_shares_solution_id_foreign" foreign key ("solution_id") references "solutions" ("id") on update cascade on delete cascade;`);

  }

  override async down(): Promise<void> {
    this.addSql(`alter table "solutions" drop constraint "solutions_group_id_foreign";`);

    this.addSql(`alter table "solution_items" drop constraint "solution_items_solution_id_foreign";`);

    this.addSql(`alter table "solution_capacities" drop constraint "solution_capacities_solution_id_foreign";`);

    this.addSql(`alter table "solution_item_requests" drop constraint "solution_item_requests_solution_id_foreign";`);

    this.addSql(`alter table "category_infrastructure_shares" drop constraint "category_infrastructure_shares_solution_id_foreign";`);

    this.addSql(`drop table if exists "solution_groups" cascade;`);

    this.addSql(`drop table if exists "solutions" cascade;`);

    this.addSql(`drop table if exists "solution_items" cascade;`);

    this.addSql(`drop table if exists "solution_capacities" cascade;`);

    this.addSql(`drop table if exists "solution_item_requests" cascade;`);

    this.addSql(`drop table if exists "category_infrastructure_shares" cascade;`);

  }

}
