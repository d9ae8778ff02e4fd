/**
 * The public face of the EED reports feature (issue #31): the screen, its print view and the path to
 * it (the solutions menu links there).
 */
export { EedReportPage } from './EedReportPage';
export { EedReportPrintPage } from './EedReportPrintPage';
export { eedReportPath } from './eed-report.hooks';
