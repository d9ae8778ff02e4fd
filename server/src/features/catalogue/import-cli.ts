/**
 * `npm run catalogue:import -- FILE.csv`: imports a product-carbon-footprint CSV (Boavizta format) into
 * the catalogue, in one transaction, printing progress and every skipped row with its reason. Uses
 * DATABASE_URL, or the embedded PostgreSQL of `npm start` (joining it when the app is running).
 */
import 'reflect-metadata';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../platform/config';
import { startEmbeddedPostgres } from '../../platform/db/embedded-postgres';
import { initOrm, migrate } from '../../platform/db/orm';
import { importCatalogueCsv } from './catalogue.service';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run catalogue:import -- FILE.csv');
  process.exit(2);
}
const text = await readFile(path.resolve(process.cwd(), file), 'utf8').catch((e: Error) => {
  console.error(`Cannot read ${file}: ${e.message}`);
  process.exit(2);
});
const cfg = config();
const pg = cfg.databaseUrl
  ? null
  : await startEmbeddedPostgres({ dataDir: path.join(cfg.dataDir, 'pg'), port: cfg.embeddedPgPort, database: 'greenit', attachIfRunning: true });
const orm = await initOrm(cfg.databaseUrl ?? pg!.url);
try {
  await migrate(orm);
  const started = Date.now();
  const result = await importCatalogueCsv(orm.em.fork(), text, (done, total) => {
    process.stdout.write(`\r  importing… ${done}/${total} products`);
  });
  process.stdout.write('\n');
  for (const s of result.skipped) console.log(`  skipped${s.line ? ` line ${s.line}` : ''}: ${s.reason}`);
  console.log(`\n${result.rows} rows read: ${result.created} created, ${result.updated} updated, ${result.skipped.length} skipped (${Date.now() - started} ms).`);
} catch (e) {
  console.error(`\nImport failed, nothing was written: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await orm.close();
  await pg?.stop();
}
