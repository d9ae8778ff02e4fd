/**
 * Decisions over time (issue #32): the acceptance example through REST and GraphQL, validation of the
 * query (422, never 500) and tenancy (another partner's project is a 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';
import { curatedPath } from '../../shared/calc';
import { gridPathProjection, gridPathSourceNote } from '../../shared/reference';
import { addItem, api, newGroup, newProject, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

/** A product drawing `watts` all year; with the seller's PCF (REST product/create `lca`, M5 "product" data) when given. */
async function product(agent: Agent, watts: number, manufacturingKg: number | null) {
  const r = await agent.post(api('/product/create'), {
    model_name: `Model ${Math.random().toString(36).slice(2, 8)}`,
    manufacturer: 'Acme',
    category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: watts, hours: 8760 }] },
    ...(manufacturingKg === null ? {} : { lca: { manufacturing_kg: manufacturingKg, transportation_kg: 0, eol_kg: 0 } }),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { id: number };
}

/** A solution of one group without UPS or cooling at `gram` g/kWh, holding one item of `productId`. */
async function solutionWith(agent: Agent, projectId: number, groupId: number, gram: number, productId: number, amount = 1) {
  const solution = await newSolution(agent, projectId, groupId, 'datacenter');
  const put = await agent.put(api(`/projects/${projectId}/solution-groups/${groupId}/solution/${solution.id}`), { co2_factor_gram: gram, renewable_energy: 0, ups_efficiency: 0, cooling_cop: 0 });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const item = await addItem(agent, projectId, solution.id, { product_id: productId, amount });
  return { ...solution, itemId: item.id };
}

/**
 * The acceptance example: baseline one 400 W server, proposal one 250 W server made with 1,606 kg.
 * In Sweden by default: no curated grid path, so the flat grid on which the example's figures are exact
 * (issue #46: in Denmark the payback follows the BR18 path).
 */
