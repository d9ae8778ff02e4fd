/**
 * Issue #31 "documents anyone entitled can re-run": an exported report PDF registers its document
 * together with a manifest (calc inputs, reference versions, methodology version, totals) and the
 * SHA-256 of the manifest's canonical JSON. GET /api/v1/documents/{id}/manifest answers it to the
 * document's partner only (404 "Not found." for anyone else, anonymous included); POST …/rerun
 * recomputes the totals from the manifest alone. The same through GraphQL.
 *
 * The renders open a small page this file serves (PDF_RENDER_BASE_URL), as in report-pdf.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document } from '../src/features/documents/document.entity';
import { resetVerifyRateLimit } from '../src/features/documents/document.service';
import { closePdfRenderer } from '../src/features/reports/pdf/pdf-renderer';
import { canonicalSha256 } from '../src/platform/canonical/canonical-json';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';
import { startReportPageServer } from './report-pdf-exports';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

let t: TestApp;
let pages: Awaited<ReturnType<typeof startReportPageServer>>;

beforeAll(async () => {
  pages = await startReportPageServer();
  t = await startTestApp({ pdfRenderBaseUrl: pages.baseUrl });
});
afterAll(async () => {
  await closePdfRenderer();
  await t?.close();
  await pages?.close();
});

async function exportPdf(agent: Agent, projectId: number, type: string): Promise<string> {
  const res = await fetch(`${t.baseUrl}${api(`/projects/${projectId}/report.pdf`)}?type=${type}`, { headers: { cookie: agent.cookieHeader() } });
  expect(res.status, await res.clone().text()).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('x-document-id')!;
}

const MANIFEST = `query($d: String!) { documentManifest(documentId: $d) { sha256 methodologyVersion manifest } }`;
const RERUN = `mutation($d: String!) { rerunDocument(documentId: $d) { matches manifestSha256Valid totals differences { path registered recomputed } } }`;

describe('#documents.manifest', () => {
  let owner: Awaited<ReturnType<typeof signedInAgent>>;
  let projectId: number;
  let itemId: number;
  let solutionId: number;
  let documentId: string;

  beforeAll(async () => {
    owner = await signedInAgent(t);
    const project = await newProject(owner.agent, { name: 'Manifest' });
    projectId = project.id;
    const baseline = await newGroup(owner.agent, project.id, { name: 'Current', state: 'baseline' });
    const s = await newSolution(owner.agent, project.id, baseline.id, 'datacenter');
    solutionId = s.id;
    itemId = (await addItem(owner.agent, project.id, s.id, { product_id: (await newProduct(owner.agent, { category: 'server', watts: 300, hours: 8760 })).id, amount: 2 })).id;
    const proposal = await newGroup(owner.agent, project.id, { name: 'Proposal' });
    const c = await newSolution(owner.agent, project.id, proposal.id, 'datacenter');
    await addItem(owner.agent, project.id, c.id, { product_id: (await newProduct(owner.agent, { category: 'server', watts: 200, hours: 8760 })).id, amount: 1 });
    documentId = await exportPdf(owner.agent, projectId, 'baseline');
    resetVerifyRateLimit();
  });

  it('stores the manifest and its hash with the exported document', async () => {
    const doc = await t.orm.em.fork().findOneOrFail(Document, { id: documentId }, { populate: ['manifest'] });
    expect(doc.manifestSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.manifest?.document.id).toBe(documentId);
    expect(canonicalSha256(doc.manifest)).toBe(doc.manifestSha256);
    expect(doc.manifest?.totals.co2_total_kg).toBeCloseTo(Number(doc.co2TotalKg), 5);
  });

  it('answers the manifest to the owner, stable and equal to the SHA-256 of its canonical JSON', async () => {
    const a = await owner.agent.get(`/api/v1/documents/${documentId}/manifest`);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const { sha256, ...manifest } = a.body.data;
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalSha256(manifest)).toBe(sha256);
    expect(manifest).toMatchObject({ methodology_version: expect.any(String), document: { id: documentId, type: 'baseline', basis: 'scope2_location_based' } });
    // The inputs: the baseline's item, its modes and hours, the solution's factors.
    const item = manifest.inputs.groups[0].solutions[0].items[0];
    expect(item).toMatchObject({ id: String(itemId), amount: 2, modes: [{ powerConsumptionWatts: 300, hours: 8760 }] });
    expect(manifest.inputs.groups[0].solutions[0]).toHaveProperty('co2FactorGram');
    expect(manifest.reference).toHaveProperty('reference_revision');
    const b = await owner.agent.get(`/api/v1/documents/${documentId}/manifest`);
    expect(b.body.data.sha256).toBe(sha256);
    expect(b.body).toEqual(a.body);

    const g = await owner.agent.gql(MANIFEST, { d: documentId });
    expect(g.errors).toBeUndefined();
    expect(g.data.documentManifest.sha256).toBe(sha256);
    expect(canonicalSha256(g.data.documentManifest.manifest)).toBe(sha256);
  });

  it("answers 404 'Not found.' to another partner and to anonymous callers, over REST and GraphQL", async () => {
    const stranger = await signedInAgent(t);
    const anonymous = new Agent(t.baseUrl);
    for (const agent of [stranger.agent, anonymous]) {
      const m = await agent.get(`/api/v1/documents/${documentId}/manifest`);
      expect(m.status).toBe(404);
      expect(m.body.message).toBe('Not found.');
      const r = await agent.post(`/api/v1/documents/${documentId}/rerun`);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Not found.');
      expect((await agent.gql(MANIFEST, { d: documentId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await agent.gql(RERUN, { d: documentId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await owner.agent.get(`/api/v1/documents/GIA-2222-2222/manifest`)).status).toBe(404);
  });

  it('follows project access inside the partner: a colleague who gets 404 on the project gets 404 on its manifest and re-run; an admin reads them (issue #45, point 6)', async () => {
    const colleague = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'] });
    const agent = new Agent(t.baseUrl);
    await agent.login(colleague.email);
    expect((await agent.get(api(`/projects/${projectId}`))).status).toBe(404);
    expect((await agent.get(`/api/v1/documents/${documentId}/manifest`)).status).toBe(404);
    expect((await agent.post(`/api/v1/documents/${documentId}/rerun`)).status).toBe(404);
    expect((await agent.gql(MANIFEST, { d: documentId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await agent.gql(RERUN, { d: documentId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const admin = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_admin'] });
    const adminAgent = new Agent(t.baseUrl);
    await adminAgent.login(admin.email);
    expect((await adminAgent.get(`/api/v1/documents/${documentId}/manifest`)).status).toBe(200);
  });

  it("lists the project's issued documents for whoever may open it, newest first, through REST and GraphQL (issue #47, point 9)", async () => {
    const doc = await t.orm.em.fork().findOneOrFail(Document, { id: documentId });
    const rest = await owner.agent.get(api(`/projects/${projectId}/documents`));
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data[0]).toEqual({
      document_id: documentId,
      type: 'baseline',
      co2_total_kg: Number(Number(doc.co2TotalKg).toFixed(doc.co2Precision)),
      co2_precision: doc.co2Precision,
      issued_at: doc.createdAt.toISOString(),
      issued_by: owner.user.name,
      manifest_sha256: doc.manifestSha256,
    });
    const gql = await owner.agent.gql('query($p: ID!) { projectDocuments(projectId: $p) { documentId type manifestSha256 } }', { p: projectId });
    expect(gql.data.projectDocuments[0]).toEqual({ documentId, type: 'baseline', manifestSha256: doc.manifestSha256 });
    // The one rule: a colleague who cannot open the project gets its 404, a stranger too.
    const colleague = await buildUser(t.orm, { partner: owner.partner, roles: ['partner_user'] });
    const agent = new Agent(t.baseUrl);
    await agent.login(colleague.email);
    expect((await agent.get(api(`/projects/${projectId}/documents`))).status).toBe(404);
    expect((await agent.gql('query($p: ID!) { projectDocuments(projectId: $p) { documentId } }', { p: projectId })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const stranger = await signedInAgent(t);
    expect((await stranger.agent.get(api(`/projects/${projectId}/documents`))).status).toBe(404);
  });

  it('the public check shows the manifest hash beside a correct total only (REST and GraphQL)', async () => {
    const anonymous = new Agent(t.baseUrl);
    const sha256 = (await owner.agent.get(`/api/v1/documents/${documentId}/manifest`)).body.data.sha256 as string;
    const doc = await t.orm.em.fork().findOneOrFail(Document, { id: documentId });
    const total = (Number(doc.co2TotalKg).toFixed(doc.co2Precision));
    const ok = await anonymous.get(`/api/v1/verify-evoice/${documentId}?co2total=${total}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ result: 'correct', manifest_sha256: sha256 });
    const wrong = await anonymous.get(`/api/v1/verify-evoice/${documentId}?co2total=${Number(total) + 5}`);
    expect(wrong.body.data.result).toBe('incorrect');
    expect(wrong.body.data).not.toHaveProperty('manifest_sha256');
    const q = `query($d: String!, $c: String!) { documentVerify(documentId: $d, co2Total: $c) { result manifestSha256 } }`;
    expect((await anonymous.gql(q, { d: documentId, c: total })).data.documentVerify).toEqual({ result: 'correct', manifestSha256: sha256 });
    expect((await anonymous.gql(q, { d: documentId, c: String(Number(total) + 5) })).data.documentVerify).toEqual({ result: 'incorrect', manifestSha256: null });
    resetVerifyRateLimit();
  });

  it('re-runs from the manifest alone: matches, even after the project changed', async () => {
    const r = await owner.agent.post(`/api/v1/documents/${documentId}/rerun`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ matches: true, manifest_sha256_valid: true, differences: [] });
    expect(r.body.data.totals.co2_total_kg).toBeGreaterThan(0);

    const edit = await owner.agent.put(api(`/projects/${projectId}/solution/${solutionId}/solution-item/${itemId}`), { amount: 7 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const again = await owner.agent.post(`/api/v1/documents/${documentId}/rerun`);
    expect(again.body.data).toMatchObject({ matches: true, differences: [] });
    expect(again.body.data.totals).toEqual(r.body.data.totals);

    const g = await owner.agent.gql(RERUN, { d: documentId });
    expect(g.errors).toBeUndefined();
    expect(g.data.rerunDocument).toMatchObject({ matches: true, manifestSha256Valid: true, differences: [] });
  });

  it('finds a tampered total: matches false, the difference listed, the hash no longer valid', async () => {
    const tampered = await exportPdf(owner.agent, projectId, 'baseline');
    const conn = t.orm.em.getConnection();
    const [row] = await conn.execute<Array<{ v: number }>>(`select (manifest #>> '{totals,co2_total_kg}')::float8 as v from documents where id = ?`, [tampered]);
    await conn.execute(`update documents set manifest = jsonb_set(manifest, '{totals,co2_total_kg}', to_jsonb(?::float8)) where id = ?`, [row.v + 1, tampered]);
    const r = await owner.agent.post(`/api/v1/documents/${tampered}/rerun`);
    expect(r.status).toBe(200);
    expect(r.body.data.matches).toBe(false);
    expect(r.body.data.manifest_sha256_valid).toBe(false);
    expect(r.body.data.differences).toEqual([{ path: 'totals.co2_total_kg', registered: row.v + 1, recomputed: row.v }]);
  });
});
