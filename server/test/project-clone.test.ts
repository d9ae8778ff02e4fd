/**
 * Clone copies a project's content, not only its fields (issue #16): groups with their state, primary
 * flag and headings, solutions with UPS and cooling, items, capacity links and shares, into the chosen
 * client, in one transaction; the copy's figures equal the source's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newGroup, newProduct, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('#projects.clone', () => {
  it('copies groups, solutions, items, UPS, cooling, capacities and shares into the chosen client with equal figures', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await datacentreProject(agent);
    const server = await newProduct(agent, { category: 'server', watts: 300 });
    const laptop = await newProduct(agent, { category: 'laptop', watts: 20, hours: 2000 });
    await addItem(agent, project.id, solution.id, { product_id: server.id, amount: 4 });
    expect((await agent.put(api(`/solution/${solution.id}/ups/ups_92_1`), {})).status).toBe(200);
    expect((await agent.put(api(`/solution/${solution.id}/cooling/cooling_2_98`), {})).status).toBe(200);
    expect((await agent.post(api(`/projects/${project.id}/solution/${solution.id}/capacities`), { capacity_id: 'server_cores', amount: 64 })).status).toBe(200);
    const share = await agent.post(api(`/projects/${project.id}/solution/${solution.id}/category-infrastructure-shares`), { e_papi_category_ids: ['server'], infrastructure_share_percent: 0.5 });
    expect(share.status, JSON.stringify(share.body)).toBeLessThan(300);
    const alt = await newGroup(agent, project.id, { name: 'Proposal' });
    expect((await agent.put(api(`/projects/${project.id}/solution-groups/${alt.id}/primary`), {})).status).toBe(200);
    const office = await newSolution(agent, project.id, alt.id, 'end_user');
    await addItem(agent, project.id, office.id, { product_id: laptop.id, amount: 100, refurbishment_impact_percentage: 25 });

    const other = await agent.post('/api/v1/clients', { name: 'Second client', country: 'DK' });
    const clone = await agent.post(api(`/projects/${project.id}/clone`), { client_id: other.body.data.id });
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    const copyId = clone.body.data.id as number;
    expect(copyId).not.toBe(project.id);
    expect(clone.body.data.client_id).toBe(other.body.data.id);

    const source = (await agent.get(api(`/projects/${project.id}/summary`))).body.data;
    const copy = (await agent.get(api(`/projects/${copyId}/summary`))).body.data;
    for (const key of ['total_kwh', 'ups_kwh', 'cooling_kwh', 'co2_emission_kg', 'operational_cost', 'item_count', 'dcie']) expect(copy[key], key).toEqual(source[key]);
    expect(copy.total_kwh).toBeGreaterThan(0);
    const strip = (g: Record<string, unknown>) => ({ name: g.name, state: g.state, primary: g.primary, total_kwh: g.total_kwh, co2_emission_kg: g.co2_emission_kg, lca_data: g.lca_data });
    expect(copy.groups.map(strip)).toEqual(source.groups.map(strip));

    const groups = (await agent.get(api(`/projects/${copyId}/solution-groups`))).body.data;
    expect(groups.baseline.name).toBe('Current');
    expect(groups.comparative.map((g: { name: string; primary: boolean }) => [g.name, g.primary])).toEqual([['Proposal', true]]);
    const copiedSolution = groups.baseline.solutions[0];
    expect(copiedSolution.id).not.toBe(solution.id);
    expect(copiedSolution).toMatchObject({ ups: { id: 'ups_92_1', efficiency: 92.1 }, cooling: { id: 'cooling_2_98', cop: 2.98 } });
    const caps = (await agent.get(api(`/projects/${copyId}/solution/${copiedSolution.id}/capacities`))).body.data;
    expect(caps.map((c: { capacity_id: string; amount: number }) => [c.capacity_id, c.amount])).toEqual([['server_cores', 64]]);
    const shares = (await agent.get(api(`/projects/${copyId}/solution/${copiedSolution.id}/category-infrastructure-shares`))).body.data;
    expect(shares.map((s: { e_papi_category_ids: string[]; infrastructure_share_percent: number }) => [s.e_papi_category_ids, s.infrastructure_share_percent])).toEqual([[['server'], 0.5]]);

    // The source is untouched.
    const after = (await agent.get(api(`/projects/${project.id}/solution-groups`))).body.data;
    expect(after.baseline.id).toBe(group.id);
  });

  it('leaves nothing behind when the clone fails (an unknown client)', async () => {
    const { agent } = await signedInAgent(t);
    const { project } = await datacentreProject(agent);
    const before = (await agent.get(api('/projects'))).body.data;
    const r = await agent.post(api(`/projects/${project.id}/clone`), { client_id: 999999 });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect((await agent.get(api('/projects'))).body.data).toEqual(before);
  });
});
