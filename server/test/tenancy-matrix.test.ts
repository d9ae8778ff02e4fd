/**
 * The tenancy and role matrix, generated from the app's own route table and GraphQL schema: every
 * REST path with an object id and every GraphQL field with an ID argument is tried, reads and writes,
 * against the records of tenant A by
 * - the partner admin of another tenant (B): never a 2xx, never one of A's names in the reply; 403 or
 *   404, or the very 422 that a project that does not exist gets (services that check the body first);
 * - an anonymous caller: 401 (UNAUTHENTICATED), except the public document check and a document's
 *   manifest and re-run (404, as for another tenant);
 * - a partner user of A's own partner without any permission, and a collaborator without any
 *   permission: writes refused (except the few listed below, which the spec gives every user who may
 *   see the project), never a 5xx.
 * At the end A's records are read back: nothing any caller sent has changed them.
 * A new route or field with an id is in the matrix the moment it exists (tenancy-world.ts must know
 * how to fill its parameters, or the test fails).
 */
import { getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../src/app/schema';
import type { RouteEntry } from '../src/platform/http/route-table';
import { Agent, buildUser, startTestApp, type TestApp } from './helpers';
import { buildWorld, concretePath, type World } from './tenancy-world';

let t: TestApp;
let a: World;
let b: World;
let schema: GraphQLSchema;
let callers: Record<Caller, Agent>;
type Caller = 'otherTenant' | 'anonymous' | 'noPermissionUser' | 'collaborator';
const tally = { rest: 0, graphql: 0, fiveHundreds: 0, leaks: 0 };

beforeAll(async () => {
  t = await startTestApp({ chromiumPath: '/nonexistent/chromium' });
  const stamp = Date.now().toString(36);
  a = await buildWorld(t, `TENANT-A-${stamp}`);
  b = await buildWorld(t, `TENANT-B-${stamp}`);
  schema = await createSchema();
  const agentFor = async (overrides: Parameters<typeof buildUser>[1]) => {
    const u = await buildUser(t.orm, overrides);
    const agent = new Agent(t.baseUrl);
    await agent.login(u.email);
    return agent;
  };
  const partner = { id: a.partnerId } as never;
  callers = {
    otherTenant: b.admin,
    anonymous: new Agent(t.baseUrl),
    noPermissionUser: await agentFor({ partner, roles: ['partner_user'], permissions: [] }),
    collaborator: await agentFor({ partner, roles: ['partner_user'], permissions: [], isCollaborator: true }),
  };
});
afterAll(async () => {
  console.info(`tenancy matrix: ${tally.rest} REST and ${tally.graphql} GraphQL requests, ${tally.fiveHundreds} answered 5xx, ${tally.leaks} leaks`);
  await t?.close();
});

/** Routes anyone may call, and writes any user who sees the project may make (spec §6: notes). */
const PUBLIC = new Set(['GET /api/v1/verify-evoice/:documentId', 'GET /api/v1/locale/:locale']);
/**
 * A document's manifest and its re-run answer 404 to anyone but the document's partner, anonymous
 * callers included (issue #31: no reply tells a stranger that a document ID exists).
 */
const ANONYMOUS_NOT_FOUND = new Set(['GET /api/v1/documents/:documentId/manifest', 'POST /api/v1/documents/:documentId/rerun']);
const SEE_IS_ENOUGH = new Set(['POST /api/v1/projects/:id/notes']);

/** A body that would be a valid change of most records: the matrix is about who, not what. */
const BODY = { name: 'Matrix change', note: 'Matrix note', amount: 1, description: 'Matrix', city: 'Matrix', client_id: 1, subscriber: 'x@example.com', solutions: [], items: [], theme: 'default', infrastructure_share_percent: 0.1, capacity_id: 'server_vms' };

const withIds = (r: RouteEntry) => r.params.some((p) => p !== 'namespace');
const key = (r: RouteEntry) => `${r.method} ${r.path}`;
const destructiveLast = (routes: RouteEntry[]) => [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];

function leaked(body: unknown): boolean {
  return JSON.stringify(body ?? '').includes(a.marker);
}

describe('#tenancy-matrix.rest', () => {
  it('refuses every id route of tenant A to another tenant, anonymous callers and users without permission', async () => {
    const routes = destructiveLast(t.app.routes.filter((r) => withIds(r) && !r.multipart));
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const route of routes) {
      const url = concretePath(a, route);
      for (const [caller, agent] of Object.entries(callers) as Array<[Caller, Agent]>) {
        const r = await agent.request(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : BODY);
        tally.rest++;
        const where = `${caller} ${key(route)} → ${r.status}`;
        if (r.status >= 500) {
          tally.fiveHundreds++;
          problems.push(`${where} ${JSON.stringify(r.body)}`);
        }
        if (PUBLIC.has(key(route))) continue;
        const ok = r.status >= 200 && r.status < 300;
        if (caller === 'otherTenant' || caller === 'anonymous') {
          if (ok || leaked(r.body)) {
            tally.leaks++;
            problems.push(`LEAK ${where} ${JSON.stringify(r.body).slice(0, 200)}`);
          }
          const anonymousStatus = ANONYMOUS_NOT_FOUND.has(key(route)) ? 404 : 401;
          if (caller === 'anonymous' && r.status !== anonymousStatus) problems.push(`${where}: expected ${anonymousStatus}`);
          if (caller === 'otherTenant' && r.status === 422) {
            // Some services check the body before the project: fine only if a project that does not
            // exist gets the very same reply (no oracle for the existence of A's records).
            const none = await agent.request(route.method, url.replace(String(a.ids.project), '999999999'), route.method === 'GET' ? undefined : BODY);
            tally.rest++;
            if (none.status !== 422 || JSON.stringify(none.body) !== JSON.stringify(r.body)) problems.push(`${where}: a 422 that differs from the reply for an unknown project (${none.status})`);
          } else if (caller === 'otherTenant' && ![403, 404].includes(r.status)) problems.push(`${where}: expected 403 or 404`);
        } else if (route.method !== 'GET' && ok && !SEE_IS_ENOUGH.has(key(route))) {
          tally.leaks++;
          problems.push(`WRITE ALLOWED ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses every /{namespace}/… id route of a single-solution project of tenant A to another tenant and anonymous callers (issue #34)', async () => {
    const routes = destructiveLast(t.app.routes.filter((r) => withIds(r) && !r.multipart && r.params.includes('namespace')));
    expect(routes.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const route of routes) {
      const url = concretePath(a, route, { namespace: 'single-solution' });
      for (const caller of ['otherTenant', 'anonymous'] as const) {
        const r = await callers[caller].request(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : BODY);
        tally.rest++;
        const where = `${caller} ${key(route)} (single-solution) → ${r.status}`;
        if (r.status >= 500) {
          tally.fiveHundreds++;
          problems.push(`${where} ${JSON.stringify(r.body)}`);
        }
        if ((r.status >= 200 && r.status < 300) || leaked(r.body)) {
          tally.leaks++;
          problems.push(`LEAK ${where} ${JSON.stringify(r.body).slice(0, 200)}`);
        }
        const expected = caller === 'anonymous' ? [401] : [403, 404, 422];
        if (!expected.includes(r.status)) problems.push(`${where}: expected ${expected.join(' or ')}`);
        if (caller === 'otherTenant' && r.status === 422) {
          // As above: a 422 only when a project that does not exist gets the very same reply.
          const none = await callers[caller].request(route.method, url.replace(String(a.ids.singleSolutionProject), '999999999'), route.method === 'GET' ? undefined : BODY);
          tally.rest++;
          if (none.status !== 422 || JSON.stringify(none.body) !== JSON.stringify(r.body)) problems.push(`${where}: a 422 that differs from the reply for an unknown project (${none.status})`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

/** Which of A's ids an ID argument names. */
function idFor(field: string, arg: string): string {
  const i = a.ids;
  const byArg: Record<string, number | string> = { projectId: i.project, solutionId: i.solution, groupId: i.group, clientId: i.client, userId: a.colleagueId, subscriberId: a.colleagueId, transferTo: a.colleagueId, hoursId: '8x5',
    requestId: i.request, questionId: i.question, templateId: i.template, requestShareId: i.requestShare, internalShareId: i.internalShare, responseId: i.responseGroup, itemId: i.responseItem, productId: i.product, categoryId: 'server', categoryIds: 'server', shareId: i.share };
  if (arg in byArg) return String(byArg[arg]);
  if (arg !== 'id') throw new Error(`tenancy-matrix: no id for ${field}(${arg}); add it to idFor`);
  const byPrefix: Array<[RegExp, number]> = [
    [/^capacit/, i.capacity],
    [/^catalogueImport/, i.catalogueImport],
    [/^reportPdfExport/, i.reportPdf],
    [/^comparativeCalculation|^comparativeExtraColumn/, i.calculation],
    [/^categoryInfrastructureShare/, i.share],
    [/^client/, i.client],
    [/^note/, i.note],
    [/^project/, i.project],
    [/^solutionGroup/, i.group],
    [/^solutionItem/, i.item],
    [/^solution/, i.solution],
    [/^product/, i.product],
    [/^reportOption/, i.reportOption],
    [/^apiToken/, i.apiToken],
    // partnerCompanyUpdate, partnerBillingUpdate: the partner itself; partnerUser*: a colleague.
    [/^partnerUser/, a.colleagueId],
    [/^partner/, a.partnerId],
    [/^(user)?[sS]ubsidiary/, i.subsidiary],
    // subscriptionCancel, subscriptionResume, subscriptionChange, subscriptionSeatsChange: the partner's subscription.
    [/^subscription/, i.subscription],
    [/^notification/, i.notification],
    // Category admin records are global and super admin only: every caller here is refused whatever the id.
    [/^category(Tag|SubType)/, 1],
  ];
  const hit = byPrefix.find(([re]) => re.test(field));
  if (!hit) throw new Error(`tenancy-matrix: no id for ${field}(id); add it to idFor`);
  return String(hit[1]);
}

/** A minimal well-typed value for a non-ID argument. */
function sample(type: GraphQLInputType, depth = 0): unknown {
  if (!isNonNullType(type)) return null;
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) {
    if (depth > 4) return {};
    return Object.fromEntries(Object.values(inner.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type, depth + 1)]));
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return 'matrix';
  }
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  const scalars = Object.values(type.getFields()).filter((f) => f.args.length === 0 && (isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type))));
  return ` { __typename ${scalars.map((f) => f.name).join(' ')} }`;
}

describe('#tenancy-matrix.graphql', () => {
  it('refuses every field with an ID argument on tenant A to the other callers', async () => {
    const fields = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as const),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
    ].filter(([, f]) => f.args.some((x) => getNamedType(x.type).name === 'ID'));
    const destructive = (name: string) => /(delete|archive)/i.test(name);
    const ordered = [...fields.filter(([, f]) => !destructive(f.name)), ...fields.filter(([, f]) => destructive(f.name))];
    expect(ordered.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const [op, field] of ordered) {
      const vars = field.args.map((x) => `$${x.name}: ${x.type.toString()}`).join(', ');
      const args = field.args.map((x) => `${x.name}: $${x.name}`).join(', ');
      const query = `${op} Matrix(${vars}) { ${field.name}(${args})${selectionOf(field)} }`;
      const variables = Object.fromEntries(field.args.map((x) => [x.name, getNamedType(x.type).name === 'ID' ? idFor(field.name, x.name) : (x.defaultValue ?? sample(x.type))]));
      for (const [caller, agent] of Object.entries(callers) as Array<[Caller, Agent]>) {
        const r = await agent.request('POST', '/graphql', { query, variables });
        tally.graphql++;
        const errors: Array<{ extensions?: { code?: string } }> = r.body?.errors ?? [];
        const code = errors[0]?.extensions?.code;
        const where = `${caller} ${op} ${field.name} → ${r.status} ${code ?? 'data'}`;
        if (r.status >= 500 || code === 'INTERNAL') {
          tally.fiveHundreds++;
          problems.push(`${where} ${JSON.stringify(r.body).slice(0, 200)}`);
        }
        if (field.name === 'reportDocument' && caller !== 'anonymous' && caller !== 'otherTenant') continue;
        const ok = !errors.length;
        if (caller === 'otherTenant' || caller === 'anonymous') {
          if (ok || leaked(r.body)) {
            tally.leaks++;
            problems.push(`LEAK ${where} ${JSON.stringify(r.body).slice(0, 200)}`);
          }
          if (caller === 'anonymous' && code !== 'UNAUTHENTICATED') problems.push(`${where}: expected UNAUTHENTICATED`);
          if (caller === 'otherTenant' && code === 'VALIDATION') {
            // As for REST: a validation error first is fine when an unknown project gets the same one.
            const none = await agent.request('POST', '/graphql', { query, variables: { ...variables, ...('projectId' in variables ? { projectId: '999999999' } : {}) } });
            tally.graphql++;
            if (JSON.stringify(none.body.errors?.[0]?.extensions) !== JSON.stringify(errors[0]?.extensions)) problems.push(`${where}: a VALIDATION error that differs from the one for an unknown project`);
          } else if (caller === 'otherTenant' && !['NOT_FOUND', 'FORBIDDEN', 'NOT_OWNER'].includes(code ?? '')) problems.push(`${where}: expected NOT_FOUND or FORBIDDEN`);
        } else if (op === 'mutation' && ok && field.name !== 'noteCreate') {
          tally.leaks++;
          problems.push(`WRITE ALLOWED ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('left tenant A as it was: its project, note, groups and items are untouched', async () => {
    const p = await a.admin.get(`/api/v1/project-manager/projects/${a.ids.project}/project-with-all-details`);
    expect(p.status).toBe(200);
    expect(p.body.data.name).toBe(`Project ${a.marker}`);
    const notes = await a.admin.get(`/api/v1/projects/${a.ids.project}/notes`);
    expect(notes.body.data.map((n: { note: string }) => n.note).filter((n: string) => n === `Note ${a.marker}`)).toHaveLength(1);
    const groups = await a.admin.get(`/api/v1/project-manager/projects/${a.ids.project}/solution-groups`);
    expect(JSON.stringify(groups.body)).toContain(`Solution ${a.marker}`);
    expect(JSON.stringify(groups.body)).not.toContain('Matrix');
  });
});
