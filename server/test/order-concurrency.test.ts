/**
 * Orders stay unique under concurrency (issue #18: parallel item imports into one solution gave 3,750
 * duplicate orders in 14,250): parallel imports, item adds, solution creates and group creates on the
 * same list, then every order in the list is distinct. The parent row is locked while the next order
 * is read (solutions/order-lock.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, startTestApp, type Agent, type TestApp } from './helpers';
import { api, datacentreProject, newProduct } from './solutions-fixtures';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await startTestApp();
  agent = (await signedInAgent(t)).agent;
});
afterAll(async () => t.close());

const distinct = (orders: number[]) => new Set(orders).size;

describe('#orders.concurrency', () => {
  it('keeps item orders unique when imports and adds into one solution run in parallel', async () => {
    const { project, solution } = await datacentreProject(agent);
    const product = await newProduct(agent, { category: 'server' });
    const url = api(`/projects/${project.id}/solution/${solution.id}`);
    const rows = Array.from({ length: 5 }, () => ({ product_id: product.id, amount: 1 }));
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => agent.post(`${url}/import-items`, { items: rows })),
      ...Array.from({ length: 6 }, () => agent.post(`${url}/solution-item`, { product_id: product.id, amount: 2 })),
    ]);
    expect(replies.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    const items = await t.orm.em.fork().getConnection().execute<{ sort_order: number }[]>('select sort_order from solution_items where solution_id = ?', [solution.id]);
    expect(items).toHaveLength(8 * 5 + 6);
    expect(distinct(items.map((i) => i.sort_order))).toBe(items.length);
  });

  it('keeps solution and group orders unique when created in parallel', async () => {
    const { project, group } = await datacentreProject(agent);
    const G = api(`/projects/${project.id}/solution-groups`);
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => agent.post(`${G}/${group.id}/solution?description=0`, { solution_type_id: 'datacenter', name: `Room ${i}` })),
      ...Array.from({ length: 8 }, (_, i) => agent.post(G, { name: `Proposal ${i}` })),
    ]);
    expect(replies.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    const em = t.orm.em.fork().getConnection();
    const solutions = await em.execute<{ sort_order: number }[]>('select sort_order from solutions where group_id = ?', [group.id]);
    const groups = await em.execute<{ sort_order: number }[]>('select sort_order from solution_groups where project_id = ?', [project.id]);
    expect(solutions).toHaveLength(9);
    expect(distinct(solutions.map((s) => s.sort_order))).toBe(9);
    expect(groups).toHaveLength(9);
    expect(distinct(groups.map((g) => g.sort_order))).toBe(9);
  });
});
