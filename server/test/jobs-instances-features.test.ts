/**
 * The feature jobs survive the instance that queued them (issue #15): two app instances, each a
 * process of its own (jobs-instance.ts, 1 s leases), on one PostgreSQL.
 *
 * - report.pdf: instance A queues an export through REST and starts rendering it, on a page that
 *   never gets ready; A is killed (SIGKILL); B takes the job once the lease has run out, renders it
 *   (its page is ready at once) and stores the file, which either instance then hands out; only the
 *   user who queued it may read the job or its file.
 * - validation.start: instance A only queues jobs (JOBS_CONCURRENCY=0) and is killed right after its
 *   202; B queues the project's items for the super admin and notifies them.
 *
 * This process runs a third app (no worker) to build the data.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document } from '../src/features/documents/document.entity';
import { ProductValidation } from '../src/features/validation/validation.entity';
import { closePdfRenderer } from '../src/features/reports/pdf/pdf-renderer';
import { jobs } from '../src/platform/jobs';
import { Agent, buildUser, signedInAgent, startTestApp, type TestApp } from './helpers';
import { spawnJobsInstance, stopJobsInstances, type JobsInstance } from './jobs-instance-process';
import { addItem, api, datacentreProject, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

interface Instance extends JobsInstance {
  url: string;
}

/** An instance with a job worker, once it listens. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const i = spawnJobsInstance(name, env);
  const { port } = await i.next((o) => 'port' in o);
  return { ...i, url: `http://127.0.0.1:${port}` };
}

async function kill(i: Instance): Promise<void> {
  const exited = new Promise((r) => i.proc.once('exit', r));
  i.proc.kill('SIGKILL');
  await exited;
}

/** A page for the render browser: an A4 page that gets ready at once, or never. */
async function pageServer(ready: boolean): Promise<{ url: string; visits: string[]; close(): Promise<void> }> {
  const visits: string[] = [];
  const server = http.createServer((req, res) => {
    visits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><style>@page { size: A4; margin: 0 } body { margin: 0 } .p { height: 293mm }</style></head>
<body><div class="p">${ready ? 'Rendered on B' : 'Never ready'}</div><script>${ready ? "document.body.dataset.reportReady = 'true';" : ''}</script></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let t: TestApp;
const servers: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  t = await startTestApp({ jobConcurrency: 0 });
}, 60_000);

afterAll(async () => {
  await stopJobsInstances();
  await closePdfRenderer();
  for (const s of servers) await s.close();
  await t?.close();
}, 30_000);

async function waitFinished(id: number, ms = 30_000) {
  const job = await jobs.wait(t.orm.em, id, ms);
  return job!;
}

describe('#jobs.instances report.pdf', () => {
  it('renders on instance B an export that instance A queued and was rendering when it was killed; only its user reads it', async () => {
    const hang = await pageServer(false);
    const ready = await pageServer(true);
    servers.push(hang, ready);
    const owner = await signedInAgent(t);
    const project = await newProject(owner.agent, { name: 'Across instances' });
    const group = await newGroup(owner.agent, project.id, { name: 'Current', state: 'baseline' });
    const solution = await newSolution(owner.agent, project.id, group.id, 'datacenter');
    await addItem(owner.agent, project.id, solution.id, { product_id: (await newProduct(owner.agent, { category: 'server', watts: 300, hours: 8760 })).id, amount: 2 });

    const a = await startInstance('A', { PDF_RENDER_BASE_URL: hang.url });
    const onA = new Agent(a.url);
    await onA.login(owner.email);
    const queued = await onA.post(`/api/v1/project-manager/projects/${project.id}/report.pdf/jobs?type=baseline`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    const jobId = queued.body.data.job_id as number;
    expect(queued.body.data).toMatchObject({ project_id: project.id, type: 'baseline', result: null });
    // A renders it (its page never gets ready), holding the lease.
    for (let i = 0; i < 150 && !hang.visits.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(hang.visits.length).toBe(1);
    const rendering = await onA.get(`/api/v1/project-manager/projects/${project.id}/report.pdf/jobs/${jobId}`);
    expect(rendering.body.data).toMatchObject({ state: 'active', phase: 'rendering', attempts: 1 });
    expect((await onA.get(`/api/v1/project-manager/projects/${project.id}/report.pdf/jobs/${jobId}/file`)).status).toBe(409);

    const b = await startInstance('B', { PDF_RENDER_BASE_URL: ready.url });
    await kill(a);

    const job = await waitFinished(jobId);
    expect(job).toMatchObject({ state: 'completed', attempts: 2 });
    expect(ready.visits.length).toBe(1);
    // A's run registered a document before it died; B discarded it: one document, the one B printed.
    const docs = await t.orm.em.fork().find(Document, { project: project.id });
    expect(docs.map((d) => d.id)).toEqual([(job.result as { documentId: string }).documentId]);
    const onB = new Agent(b.url);
    await onB.login(owner.email);
    const status = await onB.get(`/api/v1/project-manager/projects/${project.id}/report.pdf/jobs/${jobId}`);
    expect(status.body.data).toMatchObject({ state: 'completed', phase: 'done', result: { document_id: expect.stringMatching(/^GIA-/), file_name: expect.stringMatching(/-baseline-report-GIA-.*\.pdf$/) } });
    // The file, from B and from this process's instance alike (it is in PostgreSQL).
    for (const base of [b.url, t.baseUrl]) {
      const res = await fetch(`${base}/api/v1/project-manager/projects/${project.id}/report.pdf/jobs/${jobId}/file`, { headers: { cookie: onB.cookieHeader() } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('x-document-id')).toBe(status.body.data.result.document_id);
      expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // GraphQL: the job, for its user.
    const gql = await owner.agent.gql('query($id: ID!) { reportPdfExport(id: $id) { state phase documentId fileUrl } }', { id: String(jobId) });
    expect(gql.data.reportPdfExport).toMatchObject({ state: 'completed', phase: 'done', documentId: status.body.data.result.document_id, fileUrl: `/api/v1/project-manager/projects/${project.id}/report.pdf/jobs/${jobId}/file` });

    // Nobody else: another partner, and a colleague of the same partner.
    const stranger = await signedInAgent(t);
    const colleague = await signedInAgent(t, { partner: owner.partner, roles: ['partner_admin'] });
    for (const other of [stranger.agent, colleague.agent]) {
      expect((await other.get(`/api/v1/project-manager/projects/${project.id}/report.pdf/jobs/${jobId}`)).status).toBe(404);
      expect((await other.get(`/api/v1/project-manager/projects/${project.id}/report.pdf/jobs/${jobId}/file`)).status).toBe(404);
      const denied = await other.gql('query($id: ID!) { reportPdfExport(id: $id) { state } }', { id: String(jobId) });
      expect(denied.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    // The owner, under another project's path or another app's: 404 as well.
    expect((await owner.agent.get(`/api/v1/comparative-solution/projects/${project.id}/report.pdf/jobs/${jobId}`)).status).toBe(404);
    expect((await owner.agent.get(`/api/v1/project-manager/projects/${project.id + 1000}/report.pdf/jobs/${jobId}/file`)).status).toBe(404);
    // B stops (cleanly), so that no worker runs in the next test until it starts one.
    const stopped = new Promise((r) => b.proc.once('exit', r));
    b.proc.kill('SIGTERM');
    await stopped;
  }, 120_000);
});

describe('#jobs.instances validation.start', () => {
  it('completes on instance B a validation.start job that a queue-only instance A queued before it was killed', async () => {
    const admin = await buildUser(t.orm, { roles: ['super_admin', 'partner_admin'] });
    const seller = await signedInAgent(t);
    const { project, solution } = await datacentreProject(seller.agent);
    await newProduct(seller.agent, { model: `Own ${Date.now()}`, solutionId: solution.id });

    const a = await startInstance('A', { JOBS_CONCURRENCY: '0' });
    const onA = new Agent(a.url);
    await onA.login(seller.email);
    const startedReply = await onA.post(api(`/projects/${project.id}/start-validation`));
    expect(startedReply.status, JSON.stringify(startedReply.body)).toBe(202);
    await kill(a);
    const em = t.orm.em.fork();
    const [row] = await em.getConnection().execute<Array<{ id: number; state: string }>>(
      "select id, state from jobs where name = 'validation.start' and payload->>'projectId' = ? order by id desc limit 1",
      [String(project.id)],
    );
    expect(row).toMatchObject({ state: 'queued' });
    expect(await em.count(ProductValidation, { project: project.id, status: 'queued' })).toBe(0);

    await startInstance('B', {});
    const job = await waitFinished(row!.id);
    expect(job).toMatchObject({ state: 'completed', result: { queued: 1 } });
    expect(await t.orm.em.fork().count(ProductValidation, { project: project.id, status: 'queued' })).toBe(1);
    const adminAgent = new Agent(t.baseUrl);
    await adminAgent.login(admin.email);
    const notes = await adminAgent.gql('query { notifications { message category } }');
    expect(notes.data.notifications.some((n: any) => n.category === 'validation' && n.message.includes(seller.partner.name))).toBe(true);
  }, 90_000);
});
