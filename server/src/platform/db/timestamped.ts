import { type Opt, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/**
 * createdAt and updatedAt of an entity, in the database and in GraphQL: entities extend it instead
 * of repeating the two columns (MikroORM and type-graphql both take properties of a base class).
 */
// An object type only to lend its fields: type-graphql emits no type that nothing references.
@ObjectType()
export abstract class Timestamped {
  @Field(() => Date, { description: 'When the record was created.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When the record was last changed.' })
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
