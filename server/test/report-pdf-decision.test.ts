/**
 * Issue #46 point 1 on paper: the decision ("Replace or retain", M10) of the exported comparative PDF,
 * rendered through the real print view (the built SPA, dist/client) and read with PDF.js, is the one its
 * document's manifest re-runs (shared/reports manifestFigureSet: the decision inputs a comparative
 * document records, shared/calc projectDecisions) and the one REST serves:
 *
 * - the issue's case: one 400 W server replaced by one 250 W server made with 1,606 kg, 300 g/kWh, a
 *   service life of 5 years, in Denmark: the printed carbon payback is the year, interpolated, where the
 *   cumulative saving on the Danish grid path crosses zero (found here independently from the published
 *   path), not the flat 4.07 years, which is printed as the labelled second view; the printed
 *   recommendation is "Retain" (the crossing is after the service life);
 * - the flat-grid acceptance example (Sweden, no published path, 150 g/kWh): 8.15 years, "Retain".
 *
 * Needs `npm run build` first; without a build it is skipped, saying so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curatedPath } from '../../shared/calc';
import { gridPathProjection, gridPathSourceNote } from '../../shared/reference';
import { figureKey, manifestFigureSet, type FigureSetManifest } from '../../shared/reports';
import { closePdfRenderer } from '../src/features/reports/pdf/pdf-renderer';
import { ROOT_DIR } from '../src/platform/config';
import { type Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { addItem, api, newGroup, newProject, newSolution } from './solutions-fixtures';

const BUILT = existsSync(path.join(ROOT_DIR, 'dist', 'client', 'index.html'));
if (!BUILT) console.warn('report-pdf-decision.test.ts: skipped, the client is not built (npm run build)');


let t: TestApp;
let agent: Agent;

/** A product drawing `watts` all year; with the seller's PCF (M5 "product" data) when given. */
async function product(watts: number, manufacturingKg: number | null) {
  const r = await agent.post(api('/product/create'), {
    model_name: `Model ${Math.random().toString(36).slice(2, 8)}`,
    manufacturer: 'Acme',
    category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: watts, hours: 8760 }] },
    ...(manufacturingKg === null ? {} : { lca: { manufacturing_kg: manufacturingKg, transportation_kg: 0, eol_kg: 0 } }),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { id: number };
}

/** A solution of one group without UPS or cooling at `gram` g/kWh, holding one item of `productId`. */
async function solutionWith(projectId: number, groupId: number, gram: number, productId: number) {
  const solution = await newSolution(agent, projectId, groupId, 'datacenter');
  const put = await agent.put(api(`/projects/${projectId}/solution-groups/${groupId}/solution/${solution.id}`), { co2_factor_gram: gram, renewable_energy: 0, ups_efficiency: 0, cooling_cop: 0 });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  await addItem(agent, projectId, solution.id, { product_id: productId, amount: 1 });
}

/** The issue's example: baseline one 400 W server, proposal one 250 W server made with 1,606 kg (service life: the server default, 5 years). */
async function example(gram: number, country: string) {
  const project = await newProject(agent, { country, name: `Decision ${country} ${gram}` });
  const baseline = await newGroup(agent, project.id, { name: 'Today', state: 'baseline' });
  const proposal = await newGroup(agent, project.id, { name: 'Proposal', state: 'comparative' });
  await solutionWith(project.id, baseline.id, gram, (await product(400, null)).id);
  await solutionWith(project.id, proposal.id, gram, (await product(250, 1606)).id);
  return { projectId: project.id as number, proposalId: proposal.id as number };
}

