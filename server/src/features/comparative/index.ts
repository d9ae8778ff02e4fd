/**
 * The public face of the comparative-solution feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { createCalculation, savePreAnalysis, toggleExtraColumn, updateReportData } from './comparative.service';
