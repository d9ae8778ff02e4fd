/**
 * The public face of the users feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { CurrentUser } from './current-user';
export { presentCurrentUser } from './user.rest-mapper';
export { Profile, User } from './user.entity';
export { currentUser } from './user.service';
