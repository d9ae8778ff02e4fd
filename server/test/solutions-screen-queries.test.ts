/**
 * No N+1 on the solutions screen: the screen's own GraphQL documents (the client's, printed as they are
 * sent) run the same number of SQL statements for a project of one group with one solution as for one
 * of four groups with five solutions each and many items. Field resolvers batch their loads through
 * per-request loaders (server/src/features/solutions/loaders.ts).
 */
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SolutionAllItemsDocument } from '../../client/src/features/solutions/export/export.queries';
import { SolutionGroupsDocument } from '../../client/src/features/solutions/groups/group.queries';
import { SolutionItemsDocument } from '../../client/src/features/solutions/items/item.queries';
import { SolutionDetailsDocument } from '../../client/src/features/solutions/solution.queries';
import { SolutionCapacitiesDocument } from '../../client/src/gql/graphql';
import { CategorySharesDocument } from '../../client/src/features/solutions/infrastructure-shares/infrastructure-share.queries';
import { Product } from '../src/features/catalogue/product.entity';
import { Partner } from '../src/features/partners/partner.entity';
import { Category } from '../src/features/reference/reference.entity';
import { CategoryInfrastructureShare, Solution, SolutionCapacity, SolutionItem } from '../src/features/solutions/solution.entity';
import { clearFiguresCache } from '../src/features/solutions/summaries/project-figures';
import { signedInAgent, type Agent, type TestApp } from './helpers';
import { datacentreProject, newGroup, newSolution, startCountingApp, type QueryCounter } from './solutions-fixtures';

let t: TestApp & { counter: QueryCounter };
beforeAll(async () => {
  t = await startCountingApp();
});
afterAll(async () => t.close());

/** `perSolution` items of distinct new products in each solution, with a capacity link and a share each. */
async function fill(partnerId: number, solutionIds: number[], perSolution: number) {
  const em = t.orm.em.fork();
  const categories = ['server', 'storage', 'network_switch'].map((id) => em.getReference(Category, id));
  let n = 0;
  for (const sid of solutionIds) {
    for (let i = 0; i < perSolution; i++, n++) {
      const product = em.create(Product, { partner: em.getReference(Partner, partnerId), manufacturer: 'Bulk', modelName: `Screen ${n} ${Math.random()}`, category: categories[n % 3], modes: [{ name: 'On', powerWatts: 100 + n, hours: 8760 }] });
      em.create(SolutionItem, { solution: em.getReference(Solution, sid), product, amount: 1 + (n % 3), sortOrder: i });
    }
    em.create(SolutionCapacity, { solution: em.getReference(Solution, sid), capacity: 'server_vms' as never, amount: 10 });
    em.create(SolutionCapacity, { solution: em.getReference(Solution, sid), capacity: 'storage_usable_tb' as never, amount: 5 });
    em.create(CategoryInfrastructureShare, { solution: em.getReference(Solution, sid), categoryIds: ['server', 'storage'], fraction: 0.5 });
  }
  await em.flush();
}

async function statements(agent: Agent, doc: DocumentNode, variables: Record<string, unknown>): Promise<{ count: number; data: any }> {
  // Cold caches for every measurement: the reference rows are cached across projects now (issue #33),
  // so whichever size ran first would otherwise read them alone.
  clearFiguresCache();
  t.counter.count = 0;
  t.counter.statements = [];
  const r = await agent.gql(print(doc), variables);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return { count: t.counter.count, data: r.data };
}

describe('#solutions.screen.query-bound', () => {
  it("runs the same number of SQL statements for the screen's queries with 1 group × 1 solution as with 4 groups × 5 solutions", async () => {
    const small = await signedInAgent(t);
    const a = await datacentreProject(small.agent);
    await fill(small.partner.id, [a.solution.id], 2);

    const big = await signedInAgent(t);
    const b = await datacentreProject(big.agent);
    const bigSolutions = [b.solution.id];
    for (let s = 1; s < 5; s++) bigSolutions.push((await newSolution(big.agent, b.project.id, b.group.id)).id);
    for (let g = 1; g < 4; g++) {
      const group = await newGroup(big.agent, b.project.id, { name: `Alternative ${g}` });
      for (let s = 0; s < 5; s++) bigSolutions.push((await newSolution(big.agent, b.project.id, group.id)).id);
    }
    await fill(big.partner.id, bigSolutions, 12);

    const queries: [string, DocumentNode, (x: typeof a, solutionId: number) => Record<string, unknown>][] = [
      ['groups with their solution rows', SolutionGroupsDocument, (x) => ({ projectId: x.project.id })],
      ['solution details', SolutionDetailsDocument, (x, id) => ({ projectId: x.project.id, id })],
      ['a page of items', SolutionItemsDocument, (x, id) => ({ projectId: x.project.id, id, offset: 0 })],
      ['all items (export)', SolutionAllItemsDocument, (x, id) => ({ projectId: x.project.id, id, offset: 0 })],
      ['capacities', SolutionCapacitiesDocument, (x, solutionId) => ({ projectId: x.project.id, solutionId })],
      ['infrastructure shares', CategorySharesDocument, (x, solutionId) => ({ projectId: x.project.id, solutionId })],
    ];
    const counts: Record<string, [number, number]> = {};
    for (const [name, doc, vars] of queries) {
      const few = await statements(small.agent, doc, vars(a, a.solution.id));
      const many = await statements(big.agent, doc, vars(b, b.solution.id));
      counts[name] = [few.count, many.count];
      if (process.env.SHOW_SQL) console.info(name, t.counter.statements.map((x) => x.slice(0, 200)).join('\n'));
      if (name === 'groups with their solution rows') {
        const groups = [many.data.solutionGroups.baseline, ...many.data.solutionGroups.comparative];
        expect(groups).toHaveLength(4);
        expect(groups.flatMap((g: any) => g.solutions)).toHaveLength(20);
        expect(groups.flatMap((g: any) => g.solutions.map((s: any) => s.itemCount))).toEqual(Array(20).fill(12));
      }
      if (name === 'all items (export)') expect(many.data.solution.items).toHaveLength(12);
    }
    console.info('SQL statements per solutions-screen query (1×1, 4×5):', JSON.stringify(counts));
    for (const [name, [few, many]] of Object.entries(counts)) {
      expect(many, name).toBe(few);
      expect(many, name).toBeLessThanOrEqual(16);
    }
  });

  // Issue #33: the groups column needs names and counts; loading every item of a 10,000-item project as
  // entities made this the slowest request of the screen (1.5 s before anything could show).
  it('lists the groups with their solution rows without reading item rows (only their counts)', async () => {
    const { agent, partner } = await signedInAgent(t);
    const x = await datacentreProject(agent);
    const second = await newSolution(agent, x.project.id, x.group.id);
    await fill(partner.id, [x.solution.id, second.id], 7);
    const { data } = await statements(agent, SolutionGroupsDocument, { projectId: x.project.id });
    expect(data.solutionGroups.baseline.solutions.map((s: { itemCount: number }) => s.itemCount)).toEqual([7, 7]);
    const itemReads = t.counter.statements.filter((q) => /from "?solution_items"?/i.test(q) && !/count\(/i.test(q));
    expect(itemReads).toEqual([]);
  });
});
