/**
 * The public face of the validation feature (items validated by the super admin, notifications and
 * the category admin): what other features may import (eslint.config.js, local/feature-boundaries).
 */
export * from './validation.entity';
export { announceValidation, itemValidationCount, itemValidationCounts, queueCreatedProduct, queueProjectItems, type ItemValidationCount } from './validation.service';
export { validationResolvers } from './validation.resolver';
export { queueValidationStart, runValidationStartHere, VALIDATION_START_JOB } from './validation-start.job';
