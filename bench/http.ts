/**
 * The HTTP bench (issue #17), part of `npm run bench`: a server of its own on loopback (bench/http-
 * server.ts, a child process) with the demo project grown to 2,500 items and a clone grown to 10,000,
 * then, printed as figures:
 *  - SQL statements per REST report and summary request, on a new revision and on a cached one;
 *  - throughput under load (closed loop, BENCH_CONNECTIONS at once for BENCH_SECONDS each) of
 *    /healthz, the REST summary and the report screen's GraphQL view, the latter two as shares of
 *    /healthz in the same run (the machine has 2 cores: ratios, not absolute rates, are the figures),
 *    with errors and timeouts;
 *  - the server's peak RSS;
 *  - the whole report screen in Chromium (its print view until body[data-report-ready]): requests
 *    and seconds, for 2,500 and 10,000 items;
 *  - the comparative report PDF (GET …/report.pdf?type=comparative): seconds and status, both sizes.
 * Targets are printed beside the figures; nothing here fails a test run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ProjectReportViewDocument } from '../client/src/features/reports/report-queries';
import { reportPrintPath } from '../shared/reports';
import { DEMO_API_TOKEN } from '../server/src/features/seed/demo-seed';
import { loadConfig, setConfig } from '../server/src/platform/config';
import { initOrm } from '../server/src/app/orm';
import { createApp } from '../server/src/app/server';
import { logger } from '../server/src/platform/logger';
import { launchBenchChromium, signedInPage } from './browser';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REQUEST_TIMEOUT_MS = 10_000;
const ROOT = path.resolve(import.meta.dirname, '..');
const auth = { authorization: `Bearer ${DEMO_API_TOKEN}` };

interface LoadResult {
  requests: number;
  errors: number;
  timeouts: number;
  perSecond: number;
}

/** Closed-loop load: `connections` clients, each sending its next request when the last answered. */
async function load(base: string, target: { path: string; method?: string; body?: string; headers?: Record<string, string> }, seconds = SECONDS, connections = CONNECTIONS): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target.path, base);
  const end = performance.now() + seconds * 1000;
  const result = { requests: 0, errors: 0, timeouts: 0 };
  const once = () =>
    new Promise<void>((resolve) => {
      let timedOut = false;
      const req = http.request(
        url,
        { method: target.method ?? 'GET', agent, headers: { ...auth, ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers }, timeout: REQUEST_TIMEOUT_MS },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode && res.statusCode < 400) result.requests += 1;
            else result.errors += 1;
            resolve();
          });
        },
      );
      req.on('timeout', () => {
        timedOut = true;
        result.timeouts += 1;
        req.destroy();
      });
      req.on('error', () => {
        if (!timedOut) result.errors += 1;
        resolve();
      });
      req.end(target.body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  agent.destroy();
  return { ...result, perSecond: result.requests / ((performance.now() - started) / 1000) };
}

/** Copies the project's items, solution by solution, until it holds `target` items (the bench's project sizes). */
export async function growProject(orm: MikroORM, projectId: number, target: number): Promise<number> {
  const conn = orm.em.getConnection();
  const count = async () =>
    Number((await conn.execute<Array<{ n: string }>>(`select count(*) n from solution_items i join solutions s on s.id = i.solution_id join solution_groups g on g.id = s.group_id where g.project_id = ?`, [projectId]))[0].n);
  let n = await count();
  while (n < target) {
    await conn.execute(
      `insert into solution_items (solution_id, product_id, amount, operational_hours, hours_id, refurbishment_impact_percentage, unit_price, sort_order, created_at, updated_at)
       select i.solution_id, i.product_id, i.amount, i.operational_hours, i.hours_id, i.refurbishment_impact_percentage, i.unit_price, i.sort_order + ?, now(), now()
       from solution_items i join solutions s on s.id = i.solution_id join solution_groups g on g.id = s.group_id
       where g.project_id = ? order by i.id limit ?`,
      [n, projectId, target - n],
    );
    n = await count();
  }
  return n;
}

