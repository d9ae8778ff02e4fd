/**
 * The public face of the reports feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { ReportGenerated } from './report.entity';
export { exportReportPdf, printQuery, type ReportPageTarget } from './pdf/report-pdf.service';
export { exportReportPdfAndWait, type ReportPdfVariant } from './pdf/report-pdf.job';
export { chromiumLaunchOptions } from './pdf/pdf-renderer';
export { sendPdf } from './pdf/report-pdf.http';
export { updateReport } from './report.service';