/** The comparative report exported as a PDF: its text, and its document's figure set from the manifest alone. */
async function exportComparative(projectId: number) {
  const res = await fetch(`${t.baseUrl}${api(`/projects/${projectId}/report.pdf`)}?type=comparative`, { headers: { cookie: agent.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  const documentId = res.headers.get('x-document-id')!;
  const manifest = await agent.get(`/api/v1/documents/${documentId}/manifest`);
  expect(manifest.status).toBe(200);
  const rerun = await agent.post(`/api/v1/documents/${documentId}/rerun`, {});
  expect(rerun.status).toBe(200);
  expect(rerun.body.data.matches).toBe(true);
  return { text: await pdfText(bytes), figures: manifestFigureSet(manifest.body.data as FigureSetManifest) };
}

/** What the decision endpoint serves for the report's projection (10 years, the grid path of the project's country). */
async function restDecision(projectId: number, proposalId: number) {
  const r = await agent.get(`${api(`/projects/${projectId}/decision`)}?years=10`);
  expect(r.status).toBe(200);
  return (r.body.data.groups as Array<Record<string, unknown> & { group_id: number }>).find((g) => g.group_id === proposalId)!;
}

const bare = (x: string) => x.replace(/\s+/g, '');

describe.skipIf(!BUILT)('#report-pdf.decision (the built print view, issue #46 point 1)', () => {
  beforeAll(async () => {
    t = await startTestApp();
    ({ agent } = await signedInAgent(t));
    expect((await agent.put('/api/v1/user/settings/language', { language: 'en-GB' })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await closePdfRenderer();
    await t?.close();
  });

  it('400 W → 250 W, 1,606 kg, 300 g/kWh, life 5 in Denmark: the PDF prints the payback where the projection crosses zero, and Retain', async () => {
    const x = await example(300, 'DK');
    const { text, figures } = await exportComparative(x.projectId);
    // The crossing, found independently from the published Danish path: −1,606 + Σ 394.2 × multiplier_y.
    const danish = gridPathProjection('DK')!;
    const path = curatedPath(danish.anchors, new Date().getUTCFullYear(), 30, gridPathSourceNote(danish))!;
    let cumulative = -1606;
    let crossing: number | null = null;
    for (let y = 1; y <= 30 && crossing === null; y++) {
      const saving = 1314 * 0.3 * path.multipliers[y - 1];
      if (cumulative + saving >= 0) crossing = y - 1 + -cumulative / saving;
      cumulative += saving;
    }
    expect(crossing).not.toBeNull();
    expect(crossing!).toBeGreaterThan(5);
    // The manifest's figure set re-runs the same decision REST serves.
    const key = (f: Parameters<typeof figureKey.decision>[1]) => figureKey.decision(x.proposalId, f);
    expect(figures.get(key('carbon_payback_years'))).toBeCloseTo(crossing!, 6);
    expect(figures.get(key('flat_carbon_payback_years'))!.toFixed(2)).toBe('4.07');
    expect(figures.get(key('replace'))).toBe(0);
    expect(figures.get(figureKey.decisionYears())).toBe(10);
    const rest = await restDecision(x.projectId, x.proposalId);
    expect(rest).toMatchObject({ recommendation: 'retain', recommendation_reason: 'payback_beyond_service_life' });
    expect(rest.carbon_payback_years as number).toBeCloseTo(figures.get(key('carbon_payback_years'))!, 9);
    expect(figures.get(figureKey.decisionCumulative(x.proposalId, 5))!).toBeCloseTo((rest.projection as Array<{ cumulative_saving_kg: number }>)[4].cumulative_saving_kg, 6);
    // On paper: the projection's crossing as the carbon payback, the flat figure as the second view, and Retain.
    expect(crossing!.toFixed(2)).not.toBe('4.07');
    expect(bare(text)).toContain(bare(`${crossing!.toFixed(2)} years`));
    expect(bare(text)).toContain(bare("Payback at today's grid factor: embodied ÷ first-year saving (second view) 4.07 years"));
    expect(text).toMatch(/Proposal Retain/);
    expect(text).not.toMatch(/Proposal Replace/);
  }, 240_000);

  it('the flat-grid acceptance example (Sweden, 150 g/kWh): 8.15 years and Retain, on paper as in the manifest', async () => {
    const x = await example(150, 'SE');
    const { text, figures } = await exportComparative(x.projectId);
    const key = (f: Parameters<typeof figureKey.decision>[1]) => figureKey.decision(x.proposalId, f);
    expect(figures.get(key('carbon_payback_years'))!.toFixed(2)).toBe('8.15');
    expect(figures.get(key('flat_carbon_payback_years'))!.toFixed(2)).toBe('8.15');
    expect(figures.get(key('embodied_kg'))).toBeCloseTo(1606, 6);
    expect(figures.get(key('replace'))).toBe(0);
    const rest = await restDecision(x.projectId, x.proposalId);
    expect(rest.carbon_payback_years as number).toBeCloseTo(figures.get(key('carbon_payback_years'))!, 9);
    expect(bare(text)).toContain(bare('8.15 years'));
    expect(text).toMatch(/Proposal Retain/);
  }, 240_000);
});