/** The Node flags `npm start` runs the server with (package.json config.node_options), for a server like it. */
function nodeOptions(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { config?: { node_options?: string } };
  return pkg.config?.node_options?.split(/\s+/).filter(Boolean) ?? [];
}

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (open it in Chrome's DevTools).
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...nodeOptions(), ...prof, '--import', 'tsx', path.join(import.meta.dirname, 'http-server.ts'), databaseUrl], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve({ child, base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}` });
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

/** Peak resident memory of a process so far (Linux: VmHWM), MB. */
function peakRssMb(pid: number): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The report screen's GraphQL view of the comparative report, as a request body. */
function reportViewBody(projectId: number): string {
  return JSON.stringify({ query: print(ProjectReportViewDocument), variables: { projectId: String(projectId), reportType: 'comparative_report' } });
}

/** SQL statements of one request, counted by an in-process app of its own on the same database. */
async function statementCounts(databaseUrl: string, projectId: number) {
  let count = 0;
  const cfg = { ...loadConfig({ NODE_ENV: 'production', PORT: '0', JOBS_CONCURRENCY: '0', LOG_LEVEL: 'error' }) };
  setConfig(cfg);
  const orm = await initOrm(databaseUrl, {
    debug: ['query'],
    colors: false,
    logger: (message: string) => {
      if (message.includes('[query]')) {
        count += 1;
        if (process.env.BENCH_SQL_LOG) console.log(message.slice(0, 300));
      }
    },
  });
  const app = await createApp(orm, cfg);
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const counted = async (p: string) => {
    count = 0;
    const r = await fetch(base + p, { headers: auth });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${p}: ${r.status}`);
    return count;
  };
  const report = `/api/v1/project-manager/projects/${projectId}/report`;
  const summary = `/api/v1/project-manager/projects/${projectId}/summary`;
  const reportNew = await counted(report);
  const reportCached = await counted(report);
  const summaryCached = await counted(summary);
  const view = reportViewBody(projectId);
  const viewed = async () => {
    count = 0;
    const r = await fetch(`${base}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: view });
    const body = (await r.json()) as { errors?: unknown[] };
    if (!r.ok || body.errors) throw new Error(`report view: ${r.status} ${JSON.stringify(body.errors)}`);
    return count;
  };
  if (process.env.BENCH_SQL_LOG) console.log('--- GraphQL report view (cached)');
  const viewCached = await viewed();
  // A write moves the revision: the next summary computes again.
  await orm.em.getConnection().execute(`update projects set updated_at = now() where id = ?`, [projectId]);
  const summaryNew = await counted(summary);
  await app.close();
  await orm.close();
  return { reportNew, reportCached, summaryCached, summaryNew, viewCached };
}

async function browserReport(base: string, projectId: number): Promise<{ requests: number; seconds: number; ready: string } | null> {
  const browser = await launchBenchChromium('http: report screen');
  if (!browser) return null;
  try {
    const { context, page } = await signedInPage(browser, base);
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/graphql') || r.url().includes('/api/')) requests += 1;
    });
    // BENCH_TRACE=1: each API request's start and end (ms since the page was opened) and the operation.
    if (process.env.BENCH_TRACE) {
      page.on('requestfinished', (r) => {
        if (!r.url().includes('/graphql') && !r.url().includes('/api/')) return;
        const op = /"operationName":"(\w+)"/.exec(r.postData() ?? '')?.[1] ?? r.url().replace(base, '');
        const tm = r.timing();
        console.log(`  trace ${op}: ${(tm.startTime - t0Wall).toFixed(0)} ms + ${tm.responseEnd.toFixed(0)} ms`);
      });
    }
    // BENCH_CLIENT_PROF=<dir>: the page's CPU profile until ready (open it in Chrome's DevTools).
    const cdp = process.env.BENCH_CLIENT_PROF ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const t0Wall = Date.now();
    const t0 = performance.now();
    // The comparative report's print view, as the screen's Print button and the PDF export open it.
    await page.goto(`${base}/#${reportPrintPath(projectId, 'comparative_report')}`);
    const ready = await page
      .waitForFunction(() => document.body.dataset.reportReady, undefined, { timeout: 180_000 })
      .then((h) => h.jsonValue() as Promise<string>)
      .catch(() => 'timeout');
    const seconds = (performance.now() - t0) / 1000;
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(path.join(process.env.BENCH_CLIENT_PROF!, `report-${projectId}.cpuprofile`), JSON.stringify(profile));
    }
    return { requests, seconds, ready };
  } finally {
    await browser.close();
  }
}

async function pdf(base: string, projectId: number): Promise<{ status: number; seconds: number; bytes: number }> {
  const t0 = performance.now();
  const r = await fetch(`${base}/api/v1/project-manager/projects/${projectId}/report.pdf?type=comparative`, { headers: auth, signal: AbortSignal.timeout(300_000) }).catch(() => null);
  const bytes = r ? (await r.arrayBuffer()).byteLength : 0;
  return { status: r?.status ?? 0, seconds: (performance.now() - t0) / 1000, bytes };
}

const pct = (x: number, of: number) => `${((x / of) * 100).toFixed(1)} %`;

