/**
 * Issue #33, dashboards with many projects: the widgets call reads the figures of every project whose
 * comparative report was issued in the range at once, in a fixed number of statements whatever their
 * number, and its kWh saved is exactly the sum of the per-project computation (each project's summary:
 * its baseline group's kWh less its primary comparative group's).
 * Statements are counted from the ORM's query log (every statement, hand-written ones included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardRangeDates } from '../../shared/dashboard';
import { Document } from '../src/features/documents/document.entity';
import { newDocumentId } from '../src/features/documents/document.service';
import { Partner } from '../src/features/partners/partner.entity';
import { Project } from '../src/features/projects/project.entity';
import { User } from '../src/features/users/user.entity';
import { clearFiguresCache } from '../src/features/solutions/summaries/project-figures';
import { signedInAgent, type Agent, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution, startCountingApp, type QueryCounter } from './solutions-fixtures';

let t: TestApp & { counter: QueryCounter };
beforeAll(async () => {
  t = await startCountingApp();
});
afterAll(async () => t.close());

async function addComparativeReport(partnerId: number, userId: number, projectId: number) {
  const em = t.orm.em.fork();
  em.create(Document, {
    id: newDocumentId(),
    partner: em.getReference(Partner, partnerId),
    project: em.getReference(Project, projectId),
    type: 'comparative',
    co2TotalKg: '1000.000000',
    co2Precision: 1,
    createdBy: em.getReference(User, userId),
    createdAt: new Date(),
  });
  await em.flush();
}

/**
 * A project with a baseline and `comparatives` comparative groups, one solution and one item each;
 * the item amounts vary with `n` so that every project saves a different amount.
 */
async function savingProject(agent: Agent, productId: number, n: number, comparatives = 1) {
  const project = await newProject(agent);
  const baseline = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
  const baselineSolution = await newSolution(agent, project.id, baseline.id);
  const baselineItem = await addItem(agent, project.id, baselineSolution.id, { product_id: productId, amount: 3 + (n % 4) });
  const groups = [];
  for (let c = 0; c < comparatives; c++) {
    const group = await newGroup(agent, project.id, { name: `Proposal ${c}`, state: 'comparative' });
    await addItem(agent, project.id, (await newSolution(agent, project.id, group.id)).id, { product_id: productId, amount: 1 + ((n + c) % 2) });
    groups.push(group);
  }
  return { id: project.id as number, groups, baselineSolutionId: baselineSolution.id as number, baselineItemId: baselineItem.id };
}

/** The project's saving as its own summary gives it: the baseline's kWh less the primary comparative group's. */
async function savingOf(agent: Agent, projectId: number): Promise<number> {
  const r = await agent.gql('query($id: ID!) { projectSummary(projectId: $id) { groups { groupId state active primary totalKwh } } }', { id: String(projectId) });
  expect(r.errors).toBeUndefined();
  const groups = r.data.projectSummary.groups as Array<{ state: string; active: boolean; primary: boolean | null; totalKwh: number }>;
  const baseline = groups.find((g) => g.state === 'baseline' && g.active);
  const comparatives = groups.filter((g) => (g.state === 'comparative' || g.state === 'requested') && g.active);
  const comparative = comparatives.find((g) => g.primary) ?? comparatives[0];
  return baseline && comparative ? baseline.totalKwh - comparative.totalKwh : 0;
}

