/**
 * Paid routes on the server (spec/platform-and-shell.md §2 "(paid)", §6 "No active subscription"):
 * every REST route the route table marks paid (platform/http/paid-routes.ts) refuses a free partner's
 * admin with 403 'No active subscription', and so do the paid GraphQL fields and every field that
 * reaches a project-manager project. The same calls pass the guard for a paid user with a seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(paid.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/v1/project-manager/products/search', '/api/v1/:namespace/projects/:id/project-with-all-details']));
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
    expect((await seatless.get('/api/v1/project-manager/currency')).body.message).toBe(NO_SUB);
    const ended = await signedInAgent(t);
    expect((await ended.agent.get('/api/v1/project-manager/currency')).status).toBe(200);
    await t.orm.em.fork().nativeUpdate(Subscription, { partner: ended.partner.id }, { endsAt: new Date(Date.now() - 1000) });
    expect((await ended.agent.get('/api/v1/project-manager/currency')).status).toBe(403);
    await t.orm.em.fork().nativeUpdate(Subscription, { partner: ended.partner.id }, { endsAt: null, stripeStatus: 'past_due' });
    expect((await ended.agent.get('/api/v1/project-manager/currency')).body.message).toBe(NO_SUB);
  });

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
      ['query { productSearch(search: "server") { id } }', {}],
      ['mutation($i: ProjectInput!) { projectCreate(namespace: "project-manager", input: $i) { id } }', { i: { name: 'Another', clientId: String(client.id) } }],
    ];
    for (const [query, variables] of refusals) {
      const r = await agent.gql(query, variables);
      expect(r.errors?.[0], query).toMatchObject({ message: NO_SUB, extensions: { code: 'FORBIDDEN' } });
      expect(r.data ?? null, query).toBeNull();
    }
    // The free parts stay open: the sidebar list, a comparative-solution project, the user.
    expect((await agent.gql('{ me { freeSubscription paidSubscription } }')).data.me).toEqual({ freeSubscription: true, paidSubscription: false });
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
