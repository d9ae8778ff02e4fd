/**
 * The public face of the projects feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './project-form';
export * from './projects-queries';
export { ProjectUpdatedDocument, useProjectUpdates, type ProjectUpdate } from '../common/project-updates';
export * from './useAppName';
