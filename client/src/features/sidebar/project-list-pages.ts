/**
 * How the pages of the sidebar's list (Query.projectList, one page per offset) join in the Apollo
 * cache: the first page replaces what was there (a reload), a later page appends its projects to the
 * client groups already listed (a client's projects may span two pages) or adds new groups.
 */
import type { FieldPolicy, Reference } from '@apollo/client';

interface Group {
  client: Reference | { id: string };
  projects: ReadonlyArray<Reference | { id: string }>;
}

function keyOf(x: Reference | { id: string } | { __ref: string }): string {
  return '__ref' in x ? x.__ref : String((x as { id: string }).id);
}

/** Merges a page at `offset` into the pages loaded so far. */
export function mergeProjectListPage<G extends Group>(existing: readonly G[] | undefined, incoming: readonly G[], offset: number): G[] {
  if (!existing || offset === 0) return [...incoming];
  const merged = existing.map((g) => ({ ...g, projects: [...g.projects] }));
  const byClient = new Map(merged.map((g) => [keyOf(g.client), g]));
  for (const g of incoming) {
    const known = byClient.get(keyOf(g.client));
    if (!known) {
      const copy = { ...g, projects: [...g.projects] };
      merged.push(copy);
      byClient.set(keyOf(g.client), copy);
      continue;
    }
    // A project moved between pages (a newer change) is listed once.
    const seen = new Set(known.projects.map(keyOf));
    for (const p of g.projects) if (!seen.has(keyOf(p))) known.projects.push(p);
  }
  return merged;
}

/** The field policy (client/src/app/apollo.ts): one cache entry per list, whatever the page. */
export const projectListPolicy: FieldPolicy<Group[]> = {
  keyArgs: ['input', ['namespace', 'filter', 'search', 'limit']],
  merge(existing, incoming, { args }) {
    const offset = Number((args?.input as { offset?: number } | undefined)?.offset ?? 0);
    return mergeProjectListPage(existing, incoming, offset);
  },
};