async function example(agent: Agent, gram: number, country = 'SE') {
  const project = await newProject(agent, { country });
  const baseline = await newGroup(agent, project.id, { name: 'Today', state: 'baseline' });
  const proposal = await newGroup(agent, project.id, { name: 'Proposal', state: 'comparative' });
  await solutionWith(agent, project.id, baseline.id, gram, (await product(agent, 400, null)).id);
  const proposed = await product(agent, 250, 1606);
  const newSolution = await solutionWith(agent, project.id, proposal.id, gram, proposed.id);
  const item = api(`/projects/${project.id}/solution/${newSolution.id}/solution-item/${newSolution.itemId}`);
  return { project, baseline, proposal, item, productId: proposed.id, url: api(`/projects/${project.id}/decision`) };
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
      `query D($id: ID!, $years: Int, $change: Float) { projectDecision(projectId: $id, years: $years, gridChangePercent: $change) { projectId baselineGroupId years gridPathSource
         groups { groupId annualKwhSaving annualCo2SavingKg embodiedKg carbonPaybackYears carbonPaybackReason recommendation recommendationReason capitalGoodsKg amortisedKgPerYear serviceLifeYears
           projection { year baselineKg groupKg cumulativeSavingKg } traces { path section formula } } } }`,
      // A flat path (0 % a year) so the cumulative saving crosses zero exactly at the payback.
      { id: String(x.project.id), years: 4, change: 0 },
    );
    expect(q.errors).toBeUndefined();
    const d = q.data.projectDecision;
    expect(d).toMatchObject({ projectId: String(x.project.id), baselineGroupId: String(x.baseline.id), years: 4, gridPathSource: 'user' });
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

  it("follows the published Danish projection for a project in Denmark, citing it; the user's yearly change overrides it", async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 400, 'DK');
    const d = (await agent.get(`${x.url}?years=6`)).body.data;
    const danish = gridPathProjection('DK')!;
    const expected = curatedPath(danish.anchors, new Date().getUTCFullYear(), 6, gridPathSourceNote(danish))!;
    expect(d).toMatchObject({ grid_path_source: 'curated', grid_path_source_note: expected.sourceNote, grid_change_percent: null });
    expect(d.grid_path_source_note).toContain('Bygningsreglementet 2018 (BR18), Bilag 2, Tabel 8');
    // The citation in parts, so that a screen prints the factors in its own number format (issue #47).
    expect(d.grid_path_citation).toMatchObject({ title: danish.source.title, publisher: danish.source.publisher, year: 2023, unit: 'kg CO2e/kWh' });
    expect(d.grid_path_citation.anchors).toEqual([{ year: 2023, factor: 0.187 }, { year: 2025, factor: 0.135 }, { year: 2030, factor: 0.047 }, { year: 2035, factor: 0.0414 }, { year: 2040, factor: 0.0403 }]);
    const g = d.groups[0];
    g.projection.forEach((row: { grid_factor_multiplier: number; baseline_kg: number }, i: number) => {
      expect(row.grid_factor_multiplier).toBeCloseTo(expected.multipliers[i], 9);
      expect(row.baseline_kg).toBeCloseTo(3504 * 0.4 * expected.multipliers[i], 6);
    });
    // A falling factor: each year saves less than the year before.
    expect(g.projection[5].grid_factor_multiplier).toBeLessThan(1);
    const user = (await agent.get(`${x.url}?years=6&grid_change_percent=0`)).body.data;
    expect(user).toMatchObject({ grid_path_source: 'user', grid_path_source_note: null, grid_path_citation: null });
    expect(user.groups[0].projection.map((r: { grid_factor_multiplier: number }) => r.grid_factor_multiplier)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('400 W → 250 W, 1,606 kg, 300 g/kWh, life 5 in Denmark: the payback is where the charted curve crosses zero (REST and GraphQL, issue #46)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 300, 'DK');
    const d = (await agent.get(`${x.url}?years=5`)).body.data;
    const danish = gridPathProjection('DK')!;
    const path = curatedPath(danish.anchors, new Date().getUTCFullYear(), 30, gridPathSourceNote(danish))!;
    // The crossing, found independently from the published path: −1,606 + Σ 394.2 × multiplier_y.
    let cumulative = -1606;
    let crossing: number | null = null;
    for (let y = 1; y <= 30 && crossing === null; y++) {
      const saving = 1314 * 0.3 * path.multipliers[y - 1];
      if (cumulative + saving >= 0) crossing = y - 1 + -cumulative / saving;
      cumulative += saving;
    }
    const g = d.groups[0];
    expect(d.grid_path_source).toBe('curated');
    expect(g.projection).toHaveLength(5);
    // The chart ends below zero after the 5-year service life, so the text must not say replace.
    expect(g.projection[4].cumulative_saving_kg).toBeLessThan(0);
    expect(crossing).not.toBeNull();
    expect(g.carbon_payback_years).toBeCloseTo(crossing!, 6);
    expect(g.carbon_payback_years).toBeGreaterThan(5);
    expect(g).toMatchObject({ carbon_payback_reason: null, recommendation: 'retain', recommendation_reason: 'payback_beyond_service_life', payback_horizon_years: 30 });
    // The flat figure is the labelled second view: 1,606 / 394.2 = 4.07.
    expect(g.flat_carbon_payback_years.toFixed(2)).toBe('4.07');
    expect(g.traces.map((tr: { path: string }) => tr.path)).toContain('flatCarbonPaybackYears');

    const q = await agent.gql(
      `query D($id: ID!) { projectDecision(projectId: $id, years: 5) { groups { carbonPaybackYears carbonPaybackReason flatCarbonPaybackYears paybackHorizonYears recommendation recommendationReason } } }`,
      { id: String(x.project.id) },
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.projectDecision.groups[0]).toMatchObject({ recommendation: 'retain', recommendationReason: 'payback_beyond_service_life', paybackHorizonYears: 30 });
    expect(q.data.projectDecision.groups[0].carbonPaybackYears).toBeCloseTo(crossing!, 6);
    expect(q.data.projectDecision.groups[0].flatCarbonPaybackYears.toFixed(2)).toBe('4.07');
  });

  it('says there is no payback within the horizon when the curve never crosses zero (−50 % a year)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const g = (await agent.get(`${x.url}?years=5&grid_change_percent=-50`)).body.data.groups[0];
    expect(g).toMatchObject({ carbon_payback_years: null, carbon_payback_reason: 'no_payback_within_horizon', recommendation: 'retain', recommendation_reason: 'no_payback_within_horizon' });
    expect(g.flat_carbon_payback_years.toFixed(2)).toBe('8.15');
  });

  it('is flat for a country without a published projection', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 400, 'SE');
    const d = (await agent.get(`${x.url}?years=3`)).body.data;
    expect(d).toMatchObject({ grid_path_source: 'flat', grid_path_source_note: null });
    expect(d.groups[0].projection.map((r: { grid_factor_multiplier: number }) => r.grid_factor_multiplier)).toEqual([1, 1, 1]);
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

