/**
 * Reference data in PostgreSQL (seeded by migration from the curated, cited figures in
 * shared/reference; super admins can edit the rows). Each figure-bearing row keeps its sources.
 */
import { Entity, Index, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';

@ObjectType()
@Entity({ tableName: 'categories' })
export class Category {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  /** datacenter or office_it. */
  @Field(() => String) @Property({ type: 'string', length: 20 }) categoryType!: string;
  /** UPS and cooling: chosen through presets on a solution, not added as items. */
  @Field(() => Boolean) @Property({ type: 'boolean' }) preset: Opt<boolean> = false;
  @Field(() => GraphQLJSON) @Property({ type: 'json' }) defaultModes!: Array<{ name: string; powerWatts: number; hours: number }>;
  @Field(() => GraphQLJSON, { nullable: true }) @Property({ type: 'json', nullable: true }) defaultLca: { manufacturingKgCo2e: number; transportationKgCo2e: number | null; eolKgCo2e: number | null } | null = null;
  @Field(() => Float, { nullable: true }) @Property({ type: 'double', nullable: true }) lifetimeYears: number | null = null;
  /** Default service life of new equipment, years (issue #32; shared/reference/service-life.ts); the category admin edits it. */
  @Field(() => Float) @Property({ type: 'double', default: 5 }) serviceLifeYears: Opt<number> = 5;
  @Field(() => Float, { nullable: true }) @Property({ type: 'double', nullable: true }) referenceWeightKg: number | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean' }) refurbishable: Opt<boolean> = true;
  @Field(() => String) @Property({ type: 'string', length: 40 }) defaultsBasis!: string;
  @Field(() => [String]) @Property({ type: 'json' }) derivation: Opt<string[]> = [];
  @Field(() => GraphQLJSON) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
  @Field(() => Int) @Property({ type: 'integer' }) sortOrder: Opt<number> = 0;
}

@ObjectType()
@Entity({ tableName: 'capacities' })
export class CapacityDefinition {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 10 }) unit!: string;
  @Field(() => ID) @Index() @Property({ type: 'string', length: 40 }) categoryId!: string;
}

@ObjectType()
@Entity({ tableName: 'solution_types' })
export class SolutionType {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  /** 1 data centre, 2 end user or office, 3 LCA products. */
  @Field(() => Int) @Property({ type: 'integer' }) calculationMode!: number;
  @Field(() => [String]) @Property({ type: 'text[]' }) categoryTypes!: string[];
  @Field(() => Boolean) @Property({ type: 'boolean' }) usesInfrastructure!: boolean;
}

/** UPS efficiency and cooling COP presets (spec §9), plus the custom and none entries. */
@ObjectType()
@Entity({ tableName: 'infrastructure_presets' })
export class InfrastructurePreset {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 40 }) id!: string;
  /** ups or cooling. */
  @Field(() => String) @Property({ type: 'string', length: 10 }) kind!: string;
  /** Efficiency percent (UPS) or COP (cooling); null for 'custom'. */
  @Field(() => Float, { nullable: true }) @Property({ type: 'double', nullable: true }) value: number | null = null;
  @Field(() => String) @Property({ type: 'string' }) label!: string;
  @Field(() => Int) @Property({ type: 'integer' }) sortOrder: Opt<number> = 0;
  @Field(() => GraphQLJSON) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
}

@ObjectType()
@Entity({ tableName: 'hour_profiles' })
export class HourProfile {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 20 }) id!: string;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  @Field(() => Int) @Property({ type: 'integer' }) hoursPerYear!: number;
  @Field(() => String) @Property({ type: 'string' }) arithmetic!: string;
}

/** Rating bounds per year and category: six bounds for A…F (W per unit, or COP for cooling). */
@ObjectType()
@Entity({ tableName: 'rating_scales' })
@Unique({ properties: ['year', 'categoryId', 'capacityId'] })
export class RatingScale {
  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => Int) @Index() @Property({ type: 'integer' }) year!: number;
  @Field(() => ID) @Property({ type: 'string', length: 40 }) categoryId!: string;
  @Field(() => ID, { nullable: true }) @Property({ type: 'string', length: 40, nullable: true }) capacityId: string | null = null;
  /** watt_per_unit (upper bounds) or cop (lower bounds). */
  @Field(() => String) @Property({ type: 'string', length: 20 }) metric!: string;
  @Field(() => [Float]) @Property({ type: 'json' }) bounds!: number[];
  @Field(() => GraphQLJSON) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
}

@ObjectType()
@Entity({ tableName: 'grid_factors' })
export class GridFactor {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 2 }) code!: string;
  @Field(() => String) @Property({ type: 'string' }) country!: string;
  @Field(() => Float) @Property({ type: 'double' }) gCo2ePerKwh!: number;
  @Field(() => Int) @Property({ type: 'integer' }) year!: number;
  @Field(() => GraphQLJSON) @Property({ type: 'json' }) source!: unknown;
}

@ObjectType()
@Entity({ tableName: 'currencies' })
export class Currency {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 3 }) code!: string;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  @Field(() => String) @Property({ type: 'string', length: 8 }) symbol!: string;
  @Field(() => Int) @Property({ type: 'integer' }) decimals: Opt<number> = 2;
  /** Units of this currency per euro, at rateDate. */
  @Field(() => Float) @Property({ type: 'double' }) perEur!: number;
  @Field(() => String) @Property({ type: 'string', length: 10 }) rateDate!: string;
  @Field(() => GraphQLJSON) @Property({ type: 'json' }) source!: unknown;
}

@ObjectType()
@Entity({ tableName: 'vat_countries' })
export class VatCountry {
  @Field(() => ID) @PrimaryKey({ type: 'string', length: 2 }) code!: string;
  @Field(() => String) @Property({ type: 'string' }) country!: string;
  @Field(() => Float) @Property({ type: 'double' }) vatPercent!: number;
  @Field(() => String) @Property({ type: 'string', length: 10 }) locale!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 20, nullable: true }) taxIdType: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) note: string | null = null;
  @Field(() => GraphQLJSON) @Property({ type: 'json' }) sources: Opt<unknown[]> = [];
}
