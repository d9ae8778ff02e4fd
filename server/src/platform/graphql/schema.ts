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

const CALLERS =
  'A caller is signed in with the session cookie (with its CSRF token) or sends a partner API token as `Authorization: Bearer <token>`; ' +
  'fields that need no sign-in say so. Paid fields refuse a partner without an active subscription (FORBIDDEN "No active subscription").';

/**
 * What the root types are (issue #53 point 5: the schema documents itself). type-graphql gives no
 * option for the root types' descriptions, so they are set on the built schema (printSchema and
 * introspection read them from there).
 */
export const ROOT_TYPE_DESCRIPTIONS = {
  Query: `The reads of GreenIT Assess: projects, solution groups, solutions and items with their figures (kWh, kg CO2e, cost), reports, reference data, requests and partner administration. ${CALLERS}`,
  Mutation: `The changes: projects, solutions and items, report settings, requests, partner administration and subscriptions. Inputs are validated as the REST API validates them (a VALIDATION error names the fields). ${CALLERS}`,
  Subscription:
    'Live events over graphql-ws on the /graphql path: changes to a project, its solution groups, background jobs and the dashboard, each delivered only to users who may see what changed. ' +
    'The socket signs in with the session cookie or `Authorization: Bearer <token>` in the upgrade (anonymous sockets are refused with 401).',
} as const;

function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type && type.name in ROOT_TYPE_DESCRIPTIONS) type.description ??= ROOT_TYPE_DESCRIPTIONS[type.name as keyof typeof ROOT_TYPE_DESCRIPTIONS];
  }
  return schema;
}

/**
 * The one schema of `resolvers` (the composition root's list: server/src/app/schema.ts), with the live
 * events' pub/sub and the paid guard. type-graphql keeps its metadata per process, so build it once.
 */
export async function buildGraphqlSchema(resolvers: ReadonlyArray<Function>): Promise<GraphQLSchema> {
  plainFieldsReadTheirProperty();
  return describeRootTypes(withPaidGuard(await buildSchema({ resolvers: [...resolvers] as unknown as [Function, ...Function[]], pubSub, validate: false })));
}
