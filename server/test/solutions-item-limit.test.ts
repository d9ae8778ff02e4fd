/**
 * The 250-item rule on the server (spec/project-areas.md §5 "Item lists are disabled when a group has
 * more than 250 items"): up to 250 items a group's item lists are editable; above that every item
 * write — add, edit, hours, delete, import, request, product create into the solution — answers 422
 * on `items` with the catalogue's message, over REST and GraphQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ITEMS_LIMIT } from '../../shared/validation/solutions';
import { Product } from '../src/features/catalogue/product.entity';
import { Solution, SolutionItem } from '../src/features/solutions/solution.entity';
import { signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newGroup, newProduct, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const LOCKED = `A solution group holds at most ${GROUP_ITEMS_LIMIT} items; its item lists are read-only above that.`;

/** Puts `count` items of `productId` into a solution, straight into the database (the set-up only). */
async function fill(solutionId: number, productId: number, count: number) {
  const em = t.orm.em.fork();
  const solution = em.getReference(Solution, solutionId);
  for (let i = 0; i < count; i++) em.create(SolutionItem, { solution, product: productId, amount: 1, sortOrder: 100 + i });
  await em.flush();
}

describe('#solution-items limit', () => {
  it('keeps item lists editable up to 250 items and refuses every item write above it', async () => {
    const { agent } = await signedInAgent(t);
    const { project, group, solution } = await datacentreProject(agent);
    const other = await newSolution(agent, project.id, group.id);
    const product = await newProduct(agent);
    // 249 + 1 in one solution: exactly 250 in the group, still editable; the 251st may be added.
    await fill(solution.id, product.id, GROUP_ITEMS_LIMIT - 1);
    const item = await addItem(agent, project.id, other.id, { product_id: product.id, amount: 1 });
    expect((await agent.put(api(`/projects/${project.id}/solution/${other.id}/solution-item/${item.id}`), { amount: 3 })).status).toBe(200);
    await addItem(agent, project.id, other.id, { product_id: product.id, amount: 1 });

    // 251 items in the group: read-only, in either solution of it.
    const refused = [
      await agent.post(api(`/projects/${project.id}/solution/${solution.id}/solution-item`), { product_id: product.id, amount: 1 }),
      await agent.put(api(`/projects/${project.id}/solution/${other.id}/solution-item/${item.id}`), { amount: 4 }),
      await agent.put(api(`/projects/${project.id}/solution/${other.id}/solution-item/${item.id}/hours/none`), {}),
      await agent.delete(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${other.id}/solution-item/${item.id}`)),
      await agent.post(api(`/projects/${project.id}/solution/${other.id}/import-items`), { items: [{ product_id: product.id, model_name: 'x', amount: 1 }] }),
      await agent.post(api(`/projects/${project.id}/solution/${other.id}/request-items`), { items: [{ model_name: 'Unknown box', amount: 1 }] }),
      await agent.post('/api/v1/project-manager/product/create', { solution_id: other.id, model_name: 'Own box', category: { id: 'server' } }),
    ];
    for (const r of refused) {
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.errors).toEqual({ items: [LOCKED] });
    }
    expect(await t.orm.em.fork().count(Product, { modelName: 'Own box' }), 'the refused product create leaves no product').toBe(0);
    const count = await t.orm.em.fork().count(SolutionItem, { solution: { group: group.id } });
    expect(count).toBe(GROUP_ITEMS_LIMIT + 1);
    expect((await t.orm.em.fork().findOneOrFail(SolutionItem, item.id)).amount).toBe(3);

    const gql = await agent.gql(
      `mutation($p: ID!, $s: ID!, $i: SolutionItemAddInput!) { solutionItemAdd(projectId: $p, solutionId: $s, input: $i) { id } }`,
      { p: project.id, s: other.id, i: { productId: product.id, amount: 1 } },
    );
    expect(gql.errors![0].extensions).toMatchObject({ code: 'VALIDATION', key: 'solutions.tooManyItems', params: { max: GROUP_ITEMS_LIMIT }, fieldErrors: { items: [{ key: 'solutions.tooManyItems', message: LOCKED }] } });

    // Another group of the same project keeps its lists.
    const second = await newGroup(agent, project.id, { name: 'Proposal', state: 'comparative' });
    const fresh = await newSolution(agent, project.id, second.id);
    await addItem(agent, project.id, fresh.id, { product_id: product.id, amount: 1 });
  });
});
