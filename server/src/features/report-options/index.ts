/**
 * The public face of the report-options feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { EffectiveReportOptions as EffectiveReportOptionsType } from './report-options.resolver';
export * from './report-options.rest-mapper';
export * from './report-options.service';
export * from './report-options.views';
export { decodeUploadedImage, type DecodedImage } from './image-decode';
