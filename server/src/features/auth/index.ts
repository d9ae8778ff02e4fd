/**
 * The public face of the auth feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { ApiToken, PasswordReset, Session } from './auth.entity';
export { actorForUser, authenticate, jobUserContext } from './caller';
