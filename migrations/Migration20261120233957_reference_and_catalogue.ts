import { Migration } from '@mikro-orm/migrations';

export class Migration20261120233957_reference_and_catalogue extends Migration {

  override async up(): Promise<void> {
    // Trigram matching for typo-tolerant product search (ships with PostgreSQL's contrib modules).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "capacities" ("id" varchar(40) not null, "name" varchar(255) not null, "unit" varchar(10) not null, "category_id" varchar(40) not null, constraint "capacities_pkey" primary key ("id"));`);
    this.addSql(`create index "capacities_category_id_index" on "capacities" ("category_id");`);

    this.addSql(`create table "categories" ("id" varchar(40) not null, "name" varchar(255) not null, "category_type" varchar(20) not null, "preset" boolean not null default false, "default_modes" jsonb not null, "default_lca" jsonb null, "lifetime_years" double precision null, "reference_weight_kg" double precision null, "refurbishable" boolean not null default true, "defaults_basis" varchar(40) not null, "derivation" jsonb not null, "sources" jsonb not null, "sort_order" int not null default 0, constraint "categories_pkey" primary key ("id"));`);

    this.addSql(`create table "currencies" ("code" varchar(3) not null, "name" varchar(255) not null, "symbol" varchar(8) not null, "decimals" int not null default 2, "per_eur" double precision not null, "rate_date" varchar(10) not null, "source" jsonb not null, constraint "currencies_pkey" primary key ("code"));`);

    this.addSql(`create table "grid_factors" ("code" varchar(2) not null, "country" varchar(255) not null, "g_co2e_per_kwh" double precision not null, "year" int not null, "source" jsonb not null, constraint "grid_factors_pkey" primary key ("code"));`);

    this.addSql(`create table "hour_profiles" ("id" varchar(20) not null, "name" varchar(255) not null, "hours_per_year" int not null, "arithmetic" varchar(255) not null, constraint "hour_profiles_pkey" primary key ("id"));`);

    this.addSql(`create table "infrastructure_presets" ("id" varchar(40) not null, "kind" varchar(10) not null, "value" double precision null, "label" varchar(255) not null, "sort_order" int not null default 0, "sources" jsonb not null, constraint "infrastructure_presets_pkey" primary key ("id"));`);

    this.addSql(`create table "products" ("id" serial primary key, "external_id" varchar(64) null, "partner_id" int null, "manufacturer" varchar(120) not null, "model_name" varchar(255) not null, "manufacturer_part_number" varchar(120) null, "category_id" varchar(40) not null, "modes" jsonb not null, "specs" jsonb not null, "yearly_energy_kwh" double precision null, "weight_kg" double precision null, "lifetime_years" double precision null, "lca_manufacturing_kg" double precision null, "lca_transportation_kg" double precision null, "lca_eol_kg" double precision null, "lca_use_kg" double precision null, "lca_total_kg" double precision null, "data_method" varchar(20) not null default 'product', "report_date" varchar(40) null, "use_location" varchar(20) null, "sources" jsonb not null, "notes" jsonb not null, "manufacturer_verified" boolean not null default false, "search_text" text generated always as (lower(manufacturer || ' ' || model_name || ' ' || coalesce(manufacturer_part_number, ''))) stored null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "products" add constraint "products_external_id_unique" unique ("external_id");`);
    this.addSql(`create index "products_category_id_index" on "products" ("category_id");`);
    this.addSql(`create index "products_search_text_trgm" on "products" using gist ("search_text" gist_trgm_ops);`);
    this.addSql(`create unique index "products_global_manufacturer_model_unique" on "products" (lower("manufacturer"), lower("model_name")) where "partner_id" is null;`);

    this.addSql(`create table "rating_scales" ("id" serial primary key, "year" int not null, "category_id" varchar(40) not null, "capacity_id" varchar(40) null, "metric" varchar(20) not null, "bounds" jsonb not null, "sources" jsonb not null);`);
    this.addSql(`create index "rating_scales_year_index" on "rating_scales" ("year");`);
    this.addSql(`alter table "rating_scales" add constraint "rating_scales_year_category_id_capacity_id_unique" unique ("year", "category_id", "capacity_id");`);

    this.addSql(`create table "solution_types" ("id" varchar(40) not null, "name" varchar(255) not null, "calculation_mode" int not null, "category_types" text[] not null, "uses_infrastructure" boolean not null, constraint "solution_types_pkey" primary key ("id"));`);

    this.addSql(`create table "vat_countries" ("code" varchar(2) not null, "country" varchar(255) not null, "vat_percent" double precision not null, "locale" varchar(10) not null, "tax_id_type" varchar(20) null, "note" text null, "sources" jsonb not null, constraint "vat_countries_pkey" primary key ("code"));`);

    this.addSql(`alter table "products" add constraint "products_partner_id_foreign" foreign key ("partner_id") references "partners" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "products" add constraint "products_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "products" drop constraint "products_category_id_foreign";`);

    this.addSql(`drop table if exists "capacities" cascade;`);

    this.addSql(`drop table if exists "categories" cascade;`);

    this.addSql(`drop table if exists "currencies" cascade;`);

    this.addSql(`drop table if exists "grid_factors" cascade;`);

    this.addSql(`drop table if exists "hour_profiles" cascade;`);

    this.addSql(`drop table if exists "infrastructure_presets" cascade;`);

    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop table if exists "rating_scales" cascade;`);

    this.addSql(`drop table if exists "solution_types" cascade;`);

    this.addSql(`drop table if exists "vat_countries" cascade;`);
  }

}
