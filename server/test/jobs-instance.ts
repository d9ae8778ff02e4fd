/**
 * An app instance in a process of its own for server/test/jobs-instances.test.ts: the same createApp as
 * `npm start` against the database URL given as the first argument, with short job leases, plus a test
 * job `test.block` that never ends on the instance named in its payload and completes elsewhere.
 * PDF_RENDER_BASE_URL and JOBS_CONCURRENCY are taken from the environment when set.
 * Prints JSON lines: {"port"} when listening, {"started": id} when it starts a test job, {"sent": id}
 * for each {"send": payload} line read on stdin.
 */
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { loadConfig, setConfig } from '../src/platform/config';
import { initOrm } from '../src/app/orm';
import { serveInstance } from '../src/app/serve-instance';
import { jobs } from '../src/platform/jobs';

declare module '../src/platform/jobs/queue' {
  interface JobPayloads {
    'test.block': { blockOn: string };
  }
}

const [url, name] = process.argv.slice(2) as [string, string];
const say = (o: unknown) => process.stdout.write(`${JSON.stringify(o)}\n`);

jobs.work(
  'test.block',
  async ({ blockOn }, ctx) => {
    say({ started: ctx.id, attempt: ctx.attempt });
    if (blockOn === name) await new Promise(() => undefined);
    return { by: name, attempt: ctx.attempt };
  },
  { maxAttempts: 3 },
);

async function main(): Promise<void> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      JOBS_LEASE_MS: '1000',
      JOBS_POLL_MS: '100',
      // The feature jobs' tests (jobs-instances-features.test.ts) give each instance its own render page, or no worker.
      ...(process.env.PDF_RENDER_BASE_URL ? { PDF_RENDER_BASE_URL: process.env.PDF_RENDER_BASE_URL } : {}),
      ...(process.env.JOBS_CONCURRENCY ? { JOBS_CONCURRENCY: process.env.JOBS_CONCURRENCY } : {}),
    }),
    outboxDir: path.join(os.tmpdir(), `greenit-outbox-${process.pid}`),
  };
  setConfig(config);
  const orm = await initOrm(url, { pool: { min: 0, max: 5 } });
  await serveInstance(orm, config);
  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    const { send } = JSON.parse(line) as { send: { blockOn: string } };
    void jobs.send(orm.em.fork(), 'test.block', send).then((id) => say({ sent: id }));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
