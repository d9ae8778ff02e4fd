/**
 * Paid routes over GraphQL (spec/platform-and-shell.md §2 "(paid)", §6 "No active subscription"):
 * the twin of platform/http/paid-routes.ts, a check in front of every root field's resolver driven by
 * the lists below (withPaidGuard). A refused field is a FORBIDDEN error with the message "No active subscription". Fields that
 * reach a project of a paid namespace are refused in projects/project-access.ts (getProject), so the
 * project-manager solution, summary and report fields need no entry here.
 *
 * To make a new root field paid, add its name to PAID_FIELDS (or to PAID_NAMESPACE_FIELDS when its
 * `namespace` argument decides), or decorate the resolver method with `@Paid()`.
 */
import type { GraphQLSchema } from 'graphql';
import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import { requireActor, requirePaidSubscription } from '../auth/actor';
import type { GqlContext } from './context';

/** Root fields only paid screens use (the project-manager product catalogue). */
export const PAID_FIELDS: ReadonlySet<string> = new Set(['product', 'productSearch', 'productCreate']);

/** Root fields paid when their `namespace` argument is one of PAID_NAMESPACES. */
export const PAID_NAMESPACE_FIELDS: ReadonlySet<string> = new Set(['projectCreate']);

/** Namespaces whose every screen is paid (spec §2: /project-manager/... all (paid)). */
export const PAID_NAMESPACES: ReadonlySet<string> = new Set(['project-manager']);

/** Refuses a paid root field to a caller without an active paid subscription. */
function checkPaid(field: string, args: unknown, context: GqlContext): void {
  const namespace = (args as { namespace?: unknown } | null)?.namespace;
  if (PAID_FIELDS.has(field) || (PAID_NAMESPACE_FIELDS.has(field) && typeof namespace === 'string' && PAID_NAMESPACES.has(namespace))) {
    requirePaidSubscription(requireActor(context.actor));
  }
}

/**
 * Puts the paid check in front of every root field's resolver (Query, Mutation, Subscription), in
 * place. Not a type-graphql global middleware: that wraps EVERY field of every object in an async
 * function, and a report page of 1,000 items resolves some 30,000 fields (issue #17).
 */
export function withPaidGuard(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve = field.resolve;
      if (!resolve) continue;
      field.resolve = (source, args, context: GqlContext, info) => {
        checkPaid(info.fieldName, args, context);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

const requirePaid: MiddlewareFn<GqlContext> = async ({ context }, next) => {
  requirePaidSubscription(requireActor(context.actor));
  return next();
};

/** Marks one resolver method as paid (the decorator form of PAID_FIELDS). */
export function Paid(): MethodDecorator & PropertyDecorator {
  return UseMiddleware(requirePaid);
}
