/**
 * The comparative-solution app (spec/platform-and-shell.md §3 Calculation, Report setting, Comparative
 * report data; §4 before/after data states; §7 "Reports (comparative-solution)", clone to IT analysis,
 * start validation): every path against hand-computed figures (M1, M4, M6), tenancy and permissions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARATIVE_INCLUDE_KEYS, COMPARATIVE_SETTING_KEYS } from '../../shared/comparative';
import { SolutionGroup } from '../src/features/solutions/solution.entity';
import { Project } from '../src/features/projects/project.entity';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { api, newProduct } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const CS = '/api/v1/comparative-solution';

async function comparativeProject(agent: Agent) {
  const c = await agent.post('/api/v1/clients', { name: 'Fjord Hospital', country: 'DK' });
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  const p = await agent.post(`${CS}/projects/create`, { name: 'Server consolidation', client_id: c.body.data.id, country: 'DK' });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  return p.body.data as { id: number; client_id: number };
}

/**
 * One replacement calculation, by hand (M1, M4, M6; no UPS or cooling):
 * before 10 servers × 400 W × 8760 h = 35 040 kWh, 100 cores → 4000 W / 100 = 40 W per core;
 * after   4 servers × 500 W × 8760 h = 17 520 kWh, 120 cores → 2000 W / 120 = 16.667 W per core.
 * Saving 17 520 kWh (50 %), money 17 520 × 1.35 = 23 652; efficiency factor 40 / 16.667 = 2.4;
 * efficient growth 40 × 120 × 8.76 − 17 520 = 24 528 kWh.
 */
async function buildCalculation(agent: Agent, projectId: number, variant = 'replacement') {
  const r = await agent.post(`${CS}/projects/${projectId}/calculations`, { name: 'Server room', variant });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const calc = r.body.data as { id: number; before_solution_id: number; after_solution_id: number };
  const P = `/projects/${projectId}`;
  const old = await newProduct(agent, { category: 'server', watts: 400, hours: 8760, model: 'Old R1' });
  const neu = await newProduct(agent, { category: 'server', watts: 500, hours: 8760, model: 'New R2' });
  expect((await agent.post(api(`${P}/solution/${calc.before_solution_id}/solution-item`), { product_id: old.id, amount: 10 })).status).toBe(201);
  expect((await agent.post(api(`${P}/solution/${calc.after_solution_id}/solution-item`), { product_id: neu.id, amount: 4 })).status).toBe(201);
  expect((await agent.post(api(`${P}/solution/${calc.before_solution_id}/capacities`), { capacity_id: 'server_cores', amount: 100 })).status).toBe(200);
  expect((await agent.post(api(`${P}/solution/${calc.after_solution_id}/capacities`), { capacity_id: 'server_cores', amount: 120 })).status).toBe(200);
  return calc;
}

