/**
 * The public face of the clients feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export * from './client.entity';
export * from './client.rest-mapper';
export * from './client.service';
