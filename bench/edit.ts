/**
 * The editing bench (issue #33), part of `npm run bench` (`BENCH_ONLY=edit`): an in-process app on the
 * bench's database, signed in as the demo seller (API token), builds editable projects of
 * 10 × 2 × 125 = 2,500 and 40 × 2 × 125 = 10,000 items (one group of two solutions with 125 items each,
 * then cloned through the REST clone path) and prints one line per figure:
 * `edit: <figure>: <value> <unit> (target <= <value>)`.
 *
 * Open screens are graphql-ws clients subscribed with the client's own SolutionGroupUpdatedFigures
 * document, all signed in as the demo seller (one visibility class). The load generator and the
 * sockets run in the server's process, so the peak RSS includes them (an upper bound of the server's);
 * the process runs under `npm start`'s Node flags (bench/run.ts).
 *
 * The solutions screen is opened in Chromium (the browser the PDF export would launch; skipped without
 * one) for the demo project and the 10,000-item one: the time from navigating to it (the shell already
 * loaded, as e2e/solutions-scale.spec.ts) until the solution rows, the first item, the figures and the
 * project's side-by-side show, and the API requests it sent until idle.
 * The dashboards: 1,000 small projects (clones of one with a baseline and a comparative group), a
 * comparative report of 10 of them dated in one month and of all 1,000 in another, and the widgets call
 * (partner view) for each month: the first call (every project's figures computed) and the next ones
 * (from the cached figures), with their statements.
 * `BENCH_EDIT_ONLY=screen,dashboard,edit` runs only the named parts.
 */
import { performance } from 'node:perf_hooks';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SolutionGroupUpdatedFiguresDocument } from '../client/src/features/solutions/groups/group.queries';
import { DEMO_API_TOKEN } from '../server/src/features/seed/demo-seed';
import { loadConfig, setConfig } from '../server/src/platform/config';
import { initOrm } from '../server/src/app/orm';
import { logger } from '../server/src/platform/logger';
import { createApp } from '../server/src/app/server';
import { launchBenchChromium, signedInPage } from './browser';

const auth = { authorization: `Bearer ${DEMO_API_TOKEN}` };
/** A token socket signs in with the upgrade (README, APIs): the token goes in its Authorization header. */
class TokenWebSocket extends WebSocket {
  constructor(url: string, protocols?: string | string[]) {
    super(url, protocols, { headers: auth });
  }
}
const PER_SOLUTION = 125;
const onlyParts = process.env.BENCH_EDIT_ONLY?.split(',').map((x) => x.trim()) ?? null;
const part = (name: string) => !onlyParts || onlyParts.includes(name);

/**
 * The solutions screen in Chromium: from navigating to it (the shell loaded) until its solution rows,
 * first item, figures and side-by-side show; the API requests it sent until idle. Null without a Chromium.
 */
async function solutionsScreen(base: string, projectId: number, solutionRows: number): Promise<{ ms: number; requests: number; byName: Record<string, number> } | null> {
  const browser = await launchBenchChromium('edit: solutions screen');
  if (!browser) return null;
  try {
    const { page } = await signedInPage(browser, base);
    await page.goto(`${base}/#/`);
    await page.waitForLoadState('networkidle');
    const names: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/graphql') names.push(String((r.postDataJSON() as { operationName?: string } | null)?.operationName));
      else if (url.pathname.startsWith('/api/')) names.push(url.pathname);
    });
    const t0 = performance.now();
    await page.goto(`${base}/#/project-manager/projects/${projectId}/solutions`);
    await page.getByTestId('solutions-page').waitFor({ timeout: 60_000 });
    await page.locator(`[data-testid^="solution-row-"] >> nth=${solutionRows - 1}`).waitFor({ timeout: 60_000 });
    await page.getByTestId('item-amount').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('figure-itKwh-value').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('project-side-by-side').waitFor({ timeout: 60_000 });
    const ms = performance.now() - t0;
    // Whatever the screen still sends once idle counts too (a refetch loop shows here).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    return { ms, requests: names.length, byName: names.reduce<Record<string, number>>((m, n) => ({ ...m, [n]: (m[n] ?? 0) + 1 }), {}) };
  } finally {
    await browser.close();
  }
}

