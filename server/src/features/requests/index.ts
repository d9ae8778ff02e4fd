/**
 * The public face of the requests feature: what other features may import (eslint.config.js,
 * local/feature-boundaries). Everything else in this folder is the feature's own.
 */
import { registerRequestShareGrantResolver } from '../solutions';
import { registerNewRequestCounter } from '../users';
import { grantFor, newRequestCount } from './request.service';

// The signed-in user's new_request_count (GET /user, GraphQL me).
registerNewRequestCounter(newRequestCount);

// The capacities of /project-manager/requests/{request_share_id}/… are opened by a request share.
registerRequestShareGrantResolver(async (ctx, requestShareId, write) => {
  const g = await grantFor(ctx, requestShareId, write);
  return { projectId: g.projectId, groupId: g.groupId };
});

export * from './request.entity';
export { requestRoutes } from './request.rest';
export { requestResolvers } from './request.resolver';
export { newRequestCount } from './request.service';
