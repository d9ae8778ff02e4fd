/**
 * Solution groups, solutions, items, capacity links, category infrastructure shares and item requests
 * (spec/project-areas.md §3). A project holds groups; a group holds solutions; a solution holds items
 * (amount × product), capacity links and shares. Capacity links and shares are soft-deleted
 * (deletedAt) and can be restored. Figures are never stored: summaries are computed by shared/calc.
 */
import { Collection, Entity, Index, ManyToOne, OneToMany, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Product } from '../catalogue';
import { Project } from '../projects';
import { CapacityDefinition, HourProfile, SolutionType } from '../reference';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

/**
 * A solution group: baseline (at most one per project, enforced by a partial unique index),
 * comparative, inactive, or requested (supplied by a seller).
 */
@ObjectType({ description: 'A solution group of a project (spec/project-areas.md §3): the baseline (the current situation, at most one per project), a comparative group (an alternative), an inactive one, or a requested one (supplied by a seller). It holds solutions; its figures are the sums over them (M3).' })
@Entity({ tableName: 'solution_groups' })
@Index({ properties: ['project', 'sortOrder'] })
@Unique({
  name: 'solution_groups_one_baseline',
  expression: `create unique index "solution_groups_one_baseline" on "solution_groups" ("project_id") where "state" = 'baseline'`,
})
export class SolutionGroup extends Timestamped {
  @Field(() => ID, { description: "The group's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Field(() => String, { description: "The group's name (at most 160 characters)." })
  @Property({ type: 'string', length: 160 })
  name!: string;

  /** baseline, comparative, inactive or requested. */
  @Field(() => String, { description: 'baseline, comparative, inactive or requested (supplied by a seller in answer to a request).' })
  @Property({ type: 'string', length: 20 })
  state: Opt<string> = 'comparative';

  @Field(() => Boolean, { description: 'Whether the group counts: an active comparative group is an alternative to the baseline in reports (M3).' })
  @Property({ type: 'boolean' })
  active: Opt<boolean> = true;

  /**
   * A seller's response still being written (requested group, not yet sent): only the request share's
   * holder sees it; the buyer sees it once it is sent (solutions/access.ts visibleGroups).
   */
  @Property({ type: 'boolean', default: false })
  responseDraft: Opt<boolean> = false;

  /** The primary comparative group (PUT …/primary; the others then lose it). */
  @Field(() => Boolean, { description: 'Whether this is the primary comparative group, the one reports compare with the baseline first.', name: 'primary' })
  @Property({ type: 'boolean' })
  isPrimary: Opt<boolean> = false;

  @Field(() => Int, { description: "The group's position among the project's groups (from 0).", name: 'order' })
  @Property({ type: 'integer' })
  sortOrder: Opt<number> = 0;

  @Field(() => String, { description: "The heading of the group's baseline section in reports, if set.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  baselineHeading: string | null = null;

  @Field(() => String, { description: "The heading of the group's LCA section in reports, if set.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  lcaHeading: string | null = null;

  @Field(() => String, { description: "The heading of the group's refurbishment section in reports, if set.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  refurbishmentHeading: string | null = null;

  @OneToMany(() => Solution, (s) => s.group, { orderBy: { sortOrder: 'asc', id: 'asc' } })
  solutions = new Collection<Solution>(this);

}

/** A solution: items with their energy context (UPS, cooling, grid factor, price; M2, M3). */
@ObjectType({ description: 'A solution (spec/project-areas.md §3): equipment items with their energy context (solution type, UPS, cooling, renewable share, grid factor, kWh price; M2, M3). Figures are computed, never stored: see solutionSummary.' })
@Entity({ tableName: 'solutions' })
@Index({ properties: ['group', 'sortOrder'] })
export class Solution extends Timestamped {
  @Field(() => ID, { description: "The solution's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => SolutionGroup, { deleteRule: 'cascade' })
  group!: SolutionGroup;

  @ManyToOne(() => SolutionType)
  solutionType!: SolutionType;

  @Field(() => String, { description: "The solution's name (at most 160 characters)." })
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Field(() => String, { description: 'Free text about the solution.', nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** Percent 0–100 (M3). */
  @Field(() => Float, { description: "The renewable share of the solution's electricity, in percent (0–100; M3)." })
  @Property({ type: 'double' })
  renewableEnergy: Opt<number> = 0;

  /** Grid factor, g CO2e per kWh; defaults to the project country's (M3). */
  @Field(() => Float, { description: "The grid emission factor in g CO2e/kWh; defaults to the project country's grid factor (M3)." })
  @Property({ type: 'double', fieldName: 'co2_factor_gram' })
  co2FactorGram: Opt<number> = 0;

  /** Price per kWh; copied from the project on creation (M3). */
  @Field(() => Float, { description: "The price of 1 kWh in the project's currency; copied from the project on creation; null: the project's applies (M3).", nullable: true })
  @Property({ type: 'double', nullable: true })
  kwhPrice: number | null = null;

  /** Default refurbishment impact percentage of its items (M5); null = new. */
  @Field(() => Float, { description: 'The default refurbishment impact of its items, in percent of manufacturing plus transportation kg CO2e (M5); null: new.', nullable: true })
  @Property({ type: 'double', nullable: true })
  refurbishmentImpactPercentage: number | null = null;

  @Field(() => Int, { description: "The solution's position in its group (from 0).", name: 'order' })
  @Property({ type: 'integer' })
  sortOrder: Opt<number> = 0;

  /** The UPS preset (infrastructure_presets id, e.g. ups_92_1, ups_custom, ups_none). */
  @Property({ type: 'string', length: 40 })
  upsPresetId: Opt<string> = 'ups_none';

  /** UPS efficiency η in percent; 0 = no UPS (M2). */
  @Property({ type: 'double' })
  upsEfficiency: Opt<number> = 0;

  @Property({ type: 'string', length: 40 })
  coolingPresetId: Opt<string> = 'cooling_none';

  /** Cooling COP; 0 = no cooling (M2). */
  @Property({ type: 'double' })
  coolingCop: Opt<number> = 0;

  @OneToMany(() => SolutionItem, (i) => i.solution, { orderBy: { sortOrder: 'asc', id: 'asc' } })
  items = new Collection<SolutionItem>(this);

  @OneToMany(() => SolutionCapacity, (c) => c.solution, { orderBy: { id: 'asc' } })
  capacities = new Collection<SolutionCapacity>(this);

  @OneToMany(() => CategoryInfrastructureShare, (s) => s.solution, { orderBy: { id: 'asc' } })
  shares = new Collection<CategoryInfrastructureShare>(this);

}

/** `amount` units of one product in a solution (M1). */
@ObjectType({ description: 'An item (spec/project-areas.md §3 Solution item): amount units of one catalogue product in a solution (M1: itemAnnualKwh = amount × Σ modes watts × hours / 1000).' })
@Entity({ tableName: 'solution_items' })
@Index({ properties: ['solution', 'sortOrder'] })
@Index({ properties: ['product'] })
export class SolutionItem extends Timestamped {
  @Field(() => ID, { description: "The item's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Solution, { deleteRule: 'cascade' })
  solution!: Solution;

  @ManyToOne(() => Product)
  product!: Product;

  @Field(() => Int, { description: 'The number of units (1 to 1000000).' })
  @Property({ type: 'integer' })
  amount: Opt<number> = 1;

  /** Hours a year the item's modes are scaled to (M1); null = the modes' own hours. */
  @Field(() => Float, { description: "Operating hours per year (0–8760) the modes' hours are scaled to (M1); null: the modes' own hours.", nullable: true })
  @Property({ type: 'double', nullable: true })
  operationalHours: number | null = null;

  /** The hour profile chosen (hours_id); sets operationalHours. */
  @ManyToOne(() => HourProfile, { nullable: true, fieldName: 'hours_id', deleteRule: 'set null' })
  hourProfile: HourProfile | null = null;

  /** `p` of M5; null falls back to the solution's; 0 is dropped from updates. */
  @Field(() => Float, { description: "For a refurbished item, the refurbishment's impact in percent of manufacturing plus transportation kg CO2e (M5); null: the solution's.", nullable: true })
  @Property({ type: 'double', nullable: true })
  refurbishmentImpactPercentage: number | null = null;

  /** Price of one unit, for the investment (M3). */
  @Field(() => Float, { description: "The price of one unit in the project's currency, for the investment (M3), if given.", nullable: true })
  @Property({ type: 'double', nullable: true })
  unitPrice: number | null = null;

  /** Years the item is kept before replacement (issue #32, M10); null = its category's default. */
  @Field(() => Float, { description: "Years the item is kept before replacement (1–50); null: its category's default.", nullable: true })
  @Property({ type: 'double', nullable: true })
  serviceLifeYears: number | null = null;

  @Field(() => Int, { description: "The item's position in its solution (from 0).", name: 'order' })
  @Property({ type: 'integer' })
  sortOrder: Opt<number> = 0;

}

/** A capacity link (spec §3): a solution delivers `amount` units of a capacity (M4). */
@ObjectType({ description: 'A capacity link (spec/project-areas.md §3): the solution delivers amount units of a capacity (a unit of delivered service for a category, M4), the denominator of its watts per unit.' })
@Entity({ tableName: 'solution_capacities' })
@Index({ properties: ['solution', 'deletedAt'] })
export class SolutionCapacity {
  @Field(() => ID, { description: "The capacity link's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Solution, { deleteRule: 'cascade' })
  solution!: Solution;

  @ManyToOne(() => CapacityDefinition)
  capacity!: CapacityDefinition;

  @Field(() => Float, { description: 'How many units of the capacity the solution delivers (e.g. virtual machines, usable TB, ports, users).' })
  @Property({ type: 'double' })
  amount: Opt<number> = 0;

  @Field(() => Date, { description: 'When the link was deleted (it can be restored), else null.', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Field(() => Date, { description: 'When the link was made.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

/**
 * A category infrastructure share (spec §3, M2): the listed categories draw only `fraction` of their
 * energy through UPS and cooling. A category belongs to at most one live share of a solution.
 */
@ObjectType({ description: 'A category infrastructure share (spec/project-areas.md §3, M2): the listed categories draw only a fraction of their energy through the UPS and cooling. A category belongs to at most one live share of a solution.' })
@Entity({ tableName: 'category_infrastructure_shares' })
@Index({ properties: ['solution', 'deletedAt'] })
export class CategoryInfrastructureShare {
  @Field(() => ID, { description: "The share's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Solution, { deleteRule: 'cascade' })
  solution!: Solution;

  /** Category ids (spec: e_papi_category_ids). */
  @Field(() => [ID], { description: 'The categories the share applies to.' })
  @Property({ type: 'text[]' })
  categoryIds: Opt<string[]> = [];

  /** The share as a fraction 0 < f ≤ 1 (spec: infrastructure_share_percent, sent as a fraction). */
  @Field(() => Float, { description: 'The share as a fraction 0 < f ≤ 1 (40 % is 0.4), despite its name; null or outside (0, 1] makes the share invalid (M9).', nullable: true, name: 'infrastructureSharePercent' })
  @Property({ type: 'double', nullable: true })
  fraction: number | null = null;

  @Field(() => Date, { description: 'When the share was deleted (it can be restored), else null.', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Field(() => Date, { description: 'When the share was made.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

export interface ItemRequestMode {
  title: string;
}

/** A request for a product that was not found (spec §3 item request; request_import_items). */
@ObjectType({ description: "A request for a product the catalogue does not have (spec §3 item request), made from an item import; the super admin's validation decides it." })
@Entity({ tableName: 'solution_item_requests' })
export class ItemRequest {
  @Field(() => ID, { description: "The request's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Solution, { deleteRule: 'cascade' })
  solution!: Solution;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  requestedBy!: User;

  @Field(() => String, { description: 'The brand as the import row gave it.' })
  @Property({ type: 'string', length: 120 })
  brandName: Opt<string> = '';

  @Field(() => String, { description: 'The model name as the import row gave it.' })
  @Property({ type: 'string', length: 255 })
  modelName: Opt<string> = '';

  @Field(() => String, { description: "The manufacturer's part number, if given.", nullable: true })
  @Property({ type: 'string', length: 120, nullable: true })
  manufacturerPartNumber: string | null = null;

  @Field(() => Int, { description: 'The number of units wanted.' })
  @Property({ type: 'integer' })
  amount: Opt<number> = 1;

  /** Modes with titles only. */
  @Field(() => GraphQLJSON, { description: 'The modes wanted, by title only (a JSON list of { title }).' })
  @Property({ type: 'json' })
  modes: Opt<ItemRequestMode[]> = [];

  @Field(() => Boolean, { description: 'Whether the request was entered by hand rather than from an imported list.' })
  @Property({ type: 'boolean' })
  isManualRequest: Opt<boolean> = false;

  @Field(() => String, { description: "The request's state: open until the validation decides it." })
  @Property({ type: 'string', length: 20 })
  status: Opt<string> = 'open';

  @Field(() => Date, { description: 'When the request was made.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
