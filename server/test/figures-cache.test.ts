/**
 * Figures computed once per project revision (issue #17): every write that changes a project's
 * figures bumps its revision in the writing transaction (database triggers), reads reuse the cached
 * computation until then, a rolled-back write leaves nothing behind, and a second app instance on the
 * same database never serves figures older than the last committed write.
 *
 * The cached summary is compared each time with `?explain=1`, which computes afresh from the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProject } from '../src/features/projects/project-access';
import { Project } from '../src/features/projects/project.entity';
import { revisionsReadWith } from '../src/features/projects/project-revisions';
import { User } from '../src/features/users/user.entity';
import { actorForUser } from '../src/features/auth';
import { clearFiguresCache, computedProject, figuresCacheStats, readRevisions } from '../src/features/solutions/summaries/project-figures';
import { Agent, signedInAgent, startSecondInstance, startTestApp, type SecondInstance, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newGroup, newProduct, newSolution } from './solutions-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const revisionOf = async (projectId: number) => readRevisions({ em: t.orm.em.fork() }, projectId);

/** The project summary as served (cached) and as computed afresh (explain), which must agree. */
async function summary(agent: Agent, projectId: number) {
  const cached = await agent.get(api(`/projects/${projectId}/summary`));
  expect(cached.status, JSON.stringify(cached.body)).toBe(200);
  const fresh = await agent.get(api(`/projects/${projectId}/summary?explain=1`));
  expect(fresh.status).toBe(200);
  const figures = (s: any) => ({ total_kwh: s.total_kwh, it_kwh: s.it_kwh, co2_emission_kg: s.co2_emission_kg, operational_cost: s.operational_cost, groups: s.groups?.length });
  expect(figures(cached.body.data)).toEqual(figures(fresh.body.data));
  return cached.body.data as { total_kwh: number; it_kwh: number; operational_cost: number; co2_emission_kg: number };
}

async function setup(agent: Agent) {
  const { project, group, solution } = await datacentreProject(agent);
  const product = await newProduct(agent, { category: 'server', watts: 300, hours: 8760 });
  const item = await addItem(agent, project.id, solution.id, { product_id: product.id, amount: 2 });
  return { project, group, solution, product, item };
}

