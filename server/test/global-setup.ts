/**
 * Integration tests run against a real PostgreSQL: a throw-away embedded cluster per run (or, with
 * DATABASE_URL set, a throw-away database created in that server and dropped afterwards). Migrations
 * and the demo seed run once here; test files receive the URL through `inject('databaseUrl')`.
 */
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/platform/db/embedded-postgres';
import { initOrm, migrate } from '../src/app/orm';
import { seedDemo } from '../src/features/seed/demo-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

let embedded: RunningPostgres | null = null;
let dropExternal: (() => Promise<void>) | null = null;

export async function setup(project: TestProject): Promise<void> {
  const dbName = `greenit_test_${process.pid}_${Date.now().toString(36)}`;
  let url: string;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(dbName)}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${dbName}`;
    url = u.toString();
    dropExternal = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(dbName)} WITH (FORCE)`);
      await c.end();
    };
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(os.tmpdir(), `greenit-test-pg-${process.pid}`),
      port: 55000 + (process.pid % 3000),
      database: dbName,
      ephemeral: true,
      fsync: process.env.TEST_PG_FSYNC !== 'off',
    });
    url = embedded.url;
  }
  const orm = await initOrm(url);
  await migrate(orm);
  await seedDemo(orm.em.fork());
  await orm.close();
  project.provide('databaseUrl', url);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  await dropExternal?.();
}
