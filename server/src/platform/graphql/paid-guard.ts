/**
 * Paid root fields over GraphQL (spec/platform-and-shell.md §2 "(paid)", §6 "No active subscription"):
 * every root field of Query, Mutation and Subscription is checked before its resolver (and before a
 * subscription starts) against the one paid declaration, GRAPHQL_FIELD_CAPABILITIES in
 * shared/subscriptions/paid.ts, the same one that marks the REST routes. A refused field is a
 * FORBIDDEN error "No active subscription". A field missing from the declaration is paid for everyone
 * (and server/test/paid-declaration.test.ts fails naming it); a `namespace` argument picks the
 * capability of a byNamespace rule, and a request share's `scope` that of the seller's answer
 * (REQUEST_SHARE_SCOPED_FIELDS). Projects of a paid namespace are refused in
 * projects/project-access.ts (getProject) too.
 */
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { capabilityOf, GRAPHQL_FIELD_CAPABILITIES, requestShareScopeCapability } from '../../../../shared/subscriptions/paid';
import { DomainError } from '../../../../shared/errors';
import { requireCapability, requirePaidSubscription } from '../auth/actor';
import type { GqlContext } from './context';

/** Refuses a root field the caller's partner type must pay for, without a paid subscription. Anonymous callers meet the field's own 401. */
function checkPaid(field: string, args: unknown, context: GqlContext): void {
  const actor = context.actor;
  // An anonymous caller meets the resolver's own UNAUTHENTICATED first (nothing about namespaces).
  if (!actor) return;
  // A solution field with a request share's scope is the seller's answer (free as its REST paths).
  const scoped = requestShareScopeCapability(field, args);
  if (scoped) {
    requireCapability(actor, scoped);
    return;
  }
  const rule = Object.hasOwn(GRAPHQL_FIELD_CAPABILITIES, field) ? GRAPHQL_FIELD_CAPABILITIES[field] : undefined;
  if (rule && typeof rule === 'object') {
    const namespace = (args as { namespace?: unknown } | null)?.namespace;
    const capability = capabilityOf(rule, namespace);
    // As the services say of an unknown namespace (projects.parseNamespace).
    if (!capability) throw DomainError.notFound('common.unknownNamespace');
    requireCapability(actor, capability);
    return;
  }
  if (rule) requireCapability(actor, rule);
  else requirePaidSubscription(actor);
}

/**
 * Puts the paid check in front of every root field's resolver (Query, Mutation) and subscription
 * source (Subscription), in place. Not a type-graphql global middleware: that wraps EVERY field of
 * every object in an async function, and a report page of 1,000 items resolves some 30,000 fields
 * (issue #17).
 */
export function withPaidGuard(schema: GraphQLSchema): GraphQLSchema {
  const guarded = <T extends GraphQLFieldResolver<unknown, GqlContext>>(fn: T): T =>
    ((source, args, context: GqlContext, info) => {
      checkPaid(info.fieldName, args, context);
      return fn(source, args, context, info);
    }) as T;
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.resolve) field.resolve = guarded(field.resolve);
    }
  }
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    if (field.subscribe) field.subscribe = guarded(field.subscribe);
  }
  return schema;
}
