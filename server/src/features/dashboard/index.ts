/**
 * The public face of the dashboard feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { dashboardRoutes } from './dashboard.rest';
export { DashboardResolver } from './dashboard.resolver';
