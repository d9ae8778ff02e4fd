/**
 * The public face of the projects feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './project-access';
export { revisionColumns, revisionsOfRow, revisionsReadWith, type ProjectRevisions } from './project-revisions';
export * from './project.entity';
export * from './project.rest-mapper';
export * from './project.service';