describe('#figures.revision', () => {
  it('serves a second read from the cache and computes again after each kind of write', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution, product, item } = await setup(agent);
    clearFiguresCache();
    const first = await summary(agent, project.id);
    expect(first.it_kwh).toBeCloseTo(5256, 6); // 2 × 300 W × 8760 h
    const before = figuresCacheStats();
    await agent.get(api(`/projects/${project.id}/summary`));
    await agent.get(api(`/projects/${project.id}/solution/${solution.id}/summary`));
    const after = figuresCacheStats();
    expect(after.hits - before.hits).toBe(2);
    expect(after.misses).toBe(before.misses);

    // Each write moves the revision and the next read shows its effect.
    let rev = await revisionOf(project.id);
    const expectMoved = async () => {
      const next = await revisionOf(project.id);
      expect(BigInt(next.project) + BigInt(next.reference)).toBeGreaterThan(BigInt(rev.project) + BigInt(rev.reference));
      rev = next;
    };

    expect((await agent.put(api(`/projects/${project.id}/solution/${solution.id}/solution-item/${item.id}`), { amount: 4 })).status).toBe(200);
    await expectMoved();
    expect((await summary(agent, project.id)).it_kwh).toBeCloseTo(10512, 6);

    expect((await agent.put(`/api/v1/project-manager/solution/${solution.id}/ups/ups_92_1`, {})).status).toBe(200);
    await expectMoved();
    const withUps = await summary(agent, project.id);
    expect(withUps.total_kwh).toBeGreaterThan(10512);

    expect((await agent.post(api(`/projects/${project.id}/solution/${solution.id}/capacities`), { capacity_id: 'server_cores', amount: 96 })).status).toBe(200);
    await expectMoved();

    const second = await newSolution(agent, project.id, (await newGroup(agent, project.id, { name: 'New' })).id);
    await expectMoved();
    await addItem(agent, project.id, second.id, { product_id: product.id, amount: 1 });
    await expectMoved();
    await summary(agent, project.id);

    // The catalogue: a product's power is reference data (the reference revision moves).
    await t.orm.em.fork().getConnection().execute(`update products set modes = '[{"name":"On","powerWatts":150,"hours":8760}]' where id = ?`, [product.id]);
    await expectMoved();
    const halved = await summary(agent, project.id);
    expect(halved.it_kwh).toBeLessThan(withUps.it_kwh);

    // The report's rating year is part of the project too.
    expect((await agent.put(api(`/projects/${project.id}/report/update`), { year: 2022 })).status).toBe(200);
    await expectMoved();
  });

  it('keeps nothing of a write that rolled back, not even figures computed inside it', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution, item } = await setup(agent);
    const figures = await summary(agent, project.id);
    const rev = await revisionOf(project.id);
    await expect(
      t.orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute('update solution_items set amount = 40 where id = ?', [item.id], 'run', em.getTransactionContext());
        const inside = await em.getConnection().execute<Array<{ revision: string }>>('select revision from project_revisions where project_id = ?', [project.id], 'all', em.getTransactionContext());
        expect(BigInt(inside[0].revision)).toBeGreaterThan(BigInt(rev.project));
        // A computation inside the transaction sees the uncommitted write under the next revision…
        const row = await em.findOneOrFail(Project, project.id, { populate: ['partner'] });
        const computed = await computedProject({ em, actor: null, ip: '127.0.0.1', requestId: 'test' }, row, { year: null, lcaReport: false });
        expect(computed.figures.itKwh).toBeCloseTo(40 * 2628, 6);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await revisionOf(project.id)).toEqual(rev);
    expect((await summary(agent, project.id)).it_kwh).toBe(figures.it_kwh);
    // …so the next real write, which commits that same revision number, must not meet it in the cache.
    expect((await agent.put(api(`/projects/${project.id}/solution/${solution.id}/solution-item/${item.id}`), { amount: 3 })).status).toBe(200);
    expect((await agent.get(api(`/projects/${project.id}/summary`))).body.data.it_kwh).toBeCloseTo(3 * 2628, 6);
  });

  it('keys figures by the revisions read with the project, never by those read inside a transaction', async () => {
    const { agent, email } = await signedInAgent(t);
    const { project, solution, item } = await setup(agent);
    const em = t.orm.em.fork();
    const user = await em.findOneOrFail(User, { email }, { populate: ['partner'] });
    const ctx = { em, actor: await actorForUser(em, user, 'session'), ip: '127.0.0.1', requestId: 'test' };
    const options = { year: null, lcaReport: false };
    // Outside a transaction getProject reads the revisions in its own statement, and the figures are keyed by them.
    const loaded = await getProject(ctx, project.id);
    expect(revisionsReadWith(loaded)).toEqual(await revisionOf(project.id));
    await computedProject(ctx, loaded, options);

    // Inside a transaction that bumps the revision and rolls back, the same entity remembers nothing new:
    // the counter will reach that number again with other rows behind it. And a computation inside it
    // reads the revisions afresh (the cached one, under the remembered revisions, is not its figures).
    await expect(
      em.transactional(async (tem) => {
        await tem.execute('update solution_items set amount = 40 where id = ?', [item.id]);
        const inside = await getProject({ ...ctx, em: tem }, project.id);
        expect(inside).toBe(loaded);
        expect((await computedProject({ ...ctx, em: tem }, inside, options)).figures.itKwh).toBeCloseTo(40 * 2628, 6);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(revisionsReadWith(loaded)).toEqual(await revisionOf(project.id));
    expect((await computedProject(ctx, loaded, options)).figures.itKwh).toBeCloseTo(2 * 2628, 6);
    // The next real write commits that revision number: a request reading it computes the write's figures.
    expect((await agent.put(api(`/projects/${project.id}/solution/${solution.id}/solution-item/${item.id}`), { amount: 3 })).status).toBe(200);
    const next = { ...ctx, em: t.orm.em.fork() };
    expect((await computedProject(next, await getProject(next, project.id), options)).figures.itKwh).toBeCloseTo(3 * 2628, 6);
  });

  it('bumps a project once per statement, however many rows it writes', async () => {
    const { agent } = await signedInAgent(t);
    const { project, solution, product } = await setup(agent);
    const rev = await revisionOf(project.id);
    const rows = Array.from({ length: 200 }, (_, i) => `(${solution.id}, ${product.id}, 1, ${i + 10}, now(), now())`).join(', ');
    await t.orm.em.fork().getConnection().execute(`insert into solution_items (solution_id, product_id, amount, sort_order, created_at, updated_at) values ${rows}`);
    expect(BigInt((await revisionOf(project.id)).project) - BigInt(rev.project)).toBe(1n);
    expect((await summary(agent, project.id)).it_kwh).toBeCloseTo((2 + 200) * 300 * 8.76, 6);
  });
});

describe('#figures.instances', () => {
  let b: SecondInstance;
  let bUrl: string;
  beforeAll(async () => {
    b = await startSecondInstance();
    bUrl = b.url;
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
  }, 30_000);

  it('never serves figures older than a write made through another instance', async () => {
    const { agent, email } = await signedInAgent(t);
    const { project, solution, item } = await setup(agent);
    const onB = new Agent(bUrl);
    await onB.login(email);
    // Both instances cache the same revision…
    expect((await summary(agent, project.id)).it_kwh).toBeCloseTo(5256, 6);
    expect((await onB.get(api(`/projects/${project.id}/summary`))).body.data.it_kwh).toBeCloseTo(5256, 6);
    // …then B writes, and A's next read (its cache still holds the old revision) shows the change.
    for (const amount of [3, 5, 1]) {
      expect((await onB.put(api(`/projects/${project.id}/solution/${solution.id}/solution-item/${item.id}`), { amount })).status).toBe(200);
      expect((await agent.get(api(`/projects/${project.id}/summary`))).body.data.it_kwh).toBeCloseTo(amount * 2628, 6);
      expect((await agent.get(api(`/projects/${project.id}/report`))).body.data.solution_groups[0].it_kwh).toBeCloseTo(amount * 2628, 6);
    }
  });
});
