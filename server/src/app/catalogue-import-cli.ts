/**
 * `npm run catalogue:import -- FILE.csv`: imports a product-carbon-footprint CSV (Boavizta format) into
 * the catalogue, streamed and in one transaction, printing progress and every rejected row with its
 * reason (the first 1000). Uses DATABASE_URL, or the embedded PostgreSQL of `npm start` (joining it when
 * the app is running). The web app's upload runs the same import as a background job.
 */
import 'reflect-metadata';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../platform/config';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';
import { initOrm, migrate } from './orm';
import { formatErrorText, importCatalogueFile, scanCatalogueFile } from '../features/catalogue/catalogue-import';

const arg = process.argv[2];
if (!arg) {
  console.error('Usage: npm run catalogue:import -- FILE.csv');
  process.exit(2);
}
const file = path.resolve(process.cwd(), arg);
await access(file).catch((e: Error) => {
  console.error(`Cannot read ${arg}: ${e.message}`);
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
  const { total } = await scanCatalogueFile(file);
  const result = await importCatalogueFile(orm.em.fork(), file, {
    total,
    onProgress: (p) => void process.stdout.write(`\r  importing… ${p.done}/${p.total} rows`),
  });
  process.stdout.write('\n');
  for (const s of result.skipped) console.log(`  rejected${s.line ? ` line ${s.line}` : ''}: ${s.reason}`);
  console.log(`\n${result.rows} rows read: ${result.created} created, ${result.updated} updated, ${result.rejected} rejected (${Date.now() - started} ms).`);
} catch (e) {
  console.error(`\nImport failed, nothing was written: ${formatErrorText(e) ?? (e as Error).message}`);
  process.exitCode = 1;
} finally {
  await orm.close();
  await pg?.stop();
}
