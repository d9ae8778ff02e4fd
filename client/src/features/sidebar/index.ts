/**
 * The public face of the sidebar feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './Sidebar';
export { SidebarProjectUpdatedDocument } from './sidebar-queries';
