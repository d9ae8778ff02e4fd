import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The client's hash routes, read from its routes table (client/src/app/routes.tsx), so that a route added
 * there is scanned by the accessibility spec without editing it (issue #47). A child route's relative path
 * is joined to its parent's (the print view's children); the catch-all '*' is left out.
 */
export function appRoutes(): string[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', 'src', 'app', 'routes.tsx');
  const source = readFileSync(file, 'utf8');
  const table = source.slice(source.indexOf('createHashRouter(['));
  const routes: string[] = [];
  // Walk the table's brackets: a `path: '…'` followed by `children: [` opens a prefix for the paths inside.
  const prefixes: Array<{ depth: number; prefix: string }> = [];
  let depth = 0;
  let lastPath: string | null = null;
  const token = /path: '([^']*)'|children: \[|\[|\]/g;
  for (let m = token.exec(table); m; m = token.exec(table)) {
    if (m[1] !== undefined) {
      const parent = prefixes.at(-1)?.prefix ?? '';
      lastPath = m[1].startsWith('/') ? m[1] : `${parent}/${m[1]}`;
      if (m[1] !== '*') routes.push(lastPath);
    } else if (m[0] === ']') {
      if (prefixes.at(-1)?.depth === depth) prefixes.pop();
      depth--;
    } else {
      depth++;
      if (m[0].startsWith('children')) {
        // A layout route (the print view's frame) is no page of its own.
        if (routes.at(-1) === lastPath) routes.pop();
        prefixes.push({ depth, prefix: lastPath ?? '' });
      }
    }
  }
  if (routes.length < 20) throw new Error(`Only ${routes.length} routes read from ${file}: has the table's form changed?`);
  return [...new Set(routes)];
}

/** The demo login that sees a route (demo-seed.ts), or null for a signed-out page. */
export function routeUser(route: string): string | null {
  if (/^\/(login|register|forgot-password|reset-password|verify-email|404|403|verify-evoice)$/.test(route)) return null;
  if (route.startsWith('/admin/')) return 'superadmin@demo.test';
  if (route.startsWith('/buyers/')) return 'admin@buyer.demo';
  return 'admin@seller.demo';
}

/** The report markers a `:reportMarker` route stands for (ReportPage: spec §2), by namespace. */
export function reportMarkers(route: string): string[] {
  if (route.includes('/single-solution/')) return ['baseline-report'];
  if (route.startsWith('/buyers/')) return ['baseline-report', 'comparative-report'];
  return ['baseline-report', 'comparative-report', 'lca-report', 'refurbishment-report'];
}

/** A route with its parameters filled from `params` (a `:reportMarker` gives one address per marker). */
export function addresses(route: string, params: Record<string, string>): string[] {
  const names = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const missing = names.filter((n) => n !== 'reportMarker' && params[n] === undefined);
  if (missing.length) throw new Error(`No demo value for ${missing.join(', ')} in ${route}`);
  const filled = route.replace(/:(\w+)/g, (whole, n: string) => (n === 'reportMarker' ? whole : params[n]));
  return filled.includes(':reportMarker') ? reportMarkers(route).map((m) => filled.replace(':reportMarker', m)) : [filled];
}
