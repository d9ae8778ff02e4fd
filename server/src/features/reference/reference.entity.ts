/**
 * Reference data in PostgreSQL (seeded by migration from the curated, cited figures in
 * shared/reference; super admins can edit the rows). Each figure-bearing row keeps its sources.
 */
import { Entity, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';

@ObjectType({ description: 'An item category of the reference data (spec §3 Category data for products): its type, default modes, default LCA and service life; each figure keeps its sources.' })
@Entity({ tableName: 'categories' })
export class Category {
  @Field(() => ID, { description: "The category's id (e.g. server, storage, laptop)." }) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  @Field(() => String, { description: "The category's name." }) @Property({ type: 'string' }) name!: string;
  /** datacenter or office_it. */
  @Field(() => String, { description: 'The category type: datacenter or office_it.' }) @Property({ type: 'string', length: 20 }) categoryType!: string;
  /** UPS and cooling: chosen through presets on a solution, not added as items. */
  @Field(() => Boolean, { description: 'Whether the category is infrastructure (UPS, cooling), chosen through presets on a solution rather than added as items.' }) @Property({ type: 'boolean' }) preset: Opt<boolean> = false;
  @Field(() => GraphQLJSON, { description: 'The default modes (JSON list of { name, powerWatts (W), hours (per year) }) for products without modes of their own (M1).' }) @Property({ type: 'json' }) defaultModes!: Array<{ name: string; powerWatts: number; hours: number }>;
  @Field(() => GraphQLJSON, { description: 'The default LCA per unit (JSON { manufacturingKgCo2e, transportationKgCo2e, eolKgCo2e }, kg CO2e; M5 category default), if any.', nullable: true }) @Property({ type: 'json', nullable: true }) defaultLca: { manufacturingKgCo2e: number; transportationKgCo2e: number | null; eolKgCo2e: number | null } | null = null;
  @Field(() => Float, { description: 'The lifetime the default LCA assumes, years, if any.', nullable: true }) @Property({ type: 'double', nullable: true }) lifetimeYears: number | null = null;
  /** Default service life of new equipment, years (issue #32; shared/reference/service-life.ts); the category admin edits it. */
  @Field(() => Float, { description: 'The default service life of new equipment, in years (1–50).' }) @Property({ type: 'double', default: 5 }) serviceLifeYears: Opt<number> = 5;
  @Field(() => Float, { description: "The weight the default LCA refers to, kg: average-plus scales M and T by the product's weight_kg over it (M5).", nullable: true }) @Property({ type: 'double', nullable: true }) referenceWeightKg: number | null = null;
  @Field(() => Boolean, { description: 'Whether items of the category can count as refurbished (M5; else in the non-refurbished list).' }) @Property({ type: 'boolean' }) refurbishable: Opt<boolean> = true;
  @Field(() => String, { description: 'What the defaults rest on: boavizta_medians, published_measurement, preset or none.' }) @Property({ type: 'string', length: 40 }) defaultsBasis!: string;
  @Field(() => [String], { description: 'How each default was derived, in words.' }) @Property({ type: 'json' }) derivation: Opt<string[]> = [];
  @Field(() => GraphQLJSON, { description: 'Where the figures come from (JSON list of citations).' }) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
  @Field(() => Int, { description: "The category's position in lists." }) @Property({ type: 'integer' }) sortOrder: Opt<number> = 0;
}

@ObjectType({ description: 'A capacity (M4): a unit of delivered service for a category (server: virtual machines or cores; storage: usable TB; network: ports; end-user IT: users).' })
@Entity({ tableName: 'capacities' })
export class CapacityDefinition {
  @Field(() => ID, { description: "The capacity's id (e.g. server_vms)." }) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  @Field(() => String, { description: "The capacity's name." }) @Property({ type: 'string' }) name!: string;
  @Field(() => String, { description: 'The unit it is counted in (e.g. VM, TB, port, user).' }) @Property({ type: 'string', length: 10 }) unit!: string;
  @Field(() => ID, { description: 'The category it measures.' }) @Index() @Property({ type: 'string', length: 40 }) categoryId!: string;
}

@ObjectType({ description: 'A solution type: what a solution holds and how it is calculated (calculation mode 1 data centre, 2 end user or office, 3 LCA products).' })
@Entity({ tableName: 'solution_types' })
export class SolutionType {
  @Field(() => ID, { description: "The solution type's id." }) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  @Field(() => String, { description: "The solution type's name." }) @Property({ type: 'string' }) name!: string;
  /** 1 data centre, 2 end user or office, 3 LCA products. */
  @Field(() => Int, { description: '1 data centre (with UPS and cooling), 2 end user or office, 3 LCA products.' }) @Property({ type: 'integer' }) calculationMode!: number;
  @Field(() => [String], { description: 'The category types its items may come from (datacenter, office_it).' }) @Property({ type: 'text[]' }) categoryTypes!: string[];
  @Field(() => Boolean, { description: 'Whether its solutions have UPS and cooling (M2).' }) @Property({ type: 'boolean' }) usesInfrastructure!: boolean;
}

/** UPS efficiency and cooling COP presets (spec §9), plus the custom and none entries. */
@ObjectType({ description: 'A UPS efficiency or cooling COP preset (spec §9), plus the custom and none entries.' })
@Entity({ tableName: 'infrastructure_presets' })
export class InfrastructurePreset {
  @Field(() => ID, { description: "The preset's id (e.g. ups_custom, ups_none, cooling_custom, cooling_none)." }) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  /** ups or cooling. */
  @Field(() => String, { description: 'ups or cooling.' }) @Property({ type: 'string', length: 10 }) kind!: string;
  /** Efficiency percent (UPS) or COP (cooling); null for 'custom'. */
  @Field(() => Float, { description: 'The UPS efficiency in percent, or the cooling COP; null for custom.', nullable: true }) @Property({ type: 'double', nullable: true }) value: number | null = null;
  @Field(() => String, { description: "The preset's label." }) @Property({ type: 'string' }) label!: string;
  @Field(() => Int, { description: "The preset's position in lists." }) @Property({ type: 'integer' }) sortOrder: Opt<number> = 0;
  @Field(() => GraphQLJSON, { description: 'Where the value comes from (JSON list of citations).' }) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
}

@ObjectType({ description: "An operating-hours profile an item can follow (M1): its modes' hours are scaled to the profile's hours per year." })
@Entity({ tableName: 'hour_profiles' })
export class HourProfile {
  @Field(() => ID, { description: "The profile's id (the value of hoursId)." }) @PrimaryKey({ type: 'string', length: 20 }) id!: string;
  @Field(() => String, { description: "The profile's name." }) @Property({ type: 'string' }) name!: string;
  @Field(() => Int, { description: 'The hours per year the profile runs (at most 8760).' }) @Property({ type: 'integer' }) hoursPerYear!: number;
  @Field(() => String, { description: 'How the hours are made up , as text (e.g. 24 h × 365 d = 8760 h).' }) @Property({ type: 'string' }) arithmetic!: string;
}

/** Rating bounds per year and category: six bounds for A…F (W per unit, or COP for cooling). */
@ObjectType({ description: 'The rating bounds of one category in one rating year (M4): six bounds for the classes A to F, in W per unit (or COP for cooling); beyond them G.' })
@Entity({ tableName: 'rating_scales' })
@Unique({ properties: ['year', 'categoryId', 'capacityId'] })
export class RatingScale {
  @Field(() => ID, { description: "The scale's id." }) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => Int, { description: 'The rating year.' }) @Index() @Property({ type: 'integer' }) year!: number;
  @Field(() => ID, { description: 'The category it rates.' }) @Property({ type: 'string', length: 40 }) categoryId!: string;
  @Field(() => ID, { description: 'The capacity the watts per unit are counted by, if any.', nullable: true }) @Property({ type: 'string', length: 40, nullable: true }) capacityId: string | null = null;
  /** watt_per_unit (upper bounds) or cop (lower bounds). */
  @Field(() => String, { description: 'watt_per_unit (the bounds are upper bounds) or cop (lower bounds, higher is better).' }) @Property({ type: 'string', length: 20 }) metric!: string;
  @Field(() => [Float], { description: 'The six bounds for A to F, in W per unit (or COP).' }) @Property({ type: 'json' }) bounds!: number[];
  @Field(() => GraphQLJSON, { description: 'Where the bounds come from (JSON list of citations).' }) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
}

