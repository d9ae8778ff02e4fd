/**
 * Issue #28 "The PDF pipeline never fails": 9 exports (6 one after the other, then 3 at once) of every
 * report type through GET …/report.pdf, all 200. Run by report-pdf.test.ts (Debian's Chromium) and
 * report-pdf-bundled.test.ts (the @sparticuz/chromium build, which runs --single-process: closing a
 * context there could end the browser the next render used).
 *
 * The test app serves no built SPA, so the renders open a small two-page report page served here
 * (PDF_RENDER_BASE_URL points at it); what is under test is the pipeline, not the print view.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { Agent } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Report</title>
<style>@page { size: A4; margin: 0; } body { margin: 0; font: 14pt sans-serif; }
.page { height: 297mm; box-sizing: border-box; padding: 20mm; break-after: page; } .page:last-child { break-after: auto; }</style></head>
<body><section class="page">Page 1/2</section><section class="page">Page 2/2</section>
<script>setTimeout(() => { document.body.dataset.reportReady = 'true'; }, 30);</script></body></html>`;

/** A page server for the renders; `close()` stops it. */
export async function startReportPageServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The export paths of one project-manager project (every type) and of one comparative-solution project. */
export async function exportPaths(agent: Agent): Promise<Array<[string, string]>> {
  const project = await newProject(agent, { name: 'Nine exports' });
  const baseline = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
  const b1 = await newSolution(agent, project.id, baseline.id, 'datacenter');
  await addItem(agent, project.id, b1.id, { product_id: (await newProduct(agent, { category: 'server', watts: 300, hours: 8760 })).id, amount: 2 });
  const proposal = await newGroup(agent, project.id, { name: 'Proposal' });
  const c1 = await newSolution(agent, project.id, proposal.id, 'datacenter');
  await addItem(agent, project.id, c1.id, { product_id: (await newProduct(agent, { category: 'server', watts: 400, hours: 8760 })).id, amount: 1, refurbishment_impact_percentage: 10, unit_price: 5000 });
  expect((await agent.put(api(`/projects/${project.id}/solution-groups/${proposal.id}/primary`))).status).toBe(200);

  const CS = '/api/v1/comparative-solution';
  const client = await agent.post('/api/v1/clients', { name: 'Fjord Hospital', country: 'DK' });
  expect(client.status, JSON.stringify(client.body)).toBe(201);
  const cs = await agent.post(`${CS}/projects/create`, { name: 'Server consolidation', client_id: client.body.data.id, country: 'DK' });
  expect(cs.status, JSON.stringify(cs.body)).toBe(201);
  const calc = await agent.post(`${CS}/projects/${cs.body.data.id}/calculations`, { name: 'Server room', variant: 'replacement' });
  expect(calc.status, JSON.stringify(calc.body)).toBe(201);
  const P = `/projects/${cs.body.data.id}`;
  const old = await newProduct(agent, { category: 'server', watts: 400, hours: 8760, model: 'Old R1' });
  const neu = await newProduct(agent, { category: 'server', watts: 500, hours: 8760, model: 'New R2' });
  expect((await agent.post(api(`${P}/solution/${calc.body.data.before_solution_id}/solution-item`), { product_id: old.id, amount: 10 })).status).toBe(201);
  expect((await agent.post(api(`${P}/solution/${calc.body.data.after_solution_id}/solution-item`), { product_id: neu.id, amount: 4 })).status).toBe(201);

  return [
    ...(['baseline', 'comparative', 'lca', 'refurbishment'] as const).map((type): [string, string] => [type, `${api(`/projects/${project.id}/report.pdf`)}?type=${type}`]),
    ['comparative-solution', `${CS}/projects/${cs.body.data.id}/report.pdf`],
  ];
}

export interface ExportOutcome {
  label: string;
  status: number;
  body: string;
  ms: number;
}

async function exportOnce(baseUrl: string, agent: Agent, label: string, path: string): Promise<ExportOutcome> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: agent.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ok = res.status === 200 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  return { label, status: ok ? 200 : res.status === 200 ? -1 : res.status, body: ok ? '' : bytes.toString('utf8').slice(0, 300), ms: Date.now() - started };
}

/** 6 exports one after the other, then 3 at once, of each path; every outcome in order. */
export async function nineExportsOfEach(baseUrl: string, agent: Agent, paths: Array<[string, string]>): Promise<ExportOutcome[]> {
  const outcomes: ExportOutcome[] = [];
  for (const [type, path] of paths) {
    for (let i = 1; i <= 6; i++) outcomes.push(await exportOnce(baseUrl, agent, `${type} #${i}`, path));
    outcomes.push(...(await Promise.all([7, 8, 9].map((i) => exportOnce(baseUrl, agent, `${type} #${i} (parallel)`, path)))));
  }
  return outcomes;
}

/** The failed outcomes, one line each (the assertion's message). */
export function failures(outcomes: ExportOutcome[]): string[] {
  return outcomes.filter((o) => o.status !== 200).map((o) => `${o.label}: ${o.status} ${o.body}`);
}
