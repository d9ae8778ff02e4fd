/**
 * Capacities and category infrastructure shares (spec/project-areas.md §3, §4, §5, §6, §7; M2, M4, M9):
 * add, edit, soft delete, restore; the shared-request paths; share fractions, membership and warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, startTestApp, type Agent, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newProduct } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

async function setup(agent: Agent) {
  const x = await datacentreProject(agent);
  const base = `/projects/${x.project.id}/solution/${x.solution.id}`;
  return { ...x, caps: api(`${base}/capacities`), shares: api(`${base}/category-infrastructure-shares`) };
}

describe('#capacities', () => {
  it('adds, edits, soft-deletes one or all, and restores capacity links', async () => {
    const { agent } = await signedInAgent(t);
    const { caps } = await setup(agent);
    const vms = (await agent.post(caps, { capacity_id: 'server_vms', amount: 40 })).body.data;
    expect(vms).toMatchObject({ capacity_id: 'server_vms', amount: 40, deleted_at: null, capacity: { id: 'server_vms', unit: 'VM', e_papi_category_id: 'server' } });
    // POST with id edits; POST for a capacity already linked sets its amount (no duplicate).
    expect((await agent.post(caps, { id: vms.id, amount: 48 })).body.data).toMatchObject({ id: vms.id, amount: 48 });
    expect((await agent.post(caps, { capacity_id: 'server_vms', amount: 50 })).body.data).toMatchObject({ id: vms.id, amount: 50 });
    const tb = (await agent.post(caps, { capacity_id: 'storage_usable_tb', amount: 200 })).body.data;
    const list = async () => (await agent.get(caps)).body.data.map((c: any) => [c.capacity_id, c.amount]);
    expect(await list()).toEqual([['server_vms', 50], ['storage_usable_tb', 200]]);

    const bad = await agent.post(caps, { capacity_id: 'warp_drives', amount: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount']);
    expect((await agent.post(caps, { capacity_id: 'warp_drives', amount: 1 })).body.errors.capacity_id).toEqual(['The selected capacity is invalid.']);
    expect((await agent.post(caps, { amount: 1 })).body.errors.capacity_id).toEqual(['The capacity id field is required.']);
    expect((await agent.post(caps, { id: 999999, amount: 1 })).status).toBe(404);

    // One by its link id, one by its capacity id; then everything; then restore.
    expect((await agent.delete(`${caps}/${vms.id}`)).status).toBe(200);
    expect(await list()).toEqual([['storage_usable_tb', 200]]);
    expect((await agent.delete(`${caps}/${vms.id}`)).status).toBe(404);
    expect((await agent.delete(`${caps}/storage_usable_tb`)).status).toBe(200);
    expect(await list()).toEqual([]);
    const restored = await agent.get(`${caps}/restore`);
    expect(restored.body.data.map((c: any) => c.id).sort()).toEqual([vms.id, tb.id].sort());
    const all = await agent.delete(caps);
    expect(all.body.data).toEqual({ message: 'deleted', count: 2 });
    // A capacity linked again meanwhile stays; its soft-deleted twin is not restored beside it.
    const again = (await agent.post(caps, { capacity_id: 'server_vms', amount: 7 })).body.data;
    expect(again.id).not.toBe(vms.id);
    expect((await agent.get(`${caps}/restore`)).body.data.map((c: any) => [c.id, c.amount])).toEqual([[tb.id, 200], [again.id, 7]]);
  });

  it('rates a category on its capacity (M4): watt per unit in the summary', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution, caps } = await setup(agent);
    const p = await newProduct(agent, { watts: 480, hours: 8760 });
    await addItem(agent, project.id, solution.id, { product_id: p.id, amount: 1 });
    await agent.post(caps, { capacity_id: 'server_vms', amount: 24 });
    const s = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
    // 480 W average / 24 VMs = 20 W per VM.
    expect(s.energywheel[0]).toMatchObject({ category: 'server', capacity_id: 'server_vms' });
    expect(s.energywheel[0].watt_pr_unit).toBeCloseTo(20, 9);
    await agent.delete(caps);
    const unrated = (await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`))).body.data;
    expect(unrated.energywheel[0]).toMatchObject({ watt_pr_unit: null, rating: null });
  });

  it('serves the shared-request paths: an unknown request share is 404, and a single delete is 403', async () => {
    const { agent } = await signedInAgent(t);
    const { solution } = await setup(agent);
    const base = `/api/v1/project-manager/requests/12345/solution/${solution.id}/capacities`;
    expect((await agent.get(base)).status).toBe(404);
    expect((await agent.post(base, { capacity_id: 'server_vms', amount: 1 })).status).toBe(404);
    expect((await agent.delete(base)).status).toBe(404);
    expect((await agent.get(`${base}/restore`)).status).toBe(404);
    const single = await agent.delete(`${base}/1`);
    expect(single.status).toBe(403);
    expect(single.body.errors.forbidden).toEqual(['You do not have permission to perform this action.']);
  });

  it('offers the capacity operations through GraphQL', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await setup(agent);
    const v = { p: project.id, s: solution.id };
    const add = await agent.gql('mutation($p: ID!, $s: ID!) { capacityAdd(projectId: $p, solutionId: $s, input: {capacityId: "server_cores", amount: 96}) { id amount capacityId capacity { name unit } } }', v);
    expect(add.data.capacityAdd).toMatchObject({ amount: 96, capacityId: 'server_cores', capacity: { name: 'CPU cores', unit: 'core' } });
    const id = add.data.capacityAdd.id;
    const upd = await agent.gql('mutation($p: ID!, $s: ID!, $id: ID!) { capacityUpdate(projectId: $p, solutionId: $s, id: $id, input: {amount: 64}) { amount } }', { ...v, id });
    expect(upd.data.capacityUpdate.amount).toBe(64);
    expect((await agent.gql('mutation($p: ID!, $s: ID!, $id: ID!) { capacityDelete(projectId: $p, solutionId: $s, id: $id) }', { ...v, id })).data.capacityDelete).toBe(true);
    expect((await agent.gql('query($p: ID!, $s: ID!) { solutionCapacities(projectId: $p, solutionId: $s) { id } }', v)).data.solutionCapacities).toEqual([]);
    expect((await agent.gql('mutation($p: ID!, $s: ID!) { capacitiesRestore(projectId: $p, solutionId: $s) { id } }', v)).data.capacitiesRestore).toEqual([{ id }]);
    expect((await agent.gql('mutation($p: ID!, $s: ID!) { capacitiesDelete(projectId: $p, solutionId: $s) }', v)).data.capacitiesDelete).toBe(1);
    const neg = await agent.gql('mutation($p: ID!, $s: ID!) { capacityAdd(projectId: $p, solutionId: $s, input: {capacityId: "server_cores", amount: -5}) { id } }', v);
    expect(neg.errors![0].extensions).toMatchObject({ code: 'VALIDATION', field: 'amount' });
  });
});

describe('#category-infrastructure-shares', () => {
  it('takes the share as a fraction 0 < f ≤ 1 and keeps the old value when a PUT has none', async () => {
    const { agent } = await signedInAgent(t);
    const { shares } = await setup(agent);
    const created = await agent.post(shares, { e_papi_category_ids: ['server', 'server'], infrastructure_share_percent: 0.4 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ e_papi_category_ids: ['server'], infrastructure_share_percent: 0.4, categories: [{ id: 'server', name: 'Server (rack or tower)' }] });
    const id = created.body.data.id;
    const percent = await agent.put(`${shares}/${id}`, { infrastructure_share_percent: 40 });
    expect(percent.status).toBe(422);
    expect(percent.body.errors.infrastructure_share_percent).toEqual(['The infrastructure share must be a fraction above 0 and at most 1 (40 % is sent as 0.4).']);
    expect((await agent.put(`${shares}/${id}`, { infrastructure_share_percent: 0 })).status).toBe(422);
    // The spec's wrapper {share: {…}} works too; no value keeps 0.4.
    const kept = await agent.put(`${shares}/${id}`, { share: { e_papi_category_ids: ['server', 'storage'] } });
    expect(kept.body.data).toMatchObject({ e_papi_category_ids: ['server', 'storage'], infrastructure_share_percent: 0.4 });
    expect((await agent.put(`${shares}/${id}`, { infrastructure_share_percent: '' })).body.data.infrastructure_share_percent).toBe(0.4);
    expect((await agent.put(`${shares}/${id}`, { infrastructure_share_percent: 1 })).body.data.infrastructure_share_percent).toBe(1);
    const unknown = await agent.put(`${shares}/${id}`, { e_papi_category_ids: ['server', 'flux_capacitor'] });
    expect(unknown.body.errors.e_papi_category_ids).toEqual(['The selected category flux_capacitor is invalid.']);
    expect((await agent.put(`${shares}/999999`, { infrastructure_share_percent: 0.5 })).status).toBe(404);
  });

  it('moves a category out of any other share it was in', async () => {
    const { agent } = await signedInAgent(t);
    const { shares } = await setup(agent);
    const a = (await agent.post(shares, { e_papi_category_ids: ['server', 'storage'], infrastructure_share_percent: 0.5 })).body.data;
    const b = (await agent.post(shares, { e_papi_category_ids: ['storage', 'network_switch'], infrastructure_share_percent: 0.3 })).body.data;
    const live = async () => (await agent.get(shares)).body.data.map((s: any) => [s.id, s.e_papi_category_ids]);
    expect(await live()).toEqual([[a.id, ['server']], [b.id, ['storage', 'network_switch']]]);
    await agent.put(`${shares}/${a.id}`, { e_papi_category_ids: ['server', 'network_switch'] });
    expect(await live()).toEqual([[a.id, ['server', 'network_switch']], [b.id, ['storage']]]);
    // Delete, then restore: a category taken meanwhile stays where it is now.
    expect((await agent.delete(`${shares}/${b.id}`)).status).toBe(200);
    await agent.put(`${shares}/${a.id}`, { e_papi_category_ids: ['server', 'network_switch', 'storage'] });
    await agent.put(`${shares}/${a.id}`, { e_papi_category_ids: ['server', 'network_switch'] });
    const c = (await agent.post(shares, { e_papi_category_ids: ['storage'], infrastructure_share_percent: 0.9 })).body.data;
    const restored = (await agent.get(`${shares}/restore`)).body.data.map((s: any) => [s.id, s.e_papi_category_ids]);
    expect(restored).toEqual([[a.id, ['server', 'network_switch']], [b.id, []], [c.id, ['storage']]]);
    expect((await agent.delete(shares)).body.data).toEqual({ message: 'deleted', count: 3 });
    expect(await live()).toEqual([]);
  });

  it('applies a share to UPS and cooling (M2) and raises both warnings for an invalid share (M9)', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution, shares } = await setup(agent);
    const p = await newProduct(agent, { watts: 1000, hours: 1000 }); // 1000 kWh
    await addItem(agent, project.id, solution.id, { product_id: p.id, amount: 1 });
    await agent.put(api(`/solution/${solution.id}/ups/custom`), { efficiency: 90 });
    const share = (await agent.post(shares, { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.5 })).body.data;
    const summary = async () => (await agent.get(api(`/projects/${project.id}/solution-groups/${group.id}/summary`))).body.data;
    // Covered 1000 × 0.5 = 500 kWh; UPS 500 × (100/90 − 1) = 55.56 kWh.
    const ok = await summary();
    expect(ok.ups_kwh).toBeCloseTo(500 * (100 / 90 - 1), 9);
    expect(ok.warnings).toEqual([]);
    expect(ok.category_infrastructure_share_invalid).toBe(false);
    // A share without categories is invalid: ignored in the energy, and both warnings are raised.
    await agent.put(`${shares}/${share.id}`, { e_papi_category_ids: [] });
    const bad = await summary();
    expect(bad.ups_kwh).toBeCloseTo(1000 * (100 / 90 - 1), 9);
    expect(bad.warnings).toEqual(['category_infrastructure_share', 'invalid_group_data']);
    expect(bad.category_infrastructure_share_invalid).toBe(true);
    expect(bad.solutions[0].warnings).toEqual(['category_infrastructure_share']);
    // So is a share created without a fraction.
    await agent.put(`${shares}/${share.id}`, { e_papi_category_ids: ['server'] });
    expect((await summary()).warnings).toEqual([]);
    await agent.post(shares, { e_papi_category_ids: ['storage'] });
    expect((await summary()).warnings).toEqual(['category_infrastructure_share', 'invalid_group_data']);
  });

  it('offers the share operations through GraphQL', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution } = await setup(agent);
    const v = { p: project.id, s: solution.id };
    const c = await agent.gql('mutation($p: ID!, $s: ID!) { categoryInfrastructureShareCreate(projectId: $p, solutionId: $s, input: {categoryIds: ["server"], infrastructureSharePercent: 0.25}) { id categoryIds infrastructureSharePercent categories { id name } } }', v);
    expect(c.data.categoryInfrastructureShareCreate).toMatchObject({ categoryIds: ['server'], infrastructureSharePercent: 0.25, categories: [{ id: 'server', name: 'Server (rack or tower)' }] });
    const id = c.data.categoryInfrastructureShareCreate.id;
    const u = await agent.gql('mutation($p: ID!, $s: ID!, $id: ID!) { categoryInfrastructureShareUpdate(projectId: $p, solutionId: $s, id: $id, input: {categoryIds: ["server", "storage"]}) { categoryIds infrastructureSharePercent } }', { ...v, id });
    expect(u.data.categoryInfrastructureShareUpdate).toEqual({ categoryIds: ['server', 'storage'], infrastructureSharePercent: 0.25 });
    const bad = await agent.gql('mutation($p: ID!, $s: ID!, $id: ID!) { categoryInfrastructureShareUpdate(projectId: $p, solutionId: $s, id: $id, input: {infrastructureSharePercent: 1.5}) { id } }', { ...v, id });
    expect(bad.errors![0].extensions).toMatchObject({ code: 'VALIDATION', field: 'infrastructureSharePercent' });
    expect((await agent.gql('mutation($p: ID!, $s: ID!, $id: ID!) { categoryInfrastructureShareDelete(projectId: $p, solutionId: $s, id: $id) }', { ...v, id })).data.categoryInfrastructureShareDelete).toBe(true);
    expect((await agent.gql('mutation($p: ID!, $s: ID!) { categoryInfrastructureSharesRestore(projectId: $p, solutionId: $s) { id } }', v)).data.categoryInfrastructureSharesRestore).toEqual([{ id }]);
    const sol = await agent.gql('query($p: ID!, $s: ID!) { solution(projectId: $p, id: $s) { shares { id } capacities { id } } }', v);
    expect(sol.data.solution).toEqual({ shares: [{ id }], capacities: [] });
    expect((await agent.gql('mutation($p: ID!, $s: ID!) { categoryInfrastructureSharesDelete(projectId: $p, solutionId: $s) }', v)).data.categoryInfrastructureSharesDelete).toBe(1);
  });
});
