/**
 * The comparative-solution app's screens (spec/platform-and-shell.md §2): calculations, reports and
 * their sheets, logging and pre-analysis.
 */
export { CalculationsPage } from './CalculationsPage';
export { ComparativeReportPage, ComparativeReportPrintPage } from './ComparativeReportPage';
export { ComparativeSelectReportPage } from './SelectReportPage';
export { LoggingPage } from './LoggingPage';
export { PreAnalysisPage } from './PreAnalysisPage';
export { DataEntryPage, DataEntryPrintPage } from './DataEntryPage';
export { AnnualReportPage } from './AnnualReportPage';
export { AdminPage } from './AdminPage';
export { comparativePath } from './comparative-paths';
