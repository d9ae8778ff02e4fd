/**
 * The comparative-solution app's rows (spec/platform-and-shell.md §3 Calculation, Report setting,
 * Report data; §4 before/after data states). A comparative-solution project keeps its equipment in
 * the solutions feature's tables: a "Before" group (state baseline) and an "After" group (state
 * comparative, primary). A calculation pairs one solution of each, so items, capacities, UPS, cooling
 * and item requests are the solutions feature's, and the project-manager machinery (summaries,
 * reports, PDF export, clone to IT analysis) reads them as they are. Figures are never stored.
 */
import { Entity, Index, ManyToOne, OneToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DEFAULT_COMPARATIVE_SETTINGS, type ComparativeIncludeSettings, type PreAnalysisEntry } from '../../../../shared/comparative';
import { Project } from '../projects';
import { Solution } from '../solutions';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

/** A before/after calculation: one before solution, one after solution (M6). */
@ObjectType({ description: 'A before/after calculation of a comparative-solution project.' })
@Entity({ tableName: 'comparative_calculations' })
@Index({ properties: ['project', 'sortOrder'] })
export class ComparativeCalculation extends Timestamped {
  @Field(() => ID, { description: "The calculation's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Field(() => String, { description: "The calculation's name." })
  @Property({ type: 'string', length: 160 })
  name!: string;

  /** replacement (items in data states 3 and 4) or growth (1 and 2). */
  @Field(() => String, { description: 'replacement (items in data states 3 and 4) or growth (1 and 2).' })
  @Property({ type: 'string', length: 20 })
  variant: Opt<string> = 'replacement';

  @Field(() => Int, { description: "The calculation's position in the project (from 0).", name: 'order' })
  @Property({ type: 'integer' })
  sortOrder: Opt<number> = 0;

  @OneToOne(() => Solution, { owner: true, deleteRule: 'cascade', fieldName: 'before_solution_id' })
  beforeSolution!: Solution;

  @OneToOne(() => Solution, { owner: true, deleteRule: 'cascade', fieldName: 'after_solution_id' })
  afterSolution!: Solution;

  /** Extra columns shown per category type (spec §7 extra column toggle: extra_column, category_type). */
  @Field(() => GraphQLJSON, { description: 'Extra columns shown per category type: category type → columns (shared/comparative EXTRA_COLUMNS).' })
  @Property({ type: 'json' })
  extraColumns: Opt<Record<string, string[]>> = {};
}

/** The report of a comparative-solution project: year, years, title and the 14 include flags. */
@ObjectType({ description: 'The report settings and data of a comparative-solution project.' })
@Entity({ tableName: 'comparative_reports' })
export class ComparativeReport extends Timestamped {
  @Field(() => ID, { description: "The report's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Project, { owner: true, deleteRule: 'cascade' })
  project!: Project;

  /** The report year (report_year); the rating year of the energy wheel. */
  @Field(() => Int, { description: 'The report year, the rating year of the energy wheel (M4).' })
  @Property({ type: 'integer' })
  year!: number;

  /** The period the savings are summed over (years). */
  @Field(() => Int, { description: 'The period the savings are summed over, in years (1–30; default 5).' })
  @Property({ type: 'integer' })
  years: Opt<number> = 5;

  @Field(() => String, { description: "The report's title, if set.", nullable: true })
  @Property({ type: 'string', length: 160, nullable: true })
  title: string | null = null;

  @Property({ type: 'json' })
  settings: Opt<ComparativeIncludeSettings> = { ...DEFAULT_COMPARATIVE_SETTINGS };

  /** An amount (project currency) the customer receives for the documented saving; added to the savings in the report. */
  @Field(() => Float, { nullable: true, description: 'An amount (project currency) the customer receives for the documented saving, e.g. from an energy savings scheme.' })
  @Property({ type: 'double', nullable: true })
  kickback: number | null = null;

  /** The pre-analysis rows (shared/comparative/pre-analysis.ts); null until first saved. */
  @Property({ type: 'json', nullable: true })
  preAnalysis: PreAnalysisEntry[] | null = null;
}

/** A change of a project, for its log (the logging screen). */
@ObjectType({ description: 'One entry of a project change log.' })
@Entity({ tableName: 'project_change_log' })
@Index({ properties: ['project', 'createdAt'] })
export class ProjectChangeLogEntry {
  @Field(() => ID, { description: "The entry's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user: User | null = null;

  /** What happened: calculation_created, calculation_updated, calculation_deleted, report_settings, report_data, validation_started, cloned_to_it_analysis. */
  @Field(() => String, { description: 'What happened: calculation_created, calculation_updated, calculation_deleted, report_settings, report_data, validation_started or cloned_to_it_analysis.' })
  @Property({ type: 'string', length: 40 })
  action!: string;

  /** What it concerned (a calculation's name, the new title…). */
  @Field(() => String, { description: "What it concerned (a calculation's name, the new title…), if anything.", nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  detail: string | null = null;

  @Field(() => Date, { description: 'When it happened.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

/** A validation of a project's items, queued by POST …/start-validation (the real-time part reports on it). */
@ObjectType({ description: 'A queued validation of a project.' })
@Entity({ tableName: 'project_validations' })
@Index({ properties: ['project', 'createdAt'] })
export class ProjectValidation {
  @Field(() => ID, { description: "The validation's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  requestedBy: User | null = null;

  /** queued until nothing of the project waits in the validation queue, then completed (features/validation). */
  @Field(() => String, { description: 'queued until nothing of the project waits in the validation queue, then completed.' })
  @Property({ type: 'string', length: 20 })
  status: Opt<string> = 'queued';

  @Field(() => Date, { description: 'When it was queued.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
