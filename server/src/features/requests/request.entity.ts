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
@ObjectType({ description: 'A question of a question template: its text and kind of answer.' })
export class TemplateQuestion {
  @Field(() => String, { description: "The question's text." }) question!: string;
  @Field(() => String, { description: 'The kind of answer: yesno or text.' }) type!: string;
}

/** A partner's question template (spec §3 Question template: name, questions). */
@ObjectType({ description: "A buyer partner's question template (spec §3 Question template): a named set of questions to add to requests." })
@Entity({ tableName: 'question_templates' })
@Index({ properties: ['partner'] })
export class QuestionTemplate extends Timestamped {
  @Field(() => ID, { description: "The template's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  @Field(() => String, { description: "The template's name." })
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Field(() => [TemplateQuestion], { description: "The template's questions, in order." })
  @Property({ type: 'json' })
  questions: Opt<TemplateQuestion[]> = [];

  @Field(() => String, { nullable: true, description: 'The icon picked for the template from the fixed list (shared/icons/icon-set.ts), "<solid|regular>:<Name>"; null for none.' })
  @Property({ type: 'string', length: 80, nullable: true })
  icon?: string | null = null;
}

/** A buyer's request on a project: draft until shared, then sent (spec §4). */
@ObjectType({ description: "A buyer's request on a project (spec §3 Request): questions and a deadline, shared with sellers by e-mail; draft until shared, then sent." })
@Entity({ tableName: 'requests' })
@Index({ properties: ['project'] })
export class BuyerRequest extends Timestamped {
  @Field(() => ID, { description: "The request's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  /** The buyer's partner and the user who wrote it (spec §3 owner: partner name, email). */
  @ManyToOne(() => Partner)
  partner!: Partner;

  @ManyToOne(() => User)
  owner!: User;

  @Field(() => String, { description: "The request's title." })
  @Property({ type: 'string', length: 160 })
  title!: string;

  @Field(() => String, { description: 'What the buyer asks for.', nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** YYYY-MM-DD; not earlier than today when written (spec §5). */
  @Field(() => String, { description: 'The answer deadline, a date YYYY-MM-DD.' })
  @Property({ type: 'string', length: 10 })
  deadline!: string;

  /** draft, sent. */
  @Field(() => String, { description: 'draft until shared with a seller, then sent.' })
  @Property({ type: 'string', length: 16 })
  status: Opt<string> = 'draft';

  @OneToMany(() => Question, (q) => q.request, { orderBy: { sortOrder: 'asc', id: 'asc' } })
  questions = new Collection<Question>(this);

  @OneToMany(() => RequestShare, (s) => s.request, { orderBy: { id: 'asc' } })
  shares = new Collection<RequestShare>(this);
}

/** A question of a request (spec §3: id, question, type; yesno by default). */
@ObjectType({ description: 'A question of a buyer request (spec §3 Question), answered by each seller.' })
@Entity({ tableName: 'request_questions' })
export class Question {
  @Field(() => ID, { description: "The question's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => BuyerRequest, { deleteRule: 'cascade' })
  request!: BuyerRequest;

  @Field(() => String, { description: "The question's text." })
  @Property({ type: 'text' })
  question!: string;

  @Field(() => String, { description: 'The kind of answer: yesno (default) or text.' })
  @Property({ type: 'string', length: 20 })
  type: Opt<string> = 'yesno';

  @Field(() => Int, { description: "The question's position in the request (from 0).", name: 'order' })
  @Property({ type: 'integer' })
  sortOrder: Opt<number> = 0;
}

/**
 * A request shared with a seller by e-mail (spec §3 Request share). The seller is whoever has an
 * account with that e-mail address, now or after registering from the invitation.
 */
@ObjectType({ description: 'A buyer request shared with a seller by e-mail (spec §3 Request share); the seller accepts or rejects it, answers the questions and sends a response group.' })
@Entity({ tableName: 'request_shares' })
@Unique({ properties: ['request', 'email'] })
@Index({ properties: ['email'] })
export class RequestShare {
  @Field(() => ID, { description: "The request share's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => BuyerRequest, { deleteRule: 'cascade' })
  request!: BuyerRequest;

  @Field(() => String, { description: "The seller's company name, as the buyer wrote it." })
  @Property({ type: 'string', length: 160 })
  supplier!: string;

  @Field(() => String, { description: "The seller contact's name, as the buyer wrote it." })
  @Property({ type: 'string', length: 160 })
  name!: string;

  /** Lower-case e-mail of the invited seller. */
  @Field(() => String, { description: "The invited seller's e-mail address (lower case)." })
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Field(() => String, { description: "The buyer's message to the seller.", nullable: true })
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /** pending, accepted, rejected (spec §4 confirm). */
  @Field(() => String, { description: "pending, accepted or rejected (the seller's decision)." })
  @Property({ type: 'string', length: 16 })
  status: Opt<string> = 'pending';

  @Field(() => Date, { description: 'When the seller first opened it, else null.', nullable: true })
  @Property({ type: 'datetime', nullable: true })
  seenAt: Date | null = null;

  @Field(() => Date, { description: 'When the request was shared.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When the seller received it.' })
  @Property({ type: 'datetime' })
  receivedAt: Opt<Date> = new Date();

  /** When the seller sent the response. */
  @Field(() => Date, { description: 'When the seller sent the response, else null.', nullable: true })
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
@ObjectType({ description: "A seller's answer to one question of a request (spec §3 question_answers)." })
@Entity({ tableName: 'request_answers' })
@Unique({ properties: ['share', 'question'] })
export class QuestionAnswer {
  @Field(() => ID, { description: "The answer's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => RequestShare, { deleteRule: 'cascade' })
  share!: RequestShare;

  @ManyToOne(() => Question, { deleteRule: 'cascade' })
  question!: Question;

  @Field(() => String, { description: "The answer's text; null when not answered.", nullable: true })
  @Property({ type: 'text', nullable: true })
  answer: string | null = null;

  @Field(() => Date, { description: 'When the answer was last saved.' })
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}

/** A request share passed on to a colleague of the seller's organisation (spec §6). */
@ObjectType({ description: "A request share passed on to a colleague of the seller's organisation (spec §3 Shares: internal share)." })
@Entity({ tableName: 'request_internal_shares' })
@Unique({ properties: ['share', 'user'] })
export class RequestInternalShare {
  @Field(() => ID, { description: "The internal share's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => RequestShare, { deleteRule: 'cascade' })
  share!: RequestShare;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => User)
  author!: User;

  @Field(() => Date, { description: 'When it was shared.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
