/**
 * A second app instance in a process of its own (started by server/test/instances.test.ts): the same
 * createApp as `npm start`, against the database URL given as the first argument, on a random
 * loopback port that it prints as one JSON line. SIGTERM closes it cleanly.
 */
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, setConfig } from '../src/platform/config';
import { initOrm } from '../src/app/orm';
import { serveInstance } from '../src/app/serve-instance';

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: second-instance.ts <database url>');
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: '0', TRUST_PROXY: process.env.TRUST_PROXY }), outboxDir: path.join(os.tmpdir(), `greenit-outbox-${process.pid}`) };
  setConfig(config);
  const orm = await initOrm(url, { pool: { min: 0, max: 5 } });
  await serveInstance(orm, config);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