const { fromDate, toDate } = dashboardRangeDates('current_month');
async function widgets(agent: Agent) {
  const r = await agent.get(`/api/v1/dashboard/widgets?from_date=${fromDate}&to_date=${toDate}&partner=1`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { kwh_saved: number };
}

describe('#dashboard.widgets.scale', () => {
  it('gives as kWh saved the sum of the per-project computation, with a primary group, an inactive group and an archived project', async () => {
    const admin = await signedInAgent(t);
    const product = await newProduct(admin.agent, { category: 'server', watts: 300, hours: 8760 });
    const plain = await savingProject(admin.agent, product.id, 0);
    const primary = await savingProject(admin.agent, product.id, 1, 2);
    expect((await admin.agent.put(api(`/projects/${primary.id}/solution-groups/${primary.groups[1].id}/primary`), {})).status).toBe(200);
    const inactive = await savingProject(admin.agent, product.id, 2, 2);
    expect((await admin.agent.put(api(`/projects/${inactive.id}/solution-groups/${inactive.groups[0].id}`), { active: false })).status).toBeLessThan(300);
    const archived = await savingProject(admin.agent, product.id, 3);
    const noReport = await savingProject(admin.agent, product.id, 4);
    for (const p of [plain, primary, inactive, archived]) await addComparativeReport(admin.partner.id, admin.user.id, p.id);
    const expected = Math.round((await savingOf(admin.agent, plain.id)) + (await savingOf(admin.agent, primary.id)) + (await savingOf(admin.agent, inactive.id)));
    expect(await savingOf(admin.agent, noReport.id)).toBeGreaterThan(0);
    expect((await admin.agent.delete(api(`/projects/${archived.id}`))).status).toBeLessThan(300);
    clearFiguresCache();
    expect((await widgets(admin.agent)).kwh_saved).toBe(expected);
    // From the cached figures, the same.
    expect((await widgets(admin.agent)).kwh_saved).toBe(expected);
  });

  it('issues as many statements with 30 projects as with 3, with cold and with warm caches', async () => {
    const counts: Record<number, { cold: number; warm: number; kwh: number }> = {};
    for (const n of [3, 30]) {
      const admin = await signedInAgent(t);
      const product = await newProduct(admin.agent, { category: 'server', watts: 200 + n, hours: 8760 });
      for (let i = 0; i < n; i++) {
        const p = await savingProject(admin.agent, product.id, i);
        await addComparativeReport(admin.partner.id, admin.user.id, p.id);
      }
      clearFiguresCache();
      t.counter.statements = [];
      const kwh = (await widgets(admin.agent)).kwh_saved;
      const cold = t.counter.statements.length;
      if (process.env.SHOW_SQL) console.info(t.counter.statements.map((s) => s.slice(0, 160)).join('\n'));
      t.counter.statements = [];
      await widgets(admin.agent);
      counts[n] = { cold, warm: t.counter.statements.length, kwh };
    }
    if (process.env.SHOW_SQL) console.info('statements of the widgets call:', JSON.stringify(counts));
    expect(counts[30].kwh).toBeGreaterThan(counts[3].kwh);
    expect(counts[30].cold).toBe(counts[3].cold);
    expect(counts[30].warm).toBe(counts[3].warm);
    expect(counts[3].warm).toBeLessThan(counts[3].cold);
  });

  it('keeps the total under the projects\' revisions: a warm call reads one short row, and an edit, an archived project or a new report counts at once', async () => {
    const admin = await signedInAgent(t);
    const product = await newProduct(admin.agent, { category: 'server', watts: 410, hours: 8760 });
    type Saving = Awaited<ReturnType<typeof savingProject>>;
    const projects: Saving[] = [];
    for (let i = 0; i < 3; i++) projects.push(await savingProject(admin.agent, product.id, i));
    for (const p of projects) await addComparativeReport(admin.partner.id, admin.user.id, p.id);
    const sumOf = async (ps: Saving[]) => {
      let sum = 0;
      for (const p of ps) sum += await savingOf(admin.agent, p.id);
      return Math.round(sum);
    };
    /** The statements that read the projects' rows (openableProjectRows). */
    const projectRows = () => t.counter.statements.filter((s) => s.includes('"rr"."revision" as "rev.r"')).length;
    const fingerprints = () => t.counter.statements.filter((s) => s.includes('md5(coalesce(string_agg(')).length;
    const first = await sumOf(projects);
    expect((await widgets(admin.agent)).kwh_saved).toBe(first);

    // Nothing changed: the fingerprint is read, the projects' rows are not.
    t.counter.statements = [];
    expect((await widgets(admin.agent)).kwh_saved).toBe(first);
    expect(fingerprints()).toBe(1);
    expect(projectRows()).toBe(0);

    // One item of one project edited: the next call reads the rows again and counts the edit.
    const edit = await admin.agent.put(api(`/projects/${projects[1].id}/solution/${projects[1].baselineSolutionId}/solution-item/${projects[1].baselineItemId}`), { amount: 9 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const edited = await sumOf(projects);
    expect(edited).toBeGreaterThan(first);
    t.counter.statements = [];
    expect((await widgets(admin.agent)).kwh_saved).toBe(edited);
    expect(projectRows()).toBe(1);

    // An archived project leaves the total; a new project's report joins it.
    expect((await admin.agent.delete(api(`/projects/${projects[0].id}`))).status).toBeLessThan(300);
    const rest = await sumOf(projects.slice(1));
    expect((await widgets(admin.agent)).kwh_saved).toBe(rest);
    const late = await savingProject(admin.agent, product.id, 3);
    await addComparativeReport(admin.partner.id, admin.user.id, late.id);
    expect((await widgets(admin.agent)).kwh_saved).toBe(await sumOf([...projects.slice(1), late]));
  });
});
