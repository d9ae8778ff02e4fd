/**
 * Issue #46 point 2 "The registered CO2 total is a named method", through REST and GraphQL: a DK project
 * with a 25 % renewable share and no instruments (8760 kWh a year at 150 g/kWh) registered, stamped and
 * headlined M3's 985.5 kg, while its scope 2 is location-based 1,314.0 kg and market-based 3,828.7 kg
 * (DK residual mix 582.75 g/kWh). Now the document registers the partner's named scope 2 figure
 * (location-based by default, market-based when chosen) and its manifest says which; a document issued
 * before keeps its stored total and verifies as issued.
 *
 * The renders open a one-page stand-in served here (what is under test is the registered total, not
 * the print view; report-pdf-scope2.test.ts reads the printed stamp of the real print view).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Document } from '../src/features/documents/document.entity';
import { resetVerifyRateLimit } from '../src/features/documents/document.service';
import { closePdfRenderer } from '../src/features/reports/pdf/pdf-renderer';
import { Agent, signedInAgent, startTestApp, type TestApp } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>@page { size: A4; margin: 0; }</style></head>
<body>Report<script>setTimeout(() => { document.body.dataset.reportReady = 'true'; }, 20);</script></body></html>`;

let t: TestApp;
let pages: http.Server;
beforeAll(async () => {
  pages = http.createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise<void>((r) => pages.listen(0, '127.0.0.1', r));
  t = await startTestApp({ pdfRenderBaseUrl: `http://127.0.0.1:${(pages.address() as AddressInfo).port}` });
}, 60_000);
afterAll(async () => {
  await closePdfRenderer();
  await t?.close();
  await new Promise<void>((r) => pages.close(() => r()));
});
beforeEach(() => resetVerifyRateLimit());

/** The issue's case: a DK end-user solution, 1 kW all year (8760 kWh) at 150 g/kWh, 25 % renewable, no instruments. */
async function dkProject(agent: Agent) {
  const project = await newProject(agent, { country: 'DK', name: 'DK office' });
  const group = await newGroup(agent, project.id, { name: 'Today', state: 'baseline' });
  const solution = await newSolution(agent, project.id, group.id, 'end_user');
  const put = await agent.put(api(`/projects/${project.id}/solution-groups/${group.id}/solution/${solution.id}`), { co2_factor_gram: 150, renewable_energy: 25 });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  await addItem(agent, project.id, solution.id, { product_id: (await newProduct(agent, { category: 'desktop', watts: 1000, hours: 8760 })).id, amount: 1 });
  return { project, group, solution };
}

