/**
 * `npm run migration:create`: generates a migration for the difference between the entities and the
 * committed snapshot, against a throw-away embedded database that has all earlier migrations applied.
 */
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../platform/config';
import { initOrm, migrate } from './orm';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres';

const pgDb = await startEmbeddedPostgres({
  dataDir: path.join(os.tmpdir(), `greenit-migrate-${process.pid}`),
  port: 54400 + (process.pid % 500),
  database: 'migrate',
  ephemeral: true,
});
try {
  const orm = await initOrm(loadConfig().databaseUrl ?? pgDb.url);
  await migrate(orm);
  const result = await orm.getMigrator().createMigration(undefined, false, process.argv.includes('--initial'));
  console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
  await orm.close();
} finally {
  await pgDb.stop();
}
