/**
 * The public face of the partners feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { Partner, Subscription, Subsidiary } from './partner.entity';
export { presentPartner } from './partner.rest-mapper';
