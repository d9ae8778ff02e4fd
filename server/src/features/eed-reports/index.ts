/**
 * The public face of the EED reports feature (issue #31): what the composition root wires.
 */
export { EedReport } from './eed-report.entity';
export { EedReportResolver } from './eed-report.resolver';
export { eedReportRoutes } from './eed-report.rest';
