/**
 * `npm run bench`: speed targets, measured (not asserted in unit tests).
 *  1. Recompute a project of 10 groups × 10 solutions × 250 items (25,000 items) with shared/calc:
 *     median milliseconds (target ≤ 10 ms on the 2-core machines).
 *  2. Product search (trigram, ranked) with 10,000 products loaded in a throw-away PostgreSQL:
 *     median and p95 milliseconds per search (target ≤ 50 ms).
 *  3. Catalogue import (the background job's code, streamed) of a 100,000-row Boavizta CSV: seconds
 *     and the process's peak RSS (issue #18 measured 802 s and 2.8 GB), then the same file again
 *     (every row an update).
 *  4. The HTTP bench (bench/http.ts, issue #17): statements per request, throughput as shares of
 *     /healthz, peak RSS, the report screen in Chromium and the comparative PDF, at 2,500 and 10,000 items.
 *  5. The editing bench (bench/edit.ts, issue #33): edits, live events to many open screens, rows re-read,
 *     the solutions screen in Chromium, the dashboard widgets at 10 and 1,000 projects.
 *  6. The guards against hostile input (bench/limits.ts, issue #48): GraphQL limits on 2^40 doubling
 *     fragments, the item import's grid of a sheet that declares a million rows.
 * BENCH_ONLY=calc,limits,search,import,http,edit runs only the named parts; BENCH_PG_PORT moves the bench's
 * own PostgreSQL off 54395 (several benches on one machine).
 * The script runs under the Node flags `npm start` gives the server (package.json config.node_options):
 * the parts that run server code in this process (import, edit) measure it as it runs, its heap limit
 * and young generation included (issue #33: without them the edit bench's peak RSS was 40–50 MB above
 * the server's own).
 */
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeProject } from '../shared/calc';
import { buildBenchProject } from '../shared/calc/bench-fixture';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { importCatalogueFile, scanCatalogueFile } from '../server/src/features/catalogue/catalogue-import';
import { runSearch } from '../server/src/features/catalogue/catalogue.service';
import { startEmbeddedPostgres } from '../server/src/platform/db/embedded-postgres';
import { initOrm, migrate } from '../server/src/app/orm';
import { seedDemo } from '../server/src/features/seed/demo-seed';
import { ensureClientBuilt } from './client-build';
import { runEditBench } from './edit';
import { runHttpBench } from './http';
import { runLimitsBench } from './limits';

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p95: q(0.95), min: s[0] };
}
const fmt = (n: number) => n.toFixed(2);
const only = process.env.BENCH_ONLY?.split(',').map((x) => x.trim()) ?? null;
const want = (part: string) => !only || only.includes(part);

// 1. Calculation engine.
if (want('calc')) {
const { project, ctx } = buildBenchProject({ groups: 10, solutionsPerGroup: 10, itemsPerSolution: 250 });
const items = project.groups.reduce((n, g) => n + g.solutions.reduce((m, s) => m + s.items.length, 0), 0);
for (let i = 0; i < 50; i++) computeProject(project, ctx);
const calcTimes: number[] = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  computeProject(project, ctx);
  calcTimes.push(performance.now() - t0);
}
const calc = stats(calcTimes);
console.log(`calc: recompute of ${items.toLocaleString('en')} items (10 groups × 10 solutions × 250 items): median ${fmt(calc.median)} ms, p95 ${fmt(calc.p95)} ms, min ${fmt(calc.min)} ms (target ≤ 10 ms)`);
}

// 6. The guards against hostile input (no database).
if (want('limits')) await runLimitsBench();

