import { Collection, Entity, Index, ManyToOne, OneToMany, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Client } from '../clients';
import { Partner } from '../partners';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

/** A project (spec/platform-and-shell.md §3 Project). DELETE archives it (archivedAt). */
@ObjectType()
@Entity({ tableName: 'projects' })
@Index({ properties: ['partner', 'namespace', 'updatedAt'] })
export class Project extends Timestamped {
  @Field(() => ID)
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
  @Field(() => String)
  @Property({ type: 'string', length: 40 })
  namespace!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Field(() => Float)
  @Property({ type: 'double' })
  kwhPrice: Opt<number> = 1.35;

  @Field(() => String)
  @Property({ type: 'string', length: 3 })
  currency: Opt<string> = 'DKK';

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  oldKwh: number | null = null;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  investment: number | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  address: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  city: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  zip: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  country: string | null = null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  genericAreaId: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  archivedAt: Date | null = null;

  @OneToMany(() => ProjectShare, (s) => s.project)
  shares = new Collection<ProjectShare>(this);

}

/** A note on a project. */
@ObjectType()
@Entity({ tableName: 'project_notes' })
export class Note extends Timestamped {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @ManyToOne(() => User)
  author!: User;

  @Field(() => String)
  @Property({ type: 'text' })
  note!: string;

}

/** A project shared with a user (spec/platform-and-shell.md §3 Share: subscriber, auther). */
@ObjectType()
@Entity({ tableName: 'project_shares' })
@Unique({ properties: ['project', 'subscriber'] })
export class ProjectShare {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  subscriber!: User;

  @ManyToOne(() => User)
  author!: User;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