describe('#decision service life', () => {
  it('the server category defaults to 5 years, with the other curated defaults', async () => {
    const { agent } = await signedInAgent(t);
    const q = await agent.gql('{ categories { id serviceLifeYears } }');
    expect(q.errors).toBeUndefined();
    const byId = Object.fromEntries(q.data.categories.map((c: { id: string; serviceLifeYears: number }) => [c.id, c.serviceLifeYears]));
    expect(byId).toMatchObject({ server: 5, blade_server: 5, laptop: 4, monitor: 6 });
  });

  it("an item's own service life decides: 10 years turns the 150 g/kWh example into replace and amortises 160.6 kg/yr", async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const put = await agent.put(x.item, { service_life_years: 10 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.service_life_years).toBe(10);
    const g = (await agent.get(x.url)).body.data.groups[0];
    expect(g).toMatchObject({ service_life_years: 10, recommendation: 'replace', recommendation_reason: 'payback_within_service_life' });
    expect(g.amortised_kg_per_year).toBeCloseTo(160.6, 6);
    // null clears it: the category's 5 years again.
    expect((await agent.put(x.item, { service_life_years: null })).status).toBe(200);
    expect((await agent.get(x.url)).body.data.groups[0]).toMatchObject({ service_life_years: 5, recommendation: 'retain' });
  });

  it("a clone keeps the items' service-life overrides: the decision figures of a cloned solution, group and project equal the source's (issue #48, point 1)", async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    expect((await agent.put(x.item, { service_life_years: 10 })).status).toBe(200);
    // What decides (figures, not ids or names): with the override, replace; without it (the category's 5 years), retain.
    const figures = (g: Record<string, unknown>) => {
      const { group_id: _id, name: _name, traces: _traces, ...rest } = g;
      return rest;
    };
    const before = (await agent.get(x.url)).body.data.groups[0];
    expect(before).toMatchObject({ service_life_years: 10, recommendation: 'replace' });

    // The group: its clone is a second comparative group with the same decision.
    const groupClone = await agent.get(api(`/projects/${x.project.id}/solution-groups/${x.proposal.id}/clone`));
    expect(groupClone.status, JSON.stringify(groupClone.body)).toBe(200);
    const withGroupClone = (await agent.get(x.url)).body.data.groups;
    expect(withGroupClone).toHaveLength(2);
    expect(figures(withGroupClone.find((g: { group_id: number }) => g.group_id === groupClone.body.data.id))).toEqual(figures(before));

    // The solution: cloned into its own group, the item keeps its 10 years.
    const solutions = (await agent.get(api(`/projects/${x.project.id}/solution-groups`))).body.data.comparative.find((g: { id: number }) => g.id === x.proposal.id).solutions;
    const solutionClone = await agent.get(api(`/projects/${x.project.id}/solution-groups/${x.proposal.id}/solution/${solutions[0].id}/clone`));
    expect(solutionClone.status, JSON.stringify(solutionClone.body)).toBe(200);
    expect(solutionClone.body.data.items.map((i: { service_life_years: number | null }) => i.service_life_years)).toEqual([10]);

    // The project: every group's decision equal, in order.
    const source = (await agent.get(x.url)).body.data.groups;
    const clone = await agent.post(api(`/projects/${x.project.id}/clone`), { client_id: x.project.client_id });
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    const copy = (await agent.get(api(`/projects/${clone.body.data.id}/decision`))).body.data.groups;
    expect(copy.map(figures)).toEqual(source.map(figures));
    expect(copy.map((g: { service_life_years: number }) => g.service_life_years)).toEqual([10, 10]);
  });

  it.each([0, 51, 'abc'])('refuses an item service life of %s with 422', async (years) => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const r = await agent.put(x.item, { service_life_years: years });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(JSON.stringify(r.body)).toContain('The service life must be a number of years from 1 to 50.');
  });

  it('the category admin edits the default; a seller may not', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const denied = await agent.gql('mutation { categoryServiceLifeUpdate(input: { categoryId: "server", serviceLifeYears: 9 }) { id } }');
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await buildUser(t.orm, { roles: ['super_admin', 'partner_admin'] });
    const adminAgent = new Agent(t.baseUrl);
    await adminAgent.login(admin.email);
    const set = (to: number) => adminAgent.gql('mutation S($y: Float!) { categoryServiceLifeUpdate(input: { categoryId: "server", serviceLifeYears: $y }) { id serviceLifeYears } }', { y: to });
    const bad = await set(0);
    expect(bad.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    try {
      expect((await set(9)).data.categoryServiceLifeUpdate).toEqual({ id: 'server', serviceLifeYears: 9 });
      expect((await agent.get(x.url)).body.data.groups[0]).toMatchObject({ service_life_years: 9, recommendation: 'replace' });
    } finally {
      await set(5);
    }
  });
});

