/**
 * Decisions over time (issue #32): the acceptance example through REST and GraphQL, validation of the
 * query (422, never 500) and tenancy (another partner's project is a 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/features/catalogue/product.entity';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** A product drawing `watts` all year with a product-specific LCA (M5 "product" data). */
async function product(agent: Agent, watts: number, manufacturingKg: number | null) {
  const p = await newProduct(agent, { watts, hours: 8760 });
  if (manufacturingKg !== null) await t.orm.em.fork().nativeUpdate(Product, { id: p.id }, { lcaManufacturingKg: manufacturingKg, lcaTransportationKg: 0, lcaEolKg: 0 });
  return p;
}

/** A solution of one group without UPS or cooling at `gram` g/kWh, holding one item of `productId`. */
async function solutionWith(agent: Agent, projectId: number, groupId: number, gram: number, productId: number, amount = 1) {
  const solution = await newSolution(agent, projectId, groupId, 'datacenter');
  const put = await agent.put(api(`/projects/${projectId}/solution-groups/${groupId}/solution/${solution.id}`), { co2_factor_gram: gram, renewable_energy: 0, ups_efficiency: 0, cooling_cop: 0 });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  await addItem(agent, projectId, solution.id, { product_id: productId, amount });
  return solution;
}

/** The acceptance example: baseline one 400 W server, proposal one 250 W server made with 1,606 kg. */
async function example(agent: Agent, gram: number) {
  const project = await newProject(agent);
  const baseline = await newGroup(agent, project.id, { name: 'Today', state: 'baseline' });
  const proposal = await newGroup(agent, project.id, { name: 'Proposal', state: 'comparative' });
  await solutionWith(agent, project.id, baseline.id, gram, (await product(agent, 400, null)).id);
  await solutionWith(agent, project.id, proposal.id, gram, (await product(agent, 250, 1606)).id);
  return { project, baseline, proposal, url: api(`/projects/${project.id}/decision`) };
}

