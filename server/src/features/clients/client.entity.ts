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
  @Field(() => ID, { description: "The client's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Partner)
  partner!: Partner;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy: User | null = null;

  @Field(() => String, { description: "The client's name." })
  @Property({ type: 'string', length: 160 })
  name!: string;

  @Field(() => String, { description: 'Street address.', nullable: true })
  @Property({ type: 'string', nullable: true })
  address: string | null = null;

  @Field(() => String, { description: 'Second address line.', nullable: true })
  @Property({ type: 'string', nullable: true })
  address2: string | null = null;

  @Field(() => String, { description: 'City.', nullable: true })
  @Property({ type: 'string', nullable: true })
  city: string | null = null;

  @Field(() => String, { description: 'Postal code.', nullable: true })
  @Property({ type: 'string', nullable: true })
  zip: string | null = null;

  @Field(() => String, { description: 'Country code, ISO 3166-1 alpha-2; projects created for the client without a country take it.', nullable: true })
  @Property({ type: 'string', nullable: true })
  country: string | null = null;

  @Field(() => String, { description: 'VAT or company registration number.', nullable: true })
  @Property({ type: 'string', nullable: true })
  vatNo: string | null = null;

  @Field(() => String, { description: 'Free text about the client.', nullable: true })
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

}
