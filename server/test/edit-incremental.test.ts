/**
 * Issue #33, an edit costs what it changes: after a single-item edit the next summary reads the edited
 * solution's rows, not the project's (each solution's figures are kept under its revision; groups and
 * the project are summed from them), and the figures stay exactly those of a full computation.
 * Rows read are the rows the database returned to the app, counted from the ORM's query log (every
 * statement, hand-written ones included, is logged with its result count).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Product } from '../src/features/catalogue/product.entity';
import { Partner } from '../src/features/partners/partner.entity';
import { Category } from '../src/features/reference/reference.entity';
import { Solution, SolutionCapacity, SolutionItem } from '../src/features/solutions/solution.entity';
import { clearFiguresCache, figuresCacheStats, solutionFiguresCacheStats } from '../src/features/solutions/summaries/project-figures';
import { signedInAgent, type Agent, type TestApp } from './helpers';
import { api, newGroup, newProduct, newProject, newSolution, startCountingApp, type QueryCounter } from './solutions-fixtures';

let t: TestApp & { counter: QueryCounter };
beforeAll(async () => {
  t = await startCountingApp();
});
afterAll(async () => t.close());

/** The rows returned by the statements logged since the counter was reset ("[took 1 ms, 5 results]"). */
function rowsRead(): number {
  return t.counter.statements.reduce((n, s) => n + Number(/, (\d+) results?\]/.exec(s)?.[1] ?? 0), 0);
}

/** A project of `groups` groups × 2 data-centre solutions × `perSolution` items, each item of its own product. */
async function buildProject(agent: Agent, partnerId: number, groups: number, perSolution: number) {
  const project = await newProject(agent);
  const tree: Array<{ groupId: number; solutionIds: number[] }> = [];
  for (let g = 0; g < groups; g++) {
    const group = await newGroup(agent, project.id, { name: `G${g}`, state: g === 0 ? 'baseline' : 'comparative' });
    const solutionIds = [(await newSolution(agent, project.id, group.id)).id, (await newSolution(agent, project.id, group.id)).id];
    tree.push({ groupId: group.id, solutionIds });
  }
  const em = t.orm.em.fork();
  const categories = ['server', 'storage', 'network_switch'].map((id) => em.getReference(Category, id));
  let n = 0;
  for (const sid of tree.flatMap((g) => g.solutionIds)) {
    for (let i = 0; i < perSolution; i++, n++) {
      const product = em.create(Product, { partner: em.getReference(Partner, partnerId), manufacturer: 'Bulk', modelName: `Edit ${n} ${Math.random()}`, category: categories[n % 3], modes: [{ name: 'On', powerWatts: 100 + n, hours: 8760 }] });
      em.create(SolutionItem, { solution: em.getReference(Solution, sid), product, amount: 1 + (n % 3), sortOrder: i });
    }
    em.create(SolutionCapacity, { solution: em.getReference(Solution, sid), capacity: 'server_vms' as never, amount: 10 });
  }
  await em.flush();
  const items = await em.find(SolutionItem, { solution: tree[0].solutionIds[0] }, { orderBy: { id: 'asc' } });
  return { project, tree, items };
}

