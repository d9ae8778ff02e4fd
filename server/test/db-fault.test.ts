/**
 * Fault test: PostgreSQL stopped and started under the running app. Writes (notes) go on in parallel
 * the whole time; every write the app acknowledged (2xx) must be in the database afterwards (no
 * committed write lost), the app must never hang, and it must take writes again once PostgreSQL is
 * back. Uses a cluster of its own (the other test files share the global one).
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pgClient from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, setConfig } from '../src/platform/config';
import { pgCtl, startEmbeddedPostgres, type RunningPostgres } from '../src/platform/db/embedded-postgres';
import { superviseEmbeddedPostgres, type SupervisedPostgres } from '../src/platform/db/pg-supervisor';
import { initOrm, migrate } from '../src/app/orm';
import { createApp, type AppHandle } from '../src/app/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { pubSub } from '../src/platform/realtime/pubsub';
import { Agent, buildUser } from './helpers';

const dataDir = path.join(os.tmpdir(), `greenit-fault-pg-${process.pid}`);
const port = 55000 + ((process.pid + 1500) % 3000);
const database = 'greenit_fault';
let pg: RunningPostgres;
let orm: MikroORM;
let app: AppHandle;
let baseUrl: string;
const tally = { writes: 0, acknowledged: 0, refused: 0 };

const startPg = (ephemeral: boolean) => startEmbeddedPostgres({ dataDir, port, database, ephemeral, fresh: !ephemeral });

beforeAll(async () => {
  pg = await startPg(false);
  setConfig({ ...loadConfig({ NODE_ENV: 'test', PORT: '0' }), outboxDir: path.join(os.tmpdir(), `greenit-outbox-${process.pid}`) });
  orm = await initOrm(pg.url, { pool: { min: 0, max: 5 } });
  await migrate(orm);
  app = await createApp(orm, loadConfig({ NODE_ENV: 'test', PORT: '0' }));
  await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(async () => {
  console.info(`db fault: ${tally.writes} writes, ${tally.acknowledged} acknowledged, ${tally.refused} refused during the outage, 0 acknowledged writes lost`);
  await app?.close();
  await orm?.close();
  await pg?.stop();
}, 60_000);

describe('#db-fault', () => {
  it('loses no acknowledged write when PostgreSQL stops and starts under load, and recovers', async () => {
    const u = await buildUser(orm);
    const agent = new Agent(baseUrl);
    await agent.login(u.email);
    const client = await agent.post('/api/v1/clients', { name: 'Fault client', country: 'DK' });
    const project = await agent.post('/api/v1/project-manager/projects/create', { name: 'Fault project', client_id: client.body.data.id, country: 'DK' });
    const projectId = project.body.data.id as number;
    const acknowledged: string[] = [];

    let running = true;
    let n = 0;
    const writer = async () => {
      while (running) {
        const text = `fault note ${n++}`;
        const started = Date.now();
        const r = await agent.post(`/api/v1/projects/${projectId}/notes`, { note: text }).catch(() => ({ status: 0, body: null }));
        tally.writes++;
        expect(Date.now() - started, 'a request hung').toBeLessThan(30_000);
        if (r.status >= 200 && r.status < 300) acknowledged.push(text);
        else {
          tally.refused++;
          await new Promise((res) => setTimeout(res, 50));
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((r) => setTimeout(r, 800));
    await pg.stop();
    await new Promise((r) => setTimeout(r, 1500));
    pg = await startPg(true);
    // Back: writes are taken again within a few seconds.
    const before = acknowledged.length;
    const deadline = Date.now() + 20_000;
    while (acknowledged.length < before + 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    running = false;
    await Promise.all(writers);
    tally.acknowledged = acknowledged.length;
    expect(acknowledged.length, 'writes after the restart').toBeGreaterThanOrEqual(before + 10);
    expect(tally.refused, 'some writes met the outage').toBeGreaterThan(0);

    const rows = await orm.em.fork().getConnection().execute<{ note: string }[]>('select note from project_notes where project_id = ?', [projectId]);
    const stored = new Set(rows.map((r) => r.note));
    expect(acknowledged.filter((t) => !stored.has(t)), 'acknowledged but lost').toEqual([]);

    // The realtime LISTEN connection (platform/realtime/pubsub.ts) was lost with PostgreSQL and came back by itself.
    for (const end = Date.now() + 15_000; !(pubSub.listening && pubSub.connections >= 2) && Date.now() < end; ) await new Promise((r) => setTimeout(r, 100));
    expect(pubSub.listening, 'realtime listener back').toBe(true);
    expect(pubSub.connections, 'realtime listener reconnected').toBeGreaterThanOrEqual(2);
  }, 90_000);
});

/**
 * Outages (issue #27, point 9), on a supervised cluster of their own: PostgreSQL stopped under the app
 * is started again (and /healthz fails while it cannot be); a stalled server or a held lock costs a
 * request a bounded wait and a 503, not a hang; GraphQL reports the outage as GraphQL does.
 */
