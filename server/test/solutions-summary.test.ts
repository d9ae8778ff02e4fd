/**
 * Summaries of a solution, a group and a project: a hand-computed data-centre solution (M1–M5), the
 * GraphQL equivalents with the engine's traces, and the bound on SQL statements per summary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES_BY_ID, coolingRatingScaleFor, wattRatingScaleFor } from '../../shared/reference';
import { Product } from '../src/features/catalogue/product.entity';
import { Partner } from '../src/features/partners/partner.entity';
import { Category } from '../src/features/reference/reference.entity';
import { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionItem } from '../src/features/solutions/solution.entity';
import { clearFiguresCache } from '../src/features/solutions/summaries/project-figures';
import { signedInAgent, type Agent, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newGroup, newProduct, newSolution, startCountingApp, type QueryCounter } from './solutions-fixtures';

let t: TestApp & { counter: QueryCounter };
beforeAll(async () => {
  t = await startCountingApp();
});
afterAll(async () => t.close());

/** The worked example of the brief: 2 servers × 300 W all year behind a 92.1 % UPS and COP 2.98 cooling, 96 cores. */
async function workedExample(agent: Agent) {
  const { project, group, solution } = await datacentreProject(agent);
  const product = await newProduct(agent, { category: 'server', watts: 300, hours: 8760 });
  await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 2 });
  expect((await agent.put(api(`/solution/${solution.id}/ups/ups_92_1`), {})).body.data.ups).toEqual({ id: 'ups_92_1', efficiency: 92.1 });
  expect((await agent.put(api(`/solution/${solution.id}/cooling/cooling_2_98`), {})).body.data.cooling).toEqual({ id: 'cooling_2_98', cop: 2.98 });
  expect((await agent.post(api(`/projects/${project.id}/solution/${solution.id}/capacities`), { capacity_id: 'server_cores', amount: 96 })).status).toBe(200);
  return { project, group, solution, product };
}

// The arithmetic, by hand (M1–M3):
const IT_KWH = 5256; // 2 servers × 300 W × 8760 h / 1000
const UPS_KWH = 450.8403908794788; // 5256 × (100 / 92.1 − 1)
const COOLING_KWH = 1915.0471110334827; // (5256 + 450.84…) / 2.98
const TOTAL_KWH = 7621.887501912961; // 5256 + 450.84… + 1915.05…
const DCIE = 69; // round(5256 / 7621.89 × 100) = round(68.96)
const GRID_DK = 143.3; // g CO2e per kWh, Denmark (Ember 2024, the project's country)
const CO2_KG = 1092.2164790241273; // 7621.89 × 143.3 / 1000 (renewable 0 %)
const COST = 10289.548127582497; // 7621.89 kWh × 1.35 (the project's price)

