import 'reflect-metadata';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { logger } from '../logger';
import { entities } from './entities';

export function ormOptions(clientUrl: string, extra: Partial<Options> = {}): Options {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    // Trap 3: let Node (tsx) load the .ts migrations.
    dynamicImportProvider: (id: string) => import(id),
    migrations: {
      path: path.join(ROOT_DIR, 'migrations'),
      pathTs: path.join(ROOT_DIR, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotName: '.snapshot',
      emit: 'ts',
    },
    pool: { min: 0, max: 10 },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    logger: (message: string) => logger.debug({ orm: message }),
    ...extra,
  };
}

export async function initOrm(clientUrl: string, extra: Partial<Options> = {}): Promise<MikroORM> {
  return MikroORM.init(ormOptions(clientUrl, extra));
}

/** Applies every pending migration (each one in a transaction). */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
