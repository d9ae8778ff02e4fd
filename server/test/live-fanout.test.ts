/**
 * Issue #33, fan-out independent of subscriber count: an edit's SolutionGroupUpdated event is built
 * once per event and per visibility class, whatever the number of open solutions screens, and every
 * screen still receives exactly what its user may see. The screens subscribe with the client's own
 * document (SolutionGroupUpdatedFigures, printed as it is sent).
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SolutionGroupUpdatedFiguresDocument } from '../../client/src/features/solutions/groups/group.queries';
import { ProjectSummaryDocument, SolutionGroupSummaryDocument, SolutionSummaryDocument } from '../../client/src/features/solutions/summaries/summary.queries';
import { Agent, buildUser, signedInAgent, wsClient, type TestApp } from './helpers';
import { addItem, api, datacentreProject, newGroup, newProduct, newSolution, startCountingApp, type QueryCounter } from './solutions-fixtures';

let t: TestApp & { counter: QueryCounter };
beforeAll(async () => {
  t = await startCountingApp();
});
afterAll(async () => t.close());

const query = print(SolutionGroupUpdatedFiguresDocument);

type Screen = { events: any[]; ready: Promise<void>; dispose: () => Promise<void> };

function openScreen(agent: Agent, projectId: number): Screen {
  const events: any[] = [];
  const client = wsClient(t.baseUrl, agent);
  const ready = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe({ query, variables: { projectId: String(projectId) } }, { next: (v) => events.push(v.errors ?? v.data!.solutionGroupUpdated), error: (e) => events.push(e), complete: () => undefined });
  return { events, ready, dispose: async () => void (await client.dispose()) };
}

async function until(check: () => boolean, ms = 10_000) {
  for (let waited = 0; !check() && waited < ms; waited += 25) await new Promise((r) => setTimeout(r, 25));
}

/** The SQL statements of one item edit until every screen has its event (and a moment after, for stragglers). */
async function statementsPerEdit(owner: Agent, path: string, amount: number, screens: Screen[]): Promise<number> {
  const before = screens.map((s) => s.events.length);
  t.counter.count = 0;
  expect((await owner.put(path, { amount })).status).toBe(200);
  await until(() => screens.every((s, i) => s.events.length > before[i]));
  await new Promise((r) => setTimeout(r, 200));
  for (const [i, s] of screens.entries()) expect(s.events.length, 'every screen hears the edit once').toBe(before[i] + 1);
  return t.counter.count;
}

