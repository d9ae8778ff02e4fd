import type { Response } from 'express';
import type { RequestContext } from '../context';

/** GraphQL context: the request context, plus the HTTP response where there is one (cookies). */
export interface GqlContext extends RequestContext {
  res?: Response;
}
