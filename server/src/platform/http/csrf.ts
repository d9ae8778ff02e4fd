/**
 * CSRF protection for cookie-authenticated state-changing requests: the session's token must come
 * back in the X-XSRF-TOKEN header (the SPA reads it from the XSRF-TOKEN cookie). Bearer-token
 * requests are not exposed to CSRF and are not checked.
 */
import type { RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { DomainError, ErrorCode } from '../../../../shared/errors';
import { CSRF_HEADER } from '../auth/authenticate';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const csrfProtection: RequestHandler = (req, _res, next) => {
  const actor = req.ctx?.actor;
  if (SAFE.has(req.method) || !actor || actor.via !== 'session') return next();
  const sent = req.get(CSRF_HEADER) ?? '';
  if (!actor.csrfToken || !same(sent, actor.csrfToken)) {
    return next(new DomainError(ErrorCode.CSRF));
  }
  next();
};
