import { Collection, Entity, Index, ManyToOne, OneToMany, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Client } from '../clients';
import { Partner } from '../partners';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

/** A project (spec/platform-and-shell.md §3 Project). DELETE archives it (archivedAt). */
@ObjectType({ description: "A project (spec/platform-and-shell.md §3 Project): an assessment made for one client in one sub-app; it holds solution groups (baseline, comparative…) whose solutions hold the items. Visible to its partner's users and to those it is shared with." })
@Entity({ tableName: 'projects' })
@Index({ properties: ['partner', 'namespace', 'updatedAt'] })
export class Project extends Timestamped {
  @Field(() => ID, { description: "The project's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner)
  partner!: Partner;

  @ManyToOne(() => Client)
  client!: Client;

  /** The project owner (isProjectOwner). */
  @ManyToOne(() => User)
  owner!: User;

  /** The sub-app the project belongs to (project-manager, comparative-solution, buyers…). */
  @Field(() => String, { description: 'The sub-app the project belongs to: project-manager, comparative-solution, buyers or single-solution.' })
  @Property({ type: 'string', length: 40 })
  namespace!: string;

  @Field(() => String, { description: "The project's name (at most 160 characters)." })
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Field(() => String, { description: 'Free text about the project.', nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => Float, { description: "The price of 1 kWh in the project's currency; solutions without their own price use it (M3; default 1.35)." })
  @Property({ type: 'double' })
  kwhPrice: Opt<number> = 1.35;

  @Field(() => String, { description: "The project's currency, ISO 4217 code (default by country: GB GBP, DK DKK, US USD, else EUR)." })
  @Property({ type: 'string', length: 3 })
  currency: Opt<string> = 'DKK';

  @Field(() => Float, { description: 'The consumption before the project, in kWh per year, when given.', nullable: true })
  @Property({ type: 'double', nullable: true })
  oldKwh: number | null = null;

  @Field(() => Float, { description: "The planned investment in the project's currency, when given.", nullable: true })
  @Property({ type: 'double', nullable: true })
  investment: number | null = null;

  @Field(() => String, { description: "The site's street address.", nullable: true })
  @Property({ type: 'string', nullable: true })
  address: string | null = null;

  @Field(() => String, { description: "The site's city.", nullable: true })
  @Property({ type: 'string', nullable: true })
  city: string | null = null;

  @Field(() => String, { description: "The site's postal code.", nullable: true })
  @Property({ type: 'string', nullable: true })
  zip: string | null = null;

  @Field(() => String, { description: "The site's country, ISO 3166-1 alpha-2; sets the default grid factor (g CO2e/kWh).", nullable: true })
  @Property({ type: 'string', nullable: true })
  country: string | null = null;

  @Field(() => ID, { description: 'The generic area the project is filed under (projectAreas), if any.', nullable: true })
  @Property({ type: 'integer', nullable: true })
  genericAreaId: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  archivedAt: Date | null = null;

  @OneToMany(() => ProjectShare, (s) => s.project)
  shares = new Collection<ProjectShare>(this);

}

/** A note on a project. */
@ObjectType({ description: 'A note on a project, written by a user who may see the project.' })
@Entity({ tableName: 'project_notes' })
export class Note extends Timestamped {
  @Field(() => ID, { description: "The note's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @ManyToOne(() => User)
  author!: User;

  @Field(() => String, { description: "The note's text (at most 10000 characters)." })
  @Property({ type: 'text' })
  note!: string;

}

/** A project shared with a user (spec/platform-and-shell.md §3 Share: subscriber, auther). */
@ObjectType({ description: "A project shared with a user by its owner (spec/platform-and-shell.md §3 Share); the subscriber finds it under the sharedWithMe filter." })
@Entity({ tableName: 'project_shares' })
@Unique({ properties: ['project', 'subscriber'] })
export class ProjectShare {
  @Field(() => ID, { description: "The share's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  subscriber!: User;

  @ManyToOne(() => User)
  author!: User;

  @Field(() => Date, { description: 'When the project was shared.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
