/**
 * The product catalogue: equipment with modes, specs and life-cycle figures per stage, each with its
 * data method and sources. Global products (partner null) come from the curated seed and catalogue
 * imports, upserted by manufacturer + model name; partners may create their own.
 */
import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Partner } from '../partners';
import { Category } from '../reference';

export interface ProductModeData {
  name: string;
  powerWatts: number;
  hours: number;
}

@ObjectType({ description: "A product of the catalogue (global, or a partner's own): its category, power modes and LCA data per unit (M1, M5), with sources." })
@Entity({ tableName: 'products' })
@Index({ properties: ['category'] })
@Index({ name: 'products_search_text_trgm', expression: 'create index "products_search_text_trgm" on "products" using gist ("search_text" gist_trgm_ops)' })
@Index({
  name: 'products_global_manufacturer_model_unique',
  expression: 'create unique index "products_global_manufacturer_model_unique" on "products" (lower("manufacturer"), lower("model_name")) where "partner_id" is null',
})
export class Product {
  @Field(() => ID, { description: "The product's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stable id of an imported product (e.g. bz-… for the Boavizta data set). */
  @Field(() => String, { description: 'The stable id of an imported product (e.g. bz-… for the Boavizta data set), if imported.', nullable: true })
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  externalId: string | null = null;

  /** Null for the global catalogue; a partner's own products otherwise. */
  @ManyToOne(() => Partner, { nullable: true, deleteRule: 'cascade' })
  partner: Partner | null = null;

  @Field(() => String, { description: "The manufacturer's name." })
  @Property({ type: 'string', length: 120 })
  manufacturer!: string;

  @Field(() => String, { description: 'The model name.' })
  @Property({ type: 'string', length: 255 })
  modelName!: string;

  @Field(() => String, { description: "The manufacturer's part number, if known.", nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  manufacturerPartNumber: string | null = null;

  @ManyToOne(() => Category)
  category!: Category;

  @Field(() => GraphQLJSON, { description: 'The power modes (JSON list of { name, powerWatts (W), hours (per year) }; M1).' })
  @Property({ type: 'json' })
  modes: Opt<ProductModeData[]> = [];

  @Field(() => GraphQLJSON, { description: 'Technical specifications (JSON object), e.g. weight_kg.' })
  @Property({ type: 'json' })
  specs: Opt<Record<string, unknown>> = {};

  @Field(() => Float, { description: "The manufacturer's yearly energy figure, kWh per year, if known (informative).", nullable: true })
  @Property({ type: 'double', nullable: true })
  yearlyEnergyKwh: number | null = null;

  @Field(() => Float, { description: "The product's weight, kg, if known (average-plus LCA, M5).", nullable: true })
  @Property({ type: 'double', nullable: true })
  weightKg: number | null = null;

  @Field(() => Float, { description: "The lifetime the manufacturer's LCA assumes, years, if known.", nullable: true })
  @Property({ type: 'double', nullable: true })
  lifetimeYears: number | null = null;

  @Field(() => Float, { description: 'Manufacturing stage, kg CO2e per unit, if known (M5 product data).', nullable: true })
  @Property({ type: 'double', nullable: true })
  lcaManufacturingKg: number | null = null;

  @Field(() => Float, { description: 'Transportation stage, kg CO2e per unit, if known.', nullable: true })
  @Property({ type: 'double', nullable: true })
  lcaTransportationKg: number | null = null;

  @Field(() => Float, { description: 'End-of-life stage, kg CO2e per unit, if known.', nullable: true })
  @Property({ type: 'double', nullable: true })
  lcaEolKg: number | null = null;

  /** The manufacturer's own use-stage figure (its lifetime and location); informative only. */
  @Field(() => Float, { description: "The manufacturer's own use-stage figure, kg CO2e per unit (its lifetime and location); informative only.", nullable: true })
  @Property({ type: 'double', nullable: true })
  lcaUseKg: number | null = null;

  @Field(() => Float, { description: "The manufacturer's total footprint, kg CO2e per unit, if known (informative).", nullable: true })
  @Property({ type: 'double', nullable: true })
  lcaTotalKg: number | null = null;

  /** product, average_plus or category_default (methodology M5). */
  @Field(() => String, { description: 'Where its LCA comes from: product, average_plus or category_default (M5).' })
  @Property({ type: 'string', length: 20 })
  dataMethod: Opt<string> = 'product';

  @Field(() => String, { description: "The date of the manufacturer's LCA report, if known.", nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  reportDate: string | null = null;

  @Field(() => String, { description: "The location the manufacturer's use stage assumes, if known.", nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  useLocation: string | null = null;

  @Field(() => GraphQLJSON, { description: 'Where the figures come from (JSON list of citations).' })
  @Property({ type: 'json' })
  sources: Opt<unknown[]> = [];

  @Field(() => [String], { description: 'Notes on the figures.' })
  @Property({ type: 'json' })
  notes: Opt<string[]> = [];

  @Field(() => Boolean, { description: 'Whether the figures are verified by the manufacturer.' })
  @Property({ type: 'boolean' })
  manufacturerVerified: Opt<boolean> = false;

  /** What search matches (trigram index): manufacturer, model name and part number, lower-cased. */
  @Property({
    type: 'text',
    // Written as PostgreSQL prints it back, so that the migration diff sees no change.
    generated: `lower((((((manufacturer)::text || ' '::text) || (model_name)::text) || ' '::text) || (COALESCE(manufacturer_part_number, ''::character varying))::text)) stored`,
    nullable: true,
    lazy: true,
    hidden: true,
  })
  searchText?: Opt<string>;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
