/**
 * Scope 2 both ways and the energy split (issue #31 part B): REST and GraphQL, contractual energy
 * instruments, the residual-mix fallback, validation and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const DK_RESIDUAL = 582.75;

/** A project (country given) with one baseline group and one solution drawing 500 W all year, at `gram` g/kWh. */
async function setup(agent: Agent, country = 'DK', gram = 150, renewable = 0) {
  const project = await newProject(agent, { country });
  const group = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
  const solution = await newSolution(agent, project.id, group.id, 'datacenter');
  const put = await agent.put(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}`), { co2_factor_gram: gram, renewable_energy: renewable });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const product = await newProduct(agent, { watts: 500, hours: 8760 });
  await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 1 });
  const summary = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
  const totalKwh = summary.total_kwh as number;
  expect(totalKwh).toBeGreaterThan(0);
  return {
    project,
    group,
    solution,
    totalKwh,
    instruments: api(`/projects/${project.id}/solution/${solution.id}/energy-instruments`),
    scope2: api(`/projects/${project.id}/scope2`),
  };
}

describe('#scope2', () => {
  it('without instruments: location at the solution grid factor, market at the DK residual mix', async () => {
    const { agent } = await signedInAgent(t);
    const x = await setup(agent, 'DK', 150);
    const r = await agent.get(x.scope2);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    expect(d.location_based_kg).toBeCloseTo((x.totalKwh * 150) / 1000, 6);
    expect(d.market_based_kg).toBeCloseTo((x.totalKwh * DK_RESIDUAL) / 1000, 6);
    expect(d).toMatchObject({ energy_kwh: x.totalKwh, renewable_kwh: 0, non_renewable_kwh: x.totalKwh, residual_mix_factor_g: DK_RESIDUAL, residual_mix_fallback: false, country_code: 'DK' });
    expect(d.residual_mix_source).toMatch(/AIB/);
    expect(d.residual_mix_source).toMatch(/2023/);
    expect(d.groups).toHaveLength(1);
    expect(d.groups[0]).toMatchObject({ id: x.group.id, name: 'Current' });
    expect(d.groups[0].solutions[0]).toMatchObject({ id: x.solution.id, uncovered_factor: 'residual_mix', uncovered_factor_g: DK_RESIDUAL, instruments: [] });
  });

  it('with a GO and a supplier-specific instrument: covered kWh at their factors, the rest at the residual mix (REST and GraphQL)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await setup(agent, 'DK', 150, 30);
    const go = Math.round(x.totalKwh * 0.25);
    const supplier = Math.round(x.totalKwh * 0.5);
    const put = await agent.put(x.instruments, {
      instruments: [
        { type: 'guarantee_of_origin', kwh: go, note: 'GO 2025 wind' },
        { type: 'supplier_specific', kwh: supplier, factor_g: 200 },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.map((i: any) => [i.type, i.kwh, i.factor_g])).toEqual([['guarantee_of_origin', go, null], ['supplier_specific', supplier, 200]]);
    expect((await agent.get(x.instruments)).body.data).toHaveLength(2);

    const d = (await agent.get(x.scope2)).body.data;
    // The renewable share (30 %) is ignored once instruments are recorded.
    const expectedMarket = (supplier * 200) / 1000 + ((x.totalKwh - go - supplier) * DK_RESIDUAL) / 1000;
    expect(d.market_based_kg).toBeCloseTo(expectedMarket, 6);
    expect(d.location_based_kg).toBeCloseTo((x.totalKwh * 150) / 1000, 6);
    expect(d.renewable_kwh).toBe(go);
    expect(d.non_renewable_kwh).toBeCloseTo(x.totalKwh - go, 6);
    expect(d.groups[0].solutions[0].covered_kwh).toEqual({ guarantee_of_origin: go, ppa: 0, supplier_specific: supplier, renewable_share: 0 });

    const g = await agent.gql(
      `query S($id: ID!) { projectScope2(projectId: $id) { locationBasedKg marketBasedKg energyKwh renewableKwh nonRenewableKwh residualMixFactorG residualMixSource residualMixFallback residualMixPublication residualMixYear countryCode
         groups { id solutions { id marketBasedKg instruments { type kwh factorG } } } } }`,
      { id: String(x.project.id) },
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.projectScope2.marketBasedKg).toBeCloseTo(expectedMarket, 6);
    expect(g.data.projectScope2).toMatchObject({ residualMixFactorG: DK_RESIDUAL, renewableKwh: go, residualMixFallback: false });
    // The source's parts, for a client that words the note in its language (issue #47, Translations).
    expect(g.data.projectScope2).toMatchObject({ residualMixPublication: 'Association of Issuing Bodies (AIB), European Residual Mixes 2023, Version 1.0', residualMixYear: 2023, countryCode: 'DK' });
    expect(g.data.projectScope2.groups[0].solutions[0].instruments).toHaveLength(2);

    // GraphQL write: replace-all, then back to none.
    const set = await agent.gql(
      `mutation M($p: ID!, $s: ID!, $input: EnergyInstrumentsInput!) { solutionEnergyInstrumentsSet(projectId: $p, solutionId: $s, input: $input) { id type kwh factorG solutionId } }`,
      { p: String(x.project.id), s: String(x.solution.id), input: { instruments: [{ type: 'ppa', kwh: x.totalKwh }] } },
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.solutionEnergyInstrumentsSet).toEqual([expect.objectContaining({ type: 'ppa', kwh: x.totalKwh, factorG: null, solutionId: String(x.solution.id) })]);
    const all = (await agent.get(x.scope2)).body.data;
    expect(all.market_based_kg).toBeCloseTo(0, 9);
    expect(all.renewable_kwh).toBe(x.totalKwh);
  });

  it('copies the instruments with the solution, its group and its project (clones keep the market-based figure)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await setup(agent, 'DK', 150);
    const instruments = [
      { type: 'guarantee_of_origin', kwh: Math.round(x.totalKwh * 0.25), factor_g: null, note: 'GO 2025 wind' },
      { type: 'supplier_specific', kwh: Math.round(x.totalKwh * 0.5), factor_g: 200, note: null },
    ];
    expect((await agent.put(x.instruments, { instruments })).status).toBe(200);
    const listed = async (projectId: number, solutionId: number) =>
      ((await agent.get(api(`/projects/${projectId}/solution/${solutionId}/energy-instruments`))).body.data as any[]).map((i) => ({ type: i.type, kwh: i.kwh, factor_g: i.factor_g, note: i.note }));
    const market = async (projectId: number) => (await agent.get(api(`/projects/${projectId}/scope2`))).body.data.market_based_kg as number;
    const before = await market(x.project.id);

    // The solution's clone.
    const solutionCopy = await agent.get(api(`/projects/${x.project.id}/solution-groups/${x.group.id}/solution/${x.solution.id}/clone`));
    expect(solutionCopy.status, JSON.stringify(solutionCopy.body)).toBe(200);
    expect(await listed(x.project.id, solutionCopy.body.data.id)).toEqual(instruments);
    // The group's clone: its solutions keep theirs.
    const groupCopy = await agent.get(api(`/projects/${x.project.id}/solution-groups/${x.group.id}/clone`));
    expect(groupCopy.status, JSON.stringify(groupCopy.body)).toBe(200);
    for (const s of groupCopy.body.data.solutions as Array<{ id: number }>) expect(await listed(x.project.id, s.id)).toEqual(instruments);
    // The project's clone: the same market-based scope 2 as the source had.
    const client = await agent.post('/api/v1/clients', { name: 'Clone client', country: 'DK' });
    const projectCopy = await agent.post(api(`/projects/${x.project.id}/clone`), { client_id: client.body.data.id });
    expect(projectCopy.status, JSON.stringify(projectCopy.body)).toBe(201);
    const copyId = projectCopy.body.data.id as number;
    const copied = (await agent.get(api(`/projects/${copyId}/scope2`))).body.data;
    const firstSolution = copied.groups[0].solutions[0].id as number;
    expect(await listed(copyId, firstSolution)).toEqual(instruments);
    // The source project now holds three solutions with instruments; its clone holds them too.
    expect(await market(copyId)).toBeCloseTo(await market(x.project.id), 6);
    expect(await market(x.project.id)).toBeGreaterThan(before);
    // The source keeps its own.
    expect(await listed(x.project.id, x.solution.id)).toEqual(instruments);
  });

  it('the M3 renewable share of a solution without instruments counts as GO-covered at 0 g', async () => {
    const { agent } = await signedInAgent(t);
    const x = await setup(agent, 'DK', 150, 40);
    const d = (await agent.get(x.scope2)).body.data;
    expect(d.location_based_kg).toBeCloseTo((x.totalKwh * 150) / 1000, 6);
    expect(d.market_based_kg).toBeCloseTo((x.totalKwh * 0.6 * DK_RESIDUAL) / 1000, 6);
    expect(d.renewable_kwh).toBeCloseTo(x.totalKwh * 0.4, 6);
  });

  it('falls back to the grid factor where the country has no residual mix (Austria: N/A; the US: none curated), and says so', async () => {
    const { agent } = await signedInAgent(t);
    for (const country of ['AT', 'US']) {
      const x = await setup(agent, country, 120);
      const d = (await agent.get(x.scope2)).body.data;
      expect(d.residual_mix_factor_g).toBeNull();
      expect(d.residual_mix_fallback).toBe(true);
      expect(d.residual_mix_source).toMatch(/grid-average/);
      expect(d.market_based_kg).toBeCloseTo((x.totalKwh * 120) / 1000, 6);
      expect(d.groups[0].solutions[0].uncovered_factor).toBe('grid_average');
    }
  });

  it('leaves inactive groups out of the totals, like the other project totals', async () => {
    const { agent } = await signedInAgent(t);
    const x = await setup(agent, 'DK', 150);
    const off = await newGroup(agent, x.project.id, { name: 'Off', state: 'inactive' });
    const s = await newSolution(agent, x.project.id, off.id, 'datacenter');
    const p = await newProduct(agent, { watts: 1000, hours: 8760 });
    await addItem(agent, x.project.id, s.id, { product_id: p.id, amount: 1 });
    const d = (await agent.get(x.scope2)).body.data;
    expect(d.groups.map((g: any) => g.id)).toEqual([x.group.id]);
    expect(d.energy_kwh).toBe(x.totalKwh);
  });

  it('refuses instruments covering more than the solution consumes, a missing supplier factor and negative values (422)', async () => {
    const { agent } = await signedInAgent(t);
    const x = await setup(agent);
    const over = await agent.put(x.instruments, { instruments: [{ type: 'guarantee_of_origin', kwh: x.totalKwh }, { type: 'ppa', kwh: 1000 }] });
    expect(over.status).toBe(422);
    expect(over.body.errors.instruments[0]).toMatch(/more than the solution consumes/);
    const noFactor = await agent.put(x.instruments, { instruments: [{ type: 'supplier_specific', kwh: 10 }] });
    expect(noFactor.status).toBe(422);
    expect(noFactor.body.errors['instruments[0].factor_g']).toEqual(['A supplier-specific instrument needs an emission factor (g CO2 per kWh).']);
    const negative = await agent.put(x.instruments, { instruments: [{ type: 'ppa', kwh: -5 }, { type: 'supplier_specific', kwh: 1, factor_g: 2001 }] });
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors).sort()).toEqual(['instruments[0].kwh', 'instruments[1].factor_g']);
    const text = await agent.put(x.instruments, { instruments: [{ type: 'wind', kwh: 'lots' }] });
    expect(text.status).toBe(422);
    expect((await agent.put(x.instruments, { instruments: 'none' })).status).toBe(422);
    const gql = await agent.gql(
      `mutation M($p: ID!, $s: ID!, $input: EnergyInstrumentsInput!) { solutionEnergyInstrumentsSet(projectId: $p, solutionId: $s, input: $input) { id } }`,
      { p: String(x.project.id), s: String(x.solution.id), input: { instruments: [{ type: 'ppa', kwh: x.totalKwh * 2 }] } },
    );
    expect(gql.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    // Nothing was written.
    expect((await agent.get(x.instruments)).body.data).toEqual([]);
  });

  it('is 404 for another partner, 403 without edit permission, 401 for anonymous callers', async () => {
    const { agent, partner } = await signedInAgent(t);
    const x = await setup(agent);
    const { agent: other } = await signedInAgent(t);
    expect((await other.get(x.scope2)).status).toBe(404);
    expect((await other.get(x.instruments)).status).toBe(404);
    expect((await other.put(x.instruments, { instruments: [] })).status).toBe(404);
    const g = await other.gql(`query S($id: ID!) { projectScope2(projectId: $id) { marketBasedKg } }`, { id: String(x.project.id) });
    expect(g.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const viewer = await buildUser(t.orm, { partner, roles: ['partner_user'], permissions: [] });
    const v = new Agent(t.baseUrl);
    await v.login(viewer.email);
    expect((await v.put(x.instruments, { instruments: [] })).status).toBe(403);

    const anon = new Agent(t.baseUrl);
    expect((await anon.get(x.scope2)).status).toBe(401);
    expect((await anon.get(x.instruments)).status).toBe(401);
    const a = await anon.gql(`query S($id: ID!) { projectScope2(projectId: $id) { marketBasedKg } }`, { id: String(x.project.id) });
    expect(a.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
