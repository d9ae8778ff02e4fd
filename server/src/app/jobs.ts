/** Which background jobs the app runs: every job name's handler, told to the queue before the runner starts. */
import { registerCatalogueJobs } from '../features/catalogue/catalogue-import';
import { registerReportPdfJobs } from '../features/reports/pdf/report-pdf.job';
import { registerValidationJobs } from '../features/validation/validation-start.job';
import { registerMailJobs } from '../platform/mail/mailer';

export function registerJobHandlers(): void {
  registerMailJobs();
  registerCatalogueJobs();
  registerReportPdfJobs();
  registerValidationJobs();
}
