/**
 * The public face of the validation feature (items validated by the super admin, notifications and
 * the category admin): what other features may import (eslint.config.js, local/feature-boundaries).
 */
export { queueValidationStart, runValidationStartHere } from './validation-start.job';