describe('#solutions.live.fan-out', () => {
  it('runs at most twice the SQL statements per edit with 10 open screens as with 1 and as with none, and each screen gets the new figures', async () => {
    const owner = await signedInAgent(t);
    const x = await datacentreProject(owner.agent);
    const product = await newProduct(owner.agent);
    const item = await addItem(owner.agent, x.project.id, x.solution.id, { product_id: product.id, amount: 1 });
    const path = api(`/projects/${x.project.id}/solution/${x.solution.id}/solution-item/${item.id}`);
    const colleagues: Agent[] = [];
    for (let i = 0; i < 2; i++) {
      const u = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'], isCollaborator: true });
      const agent = new Agent(t.baseUrl);
      await agent.login(u.email);
      colleagues.push(agent);
    }

    // No screen open: the edit alone (the target is counted against it, issue #33).
    const withNone = await statementsPerEdit(owner.agent, path, 5, []);

    const one = [openScreen(colleagues[0], x.project.id)];
    await Promise.all(one.map((s) => s.ready));
    await new Promise((r) => setTimeout(r, 100));
    const withOne = await statementsPerEdit(owner.agent, path, 2, one);
    await Promise.all(one.map((s) => s.dispose()));

    // Ten screens: two users of the same role, five tabs each.
    const many = Array.from({ length: 10 }, (_, i) => openScreen(colleagues[i % 2], x.project.id));
    await Promise.all(many.map((s) => s.ready));
    await new Promise((r) => setTimeout(r, 100));
    const withMany = await statementsPerEdit(owner.agent, path, 3, many);
    if (process.env.SHOW_SQL) console.info('statements per edit, 0 / 1 / 10 screens:', withNone, withOne, withMany);
    expect(withMany).toBeLessThanOrEqual(2 * withOne);
    expect(withMany, 'an edit with ten open screens costs at most twice the edit alone').toBeLessThanOrEqual(2 * withNone);

    for (const s of many) {
      const e = s.events.at(-1);
      expect(e.errors ?? e.message).toBeUndefined();
      expect(e).toMatchObject({ action: 'item', structural: false, solutionIds: [String(x.solution.id)], itemIds: [String(item.id)] });
      expect(e.items).toEqual([expect.objectContaining({ id: String(item.id), amount: 3 })]);
      expect(e.solutionSummaries).toEqual([expect.objectContaining({ solutionId: String(x.solution.id) })]);
      expect(e.projectSummary).toMatchObject({ projectId: String(x.project.id) });
    }
    // Every screen of the same class receives the same event.
    expect(new Set(many.map((s) => JSON.stringify(s.events.at(-1)))).size).toBe(1);
    await Promise.all(many.map((s) => s.dispose()));
  });

  it("carries an item edit's changed group alone in the project summary, and every group after a group change", async () => {
    const owner = await signedInAgent(t);
    const x = await datacentreProject(owner.agent);
    const product = await newProduct(owner.agent);
    const item = await addItem(owner.agent, x.project.id, x.solution.id, { product_id: product.id, amount: 1 });
    for (const name of ['Proposal A', 'Proposal B']) {
      const g = await newGroup(owner.agent, x.project.id, { name, state: 'comparative' });
      await addItem(owner.agent, x.project.id, (await newSolution(owner.agent, x.project.id, g.id)).id, { product_id: product.id, amount: 2 });
    }
    const screen = openScreen(owner.agent, x.project.id);
    await screen.ready;
    await new Promise((r) => setTimeout(r, 100));

    expect((await owner.agent.put(api(`/projects/${x.project.id}/solution/${x.solution.id}/solution-item/${item.id}`), { amount: 5 })).status).toBe(200);
    await until(() => screen.events.length === 1);
    const edit = screen.events[0];
    expect(edit).toMatchObject({ action: 'item', inPlace: true, groupIds: [String(x.group.id)] });
    expect(edit.projectSummary.groups.map((g: { groupId: string }) => g.groupId)).toEqual([String(x.group.id)]);
    // The project's own figures are whole: today's, its baseline's (one item; M3, issue #46), not the alternatives' too.
    expect(edit.projectSummary.itemCount).toBe(1);
    expect(edit.groupSummaries.map((g: { groupId: string }) => g.groupId)).toEqual([String(x.group.id)]);
    // Exactly what the screen's own queries answer (their traces computed afresh from the entities).
    const asked = async (doc: Parameters<typeof print>[0], variables: Record<string, string>) => {
      const r = await owner.agent.gql(print(doc), variables);
      expect(r.errors).toBeUndefined();
      return Object.values(r.data)[0] as Record<string, unknown>;
    };
    const vars = (id: number) => ({ projectId: String(x.project.id), id: String(id) });
    expect(edit.solutionSummaries).toEqual([await asked(SolutionSummaryDocument, vars(x.solution.id))]);
    expect(edit.groupSummaries).toEqual([await asked(SolutionGroupSummaryDocument, vars(x.group.id))]);
    const project = await asked(ProjectSummaryDocument, { projectId: String(x.project.id) });
    expect(edit.projectSummary).toEqual({ ...project, groups: (project.groups as Array<{ groupId: string }>).filter((g) => g.groupId === String(x.group.id)) });

    expect((await owner.agent.put(api(`/projects/${x.project.id}/solution-groups/${x.group.id}`), { name: 'Current setup' })).status).toBeLessThan(300);
    await until(() => screen.events.length === 2);
    const rename = screen.events[1];
    expect(rename).toMatchObject({ action: 'group', inPlace: false });
    expect(rename.projectSummary.groups).toHaveLength(3);
    await screen.dispose();
  });

  it('builds the event per visibility class: a buyer sharing the project and the partner each get what they may see, an outsider nothing', async () => {
    const owner = await signedInAgent(t);
    const x = await datacentreProject(owner.agent);
    const product = await newProduct(owner.agent);
    const item = await addItem(owner.agent, x.project.id, x.solution.id, { product_id: product.id, amount: 1 });
    const buyer = await signedInAgent(t);
    const outsider = await signedInAgent(t);
    expect((await owner.agent.post(`/api/v1/projects/${x.project.id}/share`, { subscriber: buyer.email })).status).toBe(201);
    // The buyer's own project, open at the same time: never mixed with the shared one.
    const own = await datacentreProject(buyer.agent);

    const partnerScreens = [openScreen(owner.agent, x.project.id), openScreen(owner.agent, x.project.id)];
    const buyerScreens = [openScreen(buyer.agent, x.project.id), openScreen(buyer.agent, x.project.id)];
    const buyerOwn = openScreen(buyer.agent, own.project.id);
    const outsiderScreen = openScreen(outsider.agent, x.project.id);
    const all = [...partnerScreens, ...buyerScreens, buyerOwn, outsiderScreen];
    await Promise.all(all.map((s) => s.ready));
    await new Promise((r) => setTimeout(r, 100));

    const path = api(`/projects/${x.project.id}/solution/${x.solution.id}/solution-item/${item.id}`);
    expect((await owner.agent.put(path, { amount: 4 })).status).toBe(200);
    await until(() => [...partnerScreens, ...buyerScreens].every((s) => s.events.length === 1));
    await new Promise((r) => setTimeout(r, 200));
    for (const s of [...partnerScreens, ...buyerScreens]) {
      expect(s.events).toHaveLength(1);
      expect(s.events[0].items).toEqual([expect.objectContaining({ id: String(item.id), amount: 4 })]);
      expect(s.events[0].projectSummary).toMatchObject({ projectId: String(x.project.id) });
    }
    expect(buyerOwn.events).toEqual([]);
    expect(outsiderScreen.events).toEqual([]);
    await Promise.all(all.map((s) => s.dispose()));
  });
});
