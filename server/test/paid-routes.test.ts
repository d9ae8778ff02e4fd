/**
 * Paid routes on the server (spec/platform-and-shell.md §2 "(paid)", §6 "No active subscription"):
 * every REST route the route table marks paid (the paid declaration, shared/subscriptions/paid.ts,
 * checked in each route's own stack: platform/http/api-router.ts) refuses a free partner's admin with
 * 403 'No active subscription', in every spelling of its path, and so do the paid GraphQL fields and
 * every field that reaches a project-manager project. The same calls pass the check for a paid user
 * with a seat. server/test/paid-declaration.test.ts walks every route and field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaidFor } from '../../shared/subscriptions/paid';
import { Subscription } from '../src/features/partners/partner.entity';
import { Agent, buildClient, signedInAgent, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NO_SUB = 'No active subscription';
const concrete = (path: string) => path.replace(/:namespace\b/g, 'project-manager').replace(/:\w+/g, '1');

describe('#paid-routes.rest', () => {
  it('refuses every paid route to a free partner with 403 No active subscription, and lets a paid user through the guard', async () => {
    const paid = t.app.routes.filter((r) => r.paid);
    // The project manager's own calls at least: products, currency, capacities, solution writes, reports.
    expect(paid.length).toBeGreaterThan(25);
    expect(paid.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/v1/project-manager/product/create', '/api/v1/project-manager/projects/:projectId/solution-groups', '/api/v1/:namespace/projects/:id/project-with-all-details']));
    const free = (await signedInAgent(t, { plan: 'free' })).agent;
    const payer = (await signedInAgent(t)).agent;
    const problems: string[] = [];
    for (const r of paid) {
      const url = concrete(r.path);
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const refused = await free.request(r.method, url, body);
      if (refused.status !== 403 || refused.body?.message !== NO_SUB || refused.body?.errors?.forbidden?.[0] !== NO_SUB) problems.push(`free ${r.method} ${url} → ${refused.status} ${JSON.stringify(refused.body).slice(0, 120)}`);
      const through = await payer.request(r.method, url, body);
      if (through.body?.message === NO_SUB) problems.push(`paid ${r.method} ${url} refused`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("keeps the shell's calls open: the sidebar lists, the user, the partner admin and the plans", async () => {
    const { agent } = await signedInAgent(t, { plan: 'free' });
    for (const url of ['/api/v1/project-manager/projects', '/api/v1/comparative-solution/projects', '/api/v1/user-with-roles', '/api/v1/partner/admin/users', '/api/v1/subscriptions', '/api/v1/partner/admin/subscriptions']) {
      expect((await agent.get(url)).status, url).toBe(200);
    }
    const me = (await agent.get('/api/v1/user-with-roles')).body.data;
    expect(me).toMatchObject({ freeSubscription: true, paidSubscription: false });
  });

  it('refuses a paid partner user without a seat, and a cancelled subscription once it has ended', async () => {
    const seatless = (await signedInAgent(t, { seat: false })).agent;
    expect((await seatless.get('/api/v1/project-manager/dashboard-list')).body.message).toBe(NO_SUB);
    const ended = await signedInAgent(t);
    expect((await ended.agent.get('/api/v1/project-manager/dashboard-list')).status).toBe(200);
    await t.orm.em.fork().nativeUpdate(Subscription, { partner: ended.partner.id }, { endsAt: new Date(Date.now() - 1000) });
    expect((await ended.agent.get('/api/v1/project-manager/dashboard-list')).status).toBe(403);
    await t.orm.em.fork().nativeUpdate(Subscription, { partner: ended.partner.id }, { endsAt: null, stripeStatus: 'past_due' });
    expect((await ended.agent.get('/api/v1/project-manager/dashboard-list')).body.message).toBe(NO_SUB);
  });

  it('refuses every paid route in every spelling of its path: case, encoded hyphens and letters, trailing slash', async () => {
    // Express matched routes case-insensitively and decodes %2D in parameters, while the old check read
    // the path's text: /PROJECT-MANAGER/products/search answered the catalogue to a free user.
    const spellings = (path: string): string[] => {
      const segments = path.split('/');
      const mixed = segments.map((s) => s.charAt(0).toUpperCase() + s.slice(1)).join('/');
      const firstEncoded = segments.map((s, i) => (i === 1 && /^[a-z]/.test(s) ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s)).join('/');
      return [...new Set([path, path.toUpperCase(), mixed, path.replace(/-/g, '%2D'), path.replace(/-/g, '%2d'), firstEncoded, `${path}/`, `${path.toUpperCase()}/`, `${path.replace(/-/g, '%2D')}/`])];
    };
    const users = { seller: (await signedInAgent(t, { plan: 'free' })).agent, buyer: (await signedInAgent(t, { plan: 'free', partnerType: 'buyer' })).agent };
    const problems: string[] = [];
    let sent = 0;
    for (const r of t.app.routes.filter((x) => x.paid && x.path.startsWith('/api/v1/'))) {
      for (const partnerType of r.paidFor) {
        const namespace = r.capability && typeof r.capability === 'object' ? Object.entries(r.capability.byNamespace).find(([, c]) => isPaidFor(c, partnerType))![0] : 'project-manager';
        const path = r.path.slice('/api/v1'.length).replace(/:namespace\b/g, namespace).replace(/:\w+/g, '1');
        for (const spelling of spellings(path)) {
          const res = await users[partnerType].request(r.method, `/api/v1${spelling}`, r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
          sent++;
          if (res.status < 300 || res.status >= 500) problems.push(`free ${partnerType} ${r.method} /api/v1${spelling} → ${res.status} ${JSON.stringify(res.body).slice(0, 100)}`);
          else if (spelling === path && res.body?.message !== NO_SUB) problems.push(`free ${partnerType} ${r.method} /api/v1${spelling} → ${res.status} ${res.body?.message}: expected ${NO_SUB}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(problems).toEqual([]);
    // An encoded namespace separator is no namespace: a 404 that says so.
    const encoded = await users.seller.post('/api/v1/project%2Dmanager/projects/create', { name: 'Encoded', client_id: 1 });
    expect(encoded.status).toBe(404);
    expect(encoded.body.message).toBe('Unknown application namespace.');
  }, 240_000);

  it('answers 401, not 403, to an anonymous caller of a paid route', async () => {
    expect((await new Agent(t.baseUrl).get('/api/v1/project-manager/currency')).status).toBe(401);
  });
});

describe('#paid-routes.graphql', () => {
  it('refuses the paid fields and every field reaching a project-manager project to a partner that is no longer paying', async () => {
    const { agent, partner } = await signedInAgent(t);
    const client = await buildClient(t.orm, partner);
    const created = await agent.gql('mutation($i: ProjectInput!) { projectCreate(namespace: "project-manager", input: $i) { id } }', { i: { name: 'Paid project', clientId: String(client.id) } });
    const projectId = created.data.projectCreate.id;
    expect((await agent.gql('query($id: ID!) { project(id: $id) { name } }', { id: projectId })).data.project.name).toBe('Paid project');

    // The partner drops to the free plan.
    await t.orm.em.fork().nativeUpdate(Subscription, { partner: partner.id }, { type: 'free' });
    const refusals: Array<[string, Record<string, unknown>]> = [
      ['query($id: ID!) { project(id: $id) { name } }', { id: projectId }],
      ['query($id: ID!) { solutionGroups(projectId: $id) { __typename } }', { id: projectId }],
      ['query($id: ID!) { projectSummary(projectId: $id) { __typename } }', { id: projectId }],
      ['mutation($i: ProjectInput!) { projectCreate(namespace: "project-manager", input: $i) { id } }', { i: { name: 'Another', clientId: String(client.id) } }],
    ];
    for (const [query, variables] of refusals) {
      const r = await agent.gql(query, variables);
      expect(r.errors?.[0], query).toMatchObject({ message: NO_SUB, extensions: { code: 'FORBIDDEN' } });
      expect(r.data ?? null, query).toBeNull();
    }
    // The free parts stay open: the sidebar list, a comparative-solution project, the user, and the
    // catalogue (which the free screens search: the buyer's solutions, the seller's request answers).
    expect((await agent.gql('{ me { freeSubscription paidSubscription } }')).data.me).toEqual({ freeSubscription: true, paidSubscription: false });
    expect((await agent.gql('query { productSearch(search: "server") { id } }')).errors).toBeUndefined();
    expect((await agent.gql('query { projectList(input: { namespace: "project-manager" }) { __typename } }')).errors).toBeUndefined();
    const comparative = await agent.gql('mutation($i: ProjectInput!) { projectCreate(namespace: "comparative-solution", input: $i) { id } }', { i: { name: 'Free comparative', clientId: String(client.id) } });
    expect(comparative.errors).toBeUndefined();
  });
});

describe('#paid-routes.buyer-lca', () => {
  it("refuses a free buyer's LCA report over GraphQL as over REST, and keeps its other reports open", async () => {
    const { agent, partner } = await signedInAgent(t, { partnerType: 'buyer' });
    const group = await agent.post('/api/v1/buyers/project-group', { name: 'Paid LCA group' });
    const project = await agent.post('/api/v1/buyers/projects/create', { name: 'Tender', client_id: group.body.data.id, country: 'DK' });
    const projectId = String(project.body.data.id);
    const report = (reportType: string) =>
      agent.gql('query($id: ID!, $t: String) { projectReport(projectId: $id, reportType: $t) { __typename } }', { id: projectId, t: reportType });

    // On a paid plan the LCA report opens.
    expect((await report('lca_report')).errors).toBeUndefined();
    await t.orm.em.fork().nativeUpdate(Subscription, { partner: partner.id }, { type: 'free' });

    const refused = await report('lca_report');
    expect(refused.errors?.[0]).toMatchObject({ message: NO_SUB, extensions: { code: 'FORBIDDEN' } });
    expect((await report('comparative_report')).errors).toBeUndefined();
    expect((await agent.get(`/api/v1/project-manager/projects/${projectId}/report?report_type=lca_report`)).body).toMatchObject({ message: NO_SUB });
  });
});
