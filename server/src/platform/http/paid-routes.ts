/**
 * Paid routes on the server (spec/platform-and-shell.md §2 "(paid)"; §6 "No active subscription"):
 * the REST calls of the paid screens, declared once here. The guard answers 403
 * `{message: 'No active subscription', errors: {forbidden: [...]}}` to a signed-in caller without an
 * active paid subscription and a seat (actor.ts hasPaidSubscription) before any router runs; the
 * route table marks these routes `paid` (OpenAPI, and the paid-routes test, which calls every one
 * of them as a free user). GraphQL has its twin in platform/graphql/paid-guard.ts, and every path
 * that reaches a project of a paid namespace is refused in projects/project-access.ts.
 *
 * To make a new route paid, add its pattern below (matched against the path under /api/v1, with a
 * concrete namespace: `/:namespace/...` routes are paid for the namespaces a pattern names).
 */
import type { RequestHandler } from 'express';
import { requirePaidSubscription } from '../auth/actor';

export interface PaidPath {
  pattern: RegExp;
  /** Which screens of spec §2 make these calls. */
  screens: string;
}

export const PAID_PATHS: readonly PaidPath[] = [
  {
    // The sidebar of the shell (every user's) lists and searches projects through the same namespace
    // paths: those lists stay open; a free user has no project-manager projects to list anyway.
    pattern: /^\/project-manager\/(?!(projects|projects\/all|projects\/search|shares\/projects)\/?$)/,
    screens: '/project-manager/... (all paid)',
  },
  // project-with-all-details also feeds the free client-details page.
  { pattern: /^\/comparative-solution\/projects\/[^/]+\/(?!project-with-all-details\/?$)[^/]/, screens: '/comparative-solution/projects/{projectId}/calculations, select-report, report, ... (paid)' },
  { pattern: /^\/comparative-solution\/clients\/[^/]+\/projects/, screens: '/comparative-solution/clients/{clientId}/projects (paid)' },
  { pattern: /^\/buyers\/projects\/[^/]+\/lca-report/, screens: '/buyers/projects/{projectId}/lca-report (paid)' },
];

/** Whether a path under /api/v1 (e.g. `/project-manager/products/search`) is a paid route's call. */
export function isPaidPath(path: string): boolean {
  return PAID_PATHS.some((p) => p.pattern.test(path));
}

/** The express guard, mounted once before the REST routers. Anonymous callers fall through to the route's own 401. */
export const paidRoutesGuard: RequestHandler = function paidRoutesGuard(req, _res, next) {
  const actor = req.ctx?.actor;
  if (!actor || !isPaidPath(req.path)) return next();
  try {
    requirePaidSubscription(actor);
    next();
  } catch (err) {
    next(err);
  }
};
