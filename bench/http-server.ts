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
import { initOrm } from '../server/src/app/orm';
import { serveInstance } from '../server/src/app/serve-instance';

const url = process.argv[2];
if (!url) throw new Error('usage: http-server.ts <database url>');
const config = {
  ...loadConfig({ ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'error' }),
  outboxDir: path.join(os.tmpdir(), `greenit-bench-outbox-${process.pid}`),
};
setConfig(config);
const orm = await initOrm(url);
await serveInstance(orm, config);
