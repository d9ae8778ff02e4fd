/** Every job name the app runs, registered before the runner starts. */
import type { MikroORM } from '@mikro-orm/postgresql';
import { registerCatalogueJobs } from '../../features/catalogue';
import { registerMailJobs } from '../mail/mailer';

/** Registers the handlers (the first app of the process gives the ORM mail is queued in). */
export function registerJobHandlers(orm: MikroORM): void {
  registerMailJobs(orm);
  registerCatalogueJobs();
}
