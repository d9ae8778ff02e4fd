/**
 * The public face of the projects feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { cloneProject, DEFAULT_PROJECT_DESCRIPTION, parseNamespace, type ProjectContentCopier, type ProjectContentSeeder } from './project.service';
export { Project, ProjectShare } from './project.entity';
export { type ProjectRevisions, revisionColumns, revisionsOfRow, revisionsReadWith } from './project-revisions';
export { editableProject, getProject, grantedProject, seesOrganisationProjects, maySeeProjectEvent, openableFingerprintOf, openableProjectRows, openableProjectsFingerprint, type OpenableProjectRow, type ProjectIdsQuery, projectFor, requireContentWrite, visibleProjects } from './project-access';
export { presentProject } from './project.rest-mapper';