async function exportBaseline(agent: Agent, projectId: number): Promise<string> {
  const res = await fetch(`${t.baseUrl}${api(`/projects/${projectId}/report.pdf`)}?type=baseline`, { headers: { cookie: agent.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(res.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  const id = res.headers.get('x-document-id');
  expect(id).toMatch(/^GIA-/);
  return id!;
}

const verify = (id: string, total: string) => new Agent(t.baseUrl).get(`/api/v1/verify-evoice/${id}?co2total=${total}`);

describe('#scope2-registered (issue #46 point 2)', () => {
  it('GET …/scope2 names the registered method and figure: location-based 1,314.0 kg, not M3 985.5 kg', async () => {
    const { agent } = await signedInAgent(t);
    const x = await dkProject(agent);
    const summary = (await agent.get(api(`/projects/${x.project.id}/summary`))).body.data;
    expect(summary.total_kwh).toBeCloseTo(8760, 6);
    expect(summary.co2_emission_kg).toBeCloseTo(985.5, 6);
    const d = (await agent.get(api(`/projects/${x.project.id}/scope2`))).body.data;
    expect(d.location_based_kg).toBeCloseTo(1314.0, 6);
    expect(d.market_based_kg).toBeCloseTo(3828.6675, 6);
    expect(d).toMatchObject({ registered_method: 'location' });
    expect(d.registered_kg).toBeCloseTo(1314.0, 6);
    expect(d.groups[0].registered_kg).toBeCloseTo(1314.0, 6);
    // The renewable share is a market-based claim: covered at 0 g, the rest at the residual mix.
    expect(d.groups[0].solutions[0].covered_kwh.renewable_share).toBeCloseTo(2190, 6);
    expect(d.groups[0].solutions[0].uncovered_factor).toBe('residual_mix');
  });

  it('the baseline report registers and verifies the location-based figure; its manifest names the method', async () => {
    const { agent } = await signedInAgent(t);
    const x = await dkProject(agent);
    const id = await exportBaseline(agent, x.project.id);
    const doc = await t.orm.em.fork().findOneOrFail(Document, { id }, { populate: ['manifest'] });
    expect(Number(doc.co2TotalKg)).toBeCloseTo(1314, 6);
    expect(doc.manifest?.totals.basis).toBe('scope2_location_based');
    expect(doc.manifest?.inputs.scope2).toMatchObject({ method: 'location', residual_factor_g: 582.75, instruments: {} });
    expect((await verify(id, '1314.0')).body.data.result).toBe('correct');
    expect((await verify(id, '985.5')).body.data.result).toBe('incorrect');
    // The print view's document names the basis it was registered with.
    const g = await agent.gql(`query($p: ID!, $d: String!) { reportDocument(projectId: $p, documentId: $d) { co2TotalText basis } }`, { p: String(x.project.id), d: id });
    expect(g.errors).toBeUndefined();
    expect(g.data.reportDocument).toEqual({ co2TotalText: '1314.0', basis: 'scope2_location_based' });
    const rerun = await agent.post(`/api/v1/documents/${id}/rerun`);
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(200);
    expect(rerun.body.data).toMatchObject({ matches: true, differences: [] });
  }, 120_000);

  it('a partner admin chooses market-based (REST and GraphQL): the scope 2 reply and the next document take it; the earlier document verifies as issued', async () => {
    const { agent } = await signedInAgent(t);
    const x = await dkProject(agent);
    const first = await exportBaseline(agent, x.project.id);
    expect((await agent.get('/api/v1/partner/admin/company')).body.data.scope2_registered_method).toBe('location');

    const bad = await agent.put('/api/v1/partner/admin/scope2-method', { scope2_registered_method: 'mixed' });
    expect(bad.status).toBe(422);
    const put = await agent.put('/api/v1/partner/admin/scope2-method', { scope2_registered_method: 'market' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toEqual({ scope2_registered_method: 'market' });
    expect((await agent.get('/api/v1/partner/admin/company')).body.data.scope2_registered_method).toBe('market');
    const q = await agent.gql('{ partnerCompany { scope2RegisteredMethod } }');
    expect(q.data.partnerCompany.scope2RegisteredMethod).toBe('market');

    const d = (await agent.get(api(`/projects/${x.project.id}/scope2`))).body.data;
    expect(d.registered_method).toBe('market');
    expect(d.registered_kg).toBeCloseTo(3828.6675, 6);

    const second = await exportBaseline(agent, x.project.id);
    expect((await verify(second, '3828.7')).body.data.result).toBe('correct');
    const doc = await t.orm.em.fork().findOneOrFail(Document, { id: second }, { populate: ['manifest'] });
    expect(doc.manifest?.totals.basis).toBe('scope2_market_based');
    // Issued before the change: its stored total stands.
    expect((await verify(first, '1314.0')).body.data.result).toBe('correct');

    const back = await agent.gql('mutation { scope2RegisteredMethodUpdate(input: { method: "location" }) }');
    expect(back.errors).toBeUndefined();
    expect(back.data.scope2RegisteredMethodUpdate).toBe('location');
  }, 120_000);

  it('a document stored with the old M3 figure (985.5 kg, no scope 2 in its manifest) still verifies as issued', async () => {
    const { agent, partner, user } = await signedInAgent(t);
    const x = await dkProject(agent);
    const em = t.orm.em.fork();
    em.create(Document, { id: 'GIA-OLD2-M3M3', partner, project: em.getReference('Project', x.project.id) as never, type: 'baseline', co2TotalKg: '985.500000', co2Precision: 1, createdBy: user });
    await em.flush();
    expect((await verify('GIA-OLD2-M3M3', '985.5')).body.data.result).toBe('correct');
    expect((await verify('GIA-OLD2-M3M3', '1314.0')).body.data.result).toBe('incorrect');
    const g = await agent.gql(`query($p: ID!, $d: String!) { reportDocument(projectId: $p, documentId: $d) { basis } }`, { p: String(x.project.id), d: 'GIA-OLD2-M3M3' });
    expect(g.data.reportDocument.basis).toBe('yearly_operational_co2');
  });

  it('only a partner admin sets the method', async () => {
    const { agent } = await signedInAgent(t, { roles: ['partner_user'] });
    expect((await agent.put('/api/v1/partner/admin/scope2-method', { scope2_registered_method: 'market' })).status).toBe(403);
  });
});
