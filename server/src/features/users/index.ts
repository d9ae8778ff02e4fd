/**
 * The public face of the users feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './current-user';
export * from './user.entity';
export * from './user.service';
export * from './profile.service';
export * from './settings.service';
