import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { pubSub } from '../realtime/pubsub';
import { withPaidGuard } from './paid-guard';

/**
 * Plain fields resolve as graphql-js does by default, by reading the property: type-graphql would wrap
 * every field of every object type in a resolver that only reads it, paid once per field of every row
 * of every reply (issue #17: a report view resolves hundreds). A renamed field (`name:` reads another
 * property) and a field with middlewares or roles keep type-graphql's resolver (server/src/app/schema.test.ts).
 */
function plainFieldsReadTheirProperty(): void {
  const storage = getMetadataStorage();
  for (const field of storage.fields) {
    if (field.schemaName !== field.name || (field.middlewares?.length ?? 0) > 0 || (field.roles?.length ?? 0) > 0) field.simple ??= false;
  }
  for (const type of storage.objectTypes) type.simpleResolvers ??= true;
}

/**
 * The one schema of `resolvers` (the composition root's list: server/src/app/schema.ts), with the live
 * events' pub/sub and the paid guard. type-graphql keeps its metadata per process, so build it once.
 */
export async function buildGraphqlSchema(resolvers: ReadonlyArray<Function>): Promise<GraphQLSchema> {
  plainFieldsReadTheirProperty();
  return withPaidGuard(await buildSchema({ resolvers: [...resolvers] as unknown as [Function, ...Function[]], pubSub, validate: false }));
}
