/**
 * The public face of the clients feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { Client } from './client.entity';
export { clientRestFields, presentClient } from './client.rest-mapper';
export { createClient, getClient, updateClient } from './client.service';