describe('#comparative.calculations', () => {
  it('creates a calculation as a before and an after solution and gives its figures', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const calc = await buildCalculation(agent, project.id);
    const list = await agent.get(`${CS}/projects/${project.id}/calculations`);
    expect(list.status).toBe(200);
    const [c] = list.body.data;
    expect(c.name).toBe('Server room');
    expect(c.itemsBefore.data).toHaveLength(1);
    expect(c.itemsBefore.data[0]).toMatchObject({ state: 3, amount: 10, category: 'server' });
    expect(c.itemsBefore.data[0].annual_kwh).toBeCloseTo(35040, 6);
    expect(c.itemsAfter.data[0]).toMatchObject({ state: 4, amount: 4 });
    const [cap] = c.capacities;
    expect(cap.calculation_capacities.capacity_before).toBe(100);
    expect(cap.calculation_capacities.capacity_after).toBe(120);
    expect(cap.calculation_capacities.efficiency_factor).toBeCloseTo(2.4, 9);
    expect(cap.totalWattForCategoryBefore).toBeCloseTo(4000, 9);
    expect(cap.totalWattForCategoryAfter).toBeCloseTo(2000, 9);
    expect(c.totals.energySaving).toBeCloseTo(17520, 6);
    expect(c.totals.operational_savings_percent).toBeCloseTo(50, 9);
    expect(c.totals.totalEnergyEfficientGrowthKwh).toBeCloseTo(24528, 6);

    // The two groups the calculations live in: Before = baseline, After = primary comparative.
    const em = t.orm.em.fork();
    const groups = await em.find(SolutionGroup, { project: project.id }, { orderBy: { sortOrder: 'asc' } });
    expect(groups.map((g) => [g.name, g.state, g.isPrimary])).toEqual([['Before', 'baseline', false], ['After', 'comparative', true]]);
    expect(calc.before_solution_id).not.toBe(calc.after_solution_id);
  });

  it('puts growth items in data states 1 and 2, renames and deletes a calculation', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const calc = await buildCalculation(agent, project.id, 'growth');
    let [c] = (await agent.get(`${CS}/projects/${project.id}/calculations`)).body.data;
    expect([c.itemsBefore.data[0].state, c.itemsAfter.data[0].state]).toEqual([1, 2]);
    const u = await agent.put(`${CS}/projects/${project.id}/calculations/${calc.id}`, { name: 'Storage room', variant: 'replacement' });
    expect(u.status).toBe(200);
    [c] = (await agent.get(`${CS}/projects/${project.id}/calculations`)).body.data;
    expect([c.name, c.itemsBefore.data[0].state]).toEqual(['Storage room', 3]);
    expect((await agent.put(`${CS}/projects/${project.id}/calculations/${calc.id}`, { variant: 'bigger' })).status).toBe(422);
    expect((await agent.post(`${CS}/projects/${project.id}/calculations`, { name: '' })).status).toBe(422);
    const unknown = await agent.post(`${CS}/projects/${project.id}/calculations/${calc.id}/extra-column`, { extra_column: 'weight_kg', category_type: 'datacenter' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.extra_column).toEqual(['The extra column must be one of average_watts, annual_kwh, total_kwh, co2_kg, operational_cost, manufacturing_kg_co2e.']);
    const col = await agent.post(`${CS}/projects/${project.id}/calculations/${calc.id}/extra-column`, { extra_column: 'co2_kg', category_type: 'datacenter' });
    expect(col.status).toBe(200);
    expect(col.body.data.extra_columns).toEqual({ datacenter: ['co2_kg'] });
    // The items carry every column's value; toggling again hides the column.
    [c] = (await agent.get(`${CS}/projects/${project.id}/calculations`)).body.data;
    expect(c.itemsBefore.data[0].extra_columns.co2_kg).toBeCloseTo(c.itemsBefore.data[0].co2_kg, 9);
    expect(c.itemsBefore.data[0].extra_columns.average_watts).toBeCloseTo(400 * 10, 9);
    expect(c.itemsBefore.data[0].category_type).toBe('datacenter');
    const off = await agent.post(`${CS}/projects/${project.id}/calculations/${calc.id}/extra-column`, { extra_column: 'co2_kg', category_type: 'datacenter' });
    expect(off.body.data.extra_columns).toEqual({ datacenter: [] });
    expect((await agent.delete(`${CS}/projects/${project.id}/calculations/${calc.id}`)).status).toBe(200);
    expect((await agent.get(`${CS}/projects/${project.id}/calculations`)).body.data).toEqual([]);
    expect((await agent.delete(`${CS}/projects/${project.id}/calculations/${calc.id}`)).status).toBe(404);
  });

  it('keeps only the modes with a title in an item request and gives its side as state 0 or 1', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const calc = await buildCalculation(agent, project.id);
    const r = await agent.post(api(`/projects/${project.id}/solution/${calc.after_solution_id}/request-items`), {
      items: [{ brand_name: 'Acme', model_name: 'Unknown X', amount: 2, modes: [{ title: 'On' }, { title: '' }, 'Idle'] }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [c] = (await agent.get(`${CS}/projects/${project.id}/calculations`)).body.data;
    expect(c.item_requests).toHaveLength(1);
    expect(c.item_requests[0].state).toBe(1);
    expect(c.item_requests[0].modes.map((m: { title: string }) => m.title)).toEqual(['On', 'Idle']);
  });
});

describe('#comparative.reports', () => {
  it('gives the energy wheel data before and after', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    await buildCalculation(agent, project.id);
    const r = await agent.get(`${CS}/projects/${project.id}/energywheel`);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.totalKwhBefore).toBeCloseTo(35040, 6);
    expect(d.totalKwhAfter).toBeCloseTo(17520, 6);
    expect(d.energySaving).toBeCloseTo(17520, 6);
    expect(d.kwh_price).toBe(1.35);
    expect(d.currency).toBe('DKK');
    expect(d.contributor.name).toBe('Test User');
    expect(d.energywheel[0]).toMatchObject({ category: 'server', capacity_before: 100, capacity_after: 120 });
    expect(d.energywheel[0].efficiency_factor).toBeCloseTo(2.4, 9);
    expect(d.totals.weighted_efficiency_factor).toBeCloseTo(2.4, 9);
    expect(d.wheel.before[0]).toMatchObject({ kind: 'category', category: 'server' });
    expect(d.wheel.before[0].watt_pr_unit).toBeCloseTo(40, 9);
    expect(d.totals.before.total_kwh).toBeCloseTo(35040, 6);
  });

  it('reads the 15 report settings and saves the 14 include settings, all or nothing', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const g = await agent.get(`${CS}/projects/${project.id}/report-settings`);
    expect(g.status).toBe(200);
    expect(g.body.data.map((e: { key: string }) => e.key)).toEqual([...COMPARATIVE_SETTING_KEYS]);
    expect(g.body.data.find((e: { key: string }) => e.key === 'CURRENCY').value).toBe('DKK');
    const body = COMPARATIVE_INCLUDE_KEYS.map((key) => ({ key, value: key === 'INCLUDE_ROI' ? 0 : 1 }));
    const p = await agent.put(`${CS}/projects/${project.id}/report-settings`, body);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data.find((e: { key: string }) => e.key === 'INCLUDE_ROI').value).toBe(0);
    const short = await agent.put(`${CS}/projects/${project.id}/report-settings`, body.slice(1));
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['INCLUDE_ENERGY_EFFICIENCY']);
    const currency = await agent.put(`${CS}/projects/${project.id}/report-settings`, [...body, { key: 'CURRENCY', value: 1 }]);
    expect(currency.status).toBe(422);
    // Nothing of the refused lists applied.
    const again = await agent.get(`${CS}/projects/${project.id}/report-settings`);
    expect(again.body.data.find((e: { key: string }) => e.key === 'INCLUDE_ROI').value).toBe(0);
    expect(again.body.data.find((e: { key: string }) => e.key === 'INCLUDE_ENERGY_EFFICIENCY').value).toBe(1);
  });

  it('reads and saves the report data (year, title)', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const g = await agent.get(`${CS}/projects/${project.id}/report-data`);
    expect(g.body.data).toMatchObject({ year: new Date().getFullYear(), years: 5, title: null });
    const p = await agent.put(`${CS}/projects/${project.id}/report-data`, { year: 2027, title: '  Energy savings 2027 ' });
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({ report_year: 2027, title: 'Energy savings 2027' });
    expect((await agent.put(`${CS}/projects/${project.id}/report-data`, { year: 1800 })).status).toBe(422);
    expect((await agent.put(`${CS}/projects/${project.id}/report-data`, { title: 'x'.repeat(161) })).status).toBe(422);
    expect((await agent.put(`${CS}/projects/${project.id}/report-data`, {})).status).toBe(422);
  });

  it('keeps a kickback in the report data and shows it in the energy wheel data', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    expect((await agent.get(`${CS}/projects/${project.id}/energywheel`)).body.data.kickback).toBeNull();
    const p = await agent.put(`${CS}/projects/${project.id}/report-data`, { kickback: 12500.5 });
    expect(p.status).toBe(200);
    expect(p.body.data.kickback).toBe(12500.5);
    expect((await agent.get(`${CS}/projects/${project.id}/energywheel`)).body.data.kickback).toBe(12500.5);
    for (const bad of [-1, 1e13, 'much', [5]]) {
      const r = await agent.put(`${CS}/projects/${project.id}/report-data`, { kickback: bad });
      expect(r.status, String(bad)).toBe(422);
      expect(r.body.errors.kickback).toEqual(['The kickback must be an amount of at least 0 and at most 1000000000000.']);
    }
    expect((await agent.put(`${CS}/projects/${project.id}/report-data`, { kickback: null })).body.data.kickback).toBeNull();
  });

  it('saves the pre-analysis with the project and estimates it (M1, M6), all or nothing', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const PA = `${CS}/projects/${project.id}/pre-analysis`;
    expect((await agent.get(PA)).body.data).toMatchObject({ saved: false, rows: [], estimate: { kwh_before: 0, kwh_after: 0 } });
    // 40 servers × 350 W × 8760 h = 122 640 kWh before; 12 × 450 W × 8760 h = 47 304 kWh after.
    const rows = [
      { category: ' Servers ', units_before: 40, watts_before: 350, units_after: 12, watts_after: 450, hours: 8760 },
      { category: 'Laptops', units_before: 200, watts_before: null, units_after: null, watts_after: null, hours: null },
    ];
    const put = await agent.put(PA, { rows });
    expect(put.status).toBe(200);
    expect(put.body.data.saved).toBe(true);
    expect(put.body.data.rows[0]).toEqual({ category: 'Servers', units_before: 40, watts_before: 350, units_after: 12, watts_after: 450, hours: 8760 });
    expect(put.body.data.rows[1]).toEqual({ category: 'Laptops', units_before: 200, watts_before: null, units_after: null, watts_after: null, hours: null });
    expect(put.body.data.estimate.kwh_before).toBeCloseTo(122640, 9);
    expect(put.body.data.estimate.kwh_after).toBeCloseTo(47304, 9);
    expect(put.body.data.estimate.saving_kwh).toBeCloseTo(75336, 9);

    // A bad row refuses the whole list and names each field; the saved rows stay.
    const bad = await agent.put(PA, { rows: [{ category: 'x'.repeat(81), units_before: -1, hours: 9000 }, { category: 'ok', watts_after: 'many' }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['rows[0].category', 'rows[0].hours', 'rows[0].units_before', 'rows[1].watts_after']);
    expect((await agent.put(PA, { rows: Array.from({ length: 51 }, () => ({ category: 'c' })) })).status).toBe(422);
    expect((await agent.put(PA, { rows: 'none' })).status).toBe(422);
    expect((await agent.get(PA)).body.data.rows).toHaveLength(2);

    // GraphQL reads the same rows; another partner's user does not find the project.
    const g = await agent.gql('query($id: ID!) { comparativePreAnalysis(projectId: $id) { saved rows { category unitsBefore } kwhBefore } }', { id: String(project.id) });
    expect(g.data.comparativePreAnalysis).toMatchObject({ saved: true, rows: [{ category: 'Servers', unitsBefore: 40 }, { category: 'Laptops', unitsBefore: 200 }] });
    const other = (await signedInAgent(t)).agent;
    expect((await other.get(PA)).status).toBe(404);
    expect((await other.put(PA, { rows: [] })).status).toBe(404);

    // Saving logs one line per sitting.
    await agent.put(PA, { rows: [] });
    const log = await agent.gql('query($id: ID!) { projectChangeLog(projectId: $id) { action } }', { id: String(project.id) });
    expect(log.data.projectChangeLog.filter((e: { action: string }) => e.action === 'pre_analysis')).toHaveLength(1);
  });

  it('lists the categories without server, network and storage', async () => {
    const { agent } = await signedInAgent(t);
    const r = await agent.get(`${CS}/items/categories`);
    expect(r.status).toBe(200);
    const ids = r.body.data.map((c: { id: string }) => c.id);
    expect(ids).toContain('laptop');
    expect(ids).toContain('ups');
    for (const gone of ['server', 'blade_server', 'storage', 'storage_drive', 'network_switch']) expect(ids).not.toContain(gone);
    expect(r.body.data[0]).toHaveProperty('category_type');
    // A laptop's extra columns: its per-unit defaults from the category's default modes and LCA.
    const laptop = r.body.data.find((c: { id: string }) => c.id === 'laptop');
    expect(Object.keys(laptop.extra_columns).sort()).toEqual(expect.arrayContaining(['annual_kwh', 'average_watts']));
    expect(laptop.extra_columns.average_watts).toBeCloseTo((laptop.extra_columns.annual_kwh * 1000) / 8760, 9);
  });
});