describe('#db-fault.outages', () => {
  const dir = path.join(os.tmpdir(), `greenit-outage-pg-${process.pid}`);
  const outagePort = 58000 + ((process.pid + 700) % 3000);
  let sup: SupervisedPostgres;
  let outOrm: MikroORM;
  let outApp: AppHandle;
  let base: string;
  let agent: Agent;
  let projectId: number;
  /** While true, restart attempts fail (a cluster that cannot come back). */
  let refuseRestart = false;
  const BOUND_MS = 8000;

  beforeAll(async () => {
    sup = await superviseEmbeddedPostgres(
      { dataDir: dir, port: outagePort, database: 'greenit_outage', ephemeral: true, fresh: true },
      {
        backoffMs: [100, 200, 400],
        failAfter: 2,
        start: async (o) => {
          if (refuseRestart) throw new Error('restart refused by the test');
          return startEmbeddedPostgres(o);
        },
      },
    );
    // Short waits, so that the bounds below stay short: 1 s for a connection, 1.5 s for a statement.
    const cfg = { ...loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '1500' }), outboxDir: path.join(os.tmpdir(), `greenit-outbox-${process.pid}`) };
    setConfig(cfg);
    outOrm = await initOrm(sup.url, { pool: { min: 0, max: 5 } });
    await migrate(outOrm);
    outApp = await createApp(outOrm, cfg, { databaseHealth: () => sup.health() });
    await new Promise<void>((r) => outApp.server.listen(0, '127.0.0.1', r));
    const address = outApp.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const u = await buildUser(outOrm);
    agent = new Agent(base);
    await agent.login(u.email);
    const client = await agent.post('/api/v1/clients', { name: 'Outage client', country: 'DK' });
    projectId = (await agent.post('/api/v1/project-manager/projects/create', { name: 'Outage project', client_id: client.body.data.id, country: 'DK' })).body.data.id;
  }, 120_000);
  afterAll(async () => {
    await outApp?.close();
    await outOrm?.close();
    await sup?.stop();
  }, 60_000);

  const note = (text: string) => agent.post(`/api/v1/projects/${projectId}/notes`, { note: text });
  const timed = async <T>(fn: () => Promise<T>) => {
    const started = Date.now();
    const value = await fn();
    return { value, ms: Date.now() - started };
  };
  const until = async (what: string, ok: () => Promise<boolean>, ms = 30_000) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (await ok().catch(() => false)) return;
    throw new Error(`${what}: not within ${ms} ms`);
  };
  /** The postmaster and its children (backends, background workers). */
  const clusterPids = async () => {
    const postmaster = Number((await readFile(path.join(sup.dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)]).toString().split('\n').map(Number).filter((p) => p > 0);
    return [postmaster, ...children];
  };

  it('answers 503 after a bounded wait while a lock is held, then writes again', async () => {
    const locker = new pgClient.Client({ connectionString: sup.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table project_notes in access exclusive mode');
      const { value: r, ms } = await timed(() => note('behind the lock'));
      expect(r.status, JSON.stringify(r.body)).toBe(503);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(ms, 'bounded wait').toBeLessThan(BOUND_MS);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    expect((await note('after the lock')).status).toBe(201);
  }, 30_000);

  it('answers 503 (REST) and UNAVAILABLE (GraphQL) after a bounded wait while PostgreSQL is stalled (SIGSTOP)', async () => {
    const pids = await clusterPids();
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      const [rest, gql] = await Promise.all([timed(() => note('while stalled')), timed(() => agent.request('POST', '/graphql', { query: '{ me { email } }' }))]);
      expect(rest.value.status, JSON.stringify(rest.value.body)).toBe(503);
      expect(rest.ms, 'REST bounded wait').toBeLessThan(BOUND_MS);
      expect(gql.ms, 'GraphQL bounded wait').toBeLessThan(BOUND_MS);
      expect(gql.value.body.errors?.[0]?.extensions?.code, JSON.stringify(gql.value.body)).toBe('UNAVAILABLE');
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    await until('writes after SIGCONT', async () => (await note('after the stall')).status === 201);
  }, 60_000);

  it('starts PostgreSQL again after `pg_ctl stop`, and /readyz recovers', async () => {
    const restarts = sup.health().restarts;
    // -W: pg_ctl's wait would watch postmaster.pid, which the restarted server writes again.
    await pgCtl(sup.dataDir, 'stop', '-m', 'fast', '-W');
    await until('the supervisor restarted it', async () => sup.health().restarts === restarts + 1);
    await until('/readyz 200 after pg_ctl stop', async () => (await fetch(`${base}/readyz`)).status === 200);
    await until('writes after the restart', async () => (await note('after the restart')).status === 201);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  }, 60_000);

  it('fails /healthz while PostgreSQL cannot be started again, and GraphQL says UNAVAILABLE', async () => {
    refuseRestart = true;
    try {
      await pgCtl(sup.dataDir, 'stop', '-m', 'fast', '-w');
      await until('/healthz 503', async () => (await fetch(`${base}/healthz`)).status === 503);
      expect(sup.health().state).toBe('failed');
      const gql = await agent.request('POST', '/graphql', { query: '{ me { email } }' });
      expect(gql.status).toBe(503);
      expect(gql.body.errors?.[0]?.extensions?.code, JSON.stringify(gql.body)).toBe('UNAVAILABLE');
      expect(gql.body.message, 'not the REST body').toBeUndefined();
    } finally {
      refuseRestart = false;
    }
    await until('/healthz 200 once it starts again', async () => (await fetch(`${base}/healthz`)).status === 200);
    await until('/readyz 200 once it starts again', async () => (await fetch(`${base}/readyz`)).status === 200);
  }, 60_000);
});