function q(samples: number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
}
const line = (figure: string, value: number | string, unit: string, target?: string) =>
  console.log(`edit: ${figure}: ${typeof value === 'number' ? (Number.isInteger(value) ? value : value.toFixed(1)) : value} ${unit}${target ? ` (target <= ${target})` : ''}`);

export async function runEditBench(databaseUrl: string): Promise<void> {
  logger.level = 'error';
  const counter = { statements: 0, rows: 0, log: null as string[] | null };
  const cfg = { ...loadConfig({ NODE_ENV: 'production', PORT: '0', JOBS_CONCURRENCY: '0', LOG_LEVEL: 'error' }) };
  setConfig(cfg);
  const orm: MikroORM = await initOrm(databaseUrl, {
    debug: ['query'],
    colors: false,
    logger: (message: string) => {
      if (!message.includes('[query]')) return;
      counter.statements += 1;
      counter.log?.push(message);
      counter.rows += Number(/, (\d+) results?\]/.exec(message)?.[1] ?? 0);
    },
  });
  const app = await createApp(orm, cfg);
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let peakRss = process.memoryUsage().rss;
  /** The peak of the phase being measured (the 20-screen fan-out: the issue's figure), beside the whole run's. */
  let phasePeak = 0;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss;
    peakRss = Math.max(peakRss, rss);
    phasePeak = Math.max(phasePeak, rss);
  }, 20);
  /** BENCH_TRACE: the process's memory at a phase boundary (where the peak RSS comes from). */
  const memory = (phase: string) => {
    if (!process.env.BENCH_TRACE) return;
    const m = process.memoryUsage();
    console.log(`  memory after ${phase}: rss ${(m.rss / 1e6).toFixed(0)} MB (peak ${(peakRss / 1e6).toFixed(0)}), heap used ${(m.heapUsed / 1e6).toFixed(0)} MB of ${(m.heapTotal / 1e6).toFixed(0)}, external ${(m.external / 1e6).toFixed(0)} MB`);
  };
  const call = async (method: string, p: string, body?: unknown) => {
    const r = await fetch(base + '/api/v1' + p, { method, headers: { ...auth, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await r.json().catch(() => null)) as { data?: any } | null;
    if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(json)}`);
    return json?.data;
  };
  const conn = orm.em.getConnection();

  /** A project of `groups` groups × 2 solutions × 125 items: one group built, the others cloned from it. */
  async function buildProject(groups: number) {
    const client = await call('POST', '/clients', { name: `Edit bench ${groups}`, country: 'DK' });
    const project = await call('POST', '/project-manager/projects/create', { name: `Edit bench ${groups * 250}`, client_id: client.id, country: 'DK' });
    const P = `/project-manager/projects/${project.id}`;
    const group = await call('POST', `${P}/solution-groups`, { name: 'G0', state: 'baseline' });
    const solutions = [];
    for (let s = 0; s < 2; s++) solutions.push(await call('POST', `${P}/solution-groups/${group.id}/solution?description=0`, { solution_type_id: 'datacenter', name: `S${s}` }));
    const products = await conn.execute<Array<{ id: number }>>(`select id from products where category_id in ('server', 'storage', 'network_switch') and jsonb_array_length(modes) > 0 order by id limit ?`, [PER_SOLUTION]);
    for (const s of solutions) {
      await conn.execute(
        `insert into solution_items (solution_id, product_id, amount, sort_order, created_at, updated_at)
         select ?, p.id, 1 + (row_number() over () % 3), row_number() over (), now(), now() from (select unnest(?::int[]) as id) p`,
        [s.id, `{${Array.from({ length: PER_SOLUTION }, (_, i) => products[i % products.length].id).join(',')}}`],
      );
    }
    for (let g = 1; g < groups; g++) await call('GET', `${P}/solution-groups/${group.id}/clone`);
    const [{ n }] = await conn.execute<Array<{ n: string }>>(`select count(*) n from solution_items i join solutions s on s.id = i.solution_id join solution_groups g on g.id = s.group_id where g.project_id = ?`, [project.id]);
    const [item] = await conn.execute<Array<{ id: number }>>(`select id from solution_items where solution_id = ? order by id limit 1`, [solutions[0].id]);
    return { id: project.id as number, solutionId: solutions[0].id as number, itemId: item.id, items: Number(n) };
  }

  type Screen = { client: Client; events: Array<{ at: number; bytes: number }> };
  const query = print(SolutionGroupUpdatedFiguresDocument);
  async function openScreens(projectId: number, n: number): Promise<Screen[]> {
    const screens: Screen[] = [];
    await Promise.all(
      Array.from({ length: n }, async () => {
        const client = createClient({ url: base.replace('http', 'ws') + '/graphql', webSocketImpl: TokenWebSocket, connectionParams: { ...auth }, retryAttempts: 0 });
        const screen: Screen = { client, events: [] };
        await new Promise<void>((resolve) => {
          client.on('connected', () => resolve());
          client.subscribe({ query, variables: { projectId: String(projectId) } }, { next: (v) => screen.events.push({ at: performance.now(), bytes: Buffer.byteLength(JSON.stringify(v)) }), error: () => undefined, complete: () => undefined });
        });
        screens.push(screen);
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    return screens;
  }

  let amount = 1;
  /** One item edit; resolves once every screen has its event. Returns the mutation's and the last screen's times. */
  async function edit(p: { id: number; solutionId: number; itemId: number }, screens: Screen[]) {
    const before = screens.map((s) => s.events.length);
    amount = (amount % 9) + 1;
    const t0 = performance.now();
    await call('PUT', `/project-manager/projects/${p.id}/solution/${p.solutionId}/solution-item/${p.itemId}`, { amount });
    const mutationMs = performance.now() - t0;
    const deadline = performance.now() + 30_000;
    while (screens.some((s, i) => s.events.length <= before[i]) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    const arrivals = screens.map((s, i) => s.events[before[i]]?.at ?? NaN).sort((a, b) => a - b);
    return { mutationMs, lastMs: arrivals.length ? arrivals[arrivals.length - 1] - t0 : 0, bytes: screens.map((s, i) => s.events[before[i]]?.bytes ?? 0) };
  }

  /** The screen of a project, three times (a fresh browser each): the median time and the last run's requests. */
  async function screenLines(projectId: number, label: string, target: string, maxRequests: string) {
    const [{ n }] = await conn.execute<Array<{ n: string }>>(`select count(*) n from solutions s join solution_groups g on g.id = s.group_id where g.project_id = ? and not g.response_draft`, [projectId]);
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const r = await solutionsScreen(base, projectId, Number(n));
      if (!r) return;
      runs.push(r);
    }
    const last = runs[runs.length - 1];
    line(`solutions screen until summaries and first items show (Chromium, shell loaded), ${label}`, q(runs.map((r) => r.ms), 0.5) / 1000, 's', target);
    line(`solutions screen API requests until idle, ${label}`, last.requests, 'requests', maxRequests);
    if (process.env.BENCH_TRACE) console.log(`  ${JSON.stringify(last.byName)}`);
  }

  async function itemCount(projectId: number): Promise<number> {
    const [{ n }] = await conn.execute<Array<{ n: string }>>(`select count(*) n from solution_items i join solutions s on s.id = i.solution_id join solution_groups g on g.id = s.group_id where g.project_id = ?`, [projectId]);
    return Number(n);
  }

  /** The widgets call at 10 and at 1,000 projects with a comparative report in the month asked for. */
  async function dashboardLines() {
    const [seller] = await conn.execute<Array<{ id: number; partner_id: number }>>(`select id, partner_id from users where email = 'admin@seller.demo'`);
    const client = await call('POST', '/clients', { name: 'Dashboard bench', country: 'DK' });
    const template = await call('POST', '/project-manager/projects/create', { name: 'Dashboard bench', client_id: client.id, country: 'DK' });
    const P = `/project-manager/projects/${template.id}`;
    const [product] = await conn.execute<Array<{ id: number }>>(`select id from products where category_id = 'server' and jsonb_array_length(modes) > 0 order by id limit 1`);
    for (const [state, amount] of [['baseline', 4], ['comparative', 2]] as const) {
      const group = await call('POST', `${P}/solution-groups`, { name: state, state });
      const solution = await call('POST', `${P}/solution-groups/${group.id}/solution?description=0`, { solution_type_id: 'datacenter', name: state });
      await call('POST', `${P}/solution/${solution.id}/solution-item`, { product_id: product.id, amount });
    }
    const t0 = performance.now();
    const ids: number[] = [];
    const next = { i: 0 };
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next.i++ < 1000) ids.push((await call('POST', `${P}/clone`, { client_id: client.id })).id as number);
      }),
    );
    console.log(`bench: (1,000 dashboard projects cloned in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    // A comparative report of 10 of them in March 2021, of all 1,000 in May 2021.
    const docs = [...ids.slice(0, 10).map((id) => [id, '2021-03-10']), ...ids.map((id) => [id, '2021-05-10'])];
    await conn.execute(
      `insert into documents (id, partner_id, project_id, type, co2_total_kg, co2_precision, created_by_id, created_at)
       select substr(md5(random()::text || d.project_id), 1, 13), ?, d.project_id, 'comparative', 1000, 1, ?, d.created_at::timestamptz
       from unnest(?::int[], ?::text[]) as d(project_id, created_at)`,
      [seller.partner_id, seller.id, `{${docs.map((d) => d[0]).join(',')}}`, `{${docs.map((d) => d[1]).join(',')}}`],
    );
    // The planner's statistics as autovacuum keeps them on a partner whose thousand projects are not
    // seconds old (right after the bulk insert, the estimates still say one row and every join loops).
    await conn.execute('analyze');
    const widgets = async (month: string) => {
      counter.statements = 0;
      const s0 = performance.now();
      counter.log = process.env.BENCH_TRACE ? [] : null;
      const data = await call('GET', `/dashboard/widgets?from_date=${month}-01&to_date=${month}-28&partner=1`);
      if (counter.log) console.log(`  widgets ${month}: ${(performance.now() - s0).toFixed(1)} ms\n${counter.log.map((m) => `    ${m.replace(/\s+/g, ' ').slice(0, 90)} … ${/\[took [^\]]*\]/.exec(m)?.[0]}`).join('\n')}`);
      counter.log = null;
      return { ms: performance.now() - s0, statements: counter.statements, kwh: data.kwh_saved as number };
    };
    const measured: Record<number, { first: { ms: number; statements: number }; cached: number; statements: number }> = {};
    for (const [projects, month] of [[10, '2021-03'], [1000, '2021-05']] as const) {
      const first = await widgets(month);
      const again = [];
      for (let i = 0; i < 7; i++) again.push(await widgets(month));
      measured[projects] = { first, cached: q(again.map((r) => r.ms), 0.5), statements: again[again.length - 1].statements };
      if (!(first.kwh > 0)) throw new Error(`dashboard: no kWh saved at ${projects} projects`);
    }
    const ten = measured[10];
    const thousand = measured[1000];
    line('dashboard widgets call, 10 projects (cached figures)', ten.cached, 'ms');
    line('dashboard widgets call, 1,000 projects (cached figures)', thousand.cached, 'ms', `${(2 * ten.cached).toFixed(1)} (2 × 10 projects)`);
    line('dashboard widgets call, 10 / 1,000 projects, first call (every figure computed)', `${ten.first.ms.toFixed(0)} / ${thousand.first.ms.toFixed(0)}`, 'ms');
    line('SQL statements per dashboard widgets call, 10 / 1,000 projects (cached figures)', `${ten.statements} / ${thousand.statements}`, 'statements', `${ten.statements} with 1,000`);
    line('SQL statements per dashboard widgets call, 10 / 1,000 projects (first call)', `${ten.first.statements} / ${thousand.first.statements}`, 'statements', `${ten.first.statements} with 1,000`);
  }

  try {
    // The 10,000-item project, for the screen measured after the editing figures' peak RSS.
    let large: { id: number; label: string } | null = null;
    for (const groups of part('edit') || part('screen') ? [10, 40] : []) {
      const p = await buildProject(groups);
      memory(`building the ${groups}-group project`);
      const label = `${p.items.toLocaleString('en')} items (${groups} groups)`;
      await call('GET', `/project-manager/projects/${p.id}/summary`);
      if (groups === 40) large = { id: p.id, label };
      if (!part('edit')) continue;
      // Mutation times, no screen open.
      const times: number[] = [];
      for (let i = 0; i < 30; i++) times.push((await edit(p, [])).mutationMs);
      line(`item edit mutation p50, ${label}`, q(times, 0.5), 'ms', '20');
      line(`item edit mutation p95, ${label}`, q(times, 0.95), 'ms');
      // Rows re-read: the next summary after a single-item edit.
      await edit(p, []);
      counter.rows = 0;
      await call('GET', `/project-manager/projects/${p.id}/summary`);
      line(`rows re-read by the summary after a single-item edit, ${label}`, counter.rows, 'rows', `${2 * PER_SOLUTION} (2 × the solution's ${PER_SOLUTION} items)`);
      // Statements per edit with 0, 5 and 20 open screens (counted until every screen has its event).
      const perEdit: Record<number, number> = {};
      for (const n of [0, 5, 20]) {
        if (n === 20) phasePeak = process.memoryUsage().rss;
        const screens = await openScreens(p.id, n);
        await edit(p, screens);
        const counts: number[] = [];
        for (let i = 0; i < 3; i++) {
          counter.statements = 0;
          await edit(p, screens);
          await new Promise((r) => setTimeout(r, 100));
          counts.push(counter.statements);
        }
        perEdit[n] = q(counts, 0.5);
        if (n === 20) {
          const last: number[] = [];
          const bytes: number[] = [];
          for (let i = 0; i < 15; i++) {
            const r = await edit(p, screens);
            last.push(r.lastMs);
            bytes.push(...r.bytes);
          }
          line(`the edit's event at the 20th open screen p50, ${label}`, q(last, 0.5), 'ms');
          line(`the edit's event at the 20th open screen p95, ${label}`, q(last, 0.95), 'ms', '300');
          line(`event payload per subscriber, ${label}`, q(bytes, 0.5) / 1024, 'KB');
          line(`peak RSS during the 20-screen fan-out (server, its sockets and the bench's clients in one process), ${label}`, phasePeak / 1e6, 'MB', '400');
        }
        await Promise.all(screens.map((s) => s.client.dispose()));
        memory(`the edits with ${n} open screens`);
      }
      line(`SQL statements per edit with 0 / 5 / 20 open screens, ${label}`, `${perEdit[0]} / ${perEdit[5]} / ${perEdit[20]}`, 'statements', `2 × ${perEdit[0]} with 20`);
      if (groups === 40) {
        const screens = await openScreens(p.id, 100);
        await edit(p, screens);
        const last: number[] = [];
        for (let i = 0; i < 10; i++) last.push((await edit(p, screens)).lastMs);
        line(`the edit's event at the 100th open screen p95, ${label}`, q(last, 0.95), 'ms', '1000');
        await Promise.all(screens.map((s) => s.client.dispose()));
        memory('the edits with 100 open screens');
      }
    }
    // No target: it includes building the projects (39 group clones of 250 items each) and the 100 screens.
    if (part('edit')) line('peak RSS of the whole edit bench (building the projects by cloning, 100 screens)', peakRss / 1e6, 'MB');
    if (part('screen')) {
      if (large) await screenLines(large.id, large.label, '2', '20');
      const [demo] = await conn.execute<Array<{ id: number }>>(`select id from projects where name = 'Data centre consolidation 2027' order by id limit 1`);
      await screenLines(demo.id, `demo project, ${(await itemCount(demo.id)).toLocaleString('en')} items`, '1.76 (1.5–1.6 s before, + 10 %)', '20');
    }
    // Last: 1,000 projects cloned and computed in this process would weigh on the editing figures' peak RSS.
    if (part('dashboard')) await dashboardLines();
  } finally {
    clearInterval(sampler);
    await app.close();
    await orm.close();
  }
}