describe('#comparative.project', () => {
  it('clones to an IT analysis: before becomes the baseline, after the comparative group', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    await buildCalculation(agent, project.id);
    const r = await agent.post(`${CS}/projects/${project.id}/cloneToITAnalysis/`);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const copyId = r.body.data.id as number;
    const em = t.orm.em.fork();
    const copy = await em.findOneOrFail(Project, copyId);
    expect(copy.namespace).toBe('project-manager');
    expect(copy.name).toBe('Server consolidation (IT analysis)');
    const report = await agent.get(`/api/v1/project-manager/projects/${copyId}/report`);
    expect(report.status).toBe(200);
    const groups = await em.find(SolutionGroup, { project: copyId }, { populate: ['solutions.items'], orderBy: { sortOrder: 'asc' } });
    expect(groups.map((g) => [g.state, g.isPrimary, g.solutions.getItems()[0].items.getItems()[0].amount])).toEqual([['baseline', false, 10], ['comparative', true, 4]]);
    const log = await agent.get(`${CS}/projects/${project.id}/logging`);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['calculation_created', 'cloned_to_it_analysis']));
  });

  it('queues a validation once', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const a = await agent.post(`${CS}/projects/${project.id}/start-validation`);
    expect(a.status).toBe(202);
    expect(a.body.data.status).toBe('queued');
    const b = await agent.post(`${CS}/projects/${project.id}/start-validation`);
    expect(b.body.data.id).toBe(a.body.data.id);
  });

  it("keeps another partner's project out of every path", async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const calc = await buildCalculation(agent, project.id);
    const { agent: other } = await signedInAgent(t);
    const P = `${CS}/projects/${project.id}`;
    for (const [method, url, body] of [
      ['GET', `${P}/energywheel`],
      ['GET', `${P}/report-settings`],
      ['PUT', `${P}/report-settings`, COMPARATIVE_INCLUDE_KEYS.map((key) => ({ key, value: 1 }))],
      ['GET', `${P}/report-data`],
      ['PUT', `${P}/report-data`, { title: 'Mine' }],
      ['POST', `${P}/cloneToITAnalysis`],
      ['POST', `${P}/start-validation`],
      ['GET', `${P}/calculations`],
      ['POST', `${P}/calculations`, { name: 'x' }],
      ['PUT', `${P}/calculations/${calc.id}`, { name: 'x' }],
      ['DELETE', `${P}/calculations/${calc.id}`],
      ['GET', `${P}/logging`],
    ] as const) {
      const r = await other.request(method, url, body);
      expect(r.status, `${method} ${url}`).toBe(404);
    }
    const gql = await other.gql('query($id: ID!) { comparativeReport(projectId: $id) { projectName } }', { id: String(project.id) });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses calculation changes without the permission', async () => {
    const { agent, partner } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const { agent: viewer } = await signedInAgent(t, { partner, roles: ['partner_user'], permissions: [] });
    expect((await viewer.post(`${CS}/projects/${project.id}/calculations`, { name: 'x' })).status).toBe(403);
  });

  it('answers the GraphQL report with the same figures', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    await buildCalculation(agent, project.id);
    const r = await agent.gql(
      `query($id: ID!) { comparativeReport(projectId: $id) { totals { totalKwhBefore energySavingKwh operationalSavingsPercent categories { efficiencyFactor } }
        wheelBefore { rating wattPerUnit } settings { key value } calculations { name itemsBefore { state } } } }`,
      { id: String(project.id) },
    );
    expect(r.errors).toBeUndefined();
    const d = r.data.comparativeReport;
    expect(d.totals.totalKwhBefore).toBeCloseTo(35040, 6);
    expect(d.totals.operationalSavingsPercent).toBeCloseTo(50, 9);
    expect(d.totals.categories[0].efficiencyFactor).toBeCloseTo(2.4, 9);
    expect(d.settings).toHaveLength(15);
    expect(d.calculations[0].itemsBefore[0].state).toBe(3);
  });
});

