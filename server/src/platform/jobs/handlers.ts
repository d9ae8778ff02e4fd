/** Every job name the app runs, registered before the runner starts. */
import { registerCatalogueJobs } from '../../features/catalogue';
import { registerMailJobs } from '../mail/mailer';
import { registerReportPdfJobs } from '../../features/reports';
import { registerComparativePdf } from '../../features/comparative';
import { registerValidationJobs } from '../../features/validation';

export function registerJobHandlers(): void {
  registerMailJobs();
  registerCatalogueJobs();
  registerReportPdfJobs();
  registerComparativePdf();
  registerValidationJobs();
}