async function summary(agent: Agent, projectId: number) {
  const r = await agent.get(api(`/projects/${projectId}/summary`));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

describe('#solutions.figures.incremental', () => {
  it('reads at most twice the edited solution’s items after a single-item edit, at two project sizes', async () => {
    const owner = await signedInAgent(t);
    const perSolution = 60;
    const counts: Record<string, { rows: number; projectItems: number }> = {};
    for (const groups of [2, 8]) {
      const p = await buildProject(owner.agent, owner.partner.id, groups, perSolution);
      await summary(owner.agent, p.project.id);
      const item = p.items[0];
      const edit = await owner.agent.put(api(`/projects/${p.project.id}/solution/${p.tree[0].solutionIds[0]}/solution-item/${item.id}`), { amount: 7 });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      t.counter.count = 0;
      t.counter.statements = [];
      await summary(owner.agent, p.project.id);
      counts[groups] = { rows: rowsRead(), projectItems: groups * 2 * perSolution };
      if (process.env.SHOW_SQL) console.info(t.counter.statements.map((s) => s.slice(0, 160)).join('\n'));
    }
    if (process.env.SHOW_SQL) console.info('rows read by the summary after an edit:', JSON.stringify(counts));
    for (const c of Object.values(counts)) expect(c.rows).toBeLessThanOrEqual(2 * perSolution);
  });

  it('keeps one computation of the project and of each solution however often it is edited (the previous revision leaves at once)', async () => {
    const owner = await signedInAgent(t);
    const p = await buildProject(owner.agent, owner.partner.id, 2, 10);
    clearFiguresCache();
    await summary(owner.agent, p.project.id);
    const kept = { projects: figuresCacheStats(), solutions: solutionFiguresCacheStats() };
    expect(kept.projects.entries).toBe(1);
    expect(kept.solutions.entries).toBe(4);
    for (let i = 0; i < 6; i++) {
      const sid = p.tree[0].solutionIds[0];
      const edit = await owner.agent.put(api(`/projects/${p.project.id}/solution/${sid}/solution-item/${p.items[i % p.items.length].id}`), { amount: 2 + i });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      await summary(owner.agent, p.project.id);
    }
    // Six new revisions computed, none of the superseded ones kept: as many entries and as much weight as before.
    expect(figuresCacheStats()).toMatchObject({ entries: kept.projects.entries, weight: kept.projects.weight });
    expect(solutionFiguresCacheStats()).toMatchObject({ entries: kept.solutions.entries, weight: kept.solutions.weight });
    expect(figuresCacheStats().misses).toBeGreaterThanOrEqual(kept.projects.misses + 6);
  });

  it('gives exactly the figures of a full computation after every edit of a random sequence', async () => {
    const owner = await signedInAgent(t);
    const p = await buildProject(owner.agent, owner.partner.id, 3, 8);
    const products = [await newProduct(owner.agent, { watts: 250 }), await newProduct(owner.agent, { category: 'storage', watts: 90 })];
    // A seeded generator: the same sequence on every run.
    let seed = 33;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const em = () => t.orm.em.fork();
    await summary(owner.agent, p.project.id);
    for (let step = 0; step < 24; step++) {
      const g = p.tree[rnd(p.tree.length)];
      const sid = g.solutionIds[rnd(2)];
      const items = await em().find(SolutionItem, { solution: sid }, { orderBy: { id: 'asc' } });
      const kind = rnd(5);
      let r;
      if (kind === 0 && items.length) r = await owner.agent.put(api(`/projects/${p.project.id}/solution/${sid}/solution-item/${items[rnd(items.length)].id}`), { amount: 1 + rnd(9) });
      else if (kind === 1) r = await owner.agent.post(api(`/projects/${p.project.id}/solution/${sid}/solution-item`), { product_id: products[rnd(2)].id, amount: 1 + rnd(4) });
      else if (kind === 2 && items.length > 1) r = await owner.agent.delete(api(`/projects/${p.project.id}/solution-groups/${g.groupId}/solution/${sid}/solution-item/${items[rnd(items.length)].id}`));
      else if (kind === 3) r = await owner.agent.put(`/api/v1/project-manager/solution/${sid}/ups/custom`, { efficiency: 80 + rnd(19) });
      else r = await owner.agent.put(api(`/projects/${p.project.id}/solution-groups/${g.groupId}`), { active: rnd(3) > 0 });
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      const incremental = await summary(owner.agent, p.project.id);
      const groupsIncremental = await Promise.all(p.tree.map((x) => owner.agent.get(api(`/projects/${p.project.id}/solution-groups/${x.groupId}/summary`)).then((res) => res.body.data)));
      clearFiguresCache();
      const full = await summary(owner.agent, p.project.id);
      const groupsFull = await Promise.all(p.tree.map((x) => owner.agent.get(api(`/projects/${p.project.id}/solution-groups/${x.groupId}/summary`)).then((res) => res.body.data)));
      expect(incremental, `step ${step}, edit ${kind}`).toEqual(full);
      expect(groupsIncremental).toEqual(groupsFull);
    }
  });
});
