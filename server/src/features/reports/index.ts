/**
 * The public face of the reports feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './report.service';
export { ReportGenerated } from './report.entity';
export { documentLocale, exportReportPdf, printQuery, type ReportPageTarget } from './pdf/report-pdf.service';
export { internalBaseUrl, sendPdf } from './pdf/report-pdf.http';
export { chromiumLaunchOptions, type ChromiumLaunchOptions } from './pdf/pdf-renderer';
export { exportReportPdfAndWait, REPORT_PDF_JOB, type ReportPdfApp, type ReportPdfVariant } from './pdf/report-pdf.job';
