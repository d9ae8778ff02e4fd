/** Every job name the app runs, registered before the runner starts. */
import { registerCatalogueJobs } from '../../features/catalogue';
import { registerMailJobs } from '../mail/mailer';

export function registerJobHandlers(): void {
  registerMailJobs();
  registerCatalogueJobs();
}
