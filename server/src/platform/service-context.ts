/**
 * What every service does with its request context (house style: services own transactions and
 * authorization). Generic: no feature's types.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Permission } from '../../../shared/auth/permissions';
import { requireActor, requirePermission } from './auth/actor';
import type { RequestContext } from './context';

/** Runs `fn` in one database transaction with a context bound to it (services own transactions). */
export function inTransaction<T>(ctx: RequestContext, fn: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.em.transactional((em) => fn({ ...ctx, em: em as EntityManager }));
}

/** A fresh EntityManager for reads after a commit (no stale identity map). */
export function freshContext(ctx: RequestContext): RequestContext {
  return { ...ctx, em: ctx.em.fork() };
}

/** Checks the permission before anything else (so that a refusal never depends on the input). */
export function allow(ctx: RequestContext, permission: Permission): void {
  requirePermission(requireActor(ctx.actor), permission);
}
