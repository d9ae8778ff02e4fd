/**
 * The validation queue, notifications and the category admin's own tables (spec/platform-and-shell.md
 * §3 Category, Notification; §4 Real-time). A partner's own product is unvalidated until the super
 * admin accepts it; global catalogue products count as validated. Requested items (solution item
 * requests) wait in the same queue with their own status (open → accepted | rejected).
 */
import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Product } from '../catalogue';
import { Partner } from '../partners';
import { Project } from '../projects';
import { Category } from '../reference';
import { User } from '../users';

/** queued until the super admin decides; accepted counts as validated (itemValidationCount). */
export type ProductValidationStatus = 'queued' | 'accepted' | 'rejected';

@Entity({ tableName: 'product_validations' })
@Index({ properties: ['status', 'createdAt'] })
export class ProductValidation {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @ManyToOne(() => Product, { deleteRule: 'cascade' })
  product!: Product;

  /** The product's partner (the tenant its events go to). */
  @ManyToOne(() => Partner, { deleteRule: 'cascade' })
  partner!: Partner;

  /** The project whose start-validation queued it (null: queued when the product was created). */
  @ManyToOne(() => Project, { nullable: true, deleteRule: 'set null' })
  project: Project | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  requestedBy: User | null = null;

  @Property({ type: 'string', length: 20 })
  status: Opt<ProductValidationStatus> = 'queued';

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  decidedBy: User | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

/** A message to one user (spec §3 Notification: message, category, status). */
@ObjectType({ description: 'A notification of the signed-in user (spec §3).' })
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'createdAt'] })
export class Notification {
  @Field(() => ID, { description: "The notification's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The English text (REST, e-mail, fallback). */
  @Field(() => String, { description: 'The text in English (REST, e-mail, fallback).' })
  @Property({ type: 'string', length: 500 })
  message!: string;

  /** The catalogue key of the message (shared/errors), so that the client shows it in the reader's language. */
  @Field(() => String, { description: "The message's catalogue key, for the client to show it in the reader's language.", nullable: true })
  @Property({ type: 'string', length: 80, nullable: true })
  messageKey: string | null = null;

  @Field(() => GraphQLJSON, { description: "The key's parameters (JSON object).", nullable: true })
  @Property({ type: 'json', nullable: true })
  messageParams: Opt<Record<string, string | number>> | null = null;

  /** validation, item_request or admin. */
  @Field(() => String, { description: 'validation, item_request or admin.' })
  @Property({ type: 'string', length: 40 })
  category!: string;

  /** unread or read. */
  @Field(() => String, { description: 'unread or read.' })
  @Property({ type: 'string', length: 10 })
  status: Opt<string> = 'unread';

  @Field(() => Date, { description: 'When it was raised.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}

/** A search tag of a category type (spec §3 Category admin: tag, category_type). */
@ObjectType({ description: 'A search tag of a category type (spec §3 Category admin: tag, category_type).' })
@Entity({ tableName: 'category_tags' })
@Unique({ properties: ['tag', 'categoryType'] })
export class CategoryTag {
  @Field(() => ID, { description: "The tag's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: "The tag's text." })
  @Property({ type: 'string', length: 60 })
  tag!: string;

  @Field(() => String, { description: 'The category type: datacenter or office_it.' })
  @Property({ type: 'string', length: 20 })
  categoryType!: string;
}

/** A sub type of a category (spec §3 Category admin). */
@ObjectType({ description: 'A sub type of a category (spec §3 Category admin).' })
@Entity({ tableName: 'category_sub_types' })
@Unique({ properties: ['category', 'name'] })
export class CategorySubType {
  @Field(() => ID, { description: "The sub type's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Category, { deleteRule: 'cascade' })
  category!: Category;

  @Field(() => String, { description: "The sub type's name." })
  @Property({ type: 'string', length: 80 })
  name!: string;
}
