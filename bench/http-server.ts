/**
 * The HTTP bench's server (bench/http.ts): the same createApp as `npm start`, in a process of its own
 * (so the load generator does not share its event loop, and its peak memory is its own), against the
 * database URL given as the first argument, on a random loopback port it prints as one JSON line.
 * SIGTERM closes it.
 */
import '../server/src/platform/node-env';
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, setConfig } from '../server/src/platform/config';
import { initOrm } from '../server/src/platform/db/orm';
import { createApp } from '../server/src/platform/http/app';

const url = process.argv[2];
if (!url) throw new Error('usage: http-server.ts <database url>');
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'error' }),
  outboxDir: path.join(os.tmpdir(), `greenit-bench-outbox-${process.pid}`),
};
setConfig(config);
const orm = await initOrm(url);
const app = await createApp(orm, config);
await new Promise<void>((r) => app.server.listen(0, '127.0.0.1', r));
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await orm.close();
    process.exit(0);
  })();
});
