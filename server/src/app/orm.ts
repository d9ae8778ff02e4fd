/**
 * The app's ORM: platform's options (platform/db/orm.ts) with every entity of the composition root.
 * `npm start`, the tests, the bench and the CLIs open the database through here.
 */
import type { MikroORM, Options } from '@mikro-orm/postgresql';
import { openOrm } from '../platform/db/orm';
import { entities } from './entities';
import { wireFeatures } from './wiring';

export { migrate } from '../platform/db/orm';

/**
 * Opens the app's database. The features are wired here too (idempotent): a process that uses the
 * services without the HTTP app (the demo seed, the CLIs, the bench) gets the same wiring as `npm start`.
 */
export function initOrm(clientUrl: string, extra: Partial<Options> = {}): Promise<MikroORM> {
  wireFeatures();
  return openOrm(entities, clientUrl, extra);
}