@ObjectType({ description: "A country's grid emission factor (location-based, M3), in g CO2e per kWh, with its year and source." })
@Entity({ tableName: 'grid_factors' })
export class GridFactor {
  @Field(() => ID, { description: 'The country, ISO 3166-1 alpha-2.' }) @PrimaryKey({ type: 'string', length: 2 }) code!: string;
  @Field(() => String, { description: "The country's name." }) @Property({ type: 'string' }) country!: string;
  @Field(() => Float, { description: 'The grid emission factor, g CO2e per kWh.' }) @Property({ type: 'double' }) gCo2ePerKwh!: number;
  @Field(() => Int, { description: 'The year the factor is for.' }) @Property({ type: 'integer' }) year!: number;
  @Field(() => GraphQLJSON, { description: 'Where the factor comes from (JSON citation).' }) @Property({ type: 'json' }) source!: unknown;
}

@ObjectType({ description: 'A currency a project can use, with its rate to the euro.' })
@Entity({ tableName: 'currencies' })
export class Currency {
  @Field(() => ID, { description: 'The ISO 4217 code (e.g. DKK).' }) @PrimaryKey({ type: 'string', length: 3 }) code!: string;
  @Field(() => String, { description: "The currency's name." }) @Property({ type: 'string' }) name!: string;
  @Field(() => String, { description: "The currency's symbol (e.g. kr)." }) @Property({ type: 'string', length: 8 }) symbol!: string;
  @Field(() => Int, { description: 'The decimals it is shown with.' }) @Property({ type: 'integer' }) decimals: Opt<number> = 2;
  /** Units of this currency per euro, at rateDate. */
  @Field(() => Float, { description: 'Units of this currency per euro, at rateDate.' }) @Property({ type: 'double' }) perEur!: number;
  @Field(() => String, { description: 'The date of the rate, YYYY-MM-DD.' }) @Property({ type: 'string', length: 10 }) rateDate!: string;
  @Field(() => GraphQLJSON, { description: 'Where the rate comes from (JSON citation).' }) @Property({ type: 'json' }) source!: unknown;
}

@ObjectType({ description: 'A country invoices can be addressed to, with its VAT rate and tax id type.' })
@Entity({ tableName: 'vat_countries' })
export class VatCountry {
  @Field(() => ID, { description: 'The country, ISO 3166-1 alpha-2.' }) @PrimaryKey({ type: 'string', length: 2 }) code!: string;
  @Field(() => String, { description: "The country's name." }) @Property({ type: 'string' }) country!: string;
  @Field(() => Float, { description: 'The VAT rate, in percent.' }) @Property({ type: 'double' }) vatPercent!: number;
  @Field(() => String, { description: "The country's locale (e.g. da-DK)." }) @Property({ type: 'string', length: 10 }) locale!: string;
  @Field(() => String, { description: "The kind of tax id used there (Stripe's code, e.g. eu_vat), if any.", nullable: true }) @Property({ type: 'string', length: 20, nullable: true }) taxIdType: string | null = null;
  @Field(() => String, { description: "A note on the country's VAT, if any.", nullable: true }) @Property({ type: 'text', nullable: true }) note: string | null = null;
  @Field(() => GraphQLJSON, { description: 'Where the rate comes from (JSON list of citations).' }) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
}
