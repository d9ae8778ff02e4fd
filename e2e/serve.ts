/**
 * The app as the e2e suite sees it: a fresh PostgreSQL (embedded, or a throw-away database when
 * DATABASE_URL is set), migrations, demo data, the built client, on E2E_PORT. Stops cleanly on
 * SIGINT/SIGTERM.
 */
import '../server/src/platform/node-env';
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDemo } from '../server/src/features/seed/demo-seed';
import { loadConfig, setConfig } from '../server/src/platform/config';
import { startEmbeddedPostgres } from '../server/src/platform/db/embedded-postgres';
import { initOrm, migrate } from '../server/src/app/orm';
import { createApp } from '../server/src/app/server';
import { STUB_WEBHOOK_SECRET, StripeStub } from '../server/test/stripe-stub';

const port = Number(process.env.E2E_PORT ?? 3310);
// Card payments against the local Stripe stub (its Checkout page stands in for Stripe's), unless E2E_STRIPE_STUB=0.
const stripeStub = process.env.E2E_STRIPE_STUB === '0' ? null : await new StripeStub().start();
const config = {
  ...loadConfig({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  outboxDir: path.join(os.tmpdir(), 'greenit-e2e-outbox'),
  ...(stripeStub ? { stripeConfigured: true, stripeSecretKey: 'sk_test_e2e', stripePublishableKey: 'pk_test_e2e', stripeApiBase: stripeStub.base, stripeWebhookSecret: STUB_WEBHOOK_SECRET } : {}),
};
setConfig(config);

let url: string;
let stopDb: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const name = `greenit_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  url = u.toString();
  stopDb = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`);
    await c.end();
  };
} else {
  const db = await startEmbeddedPostgres({ dataDir: path.join(os.tmpdir(), `greenit-e2e-pg-${port}`), port: port + 50000 > 65000 ? 54390 : port + 50000, database: 'e2e', fresh: true, ephemeral: true });
  url = db.url;
  stopDb = () => db.stop();
}
const orm = await initOrm(url);
await migrate(orm);
await seedDemo(orm.em.fork());
const app = await createApp(orm, config);
await new Promise<void>((r) => app.server.listen(port, '127.0.0.1', r));
console.log(`e2e server on http://127.0.0.1:${port}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close().catch(() => undefined);
  await orm.close().catch(() => undefined);
  await stripeStub?.stop().catch(() => undefined);
  await stopDb().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
