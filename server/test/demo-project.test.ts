/**
 * The demo project "Data centre consolidation 2027" (issue #5 point 7): seeded by the global setup's
 * seedDemo, it has a baseline and two comparative groups, and every report is available at once.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/features/catalogue/product.entity';
import { Project } from '../src/features/projects/project.entity';
import { ProjectReport } from '../src/features/reports/report.entity';
import { DEMO_COMPARATIVE_HEADING } from '../src/features/seed/demo-project';
import { DEMO_PASSWORD, seedDemo } from '../src/features/seed/demo-seed';
import { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from '../src/features/solutions/solution.entity';
import { Agent, startTestApp, type TestApp } from './helpers';
import { api } from './solutions-fixtures';

const XLSX = createRequire(import.meta.url)('sheetjs-style') as typeof import('sheetjs-style');

let t: TestApp;
let agent: Agent;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp();
  agent = new Agent(t.baseUrl);
  await agent.login('admin@seller.demo', DEMO_PASSWORD);
  const project = await t.orm.em.fork().findOneOrFail(Project, { name: 'Data centre consolidation 2027', partner: { name: 'Nordic IT Partner ApS' } });
  projectId = project.id;
});
afterAll(async () => t.close());

const P = () => `/projects/${projectId}`;

describe('#demo.project', () => {
  it('has every report available, with no reasons', async () => {
    const r = await agent.get(api(`${P()}/report/available`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ comparative_available: true, single_available: true, lca_available: true, refurbishment_available: true, reasons: [] });
    expect(Object.values(r.body.data.errors).flat()).toEqual([]);
  });

  it('has a baseline and two comparative groups, one primary, without warnings and with every capacity rated', async () => {
    const r = await agent.get(api(`${P()}/solution-groups`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { baseline, comparative } = r.body.data;
    expect(baseline).toMatchObject({ name: 'Current situation 2026', state: 'baseline', active: true });
    expect(comparative.map((g: any) => [g.name, g.state, g.primary])).toEqual([
      ['Consolidated data centre', 'comparative', true],
      ['Consolidation + refurbished workplaces', 'comparative', false],
    ]);
    for (const g of [baseline, ...comparative]) {
      expect(g.warnings, g.name).toEqual([]);
      expect(g.category_infrastructure_share_invalid).toBe(false);
      expect(g.baseline_heading && g.lca_heading && g.refurbishment_heading, g.name).toBeTruthy();
      expect(g.solutions.map((s: any) => s.solution_type.calculation_mode)).toEqual([1, 2]);
      expect(g.solutions.every((s: any) => s.item_count > 0)).toBe(true);
      const rated = g.energywheel.filter((e: any) => e.capacity_id !== null || e.category === 'cooling');
      expect(rated.length, g.name).toBe(g.energywheel.length);
      for (const e of g.energywheel) expect(e.rating, `${g.name} ${e.category}`).toMatch(/^[A-G]$/);
      // Both comparative groups use less energy and emit less than the baseline.
      if (g !== baseline) {
        expect(g.total_kwh, g.name).toBeLessThan(baseline.total_kwh);
        expect(g.co2_emission_kg, g.name).toBeLessThan(baseline.co2_emission_kg);
        expect(g.operational_cost, g.name).toBeLessThan(baseline.operational_cost);
        expect(g.investment, g.name).toBeGreaterThan(0);
      }
    }
    // Ratings are not all the same.
    const ratings = new Set([baseline, ...comparative].flatMap((g: any) => g.energywheel.map((e: any) => e.rating)));
    expect(ratings.size).toBeGreaterThan(2);
    // The data-centre solutions: UPS 89.3 % and COP 2.53 today, 96.2 % and 4.37 after; the baseline holds an infrastructure share.
    expect([baseline, ...comparative].map((g: any) => [g.solutions[0].ups.efficiency, g.solutions[0].cooling.cop])).toEqual([[89.3, 2.53], [96.2, 4.37], [96.2, 4.37]]);
    expect(baseline.dcie).toBeLessThan(comparative[0].dcie);
    const shares = await t.orm.em.fork().count(CategoryInfrastructureShare, { solution: { group: baseline.id }, deletedAt: null });
    expect(shares).toBe(1);
  });

  it('has refurbished items with a positive offset in the second comparative group only', async () => {
    const { baseline, comparative } = (await agent.get(api(`${P()}/solution-groups`))).body.data;
    const refurbishedItems = (g: any) => g.category_data.reduce((n: number, c: any) => n + c.refurbished_item_count, 0);
    expect(refurbishedItems(baseline)).toBe(0);
    expect(refurbishedItems(comparative[0])).toBe(0);
    expect(refurbishedItems(comparative[1])).toBe(2);
    expect(comparative[1].lca_data.refurbished_offset_total_kg_co2e).toBeGreaterThan(0);
    expect(comparative[1].lca_data.gwp_kg_co2e).toBeGreaterThan(0);
  });

  it('has a project summary with energy, CO2 and cost', async () => {
    const r = await agent.get(api(`${P()}/summary`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const s = r.body.data;
    expect(s.warnings).toEqual([]);
    expect(s.total_kwh).toBeGreaterThan(0);
    expect(s.co2_emission_kg).toBeGreaterThan(0);
    expect(s.operational_cost).toBeGreaterThan(0);
    expect(s.groups).toHaveLength(3);
  });

  it("means one thing by the project's figure everywhere: its baseline (today), each alternative beside it with its saving (REST, GraphQL, CSV, xlsx, scope 2; M3, issue #46)", async () => {
    const rest = (await agent.get(api(`${P()}/summary`))).body.data;
    const baseline = rest.groups.find((g: any) => g.state === 'baseline');
    const alternatives = rest.groups.filter((g: any) => g.state === 'comparative');
    expect(alternatives).toHaveLength(2);
    // REST summary: today, not baseline + both alternatives (the same data centre counted three times).
    expect(rest.baseline_group_id).toBe(baseline.group_id);
    for (const k of ['total_kwh', 'it_kwh', 'co2_emission_kg', 'operational_cost', 'dcie', 'pue']) expect(rest[k], k).toBe(baseline[k]);
    expect(rest.total_kwh).toBeLessThan(baseline.total_kwh + alternatives[0].total_kwh);
    expect(rest.alternatives.map((a: any) => a.group_id)).toEqual(alternatives.map((g: any) => g.group_id));
    rest.alternatives.forEach((a: any, i: number) => {
      expect(a.total_kwh).toBe(alternatives[i].total_kwh);
      expect(a.kwh_saving).toBeCloseTo(baseline.total_kwh - alternatives[i].total_kwh, 6);
      expect(a.co2_saving_kg).toBeCloseTo(baseline.co2_emission_kg - alternatives[i].co2_emission_kg, 6);
      expect(a.cost_saving).toBeCloseTo(baseline.operational_cost - alternatives[i].operational_cost, 6);
    });

    // GraphQL: the same figures.
    const q = await agent.gql(
      `query P($id: ID!) { projectSummary(projectId: $id) { totalKwh co2EmissionKg operationalCost dcie baselineGroupId alternatives { groupId totalKwh kwhSaving co2SavingKg costSaving } } }`,
      { id: String(projectId) },
    );
    expect(q.errors).toBeUndefined();
    const gq = q.data.projectSummary;
    expect(gq).toMatchObject({ totalKwh: baseline.total_kwh, co2EmissionKg: baseline.co2_emission_kg, operationalCost: baseline.operational_cost, dcie: baseline.dcie, baselineGroupId: String(baseline.group_id) });
    expect(gq.alternatives.map((a: any) => [a.groupId, a.totalKwh])).toEqual(alternatives.map((g: any) => [String(g.group_id), g.total_kwh]));

    // figures.csv, level project: today; level alternative: each alternative with its saving.
    const download = async (url: string) => Buffer.from(await (await fetch(`${t.baseUrl}${url}`, { headers: { cookie: agent.cookieHeader() } })).arrayBuffer());
    const rows = (await download(api(`${P()}/figures.csv`))).toString('utf8').trimEnd().split('\r\n').slice(1).map((l) => l.split(','));
    const csv = (level: string, metric: string, groupId?: number) => Number(rows.find((x) => x[0] === level && x[7] === metric && (groupId === undefined || Number(x[1]) === groupId))![8]);
    expect(csv('project', 'total_kwh')).toBeCloseTo(baseline.total_kwh, 6);
    expect(csv('project', 'co2_kg')).toBeCloseTo(baseline.co2_emission_kg, 6);
    expect(csv('project', 'dcie_percent')).toBe(baseline.dcie);
    for (const g of alternatives) expect(csv('alternative', 'kwh_saving', g.group_id)).toBeCloseTo(baseline.total_kwh - g.total_kwh, 6);

    // figures.xlsx, sheet Project: today, then the alternatives.
    const wb = XLSX.read(await download(api(`${P()}/figures.xlsx`)), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, any>>(wb.Sheets.Project);
    expect(sheet.map((r) => [r.role, r.group_id])).toEqual([['today', baseline.group_id], ...alternatives.map((g: any) => ['alternative', g.group_id])]);
    expect(sheet[0].total_kwh).toBeCloseTo(baseline.total_kwh, 6);
    expect(sheet[0].co2_kg).toBeCloseTo(baseline.co2_emission_kg, 6);

    // GET …/scope2: the baseline's energy and emissions, each alternative beside it with its saving.
    const scope2 = (await agent.get(api(`${P()}/scope2`))).body.data;
    const today = scope2.groups.find((g: any) => g.role === 'today');
    expect(scope2.baseline_group_id).toBe(baseline.group_id);
    expect(today.id).toBe(baseline.group_id);
    expect(scope2.energy_kwh).toBeCloseTo(baseline.total_kwh, 6);
    expect(scope2.location_based_kg).toBeCloseTo(today.location_based_kg, 9);
    expect(scope2.market_based_kg).toBeCloseTo(today.market_based_kg, 9);
    for (const g of scope2.groups.filter((x: any) => x.role === 'alternative')) {
      expect(g.location_based_saving_kg).toBeCloseTo(today.location_based_kg - g.location_based_kg, 9);
    }
  });

  it('reports a positive payback for every comparison, with the comparative heading', async () => {
    const r = await agent.get(api(`${P()}/report`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.report.comparative_heading).toBe(DEMO_COMPARATIVE_HEADING);
    expect(d.comparative.payback_years).toBeGreaterThan(0);
    expect(d.comparative.groups).toHaveLength(2);
    for (const c of d.comparative.groups) {
      expect(c.payback_years, c.name).toBeGreaterThan(0);
      expect(c.energy_saving_kwh, c.name).toBeGreaterThan(0);
      expect(c.co2_saving_kg, c.name).toBeGreaterThan(0);
    }
    expect(d.co2_impact.saving_kg).toBeGreaterThan(0);
  });

  it('creates nothing new when seeded a second time', async () => {
    const em = t.orm.em.fork();
    const counts = () =>
      Promise.all([Project, ProjectReport, SolutionGroup, Solution, SolutionItem, SolutionCapacity, CategoryInfrastructureShare, Product].map((e) => em.fork().count(e as never, {})));
    const before = await counts();
    expect(await seedDemo(em)).toEqual({ created: false });
    expect(await counts()).toEqual(before);
  });

  // Issue #34 point 1: the README walk-through ends with the buyer opening the comparative report of
  // the seller's response, which needs a baseline with equipment (it was seeded empty).
  it("seeds the demo buyer's baseline with equipment, so that only the seller's response is missing for the comparative report", async () => {
    const buyer = new Agent(t.baseUrl);
    await buyer.login('admin@buyer.demo', DEMO_PASSWORD);
    const project = await t.orm.em.fork().findOneOrFail(Project, { name: 'Server room tender 2027' });
    const groups = await buyer.get(`/api/v1/project-manager/projects/${project.id}/solution-groups`);
    expect(groups.status, JSON.stringify(groups.body)).toBe(200);
    const { baseline } = groups.body.data;
    expect(baseline).toMatchObject({ name: 'Current server room', state: 'baseline' });
    expect(baseline.warnings).toEqual([]);
    expect(baseline.solutions.length).toBeGreaterThan(0);
    expect(baseline.solutions.every((s: any) => s.item_count > 0)).toBe(true);
    expect(baseline.total_kwh).toBeGreaterThan(0);
    const available = await buyer.get(`/api/v1/project-manager/projects/${project.id}/report/available`);
    expect(available.status, JSON.stringify(available.body)).toBe(200);
    expect(available.body.data.single_available).toBe(true);
    expect(available.body.data.reasons.filter((r: any) => r.report_type === 'comparative_report').map((r: any) => r.code)).toEqual(['no_active_comparative']);
  });
});
