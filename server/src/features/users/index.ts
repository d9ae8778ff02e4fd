/**
 * The public face of the users feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
export { CurrentUser, presentCurrentUser } from './current-user';
export { Profile, User } from './user.entity';
export { currentUser } from './user.service';
