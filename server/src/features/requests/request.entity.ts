/**
 * Buyer requests and seller responses (spec/project-areas.md §3 Request, Request share, Question and
 * templates, Shares). A buyer's request on a project holds questions and is shared with sellers by
 * e-mail; each share is one seller's inbox entry, with its answers, internal shares and the response
 * group (a `requested` solution group of the buyer's project that the seller builds).
 */
import { Collection, Entity, Index, ManyToOne, OneToMany, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Partner } from '../partners';
import { Project } from '../projects';
import { SolutionGroup } from '../solutions';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

/** A question of a template (stored inside the template). */
@ObjectType()
export class TemplateQuestion {
  @Field(() => String) question!: string;
  @Field(() => String) type!: string;
}

/** A partner's question template (spec §3 Question template: name, questions). */
@ObjectType()
@Entity({ tableName: 'question_templates' })
@Index({ properties: ['partner'] })
export class QuestionTemplate extends Timestamped {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Field(() => [TemplateQuestion])
  @Property({ type: 'json' })
  questions: Opt<TemplateQuestion[]> = [];

  @Field(() => String, { nullable: true, description: 'The icon picked for the template from the fixed list (shared/icons/icon-set.ts), "<solid|regular>:<Name>"; null for none.' })
  @Property({ type: 'string', length: 80, nullable: true })
  icon?: string | null = null;
}

/** A buyer's request on a project: draft until shared, then sent (spec §4). */
@ObjectType()
@Entity({ tableName: 'requests' })
@Index({ properties: ['project'] })
export class BuyerRequest extends Timestamped {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  /** The buyer's partner and the user who wrote it (spec §3 owner: partner name, email). */
  @ManyToOne(() => Partner)
  partner!: Partner;

  @ManyToOne(() => User)
  owner!: User;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  title!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** YYYY-MM-DD; not earlier than today when written (spec §5). */
  @Field(() => String)
  @Property({ type: 'string', length: 10 })
  deadline!: string;

  /** draft, sent. */
  @Field(() => String)
  @Property({ type: 'string', length: 16 })
  status: Opt<string> = 'draft';

  @OneToMany(() => Question, (q) => q.request, { orderBy: { sortOrder: 'asc', id: 'asc' } })
  questions = new Collection<Question>(this);

  @OneToMany(() => RequestShare, (s) => s.request, { orderBy: { id: 'asc' } })
  shares = new Collection<RequestShare>(this);
}

/** A question of a request (spec §3: id, question, type; yesno by default). */
@ObjectType()
@Entity({ tableName: 'request_questions' })
export class Question {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => BuyerRequest, { deleteRule: 'cascade' })
  request!: BuyerRequest;

  @Field(() => String)
  @Property({ type: 'text' })
  question!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 20 })
  type: Opt<string> = 'yesno';

  @Field(() => Int, { name: 'order' })
  @Property({ type: 'integer' })
  sortOrder: Opt<number> = 0;
}

/**
 * A request shared with a seller by e-mail (spec §3 Request share). The seller is whoever has an
 * account with that e-mail address, now or after registering from the invitation.
 */
@ObjectType()
@Entity({ tableName: 'request_shares' })
@Unique({ properties: ['request', 'email'] })
@Index({ properties: ['email'] })
export class RequestShare {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => BuyerRequest, { deleteRule: 'cascade' })
  request!: BuyerRequest;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  supplier!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  name!: string;

  /** Lower-case e-mail of the invited seller. */
  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /** pending, accepted, rejected (spec §4 confirm). */
  @Field(() => String)
  @Property({ type: 'string', length: 16 })
  status: Opt<string> = 'pending';

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  seenAt: Date | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime' })
  receivedAt: Opt<Date> = new Date();

  /** When the seller sent the response. */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;

  /** The response: a requested solution group of the buyer's project, made when the seller accepts. */
  @ManyToOne(() => SolutionGroup, { nullable: true, deleteRule: 'set null' })
  responseGroup: SolutionGroup | null = null;

  /** The seller user who accepted (their partner's products may be used in the response). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  seller: User | null = null;

  @OneToMany(() => QuestionAnswer, (a) => a.share)
  answers = new Collection<QuestionAnswer>(this);
}

/** A seller's answer to one question (spec §3 question_answers). */
@ObjectType()
@Entity({ tableName: 'request_answers' })
@Unique({ properties: ['share', 'question'] })
export class QuestionAnswer {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => RequestShare, { deleteRule: 'cascade' })
  share!: RequestShare;

  @ManyToOne(() => Question, { deleteRule: 'cascade' })
  question!: Question;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  answer: string | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/** A request share passed on to a colleague of the seller's organisation (spec §6). */
@ObjectType()
@Entity({ tableName: 'request_internal_shares' })
@Unique({ properties: ['share', 'user'] })
export class RequestInternalShare {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => RequestShare, { deleteRule: 'cascade' })
  share!: RequestShare;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => User)
  author!: User;

  @Field(() => Date)
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
