/**
 * The REST facade's route table, read from the routers themselves (never a hand-kept list): every
 * method and path the app answers under /api/v1, plus the paths the spec puts elsewhere. The tenancy
 * matrix, the fuzz test and the OpenAPI document are generated from it, so a new route is in all three
 * the moment it is mounted.
 */
import type { Router } from 'express';
import { paidForOf, restRouteRule, type CapabilityRule, type PartnerType } from '../../../../shared/subscriptions/paid';
import type { RestFieldNames } from './rest-fields';

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The Express path, e.g. `/api/v1/clients/:id`. */
  path: string;
  /** The path parameters in order, e.g. `['id']`. */
  params: string[];
  /** Whether the route reads a multipart upload (not a JSON body). */
  multipart: boolean;
  /**
   * The route's mark in the paid declaration (shared/subscriptions/paid.ts), read from its own handler
   * stack (api-router.ts paidGuard); null when the route is not declared (paid for everyone).
   */
  capability: CapabilityRule | null;
  /** The partner types (for some namespace, in `/:namespace/…` routes) refused with 403 'No active subscription' without a paid subscription. */
  paidFor: PartnerType[];
  /** paidFor is not empty. */
  paid: boolean;
  /** The REST field names its JSON body is read with (the feature's rest-mapper table), when it declares them. */
  bodyFields?: RestFieldNames;
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Array<{ handle: { name?: string } & Record<string, unknown> }> };
  handle?: { stack?: LayerLike[] } & Record<string, unknown>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The routes of mounted routers (all mounted at the prefix, as app.ts does). */
export function routeTable(routers: Router[], prefix = '/api/v1'): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (stack: LayerLike[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        // Multer's own middleware, a wrapper named single… (singleImage, singleCsv) or one marked by multipart().
        const multipart = layer.route.stack.some((l) => /^(multerMiddleware|single[A-Z]\w*)$/.test(l.handle.name ?? '') || (l.handle as { multipart?: boolean }).multipart === true);
        const bodyFields = layer.route.stack.map((l) => (l.handle as { restFields?: RestFieldNames }).restFields).find(Boolean);
        // The paid mark of the route's own stack (apiRouter); a route without one is undeclared.
        const guard = layer.route.stack.find((l) => 'capability' in l.handle)?.handle as { capability: CapabilityRule | null } | undefined;
        const capability = guard ? guard.capability : null;
        const paidFor = capability ? paidForOf(capability) : (['seller', 'buyer'] as PartnerType[]);
        for (const p of paths) {
          for (const m of Object.keys(layer.route.methods)) {
            const method = m.toUpperCase();
            if (!METHODS.has(method)) continue;
            out.push({ method: method as RouteEntry['method'], path: prefix + p, params: [...p.matchAll(/:(\w+)/g)].map((x) => x[1]!), multipart, capability, paidFor, paid: paidFor.length > 0, ...(bodyFields ? { bodyFields } : {}) });
          }
        }
      } else if (layer.handle && Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack);
      }
    }
  };
  for (const r of routers) walk((r as unknown as { stack: LayerLike[] }).stack);
  return out;
}

/** The declared rule of a route outside a router (app.ts's own routes), as apiRouter would mark it. */
export function declaredRoute(entry: Omit<RouteEntry, 'capability' | 'paidFor' | 'paid'>): RouteEntry {
  const capability = restRouteRule(entry.path.replace(/^\/api\/v\d/, ''));
  const paidFor = capability ? paidForOf(capability) : (['seller', 'buyer'] as PartnerType[]);
  return { ...entry, capability, paidFor, paid: paidFor.length > 0 };
}

/** Marks a handler as reading a multipart upload, for the route table. */
export function multipart<T extends object>(handler: T): T {
  (handler as { multipart?: boolean }).multipart = true;
  return handler;
}

/** The whole REST facade's table, as the app mounts it: /api/v1, /api/v2, /api/v3 and the routes outside /api. */
export function apiRouteTable(rest: { v1: Router[]; v2: Router[]; v3: Router[]; outsideApi: ReadonlyArray<{ method: 'PUT'; path: string }> }): RouteEntry[] {
  return [...routeTable(rest.v1), ...routeTable(rest.v2, '/api/v2'), ...routeTable(rest.v3, '/api/v3'), ...rest.outsideApi.map((r) => declaredRoute({ method: r.method, path: r.path, params: [], multipart: false }))];
}