export async function runHttpBench(orm: MikroORM, databaseUrl: string): Promise<void> {
  logger.level = 'error';
  const conn = orm.em.getConnection();
  const [demo] = await conn.execute<Array<{ id: number }>>(`select id from projects where name = 'Data centre consolidation 2027' order by id limit 1`);
  if (!demo) throw new Error('the demo project is missing (seed the demo data first)');
  const small = await growProject(orm, demo.id, 2500);
  console.log(`http: project ${demo.id} grown to ${small.toLocaleString('en')} items`);

  const statements = await statementCounts(databaseUrl, demo.id);
  console.log(
    `http: SQL statements per request (2,500 items): REST report ${statements.reportNew} on a new revision, ${statements.reportCached} cached; ` +
      `REST summary ${statements.summaryNew} new, ${statements.summaryCached} cached (before issue #17: 16 / 13 on every request); GraphQL report view ${statements.viewCached} cached`,
  );

  const { child, base } = await startServer(databaseUrl);
  try {
    // The 10,000-item project: a clone of the demo project, grown.
    const [{ client_id: clientId }] = await conn.execute<Array<{ client_id: number }>>('select client_id from projects where id = ?', [demo.id]);
    const clone = await fetch(`${base}/api/v1/project-manager/projects/${demo.id}/clone`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ client_id: clientId }) });
    if (clone.status !== 201) throw new Error(`clone: ${clone.status} ${await clone.text()}`);
    const largeId = ((await clone.json()) as { data: { id: number } }).data.id;
    const large = await growProject(orm, largeId, 10_000);

    // A new revision of the 10,000-item project: the tree read as rows and computed once (the first
    // summary after a write), then the next summary from the cache.
    const timedSummary = async () => {
      const t0 = performance.now();
      const r = await fetch(`${base}/api/v1/project-manager/projects/${largeId}/summary`, { headers: auth });
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`summary: ${r.status}`);
      return performance.now() - t0;
    };
    await conn.execute(`update projects set updated_at = now() where id = ?`, [largeId]);
    const missMs = await timedSummary();
    const hitMs = await timedSummary();
    console.log(`http: summary of ${large.toLocaleString('en')} items on a new revision ${missMs.toFixed(0)} ms (tree read and computed), then ${hitMs.toFixed(1)} ms cached`);

    const view = reportViewBody(demo.id);
    const check = await fetch(`${base}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: view });
    const viewText = await check.text();
    const checked = JSON.parse(viewText) as { errors?: unknown[] };
    if (checked.errors) throw new Error(`report view: ${JSON.stringify(checked.errors)}`);
    const summaryText = await (await fetch(`${base}/api/v1/project-manager/projects/${demo.id}/summary`, { headers: auth })).text();
    console.log(`http: reply sizes (uncompressed): REST summary ${(summaryText.length / 1024).toFixed(0)} KB, GraphQL report view ${(viewText.length / 1024).toFixed(0)} KB`);

    // BENCH_PROFILE_ONLY=summary|view|1 (both): only that load, for a CPU profile of it (BENCH_CPU_PROF).
    const only = process.env.BENCH_PROFILE_ONLY;
    if (only) {
      if (only !== 'view') await load(base, { path: `/api/v1/project-manager/projects/${demo.id}/summary` });
      if (only !== 'summary') await load(base, { path: '/graphql', method: 'POST', body: view });
      return;
    }
    const healthz = await load(base, { path: '/healthz' });
    const summary = await load(base, { path: `/api/v1/project-manager/projects/${demo.id}/summary` });
    const report = await load(base, { path: '/graphql', method: 'POST', body: view });
    const rss = peakRssMb(child.pid!);
    console.log(`http: ${CONNECTIONS} connections, ${SECONDS} s each, 2,500 items:`);
    console.log(`  /healthz              ${healthz.perSecond.toFixed(0)} req/s (${healthz.errors} errors, ${healthz.timeouts} timeouts)`);
    console.log(`  REST summary          ${summary.perSecond.toFixed(1)} req/s = ${pct(summary.perSecond, healthz.perSecond)} of /healthz (target ≥ 10 %), ${summary.errors} errors, ${summary.timeouts} timeouts`);
    console.log(`  GraphQL report view   ${report.perSecond.toFixed(1)} req/s = ${pct(report.perSecond, healthz.perSecond)} of /healthz (target ≥ 5 %), ${report.errors} errors, ${report.timeouts} timeouts`);
    console.log(`  server peak RSS       ${rss?.toFixed(0) ?? '?'} MB (target ≤ 400 MB)`);

    // BENCH_HTTP_LOAD_ONLY=1: the figures under load only (no browser, no PDF).
    if (process.env.BENCH_HTTP_LOAD_ONLY) return;
    for (const [id, items] of [[demo.id, small], [largeId, large]] as const) {
      const screen = await browserReport(base, id);
      if (screen) console.log(`http: report screen, ${items.toLocaleString('en')} items: ${screen.requests} requests, ready (${screen.ready}) in ${screen.seconds.toFixed(2)} s${items >= 10_000 ? ' (target ≤ 3 s)' : ''}`);
      const file = await pdf(base, id);
      console.log(`http: comparative report PDF, ${items.toLocaleString('en')} items: ${file.status} in ${file.seconds.toFixed(1)} s, ${(file.bytes / 1024).toFixed(0)} KB${items >= 10_000 ? ' (target ≤ 60 s, never a 504)' : ''}`);
    }
    console.log(`  server peak RSS after the browser and PDF runs: ${peakRssMb(child.pid!)?.toFixed(0) ?? '?'} MB`);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
