/**
 * The public face of the reference feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { CapacityDefinition, Category, GridFactor, HourProfile, InfrastructurePreset, SolutionType } from './reference.entity';
export { ratingYears } from './reference.service';
