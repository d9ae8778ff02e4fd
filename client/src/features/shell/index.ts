/**
 * The public face of the shell feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './SettingsPage';
export * from './ProfileCreatePage';
export * from './ProfileGate';