describe('#decision product PCF from the seller', () => {
  it('without the seller PCF a new server counts the category default (M5 priority); GraphQL productCreate takes lca too', async () => {
    const { agent } = await signedInAgent(t);
    const project = await newProject(agent);
    const baseline = await newGroup(agent, project.id, { name: 'Today', state: 'baseline' });
    const proposal = await newGroup(agent, project.id, { name: 'Proposal', state: 'comparative' });
    await solutionWith(agent, project.id, baseline.id, 150, (await product(agent, 400, null)).id);
    const s = await solutionWith(agent, project.id, proposal.id, 150, (await product(agent, 250, null)).id);
    const url = api(`/projects/${project.id}/decision`);
    // The curated server default (Boavizta medians): 1,190.16 + 32.69 kg.
    expect((await agent.get(url)).body.data.groups[0].embodied_kg).toBeCloseTo(1190.16 + 32.69, 6);

    const created = await agent.gql(
      `mutation P($input: ProductCreateInput!) { productCreate(input: $input) { product { id } } }`,
      { input: { modelName: 'PCF server', category: { id: 'server', modes: [{ name: 'On', powerConsumptionWatts: 250, hours: 8760 }] }, lca: { manufacturingKg: 1500, transportationKg: 106, eolKg: 12 } } },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    await addItem(agent, project.id, s.id, { product_id: Number(created.data.productCreate.product.id), amount: 1 });
    // Plus manufacturing + transportation of the seller's PCF (not its end of life): 1,500 + 106.
    expect((await agent.get(url)).body.data.groups[0].embodied_kg).toBeCloseTo(1190.16 + 32.69 + 1606, 6);
  });

  it.each([-1, 'x', 2_000_000])('refuses a PCF stage of %s with 422', async (kg) => {
    const { agent } = await signedInAgent(t);
    const r = await agent.post(api('/product/create'), { model_name: 'Bad PCF', category: { id: 'server' }, lca: { manufacturing_kg: kg } });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(JSON.stringify(r.body)).toContain('A product footprint stage must be a number of kg CO2e from 0 to 1000000.');
  });
});

describe('#decision product PCF on edit', () => {
  it('PUT product/{id} sets the stages; a missing lca or stage keeps what is stored, null clears it, and the decision follows', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const productId = x.productId;
    const put = (body: object) => agent.put(api(`/product/${productId}`), body);

    let r = await put({ lca: { manufacturing_kg: 2000, transportation_kg: 100 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ id: productId, data_method: 'product', lca: { manufacturing_kg: 2000, transportation_kg: 100, eol_kg: 0 } });
    expect((await agent.get(x.url)).body.data.groups[0].embodied_kg).toBeCloseTo(2100, 6);

    // No lca: the stages stay; the other fields change.
    r = await put({ model_name: 'Renamed server' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ model_name: 'Renamed server', lca: { manufacturing_kg: 2000, transportation_kg: 100, eol_kg: 0 } });

    // One stage only: the others stay; null clears a stage.
    r = await put({ lca: { eol_kg: 12, transportation_kg: null } });
    expect(r.body.data.lca).toEqual({ manufacturing_kg: 2000, transportation_kg: null, eol_kg: 12 });
    expect((await agent.get(x.url)).body.data.groups[0].embodied_kg).toBeCloseTo(2000, 6);

    // Every stage cleared: M5 falls back to the category default (no weight given).
    r = await put({ lca: { manufacturing_kg: null, eol_kg: null } });
    expect(r.body.data).toMatchObject({ data_method: 'category_default', lca: { manufacturing_kg: null, transportation_kg: null, eol_kg: null } });
    expect((await agent.get(x.url)).body.data.groups[0].embodied_kg).toBeCloseTo(1190.16 + 32.69, 6);
  });

  it('GraphQL productUpdate takes lca as create does; without lca the stored stages stay', async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 400);
    const productId = String(x.productId);
    const update = (input: object) =>
      agent.gql(`mutation U($id: ID!, $input: ProductUpdateInput!) { productUpdate(id: $id, input: $input) { id modelName dataMethod lcaManufacturingKg lcaTransportationKg lcaEolKg } }`, { id: productId, input });

    let r = await update({ lca: { manufacturingKg: 500, transportationKg: 25, eolKg: 5 } });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.productUpdate).toEqual({ id: productId, modelName: expect.any(String), dataMethod: 'product', lcaManufacturingKg: 500, lcaTransportationKg: 25, lcaEolKg: 5 });
    expect((await agent.get(x.url)).body.data.groups[0]).toMatchObject({ embodied_kg: 525, recommendation: 'replace' });

    r = await update({ modelName: 'Edited', lca: null });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data.productUpdate).toMatchObject({ modelName: 'Edited', lcaManufacturingKg: 500, lcaTransportationKg: 25, lcaEolKg: 5 });

    const bad = await update({ lca: { manufacturingKg: -3 } });
    expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION');
  });

  it.each([-1, 'x', 2_000_000])('refuses a PCF stage of %s on edit with 422', async (kg) => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const productId = x.productId;
    const r = await agent.put(api(`/product/${productId}`), { lca: { transportation_kg: kg } });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(JSON.stringify(r.body)).toContain('A product footprint stage must be a number of kg CO2e from 0 to 1000000.');
  });

  it("another partner's product and a catalogue product are not found (404 REST, NOT_FOUND GraphQL)", async () => {
    const { agent } = await signedInAgent(t);
    const x = await example(agent, 150);
    const productId = x.productId;
    const { agent: other } = await signedInAgent(t);
    const r = await other.put(api(`/product/${productId}`), { lca: { manufacturing_kg: 1 } });
    expect(r.status, JSON.stringify(r.body)).toBe(404);
    const g = await other.gql(`mutation { productUpdate(id: "${productId}", input: { modelName: "Mine" }) { id } }`);
    expect(g.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const catalogue = await t.orm.em.fork().getConnection().execute<{ id: number }[]>('select id from products where partner_id is null limit 1');
    expect((await agent.put(api(`/product/${catalogue[0].id}`), { model_name: 'Mine' })).status).toBe(404);
  });
});
