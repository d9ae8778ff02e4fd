/**
 * `npm start`: PostgreSQL (embedded unless DATABASE_URL is set), migrations, demo data, then one
 * server for the SPA, GraphQL and REST. Ctrl-C stops the server and PostgreSQL cleanly.
 */
import './platform/node-env';
import 'reflect-metadata';
import path from 'node:path';
import { config } from './platform/config';
import { superviseEmbeddedPostgres, type SupervisedPostgres } from './platform/db/pg-supervisor';
import { logger } from './platform/logger';
import { initOrm, migrate } from './app/orm';
import { closeFeatures, createApp, demoLoginsText, seedDemo } from './app/server';

async function main(): Promise<void> {
  let cfg;
  try {
    cfg = config();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const started = Date.now();
  let pg: SupervisedPostgres | null = null;
  if (!cfg.databaseUrl) {
    // Supervised: started again with backoff if it ends under the app (pg-supervisor.ts).
    pg = await superviseEmbeddedPostgres(
      { dataDir: path.join(cfg.dataDir, 'pg'), port: cfg.embeddedPgPort, database: 'greenit', onLog: (line) => logger.debug({ pg: line }) },
      {
        failAfter: cfg.pgRestartFailures,
        onEvent: (e) => {
          if (e.type === 'exited') logger.error('embedded PostgreSQL stopped: starting it again');
          else if (e.type === 'restarted') logger.warn({ attempt: e.attempt }, 'embedded PostgreSQL restarted');
          else logger.error({ err: e.err, attempt: e.attempt }, 'embedded PostgreSQL restart failed');
        },
      },
    );
    logger.info({ dataDir: pg.dataDir, port: cfg.embeddedPgPort }, 'embedded PostgreSQL started');
  }
  const orm = await initOrm(cfg.databaseUrl ?? pg!.url);
  const applied = await migrate(orm);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const seeded = cfg.seedDemo ? await seedDemo(orm.em.fork()) : null;
  const app = await createApp(orm, cfg, pg ? { databaseHealth: () => pg.health() } : {});
  await new Promise<void>((resolve) => app.server.listen(cfg.port, cfg.host, resolve));
  logger.info({ port: cfg.port, ms: Date.now() - started }, 'server listening');
  const url = cfg.publicUrl;
  console.log(`\n  GreenIT Assess is running at ${url}\n  GraphQL explorer: ${url}/graphql\n`);
  if (seeded) console.log(demoLoginsText(seeded));

  let stopping = false;
  /** Each step is bounded, so that PostgreSQL is always stopped even if a step hangs. */
  const step = async (name: string, fn: () => Promise<unknown>, ms = 5000) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([fn(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${name} timed out`)), ms)))]);
    } catch (err) {
      logger.warn({ err, step: name }, 'shutdown step failed');
    } finally {
      clearTimeout(timer);
    }
  };
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await step('http', () => app.close());
    await step('pdf', () => closeFeatures());
    await step('orm', () => orm.close());
    await step('postgres', async () => pg?.stop(), 15_000);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  logger.fatal({ err }, 'start-up failed');
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