describe('#decision', () => {
  it('holds the acceptance example at 150 g/kWh through REST: 1,314 kWh, 197.1 kg, 8.15 years, retain, 1,606 kg, 321.2 kg/yr', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const r = await agent.get(`${x.url}?years=10`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ project_id: x.project.id, baseline_group_id: x.baseline.id, years: 10 });
    expect(d.groups).toHaveLength(1);
    const g = d.groups[0];
    expect(g.group_id).toBe(x.proposal.id);
    expect(g.annual_kwh_saving).toBeCloseTo(1314, 6);
    expect(g.annual_co2_saving_kg).toBeCloseTo(197.1, 6);
    expect(g.embodied_kg).toBeCloseTo(1606, 6);
    expect(g.carbon_payback_years.toFixed(2)).toBe('8.15');
    expect(g.carbon_payback_reason).toBeNull();
    expect(g).toMatchObject({ recommendation: 'retain', recommendation_reason: 'payback_beyond_service_life', service_life_years: 5 });
    expect(g.capital_goods_kg).toBeCloseTo(1606, 6);
    expect(g.amortised_kg_per_year).toBeCloseTo(321.2, 6);
    expect(g.annual_cost_saving).toBeCloseTo(1314 * x.project.kwh_price, 6);
    expect(g.projection).toHaveLength(10);
    expect(Object.keys(g.projection[0]).sort()).toEqual(['baseline_kg', 'cumulative_saving_kg', 'grid_factor_multiplier', 'group_kg', 'year']);
    expect(g.projection[0].year).toBe(1);
    expect(g.projection[0].group_kg).toBeCloseTo(2190 * 0.15 + 1606, 6);
    expect(g.traces.map((tr: { path: string }) => tr.path)).toContain('carbonPaybackYears');
  });

  it('at 400 g/kWh: 525.6 kg a year, 3.06 years, replace (GraphQL too)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 400);
    const g = (await agent.get(x.url)).body.data.groups[0];
    expect(g.annual_co2_saving_kg).toBeCloseTo(525.6, 6);
    expect(g.carbon_payback_years.toFixed(2)).toBe('3.06');
    expect(g.recommendation).toBe('replace');

    const q = await agent.gql(
      `query D($id: ID!, $years: Int) { projectDecision(projectId: $id, years: $years) { projectId baselineGroupId years
         groups { groupId annualKwhSaving annualCo2SavingKg embodiedKg carbonPaybackYears carbonPaybackReason recommendation recommendationReason capitalGoodsKg amortisedKgPerYear serviceLifeYears
           projection { year baselineKg groupKg cumulativeSavingKg } traces { path section formula } } } }`,
      { id: String(x.project.id), years: 4 },
    );
    expect(q.errors).toBeUndefined();
    const d = q.data.projectDecision;
    expect(d).toMatchObject({ projectId: String(x.project.id), baselineGroupId: String(x.baseline.id), years: 4 });
    const gq = d.groups[0];
    expect(gq).toMatchObject({ groupId: String(x.proposal.id), recommendation: 'replace', recommendationReason: 'payback_within_service_life', carbonPaybackReason: null });
    expect(gq.annualKwhSaving).toBeCloseTo(1314, 6);
    expect(gq.annualCo2SavingKg).toBeCloseTo(525.6, 6);
    expect(gq.carbonPaybackYears.toFixed(2)).toBe('3.06');
    expect(gq.capitalGoodsKg).toBeCloseTo(1606, 6);
    expect(gq.amortisedKgPerYear).toBeCloseTo(321.2, 6);
    expect(gq.projection).toHaveLength(4);
    // Payback 3.06 y: the cumulative saving turns positive in year 4 (4 × 525.6 − 1,606 = 496.4).
    expect(gq.projection[2].cumulativeSavingKg).toBeLessThan(0);
    expect(gq.projection[3].cumulativeSavingKg).toBeCloseTo(496.4, 6);
  });

  it('a user-set yearly change of the grid factor bends the projection', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 400);
    const d = (await agent.get(`${x.url}?years=3&grid_change_percent=-10`)).body.data;
    expect(d).toMatchObject({ grid_path_source: 'user', grid_change_percent: -10 });
    expect(d.groups[0].projection[2].grid_factor_multiplier).toBeCloseTo(0.81, 9);
    expect(d.groups[0].projection[2].baseline_kg).toBeCloseTo(3504 * 0.4 * 0.81, 6);
  });

  it('answers no groups when the project has no baseline', async () => {
    const { agent } = await signedInAgent(t);
    const project = await newProject(agent);
    await newGroup(agent, project.id, { name: 'Proposal', state: 'comparative' });
    const r = await agent.get(api(`/projects/${project.id}/decision`));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ baseline_group_id: null, groups: [], years: 5 });
  });

  it.each(['0', '31', '2.5', 'abc', '0x1', '1e1', '-3'])('refuses years=%s with 422 and the message', async (years) => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const r = await agent.get(`${x.url}?years=${encodeURIComponent(years)}`);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(JSON.stringify(r.body)).toContain('The number of years must be a whole number from 1 to 30.');
  });

  it('refuses a yearly grid change outside −100…100 % (REST 422, GraphQL validation error)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const r = await agent.get(`${x.url}?grid_change_percent=150`);
    expect(r.status).toBe(422);
    const q = await agent.gql(`query D($id: ID!) { projectDecision(projectId: $id, years: 99) { years } }`, { id: String(x.project.id) });
    expect(q.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it("another partner's project is not found (404 REST, NOT_FOUND GraphQL)", async () => {
    const owner = await signedInAgent(t);
    const x = await example(owner.agent, 150);
    const other = await signedInAgent(t);
    const r = await other.agent.get(x.url);
    expect(r.status).toBe(404);
    const bad = await other.agent.get(`${x.url}?years=abc`);
    expect(bad.status).toBe(404);
    const q = await other.agent.gql(`query D($id: ID!) { projectDecision(projectId: $id) { years } }`, { id: String(x.project.id) });
    expect(q.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
