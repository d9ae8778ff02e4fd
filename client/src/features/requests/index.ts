/**
 * The public face of the requests feature (the seller side): what other features may import
 * (eslint.config.js, local/feature-boundaries).
 */
export { useNewRequestCount } from './useNewRequestCount';