// 2. Product search with 10,000 products.
const pg = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), 'greenit-bench-pg'), port: Number(process.env.BENCH_PG_PORT ?? 54395), database: 'bench', fresh: true, ephemeral: true });
const orm = await initOrm(process.env.DATABASE_URL ?? pg!.url);
try {
  await migrate(orm);
  const conn = orm.em.getConnection();
  if (want('search')) {
  const existing = Number((await conn.execute<Array<{ n: string }>>('select count(*) n from products'))[0].n);
  const makers = ['Dell', 'HP', 'Lenovo', 'Apple', 'Acer', 'Asus', 'Fujitsu', 'Cisco', 'Juniper', 'NetApp', 'Seagate', 'Samsung', 'Microsoft', 'Huawei', 'Supermicro'];
  const lines = ['Latitude', 'OptiPlex', 'PowerEdge', 'EliteBook', 'ProBook', 'ThinkPad', 'ThinkCentre', 'ThinkSystem', 'MacBook', 'Aspire', 'ZenBook', 'Esprimo', 'Catalyst', 'Nexus', 'FAS', 'Exos', 'Galaxy', 'Surface', 'MateBook', 'SuperServer'];
  const cats = ['laptop', 'desktop', 'server', 'monitor', 'storage', 'network_switch', 'smartphone', 'tablet'];
  const rows: string[] = [];
  for (let i = existing; i < 10_000; i++) {
    const maker = makers[i % makers.length];
    const line = lines[(i * 7) % lines.length];
    rows.push(`('bench-${i}', '${maker}', '${line} ${1000 + i} G${i % 12}', 'PN-${i}', '${cats[i % cats.length]}', '[]', '{}', '[]', '[]', now(), now())`);
  }
  for (let i = 0; i < rows.length; i += 2000) {
    await conn.execute(`insert into products (external_id, manufacturer, model_name, manufacturer_part_number, category_id, modes, specs, sources, notes, created_at, updated_at) values ${rows.slice(i, i + 2000).join(',')}`);
  }
  await conn.execute('analyze products');
  const total = Number((await conn.execute<Array<{ n: string }>>('select count(*) n from products'))[0].n);
  const terms = ['latitude 5420', 'lattitude', 'optiplx 7090', 'poweredge r650', 'thinkpad t14', 'macbok pro', 'elitebook 840', 'galaxy s22', 'catalyst 9300', 'exos 16tb', 'surface laptop', 'zenbok 14', 'inspiron', 'probook 450 g8', 'supermicro'];
  const em = orm.em.fork();
  for (const term of terms) await runSearch(em, term, null, [], 20);
  const searchTimes: number[] = [];
  let results = 0;
  for (let round = 0; round < 10; round++) {
    for (const term of terms) {
      const t0 = performance.now();
      const found = await runSearch(orm.em.fork(), term, null, [], 20);
      searchTimes.push(performance.now() - t0);
      results += found.length;
    }
  }
  const search = stats(searchTimes);
  console.log(`search: ${searchTimes.length} typo-tolerant searches over ${total.toLocaleString('en')} products (20 results each, ${Math.round(results / searchTimes.length)} on average): median ${fmt(search.median)} ms, p95 ${fmt(search.p95)} ms (target ≤ 50 ms)`);

  }

  // 3. Catalogue import of 100,000 rows.
  if (want('import')) {
  const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
  const dir = path.join(os.tmpdir(), `greenit-bench-import-${process.pid}`);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'catalogue.csv');
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('error', reject);
    out.write('manufacturer,name,category,subcategory,gwp_total,gwp_use_ratio,gwp_manufacturing_ratio,gwp_transport_ratio,gwp_eol_ratio,yearly_tec,lifetime,weight,use_location,report_date,sources\n');
    const stamp = Date.now().toString(36);
    for (let i = 0; i < IMPORT_ROWS; i++) out.write(`Benchcorp ${stamp},Benchbook ${i} G${i % 9},Workplace,Laptop,${200 + (i % 50)},0.2,0.7,0.08,0.02,${15 + (i % 10)},4,1.4,EU,March 2024,https://example.org/bench-${i}.pdf\n`);
    out.end(resolve);
  });
  const sizeMb = (await stat(file)).size / 1e6;
  let peakRss = process.memoryUsage().rss;
  const rssBefore = peakRss;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const runImport = async () => {
    const t0 = performance.now();
    const { total } = await scanCatalogueFile(file);
    const result = await importCatalogueFile(orm.em.fork(), file, { total, onProgress: () => void (peakRss = Math.max(peakRss, process.memoryUsage().rss)) });
    return { result, seconds: (performance.now() - t0) / 1000 };
  };
  const first = await runImport();
  const second = await runImport();
  clearInterval(sample);
  await rm(dir, { recursive: true, force: true });
  console.log(`import: ${IMPORT_ROWS.toLocaleString('en')}-row catalogue CSV (${sizeMb.toFixed(1)} MB): ${first.seconds.toFixed(1)} s (${first.result.created} created), again ${second.seconds.toFixed(1)} s (${second.result.updated} updated); peak RSS ${Math.round(peakRss / 1e6)} MB (${Math.round(rssBefore / 1e6)} MB before)`);
  }

  // 4. HTTP: reports and summaries at 2,500 and 10,000 items.
  if (want('http')) {
    ensureClientBuilt();
    await seedDemo(orm.em.fork());
    await runHttpBench(orm, process.env.DATABASE_URL ?? pg!.url);
  }

  // 5. Editing at 2,500 and 10,000 items with many open screens.
  if (want('edit')) {
    ensureClientBuilt();
    await seedDemo(orm.em.fork());
    await runEditBench(process.env.DATABASE_URL ?? pg!.url);
  }
} finally {
  await orm.close();
  await pg?.stop();
}