describe('#solutions.summary', () => {
  it('computes a data-centre solution by M1–M5: kWh, UPS, cooling, DCiE, CO2, cost, rating, wheel and LCA', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await workedExample(agent);
    const r = await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const s = r.body.data;
    expect(s.it_kwh).toBeCloseTo(IT_KWH, 9);
    expect(s.ups_kwh).toBeCloseTo(UPS_KWH, 6);
    expect(s.cooling_kwh).toBeCloseTo(COOLING_KWH, 6);
    expect(s.total_kwh).toBeCloseTo(TOTAL_KWH, 6);
    expect(s.dcie).toBe(DCIE);
    expect(s.pue).toBeCloseTo(TOTAL_KWH / IT_KWH, 9);
    expect(s.co2_emission_kg).toBeCloseTo(CO2_KG, 6);
    expect(s.co2_emission_ton).toBeCloseTo(CO2_KG / 1000, 9);
    expect(s.operational_cost).toBeCloseTo(COST, 5);
    expect(s.investment).toBe(0);
    expect(s.warnings).toEqual([]);

    // M4: 600 W average over 96 cores = 6.25 W per core. The 2026 server_cores bounds (A…F) are
    // 1.53, 2.3, 3.07, 4.14, 5.53, 7.67: the first bound ≥ 6.25 is F's. Cooling COP 2.98 against the
    // 2026 lower bounds 9.36, 7.02, 4.68, 3.39, 2.92, 1.87: the first bound ≤ 2.98 is E's.
    expect(wattRatingScaleFor(2026, 'server_cores')!.upperBounds).toEqual([1.53, 2.3, 3.07, 4.14, 5.53, 7.67]);
    expect(coolingRatingScaleFor(2026).lowerBounds).toEqual([9.36, 7.02, 4.68, 3.39, 2.92, 1.87]);
    const server = s.energywheel.find((e: any) => e.category === 'server');
    expect(server).toMatchObject({ capacity_id: 'server_cores', category_group_weight: 1, rating: 'F', numeric_rating: 2 });
    expect(server.watt_pr_unit).toBeCloseTo(6.25, 9);
    const cooling = s.energywheel.find((e: any) => e.category === 'cooling');
    expect(cooling).toMatchObject({ cop: 2.98, rating: 'E', numeric_rating: 3 });
    expect(cooling.category_group_weight).toBeCloseTo(COOLING_KWH / IT_KWH, 9);
    // Accumulated: (1 × 2 + 0.36435 × 3) / 1.36435 = 2.267 → F (≥ 1.5, < 2.5).
    const score = (1 * 2 + (COOLING_KWH / IT_KWH) * 3) / (1 + COOLING_KWH / IT_KWH);
    expect(s.rating).toMatchObject({ rating: 'F', numeric_rating: 2, year: 2026 });
    expect(s.rating.efficiency).toBeCloseTo(score, 9);
    expect(s.rating.total_kwh).toBeCloseTo(TOTAL_KWH, 6);

    // M5 with the category default (no product LCA, no weight): 2 × the server defaults, and the
    // use stage over 5 years including the UPS and cooling share: 7621.89 × 0.1433 × 5.
    const d = CATEGORIES_BY_ID.server.defaultLca!;
    const lca = s.lca_data;
    expect(lca.manufacturing_kg_co2e).toBeCloseTo(2 * d.manufacturingKgCo2e, 9);
    expect(lca.transportation_kg_co2e).toBeCloseTo(2 * d.transportationKgCo2e!, 9);
    expect(lca.eol_kg_co2e).toBeCloseTo(2 * d.eolKgCo2e!, 9);
    expect(lca.use_kg_co2e).toBeCloseTo(TOTAL_KWH * (GRID_DK / 1000) * 5, 6);
    expect(lca.gwp_kg_co2e).toBeCloseTo(2 * (d.manufacturingKgCo2e + d.transportationKgCo2e! + d.eolKgCo2e!) + TOTAL_KWH * (GRID_DK / 1000) * 5, 6);
    expect(lca.refurbished_offset_total_kg_co2e).toBe(0);

    const cat = s.category_data[0];
    expect(cat).toMatchObject({ category_id: 'server', category_name: 'Server (rack or tower)', item_count: 1, refurbished_item_count: 0 });
    expect(cat.total_kwh).toBeCloseTo(TOTAL_KWH, 6);
    expect(cat.co2_emission_ton).toBeCloseTo(CO2_KG / 1000, 9);

    // The group and the project have the one solution: the same totals.
    const g = (await agent.get(api(`/projects/${project.id}/solution-groups/${group.id}/summary`))).body.data;
    expect(g).toMatchObject({ group_id: group.id, state: 'baseline', dcie: DCIE, warnings: [] });
    expect(g.total_kwh).toBeCloseTo(TOTAL_KWH, 6);
    expect(g.solutions).toHaveLength(1);
    const p = (await agent.get(api(`/projects/${project.id}/summary`))).body.data;
    expect(p.total_kwh).toBeCloseTo(TOTAL_KWH, 6);
    expect(p.groups.map((x: any) => x.group_id)).toEqual([group.id]);
  });

  it('applies refurbishment (M5): the impact replaces M + T and the offsets are reported', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await datacentreProject(agent);
    const product = await newProduct(agent, { category: 'server', watts: 100, hours: 8760 });
    await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 1, refurbishment_impact_percentage: 10 });
    const s = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
    const d = CATEGORIES_BY_ID.server.defaultLca!;
    const mt = d.manufacturingKgCo2e + d.transportationKgCo2e!;
    expect(s.lca_data.refurbishment_impact_kg_co2e).toBeCloseTo(0.1 * mt, 9);
    expect(s.lca_data.refurbishment_offset_kg_co2e).toBeCloseTo(mt, 9);
    expect(s.lca_data.refurbished_offset_total_kg_co2e).toBeCloseTo(0.9 * mt, 9);
    expect(s.category_data[0].refurbished_item_count).toBe(1);
  });

  it('takes the rating year from ?year= (2022 bounds are looser) and rejects a malformed year', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await workedExample(agent);
    const y2022 = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary?year=2022`))).body.data;
    // 2022 server_cores bounds: F's is 9.43 ≥ 6.25 and E's is 6.79 ≥ 6.25: E.
    expect(wattRatingScaleFor(2022, 'server_cores')!.upperBounds[4]).toBeGreaterThanOrEqual(6.25);
    expect(y2022.rating.year).toBe(2022);
    expect(y2022.energywheel.find((e: any) => e.category === 'server').rating).toBe('E');
    expect((await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary?year=20x`))).status).toBe(422);
  });

  it('serves the same figures through GraphQL, with traces on request', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await workedExample(agent);
    const q = `query($p: ID!, $s: ID!, $g: ID!) {
      solutionSummary(projectId: $p, id: $s, explain: true) { totalKwh upsKwh coolingKwh dcie co2EmissionKg operationalCost
        rating { rating numericRating efficiency } energyWheel { category wattPerUnit rating } lcaData { gwpKgCo2e useKgCo2e }
        categoryData { categoryId categoryName lcaData { manufacturingKgCo2e } } traces { path section formula inputs value } }
      solutionGroupSummary(projectId: $p, id: $g) { groupId state totalKwh warnings traces { path } solutions { solutionId totalKwh } }
      projectSummary(projectId: $p) { projectId totalKwh groups { groupId name } ... on SummaryFigures { itKwh } }
    }`;
    const r = await agent.gql(q, { p: project.id, s: solution.id, g: group.id });
    expect(r.errors).toBeUndefined();
    const s = r.data.solutionSummary;
    expect(s.totalKwh).toBeCloseTo(TOTAL_KWH, 6);
    expect(s.upsKwh).toBeCloseTo(UPS_KWH, 6);
    expect(s.dcie).toBe(DCIE);
    expect(s.co2EmissionKg).toBeCloseTo(CO2_KG, 6);
    expect(s.rating).toMatchObject({ rating: 'F', numericRating: 2 });
    expect(s.categoryData[0]).toMatchObject({ categoryId: 'server', categoryName: 'Server (rack or tower)' });
    const ups = s.traces.find((x: any) => x.path === 'upsKwh');
    expect(ups).toMatchObject({ section: 'M2' });
    expect(ups.formula).toContain('100/η − 1');
    expect(ups.value).toBeCloseTo(UPS_KWH, 6);
    expect(s.traces.find((x: any) => x.path === 'categories.server.wattPerUnit').inputs.capacityId).toBe('server_cores');
    expect(r.data.solutionGroupSummary).toMatchObject({ groupId: String(group.id), state: 'baseline', warnings: [], traces: null });
    expect(r.data.projectSummary.itKwh).toBeCloseTo(IT_KWH, 9);
    expect(r.data.projectSummary.groups).toEqual([{ groupId: String(group.id), name: 'Current' }]);
    // REST gives the traces with ?explain=1.
    const rest = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary?explain=1`))).body.data;
    expect(rest.traces.find((x: any) => x.path === 'dciePercent').value).toBe(DCIE);
  });

  it("is the baseline's (today) with each other counted group beside it and its saving (M3, issue #46), and flags zero-kWh groups (M9)", async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await workedExample(agent);
    const other = await newGroup(agent, project.id, { name: 'Alternative' });
    const s2 = await newSolution(agent, project.id, other.id);
    const small = await newProduct(agent, { watts: 100, hours: 8760 });
    await addItem(agent, project.id, s2.id, { product_id: small.id, amount: 1 });
    const empty = await newGroup(agent, project.id, { name: 'Empty' });
    const off = await newGroup(agent, project.id, { name: 'Off', state: 'inactive' });
    await addItem(agent, project.id, (await newSolution(agent, project.id, off.id)).id, { product_id: small.id, amount: 5 });
    const p = (await agent.get(api(`/projects/${project.id}/summary`))).body.data;
    // Today: the baseline's 7621.89 kWh, never + 876 (the alternative's 100 W × 8760 h) + 0 (empty).
    expect(p.total_kwh).toBeCloseTo(TOTAL_KWH, 6);
    expect(p.co2_emission_kg).toBeCloseTo(p.groups.find((g: any) => g.state === 'baseline').co2_emission_kg, 9);
    expect(p.baseline_group_id).toBe(p.groups.find((g: any) => g.state === 'baseline').group_id);
    // The alternatives beside it (the inactive group is none), each with its saving.
    expect(p.alternatives.map((a: any) => a.group_id)).toEqual([other.id, empty.id]);
    expect(p.alternatives[0].total_kwh).toBeCloseTo(876, 6);
    expect(p.alternatives[0].kwh_saving).toBeCloseTo(TOTAL_KWH - 876, 6);
    expect(p.alternatives[1]).toMatchObject({ total_kwh: 0 });
    expect(p.alternatives[1].kwh_saving).toBeCloseTo(TOTAL_KWH, 6);
    const byId = new Map(p.groups.map((g: any) => [g.group_id, g]));
    expect(byId.get(empty.id)).toMatchObject({ total_kwh: 0, dcie: null, pue: null, warnings: ['category_infrastructure_share', 'invalid_group_data'] });
    expect(byId.get(off.id)).toMatchObject({ counted: false });
    expect(p.warnings).toEqual(['category_infrastructure_share', 'invalid_group_data']);
    expect(solution.id).toBeGreaterThan(0);
  });
});

describe('#solutions.summary.query-bound', () => {
  /** Adds `items` items of distinct new products, capacity links and shares straight through the ORM. */
  async function fill(partnerId: number, solutionIds: number[], items: number) {
    const em = t.orm.em.fork();
    const server = em.getReference(Category, 'server');
    for (let i = 0; i < items; i++) {
      const product = em.create(Product, { partner: em.getReference(Partner, partnerId), manufacturer: 'Bulk', modelName: `Bulk ${i} ${Math.random()}`, category: server, modes: [{ name: 'On', powerWatts: 100 + i, hours: 8760 }] });
      em.create(SolutionItem, { solution: em.getReference(Solution, solutionIds[i % solutionIds.length]), product, amount: 1 + (i % 3), sortOrder: i });
    }
    for (const sid of solutionIds) {
      em.create(SolutionCapacity, { solution: em.getReference(Solution, sid), capacity: 'server_vms' as never, amount: 10 });
      em.create(CategoryInfrastructureShare, { solution: em.getReference(Solution, sid), categoryIds: ['server'], fraction: 0.5 });
    }
    await em.flush();
  }

  async function measure(agent: Agent, url: string): Promise<{ count: number; body: any }> {
    // Cold caches for every measurement: the reference rows are cached across projects now (issue #33),
    // so whichever size ran first would otherwise read them alone.
    clearFiguresCache();
    t.counter.count = 0;
    t.counter.statements = [];
    const r = await agent.get(url);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { count: t.counter.count, body: r.body.data };
  }

  it('runs the same number of SQL statements for 3 items as for 60 (solution, group and project summary)', async () => {
    const small = await signedInAgent(t);
    const a = await datacentreProject(small.agent);
    await fill(small.partner.id, [a.solution.id], 3);

    const big = await signedInAgent(t);
    const b = await datacentreProject(big.agent);
    const b2 = await newSolution(big.agent, b.project.id, b.group.id);
    const other = await newGroup(big.agent, b.project.id, { name: 'Alternative' });
    const b3 = await newSolution(big.agent, b.project.id, other.id);
    const b4 = await newSolution(big.agent, b.project.id, other.id);
    await fill(big.partner.id, [b.solution.id, b2.id, b3.id, b4.id], 60);

    const paths = (x: typeof a, groupId: number, solutionId: number) => [
      api(`/projects/${x.project.id}/solution/${solutionId}/summary`),
      api(`/projects/${x.project.id}/solution-groups/${groupId}/summary`),
      api(`/projects/${x.project.id}/summary`),
      api(`/projects/${x.project.id}/solution-groups`),
    ];
    const counts: Record<string, [number, number]> = {};
    const names = ['solution', 'group', 'project', 'group list'];
    const smallPaths = paths(a, a.group.id, a.solution.id);
    const bigPaths = paths(b, b.group.id, b.solution.id);
    for (let i = 0; i < names.length; i++) {
      const s = await measure(small.agent, smallPaths[i]);
      const l = await measure(big.agent, bigPaths[i]);
      counts[names[i]] = [s.count, l.count];
    }
    const bigProject = await measure(big.agent, bigPaths[2]);
    // 60 items over the two groups; the project's figure is its baseline's 30 (M3, issue #46).
    expect(bigProject.body.groups.reduce((n: number, g: { item_count: number }) => n + g.item_count, 0)).toBe(60);
    expect(bigProject.body.item_count).toBe(30);
    console.info('SQL statements per summary request (3 items, 60 items):', JSON.stringify(counts));
    for (const [name, [few, many]] of Object.entries(counts)) {
      // At least the caller and the project, the revisions read with it (a computation cached by an earlier request).
      expect(few, `${name} summary`).toBeGreaterThanOrEqual(2);
      expect(many, `${name} summary`).toBe(few);
      expect(many, `${name} summary`).toBeLessThanOrEqual(16);
    }
  });
});
