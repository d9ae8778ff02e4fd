import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Partner } from '../partners';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

/** A partner's client (spec/platform-and-shell.md §3 Client / project group). */
@ObjectType({ description: "A partner's client (spec/platform-and-shell.md §3 Client / project group): the customer a project is made for." })
@Entity({ tableName: 'clients' })
@Index({ properties: ['partner', 'name'] })
export class Client extends Timestamped {
  @Field(() => ID)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner)
  partner!: Partner;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;

  @Field(() => String)
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  address: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  address2: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  city: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  zip: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  country: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  vatNo: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

}
