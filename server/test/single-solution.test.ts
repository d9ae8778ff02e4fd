/**
 * Single-solution projects (spec/platform-and-shell.md §1–2; issue #34): a namespace of its own whose
 * projects model one solution in one baseline group; a second group or solution (created, cloned, or
 * the group turned comparative) is refused with a clear 422, and the baseline report is available.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, newProduct } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('#single-solution', () => {
  it('keeps one baseline group with one solution, refuses a second of either, and reports its baseline', async () => {
    const { agent } = await signedInAgent(t);
    const client = (await agent.post('/api/v1/clients', { name: 'Single A/S', country: 'DK' })).body.data;
    const created = await agent.post('/api/v1/single-solution/projects/create', { name: 'One server room', client_id: client.id, country: 'DK' });
    expect(created.status).toBe(201);
    expect(created.body.data.namespace).toBe('single-solution');
    const id = created.body.data.id as number;
    // Listed in its own app only.
    const ids = (path: string) => agent.get(path).then((r) => (r.body.data as Array<{ projects: { data: Array<{ id: number }> } }>).flatMap((c) => c.projects.data.map((p) => p.id)));
    expect(await ids('/api/v1/single-solution/projects')).toContain(id);
    expect(await ids('/api/v1/project-manager/projects')).not.toContain(id);

    // A comparative group first is refused: the one group is the baseline.
    const comparative = await agent.post(api(`/projects/${id}/solution-groups`), { name: 'Proposal', state: 'comparative' });
    expect(comparative.status).toBe(422);
    expect(comparative.body.errors.state[0]).toBe('A single-solution project has one group, its baseline.');
    const group = await agent.post(api(`/projects/${id}/solution-groups`), { name: 'Today', state: 'baseline' });
    expect(group.status).toBe(201);
    const gid = group.body.data.id as number;
    expect((await agent.post(api(`/projects/${id}/solution-groups`), { name: 'Second', state: 'baseline' })).status).toBe(422);
    expect((await agent.get(api(`/projects/${id}/solution-groups/${gid}/clone`))).status).toBe(422);
    const turned = await agent.put(api(`/projects/${id}/solution-groups/${gid}`), { state: 'comparative' });
    expect(turned.status).toBe(422);
    expect(turned.body.errors.state[0]).toBe('A single-solution project has one group, its baseline.');
    // A rename is fine.
    expect((await agent.put(api(`/projects/${id}/solution-groups/${gid}`), { name: 'Server room today' })).status).toBeLessThan(300);

    const solution = await agent.post(api(`/projects/${id}/solution-groups/${gid}/solution?description=0`), { solution_type_id: 'datacenter', name: 'Server room' });
    expect(solution.status).toBe(201);
    const sid = solution.body.data.id as number;
    const second = await agent.post(api(`/projects/${id}/solution-groups/${gid}/solution?description=0`), { solution_type_id: 'datacenter' });
    expect(second.status).toBe(422);
    expect(second.body.errors.solution[0]).toBe('A single-solution project has one solution.');
    expect((await agent.get(api(`/projects/${id}/solution-groups/${gid}/solution/${sid}/clone`))).status).toBe(422);

    // Its report is the baseline report of that solution.
    const product = await newProduct(agent, { watts: 400 });
    await addItem(agent, id, sid, { product_id: product.id, amount: 2 });
    const available = await agent.get(api(`/projects/${id}/report/available`));
    expect(available.status).toBe(200);
    // The baseline (single-solution) report is available; a comparative one is not (there is no second group).
    expect(available.body.data).toMatchObject({ single_available: true, comparative_available: false });
    const report = await agent.get(api(`/projects/${id}/report?type=baseline_report`));
    expect(report.status).toBe(200);

    // Another partner sees none of it.
    const other = (await signedInAgent(t)).agent;
    expect((await other.get(`/api/v1/single-solution/projects/${id}/project-with-all-details`)).status).toBe(404);
    expect((await other.post(api(`/projects/${id}/solution-groups`), { name: 'x', state: 'baseline' })).status).toBe(404);
  });

  it('leaves the other apps as they were: a project-manager project takes many groups and solutions', async () => {
    const { agent } = await signedInAgent(t);
    const client = (await agent.post('/api/v1/clients', { name: 'Many A/S', country: 'DK' })).body.data;
    const id = (await agent.post('/api/v1/project-manager/projects/create', { name: 'Many', client_id: client.id, country: 'DK' })).body.data.id;
    const g = (await agent.post(api(`/projects/${id}/solution-groups`), { name: 'Today', state: 'baseline' })).body.data.id;
    expect((await agent.post(api(`/projects/${id}/solution-groups`), { name: 'Proposal', state: 'comparative' })).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await agent.post(api(`/projects/${id}/solution-groups/${g}/solution?description=0`), { solution_type_id: 'datacenter' })).status).toBe(201);
  });
});
