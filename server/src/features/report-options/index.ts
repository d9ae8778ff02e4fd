/**
 * The public face of the report-options feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { type DecodedImage, decodeUploadedImage } from './image-decode';
export { effectiveReportOptions, type EffectiveReportOptions } from './report-options.service';
export { EffectiveReportOptions as EffectiveReportOptionsType } from './report-options.views';
export { effectiveView } from './report-options.views';
export { effectiveRestOutput, presentEffective } from './report-options.rest-mapper';
