/**
 * Issue #31 "Export all figures": GET …/projects/{id}/figures.csv (one tidy row per figure of the
 * project, each group, solution and item) and figures.xlsx (sheets Project, Groups, Solutions, Items).
 * Level `project` is today, the baseline; each alternative is beside it with its saving (issue #46).
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATE_METRICS, ALTERNATIVE_METRICS, ITEM_METRICS } from '../src/features/solutions/figures-export/figures-export';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

const XLSX = createRequire(import.meta.url)('sheetjs-style') as typeof import('sheetjs-style');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function download(agent: Agent, url: string) {
  const res = await fetch(`${t.baseUrl}${url}`, { headers: { cookie: agent.cookieHeader() } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('#figures-export', () => {
  let owner: Awaited<ReturnType<typeof signedInAgent>>;
  let projectId: number;
  beforeAll(async () => {
    owner = await signedInAgent(t);
    const project = await newProject(owner.agent, { name: 'Figures, "all" of them' });
    projectId = project.id;
    const g = await newGroup(owner.agent, project.id, { name: 'Current', state: 'baseline' });
    const s1 = await newSolution(owner.agent, project.id, g.id, 'datacenter');
    await addItem(owner.agent, project.id, s1.id, { product_id: (await newProduct(owner.agent, { category: 'server', watts: 300, hours: 8760 })).id, amount: 2 });
    await addItem(owner.agent, project.id, s1.id, { product_id: (await newProduct(owner.agent, { category: 'server', watts: 150, hours: 4000 })).id, amount: 1 });
    const g2 = await newGroup(owner.agent, project.id, { name: 'Proposal' });
    const s2 = await newSolution(owner.agent, project.id, g2.id, 'datacenter');
    await addItem(owner.agent, project.id, s2.id, { product_id: (await newProduct(owner.agent, { category: 'server', watts: 200, hours: 8760 })).id, amount: 1 });
  });

  it('CSV: one row per metric of the project, each group, solution and item, at full precision', async () => {
    const r = await download(owner.agent, api(`/projects/${projectId}/figures.csv`));
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^text\/csv/);
    expect(r.disposition).toMatch(/attachment; filename="figures-all-of-them-figures\.csv"/);
    const lines = r.bytes.toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('level,group_id,group,solution_id,solution,item_id,item,metric,value,unit');
    const rows = lines.slice(1).map((l) => l.split(','));
    const count = (level: string) => rows.filter((x) => x[0] === level).length;
    expect(count('project')).toBe(AGGREGATE_METRICS.length);
    expect(count('group')).toBe(2 * AGGREGATE_METRICS.length);
    expect(count('solution')).toBe(2 * AGGREGATE_METRICS.length);
    expect(count('item')).toBe(3 * ITEM_METRICS.length);
    const projectKwh = rows.find((x) => x[0] === 'project' && x[7] === 'total_kwh')!;
    // The project's figure is today's, the baseline's (M3, issue #46): never baseline + proposal.
    const groupKwh = (name: string) => Number(rows.find((x) => x[0] === 'group' && x[2] === name && x[7] === 'total_kwh')![8]);
    expect(projectKwh[2]).toBe('Current');
    expect(Number(projectKwh[8])).toBeCloseTo(groupKwh('Current'), 6);
    expect(Number(projectKwh[8])).toBeLessThan(groupKwh('Current') + groupKwh('Proposal'));
    // The proposal beside it, with its saving.
    expect(count('alternative')).toBe(ALTERNATIVE_METRICS.length);
    const alt = (metric: string) => Number(rows.find((x) => x[0] === 'alternative' && x[7] === metric)![8]);
    expect(alt('total_kwh')).toBeCloseTo(groupKwh('Proposal'), 6);
    expect(alt('kwh_saving')).toBeCloseTo(groupKwh('Current') - groupKwh('Proposal'), 6);
    // 2 × 300 W × 8760 h = 5256 kWh for the first item.
    expect(rows.some((x) => x[0] === 'item' && x[7] === 'annual_kwh' && Number(x[8]) === 5256)).toBe(true);
  });

  it('XLSX: the workbook reads back with Groups, Solutions and Items and every figure column', async () => {
    const r = await download(owner.agent, api(`/projects/${projectId}/figures.xlsx`));
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = XLSX.read(r.bytes, { type: 'buffer' });
    expect(wb.SheetNames).toEqual(['Project', 'Groups', 'Solutions', 'Items']);
    // Today (the baseline) and the proposal beside it with its saving (M3, issue #46).
    const project = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Project);
    expect(project.map((p) => [p.role, p.group])).toEqual([
      ['today', 'Current'],
      ['alternative', 'Proposal'],
    ]);
    const groups = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Groups);
    const solutions = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Solutions);
    const items = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets.Items);
    expect(groups.map((g) => g.group)).toEqual(['Current', 'Proposal']);
    expect(solutions).toHaveLength(2);
    expect(items).toHaveLength(3);
    for (const [m] of AGGREGATE_METRICS) expect(XLSX.utils.sheet_to_json<string[]>(wb.Sheets.Groups, { header: 1 })[0]).toContain(m);
    expect(items[0]).toMatchObject({ amount: 2, annual_kwh: 5256 });
    expect(project[0].total_kwh).toBeCloseTo(groups[0].total_kwh as number, 6);
    expect(project[1].kwh_saving).toBeCloseTo((groups[0].total_kwh as number) - (groups[1].total_kwh as number), 6);
  });

  it("words the files in the user's language with ?lang= (issue #47, Translations): header, sheet names and file name; keys stay", async () => {
    const csv = await download(owner.agent, api(`/projects/${projectId}/figures.csv?lang=da-DK`));
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/-tal\.csv"/);
    const [header, first] = csv.bytes.toString('utf8').split('\r\n');
    expect(header).toBe('niveau,gruppe-id,gruppe,løsnings-id,løsning,udstyrs-id,udstyr,nøgletal,værdi,enhed');
    expect(first).toMatch(/^project,/);
    const xlsx = await download(owner.agent, api(`/projects/${projectId}/figures.xlsx?lang=de-DE`));
    expect(XLSX.read(xlsx.bytes, { type: 'buffer' }).SheetNames).toEqual(['Projekt', 'Gruppen', 'Lösungen', 'Geräte']);
    expect(xlsx.disposition).toMatch(/-kennzahlen\.xlsx"/);
    expect((await download(owner.agent, api(`/projects/${projectId}/figures.csv?lang=klingon`))).status).toBe(422);
  });

  it("answers 404 for another partner's project and 401 without a session", async () => {
    const stranger = await signedInAgent(t);
    expect((await download(stranger.agent, api(`/projects/${projectId}/figures.csv`))).status).toBe(404);
    expect((await download(new Agent(t.baseUrl), api(`/projects/${projectId}/figures.xlsx`))).status).toBe(401);
  });
});
