/**
 * The live dashboard (spec/platform-and-shell.md §2 Dashboard, §7 Dashboard, §9): GET /dashboard and
 * /dashboard/widgets with their validation, the partner view for partner admins only, honest figures
 * from stored projects, clients and documents, and the dashboardChanged subscription (tenant-filtered).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRangeDates } from '../../shared/dashboard';
import { Document } from '../src/features/documents/document.entity';
import { newDocumentId } from '../src/features/documents/document.service';
import { Partner } from '../src/features/partners/partner.entity';
import { Project } from '../src/features/projects/project.entity';
import { User } from '../src/features/users/user.entity';
import { Agent, signedInAgent, startTestApp, type TestApp, wsClient } from './helpers';
import { addItem, datacentreProject, newGroup, newProduct, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const month = (d: Date) => d.toISOString().slice(0, 7);
const monthsAgo = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 10, 12));
};

async function newProject(agent: Agent, name: string): Promise<number> {
  const c = await agent.post('/api/v1/clients', { name: `${name} client` });
  expect(c.status).toBe(201);
  const p = await agent.post('/api/v1/project-manager/projects/create', { name, client_id: c.body.data.id });
  expect(p.status).toBe(201);
  return p.body.data.id;
}

async function addDocument(partnerId: number, userId: number, projectId: number | null, type: string, kg: string, createdAt: Date) {
  const em = t.orm.em.fork();
  em.create(Document, {
    id: newDocumentId(),
    partner: em.getReference(Partner, partnerId),
    project: projectId ? em.getReference(Project, projectId) : null,
    type: type as Document['type'],
    co2TotalKg: kg,
    co2Precision: 1,
    createdBy: em.getReference(User, userId),
    createdAt,
  });
  await em.flush();
}

async function setProjectCreatedAt(projectId: number, at: Date) {
  await t.orm.em.fork().getConnection().execute('update projects set created_at = ? where id = ?', [at, projectId]);
}

describe('GET /dashboard/widgets', () => {
  it('validates the dates with clear 4xx errors', async () => {
    const { agent } = await signedInAgent(t);
    const missing = await agent.get('/api/v1/dashboard/widgets');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.from_date).toEqual(['The from_date field is required.']);
    expect(missing.body.errors.to_date).toEqual(['The to_date field is required.']);
    const bad = await agent.get('/api/v1/dashboard/widgets?from_date=2026-02-30&to_date=26-03-01');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.from_date).toEqual(['The from_date field must be a date written YYYY-MM-DD.']);
    expect(bad.body.errors.to_date).toEqual(['The to_date field must be a date written YYYY-MM-DD.']);
    const reversed = await agent.get('/api/v1/dashboard/widgets?from_date=2026-03-01&to_date=2026-02-28');
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('The to_date must be on or after the from_date.');
    const long = await agent.get('/api/v1/dashboard/widgets?from_date=2000-01-01&to_date=2026-01-01');
    expect(long.status).toBe(422);
    const partner = await agent.get('/api/v1/dashboard/widgets?from_date=2026-03-01&to_date=2026-03-31&partner=yes');
    expect(partner.status).toBe(422);
    expect(partner.body.errors.partner).toEqual(['The partner field must be 0 or 1.']);
    expect((await new Agent(t.baseUrl).get('/api/v1/dashboard/widgets?from_date=2026-03-01&to_date=2026-03-31')).status).toBe(401);
  });

  it('gives the partner view to partner admins only (403 for other users)', async () => {
    const admin = await signedInAgent(t);
    const user = await signedInAgent(t, { partner: admin.partner, roles: ['partner_user'] });
    const { fromDate, toDate } = dashboardRangeDates('current_month');
    const q = `from_date=${fromDate}&to_date=${toDate}&partner=1`;
    expect((await admin.agent.get(`/api/v1/dashboard/widgets?${q}`)).status).toBe(200);
    const refused = await user.agent.get(`/api/v1/dashboard/widgets?${q}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only partner admins can see the partner view.');
    const refusedCharts = await user.agent.gql('{ dashboardCharts(partnerView: true) { partnerView } }');
    expect(refusedCharts.errors?.[0].message).toBe('Only partner admins can see the partner view.');
    expect((await user.agent.get(`/api/v1/dashboard?partner=1`)).status).toBe(403);
  });

  it("counts the partner's or the user's own projects, clients, reports and documented CO2", async () => {
    const admin = await signedInAgent(t);
    const colleague = await signedInAgent(t, { partner: admin.partner, roles: ['partner_user'] });
    const outsider = await signedInAgent(t);
    const p1 = await newProject(colleague.agent, 'Colleague project');
    const p2 = await newProject(colleague.agent, 'Second project');
    await newProject(admin.agent, 'Admin project');
    await newProject(outsider.agent, 'Outsider project');
    const old = await newProject(colleague.agent, 'Old project');
    await setProjectCreatedAt(old, monthsAgo(2));
    const now = new Date();
    // Two exports of p1's comparative report: the latest counts once. An LCA report is a report but not operational CO2.
    await addDocument(admin.partner.id, colleague.user.id, p1, 'comparative', '1000.000000', new Date(now.getTime() - 60_000));
    await addDocument(admin.partner.id, colleague.user.id, p1, 'comparative', '1500.500000', now);
    await addDocument(admin.partner.id, colleague.user.id, p2, 'baseline', '2000.000000', now);
    await addDocument(admin.partner.id, colleague.user.id, p2, 'lca', '99999.000000', now);
    await addDocument(admin.partner.id, colleague.user.id, null, 'e_invoice', '5000.000000', now);
    await addDocument(outsider.partner.id, outsider.user.id, null, 'baseline', '7777.000000', now);

    const { fromDate, toDate } = dashboardRangeDates('current_month');
    const w = (agent: Agent, partner: 0 | 1, range = { fromDate, toDate }) => agent.get(`/api/v1/dashboard/widgets?from_date=${range.fromDate}&to_date=${range.toDate}&partner=${partner}`);
    const partnerView = await w(admin.agent, 1);
    expect(partnerView.status).toBe(200);
    expect(partnerView.body.data).toEqual({
      from_date: fromDate, to_date: toDate, partner_view: true,
      projects: 3, clients: 4, documented_co2_tons: 3.501, reports_generated: 4, kwh_saved: 0, open_requests: 0,
    });
    const adminOwn = (await w(admin.agent, 0)).body.data;
    expect(adminOwn).toMatchObject({ partner_view: false, projects: 1, clients: 1, documented_co2_tons: 0, reports_generated: 0 });
    const colleagueOwn = (await w(colleague.agent, 0)).body.data;
    expect(colleagueOwn).toMatchObject({ projects: 2, clients: 3, documented_co2_tons: 3.501, reports_generated: 4 });
    const threeMonths = (await w(colleague.agent, 0, dashboardRangeDates('last_3_months'))).body.data;
    expect(threeMonths.projects).toBe(3);

    // The same through GraphQL.
    const g = await admin.agent.gql(`query($f: String!, $t: String!) { dashboardWidgets(fromDate: $f, toDate: $t, partnerView: true) { projects clients documentedCo2Tons reportsGenerated openRequests } }`, { f: fromDate, t: toDate });
    expect(g.data.dashboardWidgets).toEqual({ projects: 3, clients: 4, documentedCo2Tons: 3.501, reportsGenerated: 4, openRequests: 0 });

    // Archived projects no longer count.
    expect((await colleague.agent.delete(`/api/v1/project-manager/projects/${p2}`)).status).toBeLessThan(300);
    expect((await w(admin.agent, 1)).body.data.projects).toBe(2);
  });
});

describe('kWh saved', () => {
  it("counts, per project with a comparative report issued in the range, the baseline's kWh less the primary comparative group's", async () => {
    const admin = await signedInAgent(t);
    const { project, solution } = await datacentreProject(admin.agent);
    const product = await newProduct(admin.agent, { category: 'server', watts: 300, hours: 8760 });
    await addItem(admin.agent, project.id, solution.id, { product_id: product.id, amount: 2 });
    const comparative = await newGroup(admin.agent, project.id, { name: 'Proposal', state: 'comparative' });
    const proposal = await newSolution(admin.agent, project.id, comparative.id);
    await addItem(admin.agent, project.id, proposal.id, { product_id: product.id, amount: 1 });
    const { fromDate, toDate } = dashboardRangeDates('current_month');
    const widgets = async () => (await admin.agent.get(`/api/v1/dashboard/widgets?from_date=${fromDate}&to_date=${toDate}&partner=1`)).body.data;
    // No comparative report issued yet: nothing documented as saved.
    expect((await widgets()).kwh_saved).toBe(0);
    await addDocument(admin.partner.id, admin.user.id, project.id, 'comparative', '1000.000000', new Date());
    const summary = await admin.agent.gql('query($id: ID!) { projectSummary(projectId: $id) { groups { groupId state totalKwh } } }', { id: String(project.id) });
    const kwh = (state: string) => summary.data.projectSummary.groups.find((g: { state: string }) => g.state === state).totalKwh as number;
    const expected = Math.round(kwh('baseline') - kwh('comparative'));
    expect(expected).toBeGreaterThan(2000);
    expect((await widgets()).kwh_saved).toBe(expected);
    // A second export of the same report does not count the project twice.
    await addDocument(admin.partner.id, admin.user.id, project.id, 'comparative', '1000.000000', new Date());
    expect((await widgets()).kwh_saved).toBe(expected);
  });
});

describe('GET /dashboard (charts)', () => {
  it('gives 12 months by default, `months` months, or the months of a year, with per-month figures', async () => {
    const admin = await signedInAgent(t);
    const old = await newProject(admin.agent, 'Two months ago');
    await setProjectCreatedAt(old, monthsAgo(2));
    await newProject(admin.agent, 'This month');
    await addDocument(admin.partner.id, admin.user.id, old, 'baseline', '4200.000000', monthsAgo(1));
    const res = await admin.agent.get('/api/v1/dashboard?partner=1');
    expect(res.status).toBe(200);
    const months = res.body.data.months as Array<{ month: string; projects: number; documented_co2_tons: number; reports: number }>;
    expect(months).toHaveLength(12);
    expect(months[11].month).toBe(month(new Date()));
    expect(months[11].projects).toBe(1);
    expect(months.find((m) => m.month === month(monthsAgo(2)))?.projects).toBe(1);
    expect(months.find((m) => m.month === month(monthsAgo(1)))).toMatchObject({ documented_co2_tons: 4.2, reports: 1 });
    expect(months.reduce((s, m) => s + m.projects, 0)).toBe(2);

    const three = (await admin.agent.get('/api/v1/dashboard?months=3')).body.data;
    expect(three.partner_view).toBe(false);
    expect(three.months.map((m: { month: string }) => m.month)).toEqual([month(monthsAgo(2)), month(monthsAgo(1)), month(new Date())]);
    const year = (await admin.agent.get('/api/v1/dashboard?year=2025')).body.data;
    expect(year.months.map((m: { month: string }) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`));
    expect(year.months.every((m: { projects: number }) => m.projects === 0)).toBe(true);

    for (const q of ['months=0', 'months=37', 'months=abc', 'year=1999', 'year=20x5', 'partner=2']) {
      const bad = await admin.agent.get(`/api/v1/dashboard?${q}`);
      expect(bad.status, q).toBe(422);
    }
    const g = await admin.agent.gql('{ dashboardCharts(months: 2) { partnerView months { month projects documentedCo2Tons reports } } }');
    expect(g.data.dashboardCharts.months).toHaveLength(2);
    expect(g.data.dashboardCharts.months[1]).toMatchObject({ month: month(new Date()), projects: 1 });
  });
});

describe('subscription dashboardChanged', () => {
  const listen = (agent: Agent) => {
    const events: any[] = [];
    const client = wsClient(t.baseUrl, agent);
    const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    client.subscribe({ query: 'subscription { dashboardChanged { kind action byUserId } }' }, { next: (v) => events.push(v.data!.dashboardChanged), error: () => undefined, complete: () => undefined });
    return { events, ready, client };
  };

  it("reaches an open dashboard when a colleague creates a project; never another tenant's", async () => {
    const admin = await signedInAgent(t);
    const colleague = await signedInAgent(t, { partner: admin.partner, roles: ['partner_user'] });
    const otherUser = await signedInAgent(t, { partner: admin.partner, roles: ['partner_user'] });
    const outsider = await signedInAgent(t);
    const a = listen(admin.agent);
    const u = listen(otherUser.agent);
    const o = listen(outsider.agent);
    await Promise.all([a.ready, u.ready, o.ready]);
    await new Promise((r) => setTimeout(r, 100));

    const pid = await newProject(colleague.agent, 'Live dashboard project');
    await newProject(outsider.agent, 'Other tenant project');
    await colleague.agent.put(`/api/v1/project-manager/projects/${pid}`, { name: 'Renamed' });
    for (let i = 0; i < 60 && a.events.length < 1; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(a.events).toEqual([{ kind: 'project', action: 'created', byUserId: String(colleague.user.id) }]);
    // A colleague without the partner view sees only their own projects: nothing changed for them.
    expect(u.events).toEqual([]);
    // The other tenant's listener got its own project only.
    expect(o.events).toEqual([{ kind: 'project', action: 'created', byUserId: String(outsider.user.id) }]);

    // The figures a refetch then reads include the new project.
    const { fromDate, toDate } = dashboardRangeDates('current_month');
    expect((await admin.agent.get(`/api/v1/dashboard/widgets?from_date=${fromDate}&to_date=${toDate}&partner=1`)).body.data.projects).toBe(1);
    await Promise.all([a.client.dispose(), u.client.dispose(), o.client.dispose()]);
  });
});
