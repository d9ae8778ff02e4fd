/**
 * The REST facade's routers: case-sensitive (Express matches routes case-insensitively by default,
 * so `/PROJECT-MANAGER/...` reached the same handlers while a text check of the path missed it:
 * stack-notes trap 26; https://expressjs.com/en/5x/api.html#express.router `caseSensitive`), and every
 * route carries its paid check in its OWN handler stack, decided by the matched route's pattern and
 * the paid declaration (shared/subscriptions/paid.ts), never by the request's path text.
 *
 * `strict` stays off: the spec writes several calls with a trailing slash (`/{namespace}/projects/all/`,
 * `/projects/{id}/clone/`), and since the check belongs to the route, a trailing slash reaches the
 * same check.
 */
import { Router, type RequestHandler } from 'express';
import { isNamespace } from '../../../../shared/constants';
import { DomainError } from '../../../../shared/errors';
import { capabilityOf, restRouteRule, type CapabilityRule } from '../../../../shared/subscriptions/paid';
import { requireCapability, requirePaidSubscription } from '../auth/actor';

export type PaidGuard = RequestHandler & { capability: CapabilityRule | null };

/**
 * The paid check of the route at `path` (its Express pattern). A `:namespace` parameter must be a
 * namespace spelled as it is: Express decodes `%2D` in parameters, so the raw segment is compared
 * with the decoded one and an encoded spelling is refused (404 "Unknown application namespace.").
 * A route missing from the declaration is paid for everyone (the declaration test names it).
 */
export function paidGuard(path: string): PaidGuard {
  const rule = restRouteRule(path);
  const namespaceAt = path.split('/').indexOf(':namespace');
  const guard = function paidGuard(req, _res, next) {
    try {
      let namespace: string | undefined;
      if (namespaceAt >= 0) {
        namespace = String(req.params.namespace);
        // req.path is not decoded (router: mounted routers see the path under their mount).
        if (!isNamespace(namespace) || req.path.split('/')[namespaceAt] !== namespace) throw DomainError.notFound('common.unknownNamespace');
      }
      const actor = req.ctx?.actor;
      if (actor) {
        const capability = rule ? capabilityOf(rule, namespace) : null;
        if (capability) requireCapability(actor, capability);
        else requirePaidSubscription(actor);
      }
      next();
    } catch (err) {
      next(err);
    }
  } as PaidGuard;
  guard.capability = rule;
  return guard;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A case-sensitive Router whose every route starts with its paid check (paidGuard). */
export function apiRouter(): Router {
  const router = Router({ caseSensitive: true });
  for (const method of METHODS) {
    const mount = router[method].bind(router) as (path: string, ...handlers: RequestHandler[]) => Router;
    (router as unknown as Record<string, unknown>)[method] = (path: string, ...handlers: RequestHandler[]) => {
      if (typeof path !== 'string') throw new Error(`apiRouter: route paths are strings (the paid declaration matches them), got ${String(path)}`);
      return mount(path, paidGuard(path), ...handlers);
    };
  }
  return router;
}
