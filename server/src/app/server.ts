/**
 * The composition root's app: platform's HTTP app (platform/http/app.ts) given which resolvers, routes,
 * jobs and caller lookup exist, after the features are wired (wiring.ts). `npm start` (main.ts), the
 * tests, e2e and the bench build the app through here.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { authenticate } from '../features/auth/caller';
import { closePdfRenderer } from '../features/reports/pdf/pdf-renderer';
import type { Config } from '../platform/config';
import { createHttpApp, type AppHandle, type AppOptions } from '../platform/http/app';
import { registerJobHandlers } from './jobs';
import { restComposition } from './routes';
import { createSchema } from './schema';
import { wireFeatures } from './wiring';

export type { AppHandle, AppOptions } from '../platform/http/app';

export async function createApp(orm: MikroORM, cfg: Config, options: AppOptions = {}): Promise<AppHandle> {
  wireFeatures();
  return createHttpApp(orm, cfg, { schema: await createSchema(), authenticate, rest: restComposition(), registerJobs: registerJobHandlers }, options);
}

/** What the features hold beyond the app's own close (the shared PDF browser), for the process's shutdown. */
export async function closeFeatures(): Promise<void> {
  await closePdfRenderer();
}

export { demoLoginsText, seedDemo } from '../features/seed/demo-seed';