describe('#comparative.clone', () => {
  it('gives a project cloned within the app its calculations, report data and pre-analysis', async () => {
    const { agent } = await signedInAgent(t);
    const project = await comparativeProject(agent);
    const calc = await buildCalculation(agent, project.id, 'growth');
    await agent.post(`${CS}/projects/${project.id}/calculations/${calc.id}/extra-column`, { extra_column: 'annual_kwh', category_type: 'datacenter' });
    await agent.put(`${CS}/projects/${project.id}/report-data`, { title: 'Savings 2027', years: 7, kickback: 5000 });
    await agent.put(`${CS}/projects/${project.id}/pre-analysis`, { rows: [{ category: 'Servers', units_before: 4 }] });
    const r = await agent.post(`${CS}/projects/${project.id}/clone`, { client_id: project.client_id });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const copy = r.body.data.id;
    const list = await agent.get(`${CS}/projects/${copy}/calculations`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ name: 'Server room', variant: 'growth', extra_columns: { datacenter: ['annual_kwh'] } });
    expect(list.body.data[0].before_solution_id).not.toBe(calc.before_solution_id);
    expect(list.body.data[0].totals.energySaving).toBeCloseTo(17520, 6);
    expect((await agent.get(`${CS}/projects/${copy}/report-data`)).body.data).toMatchObject({ title: 'Savings 2027', years: 7, kickback: 5000 });
    expect((await agent.get(`${CS}/projects/${copy}/pre-analysis`)).body.data.rows).toEqual([{ category: 'Servers', units_before: 4, watts_before: null, units_after: null, watts_after: null, hours: null }]);
  });
});
