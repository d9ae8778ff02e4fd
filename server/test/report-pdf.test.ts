/**
 * PDF export of reports (issue #5 point 5, methodology M8): GET …/projects/{id}/report.pdf?type=
 * validates the type, the project and the availability; registers the report as a document whose
 * total the public check accepts; renders a page in real headless Chromium signed in as the caller
 * (session or API token) and answers the PDF; a failed render leaves no document behind. The print
 * view reads the document through the reportDocument query.
 *
 * The test app serves no built SPA, so the renders open a page this file serves (PDF_RENDER_BASE_URL
 * points there): two A4 pages, 'Page 1/2' and 'Page 2/2', that set body[data-report-ready] and tell
 * the test which address and cookies they got. They render in the Chromium the server resolves
 * (CHROMIUM_PATH, else Debian's /usr/bin/chromium where installed, else the @sparticuz/chromium build
 * that `npm install` brings): without one the render tests fail, they are not skipped.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentCo2Total, type ReportExportType } from '../../shared/reports';
import { ApiToken, Session } from '../src/features/auth/auth.entity';
import { Document } from '../src/features/documents/document.entity';
import { registerDocument, resetVerifyRateLimit } from '../src/features/documents/document.service';
import { execFileSync } from 'node:child_process';
import { closePdfRenderer, MAX_CONCURRENT_RENDERS, MAX_QUEUED_RENDERS, pdfRenderLoad, PdfRenderError, renderPdf, RENDER_RETRY_AFTER_SECONDS, resolveChromiumPath } from '../src/features/reports/pdf/pdf-renderer';
import { errorReply } from '../src/platform/http/errors';
import { exportPaths, failures, nineExportsOfEach } from './report-pdf-exports';
import { internalBaseUrl } from '../src/features/reports/pdf/report-pdf.http';
import { documentLocale, exportReportPdf, reportPageUrl, slugify } from '../src/features/reports/pdf/report-pdf.service';
import { ReportGenerated } from '../src/features/reports/report.entity';
import { authenticate } from '../src/features/auth';
import { randomToken, sha256 } from '../src/platform/auth/tokens';
import type { RequestContext } from '../src/platform/context';
import { Agent, signedInAgent, startTestApp, type TestApp, wsClient } from './helpers';
import { addItem, api, newGroup, newProduct, newProject, newSolution } from './solutions-fixtures';

type Signed = Awaited<ReturnType<typeof signedInAgent>>;

// ---- the page the renders open ---------------------------------------------------------------------

type PageMode = 'ready' | 'error' | 'hang';

interface PageVisit {
  path: string;
  cookieHeader: string;
  /** What the app answered to GET /api/v1/user-with-roles with the page's cookies, while it rendered. */
  signedInAs: string | null;
  /** The session row behind the page's gia_session cookie, while it rendered. */
  session: Session | null;
  xsrfCookie: string | null;
}

interface PageBeacon {
  hash: string;
  /** document.cookie as the page's script sees it (the session cookie is httpOnly). */
  scriptCookies: string;
  /** navigator.language in the render's browser context. */
  language: string;
}

const page = {
  mode: 'ready' as PageMode,
  readyDelayMs: 50,
  visits: [] as PageVisit[],
  beacons: [] as PageBeacon[],
};

function pageHtml(mode: PageMode, delayMs: number): string {
  const finish =
    mode === 'ready'
      ? "document.body.dataset.reportReady = 'true';"
      : mode === 'error'
        ? "document.body.dataset.reportError = 'The chart failed.'; document.body.dataset.reportReady = 'error';"
        : '';
  return `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Report</title>
<style>
  @page { size: A4; margin: 0; }
  body { margin: 0; font: 14pt sans-serif; }
  .page { height: 297mm; box-sizing: border-box; padding: 20mm; overflow: hidden; break-after: page; }
  .page:last-child { break-after: auto; }
  .band { background: #2e7d32; color: white; padding: 4mm; }
</style></head>
<body>
  <section class="page"><div class="band">Page 1/2</div></section>
  <section class="page"><div class="band">Page 2/2</div></section>
  <script>
    fetch('/beacon?hash=' + encodeURIComponent(location.hash) + '&cookies=' + encodeURIComponent(document.cookie) + '&language=' + encodeURIComponent(navigator.language))
      .finally(() => setTimeout(() => { ${finish} }, ${delayMs}));
  </script>
</body></html>`;
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

let pageServer: http.Server;
let pageBaseUrl: string;
let t: TestApp;

async function startPageServer(): Promise<void> {
  pageServer = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/beacon') {
        page.beacons.push({ hash: url.searchParams.get('hash') ?? '', scriptCookies: url.searchParams.get('cookies') ?? '', language: url.searchParams.get('language') ?? '' });
        res.writeHead(204).end();
        return;
      }
      const cookieHeader = req.headers.cookie ?? '';
      const visit: PageVisit = { path: url.pathname, cookieHeader, signedInAs: null, session: null, xsrfCookie: cookieValue(cookieHeader, 'XSRF-TOKEN') };
      // While the page renders, its cookies sign in to the app as the caller.
      if (cookieHeader) {
        const me = await fetch(`${t.baseUrl}/api/v1/user-with-roles`, { headers: { cookie: cookieHeader, accept: 'application/json' } });
        visit.signedInAs = me.status === 200 ? ((await me.json()) as any).data.email : `HTTP ${me.status}`;
        const token = cookieValue(cookieHeader, 'gia_session');
        visit.session = token ? await t.orm.em.fork().findOne(Session, { tokenHash: sha256(token) }) : null;
      }
      page.visits.push(visit);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(page.mode, page.readyDelayMs));
    })().catch((err) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((r) => pageServer.listen(0, '127.0.0.1', r));
  pageBaseUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
}

