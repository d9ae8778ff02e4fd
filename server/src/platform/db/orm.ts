import 'reflect-metadata';
import { MikroORM, type EntityClass, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { config, ROOT_DIR } from '../config';
import { logger } from '../logger';

/**
 * Bounded waits (issue #27, point 9): a connection within DATABASE_TIMEOUT_MS (a new one: node-postgres
 * `connectionTimeoutMillis`; one from the pool: knex `acquireConnectionTimeout`), a statement within
 * DATABASE_STATEMENT_TIMEOUT_MS (PostgreSQL's `statement_timeout`, sent at connect), and a reply within
 * two seconds more (node-postgres `query_timeout`, for a server that is stopped and cannot cancel).
 * Each ends in an error that unavailable.ts maps to 503. See https://node-postgres.com/apis/client.
 */
function timeouts(cfg = config()): { driverOptions: Options['driverOptions'] } {
  const statement = cfg.databaseStatementTimeoutMs;
  return {
    driverOptions: {
      acquireConnectionTimeout: cfg.databaseTimeoutMs,
      connection: {
        connectionTimeoutMillis: cfg.databaseTimeoutMs,
        ...(statement > 0 ? { statement_timeout: statement, query_timeout: statement + 2000 } : {}),
      },
    },
  };
}

/** Tables created by raw SQL in migrations, which no entity maps. */
export const RAW_SQL_TABLES = ['project_revisions', 'reference_revision', 'solution_revisions'] as const;

/**
 * The ORM's options for `entities`: every entity of the schema, listed by the composition root
 * (server/src/app/entities.ts; platform's own are in platformEntities below).
 */
export function ormOptions(entities: ReadonlyArray<EntityClass<object>>, clientUrl: string, extra: Partial<Options> = {}): Options {
  return {
    ...timeouts(),
    clientUrl,
    entities: [...entities],
    extensions: [Migrator],
    // Trap 3: let Node (tsx) load the .ts migrations.
    dynamicImportProvider: (id: string) => import(id),
    migrations: {
      path: path.join(ROOT_DIR, 'migrations'),
      pathTs: path.join(ROOT_DIR, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      // No snapshot file: MikroORM rewrote migrations/.snapshot.json from the live database after every
      // run of migrations (npm start, each test run), raw-SQL tables included, so the next
      // `migration:create` proposed dropping them. `migration:create` diffs the entities against a
      // throw-away database with every migration applied instead (server/src/app/migration-create.ts),
      // which is the exact state a new migration starts from.
      snapshot: false,
      emit: 'ts',
    },
    // Tables that raw-SQL migrations own, with no entity: the revision counters that statement
    // triggers bump (migrations/Migration20261126110000_project_revisions.ts). The schema generator
    // (and so `npm run migration:create`) leaves them alone instead of proposing to drop them.
    schemaGenerator: { skipTables: [...RAW_SQL_TABLES] },
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    logger: (message: string) => logger.debug({ orm: message }),
    ...extra,
  };
}

export async function openOrm(entities: ReadonlyArray<EntityClass<object>>, clientUrl: string, extra: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(entities, clientUrl, extra));
}

/** Applies every pending migration (each one in a transaction). */
export async function migrate(orm: MikroORM): Promise<string[]> {
  // A migration may rewrite a large table: the statement timeout of requests does not apply to it.
  const applied = await orm.em.getConnection().transactional(async (trx) => {
    await trx.raw('set local statement_timeout = 0');
    return orm.getMigrator().up({ transaction: trx });
  });
  return applied.map((m) => m.name);
}