// ---- helpers -------------------------------------------------------------------------------------

/** Pages of a PDF, read the minimal way: its page objects (`/Type /Page`, not `/Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

/** GET …/report.pdf with the agent's cookies (or a bearer token), keeping the body as bytes. */
async function exportPdf(auth: Agent | { bearer: string }, projectId: number, type: string) {
  const headers: Record<string, string> = auth instanceof Agent ? { cookie: auth.cookieHeader() } : { authorization: `Bearer ${auth.bearer}` };
  const started = Date.now();
  const res = await fetch(`${t.baseUrl}${api(`/projects/${projectId}/report.pdf`)}?type=${encodeURIComponent(type)}`, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ms = Date.now() - started;
  const json = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : null;
  return { status: res.status, headers: res.headers, bytes, json, ms };
}

/** The caller's service context, as the REST facade builds it. */
async function contextOf(agent: Agent): Promise<RequestContext> {
  const em = t.orm.em.fork();
  return { em, actor: await authenticate(em, { cookieHeader: agent.cookieHeader() }), ip: '127.0.0.1', requestId: 'report-pdf-test' };
}

async function documentsOf(projectId: number): Promise<Document[]> {
  return t.orm.em.fork().find(Document, { project: projectId }, { orderBy: { createdAt: 'asc' } });
}

/**
 * A project for every report type: baseline "Current" (2 servers × 300 W all year; 40 laptops), and
 * comparative "Proposal" (primary) with a refurbished server (10 %) and 40 laptops.
 */
async function printableProject(agent: Agent, name = 'Kontor Århus 2027') {
  const project = await newProject(agent, { name });
  const baseline = await newGroup(agent, project.id, { name: 'Current', state: 'baseline' });
  const b1 = await newSolution(agent, project.id, baseline.id, 'datacenter');
  const b2 = await newSolution(agent, project.id, baseline.id, 'end_user');
  await addItem(agent, project.id, b1.id, { product_id: (await newProduct(agent, { category: 'server', watts: 300, hours: 8760 })).id, amount: 2 });
  await addItem(agent, project.id, b2.id, { product_id: (await newProduct(agent, { category: 'laptop', watts: 5, hours: 2000 })).id, amount: 40 });
  const proposal = await newGroup(agent, project.id, { name: 'Proposal' });
  const c1 = await newSolution(agent, project.id, proposal.id, 'datacenter');
  const c2 = await newSolution(agent, project.id, proposal.id, 'end_user');
  await addItem(agent, project.id, c1.id, { product_id: (await newProduct(agent, { category: 'server', watts: 400, hours: 8760 })).id, amount: 1, refurbishment_impact_percentage: 10, unit_price: 5000 });
  await addItem(agent, project.id, c2.id, { product_id: (await newProduct(agent, { category: 'laptop', watts: 2.5, hours: 2000 })).id, amount: 40 });
  expect((await agent.put(api(`/projects/${project.id}/solution-groups/${proposal.id}/primary`))).status).toBe(200);
  return { project, baseline, proposal };
}

/** The GraphQL report data the print view reads, and the total the shared function gives on it. */
async function clientSideTotal(agent: Agent, projectId: number, type: ReportExportType) {
  const r = await agent.gql(
    `query($p: ID!, $t: String) { projectReport(projectId: $p, reportType: $t) {
       solutionGroups { id state active primary co2EmissionKg refurbishedItemCount lcaData { gwpKgCo2e refurbishedOffsetTotalKgCo2e } } } }`,
    { p: projectId, t: `${type}_report` },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  // Baseline and comparative documents register the partner's named scope 2 figure (issue #46 point 2).
  const s = await agent.gql(`query($p: ID!) { projectScope2(projectId: $p) { registeredMethod groups { id locationBasedKg marketBasedKg } } }`, { p: projectId });
  expect(s.errors, JSON.stringify(s.errors)).toBeUndefined();
  const scope2 = new Map((s.data.projectScope2.groups as Array<{ id: string }>).map((g) => [g.id, g]));
  const groups = r.data.projectReport.solutionGroups.map((g: { id: string }) => ({ ...g, scope2: scope2.get(g.id) ?? null }));
  return documentCo2Total(type, groups, s.data.projectScope2.registeredMethod);
}

const REPORT_DOCUMENT = `query($p: ID!, $d: String!) { reportDocument(projectId: $p, documentId: $d) { documentId type co2TotalKg co2TotalText co2Precision basis issuedAt verifyUrl } }`;

// ---- the tests -----------------------------------------------------------------------------------

beforeAll(async () => {
  await startPageServer();
  t = await startTestApp({ pdfRenderBaseUrl: pageBaseUrl });
});
afterAll(async () => {
  await closePdfRenderer();
  await t?.close();
  await new Promise<void>((r) => (pageServer ? pageServer.close(() => r()) : r()));
});
beforeEach(() => {
  page.mode = 'ready';
  page.readyDelayMs = 50;
  page.visits = [];
  page.beacons = [];
  resetVerifyRateLimit();
});

describe('#report-pdf.refusals', () => {
  let owner: Signed;
  let projectId: number;
  beforeAll(async () => {
    owner = await signedInAgent(t);
    projectId = (await printableProject(owner.agent)).project.id;
  });

  it.each(['', 'pdf', 'baseline_report', 'e_invoice'])('answers 422 for the type %j, with the validation shape', async (type) => {
    const r = await exportPdf(owner.agent, projectId, type);
    expect(r.status).toBe(422);
    expect(r.json).toEqual({ message: 'The type must be one of baseline, comparative, lca, refurbishment.', errors: { type: ['The type must be one of baseline, comparative, lca, refurbishment.'] } });
    expect(await documentsOf(projectId)).toEqual([]);
  });

  it("answers 404 for another partner's project, and 401 without a session", async () => {
    const stranger = await signedInAgent(t);
    const r = await exportPdf(stranger.agent, projectId, 'baseline');
    expect(r.status).toBe(404);
    expect((await exportPdf(new Agent(t.baseUrl), projectId, 'baseline')).status).toBe(401);
    expect(await documentsOf(projectId)).toEqual([]);
  });

  it("answers 422 'Report type not available!' with the reasons for a project without groups", async () => {
    const empty = await newProject(owner.agent, { name: 'Empty' });
    for (const [type, codes] of [
      ['baseline', ['no_baseline']],
      ['comparative', ['no_baseline', 'no_active_comparative']],
      ['lca', ['no_lca_data']],
      ['refurbishment', ['no_refurbished_items']],
    ] as const) {
      const r = await exportPdf(owner.agent, empty.id, type);
      expect(r.status, type).toBe(422);
      expect(r.json.message).toBe('Report type not available!');
      expect(r.json.reasons.map((x: any) => x.code)).toEqual(codes);
      expect(r.json.reasons.every((x: any) => x.report_type === `${type}_report`)).toBe(true);
      expect(r.json.errors.type).toEqual(r.json.reasons.map((x: any) => x.message));
    }
    const baselineOnly = await newProject(owner.agent, { name: 'Baseline only' });
    await newGroup(owner.agent, baselineOnly.id, { name: 'Current', state: 'baseline' });
    const r = await exportPdf(owner.agent, baselineOnly.id, 'baseline');
    expect(r.json.reasons.map((x: any) => [x.code, x.group_name])).toEqual([
      ['baseline_empty', 'Current'],
    ]);
    expect(r.json.errors.type[0]).toBe('The baseline group "Current" has no items.');
    expect(await documentsOf(empty.id)).toEqual([]);
  });

  it('answers 503 with a clear message, and registers nothing, when Chromium is missing', async () => {
    const saved = t.config.chromiumPath;
    t.config.chromiumPath = '/nonexistent/chromium';
    try {
      const r = await exportPdf(owner.agent, projectId, 'baseline');
      expect(r.status).toBe(503);
      expect(r.json).toEqual({ message: 'PDF export needs Chromium: CHROMIUM_PATH is set to /nonexistent/chromium, which does not exist.', code: 'UNAVAILABLE' });
      expect(await documentsOf(projectId)).toEqual([]);
    } finally {
      t.config.chromiumPath = saved;
    }
  });
});

describe('#report-pdf.render (headless Chromium)', () => {
  let owner: Signed;
  let x: Awaited<ReturnType<typeof printableProject>>;
  beforeAll(async () => {
    try {
      resolveChromiumPath();
    } catch (err) {
      throw new Error(`The PDF export tests need Chromium (npm install brings @sparticuz/chromium; CHROMIUM_PATH names another): ${(err as Error).message}`);
    }
    owner = await signedInAgent(t);
    x = await printableProject(owner.agent);
  });

  it('answers a two-page PDF of the print view, registered as a document the public check accepts', async () => {
    const r = await exportPdf(owner.agent, x.project.id, 'baseline');
    expect(r.status, r.json ? JSON.stringify(r.json) : '').toBe(200);
    console.info(`report.pdf of the test page: ${r.ms} ms end to end (the first render launches Chromium)`);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    const documentId = r.headers.get('x-document-id')!;
    expect(documentId).toMatch(/^GIA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="kontor-aarhus-2027-baseline-report-${documentId}.pdf"`);
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(r.bytes)).toBe(2);
    expect(r.bytes.toString('latin1')).toMatch(/\/Count 2\b/);
    expect(Number(r.headers.get('content-length'))).toBe(r.bytes.length);

    // The print view's address (the contract with the SPA).
    expect(page.beacons.map((b) => b.hash)).toEqual([`#/print/project-manager/projects/${x.project.id}/baseline-report?document=${documentId}&locale=en-GB`]);

    // The registered total: the baseline's scope 2 CO2, location-based (issue #46 point 2), at the report's CO2 precision (1).
    const [doc] = await documentsOf(x.project.id);
    expect(doc).toMatchObject({ id: documentId, type: 'baseline', co2Precision: 1 });
    const expected = await clientSideTotal(owner.agent, x.project.id, 'baseline');
    expect(expected).toMatchObject({ groupId: String(x.baseline.id), basis: 'scope2_location_based' });
    expect(Number(doc.co2TotalKg)).toBeCloseTo(expected!.co2TotalKg, 5);

    // The public check (M8) with the printed total; a wrong one is incorrect.
    const printed = (Math.round(expected!.co2TotalKg * 10) / 10).toFixed(1);
    const ok = await fetch(`${t.baseUrl}/api/v1/verify-evoice/${documentId}?co2total=${printed}`);
    expect(await ok.json()).toMatchObject({ data: { result: 'correct', document_id: documentId, type: 'baseline', co2_precision: 1 } });
    const wrong = await fetch(`${t.baseUrl}/api/v1/verify-evoice/${documentId}?co2total=${Number(printed) + 1}`);
    expect(await wrong.json()).toMatchObject({ data: { result: 'incorrect' } });

    // Logged as generated.
    expect(await t.orm.em.fork().count(ReportGenerated, { project: x.project.id, reportType: 'baseline_report' })).toBe(1);
  });

  it("renders in the report's language: the partner's report locale, else the user's language (issue #28)", async () => {
    // The partner's "Report language" is Danish, the user's own language German: the report option wins.
    const dk = await signedInAgent(t);
    const dkProject = await printableProject(dk.agent, 'Sprog');
    expect((await dk.agent.put('/api/v1/user/settings/language', { language: 'de-DE' })).status).toBe(200);
    const saved = await dk.agent.gql('mutation { partnerReportOptionsUpdate(input: { locale: "da-DK" }) { id locale } }');
    expect(saved.errors).toBeUndefined();
    page.beacons = [];
    const r = await exportPdf(dk.agent, dkProject.project.id, 'comparative');
    expect(r.status, r.json ? JSON.stringify(r.json) : '').toBe(200);
    expect(page.beacons).toHaveLength(1);
    expect(page.beacons[0]!.hash).toMatch(/[?&]locale=da-DK$/);
    // The browser context speaks it too (Intl defaults, Accept-Language).
    expect(page.beacons[0]!.language).toBe('da-DK');

    // No report language chosen: the user's own language.
    const de = await signedInAgent(t);
    const deProject = await printableProject(de.agent, 'Sprache');
    expect((await de.agent.put('/api/v1/user/settings/language', { language: 'de-DE' })).status).toBe(200);
    page.beacons = [];
    const r2 = await exportPdf(de.agent, deProject.project.id, 'comparative');
    expect(r2.status, r2.json ? JSON.stringify(r2.json) : '').toBe(200);
    expect(page.beacons.map((b) => [b.hash.replace(/^.*[?&]locale=/, ''), b.language])).toEqual([['de-DE', 'de-DE']]);
  });

  it('signs the page in as the caller with a two-minute session of its own, deleted after the render', async () => {
    const r = await exportPdf(owner.agent, x.project.id, 'comparative');
    expect(r.status).toBe(200);
    console.info(`report.pdf of the test page, browser running: ${r.ms} ms end to end`);
    expect(page.visits).toHaveLength(1);
    const [visit] = page.visits;
    expect(visit.signedInAs).toBe(owner.email);
    expect(visit.session).not.toBeNull();
    expect(visit.session!.user.id).toBe(owner.user.id);
    const ttl = visit.session!.expiresAt.getTime() - visit.session!.createdAt.getTime();
    expect(ttl).toBe(2 * 60_000);
    // The XSRF cookie is the session's CSRF token, readable by the page's script; the session cookie is not.
    expect(visit.xsrfCookie).toBe(visit.session!.csrfToken);
    expect(page.beacons[0].scriptCookies).toBe(`XSRF-TOKEN=${visit.session!.csrfToken}`);
    // Not the caller's own session, and gone afterwards.
    expect(visit.cookieHeader).not.toContain(cookieValue(owner.agent.cookieHeader(), 'gia_session')!);
    expect(await t.orm.em.fork().count(Session, { tokenHash: visit.session!.tokenHash })).toBe(0);
    const me = await fetch(`${t.baseUrl}/api/v1/user-with-roles`, { headers: { cookie: visit.cookieHeader } });
    expect(me.status).toBe(401);
  });

  it('works for an API-token caller (a session for the token user)', async () => {
    const plain = randomToken();
    const em = t.orm.em.fork();
    em.create(ApiToken, { user: owner.user.id, tokenName: 'PDF test', tokenHash: sha256(plain) });
    await em.flush();
    const r = await exportPdf({ bearer: plain }, x.project.id, 'lca');
    expect(r.status, r.json ? JSON.stringify(r.json) : '').toBe(200);
    expect(pdfPageCount(r.bytes)).toBe(2);
    expect(page.visits[0].signedInAs).toBe(owner.email);
    expect(await t.orm.em.fork().count(Session, { tokenHash: page.visits[0].session!.tokenHash })).toBe(0);
  });

  it.each<[ReportExportType, string]>([
    ['comparative', 'scope2_location_based'],
    ['lca', 'gwp'],
    ['refurbishment', 'refurbishment_offset'],
  ])('registers the %s total (%s) the print view computes from its own report data', async (type, basis) => {
    const r = await exportPdf(owner.agent, x.project.id, type);
    expect(r.status).toBe(200);
    const doc = await t.orm.em.fork().findOneOrFail(Document, r.headers.get('x-document-id')!);
    const expected = await clientSideTotal(owner.agent, x.project.id, type);
    expect(expected).toMatchObject({ groupId: String(x.proposal.id), basis });
    expect(doc.type).toBe(type);
    expect(Number(doc.co2TotalKg)).toBeCloseTo(expected!.co2TotalKg, 5);
    const gql = await owner.agent.gql(REPORT_DOCUMENT, { p: x.project.id, d: doc.id });
    expect(gql.data.reportDocument).toMatchObject({ documentId: doc.id, type, basis, co2Precision: 1 });
  });

  it('answers 500 with the page’s error, and discards the document, when the page reports an error', async () => {
    page.mode = 'error';
    const before = (await documentsOf(x.project.id)).length;
    const logged = await t.orm.em.fork().count(ReportGenerated, { project: x.project.id });
    const r = await exportPdf(owner.agent, x.project.id, 'baseline');
    expect(r.status).toBe(500);
    expect(r.json).toEqual({ message: 'The report page failed to render. The chart failed.', code: 'INTERNAL' });
    expect(await documentsOf(x.project.id)).toHaveLength(before);
    expect(await t.orm.em.fork().count(ReportGenerated, { project: x.project.id })).toBe(logged);
    expect(await t.orm.em.fork().count(Session, { tokenHash: page.visits[0].session!.tokenHash })).toBe(0);
  });

  it('gives up after the timeout (504) and discards the document; the target page is a parameter', async () => {
    page.mode = 'hang';
    const before = (await documentsOf(x.project.id)).length;
    const ctx = await contextOf(owner.agent);
    const err = await exportReportPdf(ctx, x.project.id, 'baseline', { baseUrl: 'http://unused.invalid', pageUrl: (p) => `${pageBaseUrl}/custom/${p.type}/${p.documentId}`, timeoutMs: 1500 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfRenderError);
    expect(err).toMatchObject({ status: 504, code: 'TIMEOUT', message: 'The report did not finish rendering within 2 s. Please try again.' });
    expect(page.visits[0].path).toMatch(/^\/custom\/baseline\/GIA-/);
    expect(await documentsOf(x.project.id)).toHaveLength(before);
    expect(pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('renders at most two pages at once and queues the rest', async () => {
    page.readyDelayMs = 300;
    let maxRunning = 0;
    let maxWaiting = 0;
    const sampler = setInterval(() => {
      const load = pdfRenderLoad();
      maxRunning = Math.max(maxRunning, load.running);
      maxWaiting = Math.max(maxWaiting, load.waiting);
    }, 10);
    try {
      const pdfs = await Promise.all([1, 2, 3, 4].map((n) => renderPdf({ url: `${pageBaseUrl}/concurrent/${n}` })));
      expect(pdfs.map((p) => pdfPageCount(p.pdf))).toEqual([2, 2, 2, 2]);
      console.info(`test page renders: ${pdfs.map((p) => `${p.ms} ms`).join(', ')} (queued ${pdfs.map((p) => `${p.queuedMs} ms`).join(', ')})`);
    } finally {
      clearInterval(sampler);
    }
    expect(maxRunning).toBe(2);
    expect(maxWaiting).toBe(2);
    expect(pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('#report-pdf.robust (issue #28: never a 500 from the renderer)', () => {
  // On the Chromium the server resolves: Debian's where installed (or named by CHROMIUM_PATH), else the
  // bundled build, which report-pdf-bundled.test.ts also tests by name.
  it('answers 200 to 9 exports (6 in a row, 3 at once) of every report type on the resolved Chromium', async () => {
    const { agent } = await signedInAgent(t);
    const outcomes = await nineExportsOfEach(t.baseUrl, agent, await exportPaths(agent));
    console.info(`${resolveChromiumPath()}, 45 exports: ${outcomes.map((o) => o.ms).join(' ')} ms`);
    expect(outcomes).toHaveLength(45);
    expect(failures(outcomes)).toEqual([]);
  }, 300_000);

  it('refuses a render at once with 503 and Retry-After when the queue is full', async () => {
    page.readyDelayMs = 1500;
    const n = MAX_CONCURRENT_RENDERS + MAX_QUEUED_RENDERS + 1;
    const started = Date.now();
    const outcomes = await Promise.all(Array.from({ length: n }, (_, i) => renderPdf({ url: `${pageBaseUrl}/queue/${i}` }).then(() => ({ ms: Date.now() - started, err: null }), (err: unknown) => ({ ms: Date.now() - started, err }))));
    const refused = outcomes.filter((o) => o.err);
    expect(refused).toHaveLength(1);
    expect(refused[0].err).toMatchObject({ status: 503, code: 'UNAVAILABLE', meta: { retry_after: RENDER_RETRY_AFTER_SECONDS } });
    // Refused at once, not after waiting for a slot.
    expect(refused[0].ms).toBeLessThan(1000);
    const reply = errorReply(refused[0].err);
    expect(reply).toEqual({ status: 503, body: { message: 'PDF export is busy: too many reports are waiting to render. Please try again shortly.', code: 'UNAVAILABLE', retry_after: RENDER_RETRY_AFTER_SECONDS } });
    expect(pdfRenderLoad()).toEqual({ running: 0, waiting: 0 });
  }, 120_000);

  it('relaunches a browser that died between renders', async () => {
    await renderPdf({ url: `${pageBaseUrl}/before-crash` });
    // The renderer's Chromium is a child of this process: kill it by its pid, as a crash would end it.
    const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([pid, comm]) => pid && /chrom/i.test(comm ?? ''));
    expect(children.length).toBeGreaterThan(0);
    for (const [pid] of children) process.kill(Number(pid), 'SIGKILL');
    const { pdf } = await renderPdf({ url: `${pageBaseUrl}/after-crash` });
    expect(pdfPageCount(pdf)).toBe(2);
  }, 60_000);
});

describe('#report-pdf.jobs (the export as a background job)', () => {
  let owner: Signed;
  let x: Awaited<ReturnType<typeof printableProject>>;
  beforeAll(async () => {
    owner = await signedInAgent(t);
    x = await printableProject(owner.agent, 'Jobbed export');
  });
  const JOBS = (projectId: number, ns = 'project-manager') => `/api/v1/${ns}/projects/${projectId}/report.pdf/jobs`;

  async function finished(jobId: number, projectId = x.project.id, ms = 30_000) {
    for (const end = Date.now() + ms; ; ) {
      const r = await owner.agent.get(`${JOBS(projectId)}/${jobId}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (r.body.data.state === 'completed' || r.body.data.state === 'failed' || Date.now() > end) return r.body.data;
      await new Promise((res) => setTimeout(res, 100));
    }
  }

  it('queues the export (202), reports its phases and hands out the stored file with the same headers', async () => {
    const queued = await owner.agent.post(`${JOBS(x.project.id)}?type=lca`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    expect(queued.body.data).toMatchObject({ project_id: x.project.id, type: 'lca', phase: expect.stringMatching(/^(queued|rendering)$/), result: null, error: null });
    const job = await finished(queued.body.data.job_id);
    expect(job).toMatchObject({ state: 'completed', phase: 'done', attempts: 1, result: { document_id: expect.stringMatching(/^GIA-/), file_name: expect.stringMatching(/^jobbed-export-lca-report-GIA-/) } });
    const file = await fetch(`${t.baseUrl}${JOBS(x.project.id)}/${job.job_id}/file`, { headers: { cookie: owner.agent.cookieHeader() } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-document-id')).toBe(job.result.document_id);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${job.result.file_name}"`);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(pdfPageCount(bytes)).toBe(2);
    expect(job.result.bytes).toBe(bytes.length);
    expect((await documentsOf(x.project.id)).map((d) => d.id)).toContain(job.result.document_id);
    // GraphQL says the same, with the download path.
    const gql = await owner.agent.gql('query($id: ID!) { reportPdfExport(id: $id) { state phase documentId fileName fileUrl error } }', { id: String(job.job_id) });
    expect(gql.data.reportPdfExport).toEqual({ state: 'completed', phase: 'done', documentId: job.result.document_id, fileName: job.result.file_name, fileUrl: `${JOBS(x.project.id)}/${job.job_id}/file`, error: null });
  });

  it('sends the job\'s updates (reportPdfExportUpdated) to the user who queued it and to nobody else', async () => {
    page.readyDelayMs = 1500;
    const stranger = await signedInAgent(t);
    const started = await owner.agent.gql('mutation($p: ID!, $i: ReportPdfExportInput!) { reportPdfExportStart(projectId: $p, input: $i) { id state } }', { p: String(x.project.id), i: { type: 'comparative' } });
    expect(started.errors).toBeUndefined();
    const id = started.data.reportPdfExportStart.id as string;
    const listen = (agent: Agent) => {
      const events: any[] = [];
      const client = wsClient(t.baseUrl, agent);
      client.subscribe(
        { query: `subscription { reportPdfExportUpdated(id: "${id}") { id state phase documentId fileUrl } }` },
        { next: (v) => events.push((v.data as any)?.reportPdfExportUpdated), error: () => undefined, complete: () => undefined },
      );
      return { events, client };
    };
    const mine = listen(owner.agent);
    const theirs = listen(stranger.agent);
    try {
      for (let i = 0; i < 200 && mine.events.at(-1)?.state !== 'completed'; i++) await new Promise((r) => setTimeout(r, 50));
      expect(mine.events.at(-1)).toMatchObject({ id, state: 'completed', phase: 'done', documentId: expect.stringMatching(/^GIA-/), fileUrl: `${JOBS(x.project.id)}/${id}/file` });
      expect(theirs.events).toEqual([]);
    } finally {
      await mine.client.dispose();
      await theirs.client.dispose();
    }
  });

  it('refuses a bad type and an unavailable report before queueing (422), over REST and GraphQL', async () => {
    const bad = await owner.agent.post(`${JOBS(x.project.id)}?type=pdf`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.type).toEqual(['The type must be one of baseline, comparative, lca, refurbishment.']);
    const empty = await newProject(owner.agent, { name: 'Nothing yet' });
    const gql = await owner.agent.gql('mutation($p: ID!, $i: ReportPdfExportInput!) { reportPdfExportStart(projectId: $p, input: $i) { id } }', { p: String(empty.id), i: { type: 'baseline' } });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION' });
    expect(gql.errors?.[0].message).toBe('Report type not available!');
    expect(await documentsOf(empty.id)).toEqual([]);
  });

  it('retries a failed render with backoff, discarding the failed run\'s document', async () => {
    page.mode = 'error';
    const before = (await documentsOf(x.project.id)).length;
    const queued = await owner.agent.post(`${JOBS(x.project.id)}?type=baseline`);
    expect(queued.status).toBe(202);
    const id = queued.body.data.job_id;
    let status;
    for (let i = 0; i < 100; i++) {
      status = (await owner.agent.get(`${JOBS(x.project.id)}/${id}`)).body.data;
      if (status.state === 'queued' && status.attempts === 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toMatchObject({ state: 'queued', attempts: 1, phase: 'queued' });
    expect((await owner.agent.get(`${JOBS(x.project.id)}/${id}/file`)).status).toBe(409);
    expect(await documentsOf(x.project.id)).toHaveLength(before);
    page.mode = 'ready';
    const done = await finished(id);
    expect(done).toMatchObject({ state: 'completed', attempts: 2 });
    expect(await documentsOf(x.project.id)).toHaveLength(before + 1);
  });
});

describe('#report-pdf.reportDocument (GraphQL)', () => {
  let owner: Signed;
  let projectId: number;
  let documentId: string;
  beforeAll(async () => {
    owner = await signedInAgent(t);
    projectId = (await newProject(owner.agent, { name: 'Docs' })).id;
    const ctx = await contextOf(owner.agent);
    documentId = (await registerDocument(ctx, { projectId, type: 'comparative', co2TotalKg: 1234.565, precision: 2 })).id;
  });

  it('gives the print view the document with the link of its QR code', async () => {
    const r = await owner.agent.gql(REPORT_DOCUMENT, { p: projectId, d: documentId.toLowerCase().replace(/-/g, '') });
    expect(r.errors).toBeUndefined();
    expect(r.data.reportDocument).toMatchObject({ documentId, type: 'comparative', co2TotalKg: 1234.565, co2TotalText: '1234.57', co2Precision: 2, basis: 'yearly_operational_co2' });
    expect(r.data.reportDocument.verifyUrl).toBe(`${t.config.publicUrl}/#/verify-evoice?id=${documentId}&total=1234.57`);
    expect(new Date(r.data.reportDocument.issuedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("is NOT_FOUND for another partner's document, another project's, an e-invoice and an unknown ID", async () => {
    const stranger = await signedInAgent(t);
    const theirProject = (await newProject(stranger.agent, { name: 'Theirs' })).id;
    const theirDoc = (await registerDocument(await contextOf(stranger.agent), { projectId: theirProject, type: 'baseline', co2TotalKg: 10, precision: 0 })).id;
    const otherProject = (await newProject(owner.agent, { name: 'Other' })).id;
    const invoice = (await registerDocument(await contextOf(owner.agent), { projectId, type: 'e_invoice', co2TotalKg: 10, precision: 0 })).id;
    for (const [agent, p, d] of [
      [owner.agent, projectId, theirDoc], // someone else's document
      [owner.agent, theirProject, theirDoc], // someone else's project
      [stranger.agent, projectId, documentId], // the stranger asks for ours
      [owner.agent, otherProject, documentId], // ours, but of another project
      [owner.agent, projectId, invoice], // not a report
      [owner.agent, projectId, 'GIA-2222-2222'],
      [owner.agent, projectId, 'nonsense'],
    ] as const) {
      const r = await agent.gql(REPORT_DOCUMENT, { p, d });
      expect(r.errors?.[0].extensions?.code, `${p} ${d}`).toBe('NOT_FOUND');
    }
  });
});

describe('addresses and file names', () => {
  it.each([
    ['::ffff:127.0.0.1', 3000, null, 'http://127.0.0.1:3000'],
    ['127.0.0.1', 41234, null, 'http://127.0.0.1:41234'],
    ['10.0.0.5', 8080, null, 'http://10.0.0.5:8080'],
    ['::1', 3000, null, 'http://[::1]:3000'],
    ['10.0.0.5', 8080, 'http://renderer.internal:9000', 'http://renderer.internal:9000'],
  ])('the render browser reaches a request on %s:%i (PDF_RENDER_BASE_URL %s) at %s', (localAddress, localPort, configured, expected) => {
    expect(internalBaseUrl({ socket: { localAddress, localPort } } as never, configured)).toBe(expected);
  });

  it.each([
    ['Kontor Århus 2027', 'kontor-aarhus-2027'],
    ['Ærø / Søby — DC#1', 'aeroe-soeby-dc-1'],
    ['Café Zürich', 'cafe-zurich'],
    ['***', 'project'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('builds the print view address of the contract', () => {
    expect(reportPageUrl({ baseUrl: 'http://127.0.0.1:3000', projectId: 7, type: 'lca', documentId: 'GIA-ABCD-EFGH', locale: 'da-DK' })).toBe(
      'http://127.0.0.1:3000/#/print/project-manager/projects/7/lca-report?document=GIA-ABCD-EFGH&locale=da-DK',
    );
  });

  it.each([
    ['da-DK', 'de-DE', 'da-DK'],
    [null, 'de-DE', 'de-DE'],
    ['xx-XX', 'nb-NO', 'nb-NO'],
    [null, null, 'en-GB'],
  ] as const)('a document with report language %s for a user speaking %s is rendered in %s', (report, user, expected) => {
    expect(documentLocale(report, user)).toBe(expected);
  });
});
