import type { Response } from 'express';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_TTL_MS } from './authenticate';
import { config } from '../config';

export function setSessionCookies(res: Response, sessionToken: string, csrfToken: string): void {
  const secure = config().secureCookies;
  res.cookie(SESSION_COOKIE, sessionToken, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_TTL_MS });
  setCsrfCookie(res, csrfToken);
}

/** The CSRF token, readable by the SPA's script so that it can echo it in a header. */
export function setCsrfCookie(res: Response, csrfToken: string): void {
  res.cookie(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'lax', secure: config().secureCookies, path: '/', maxAge: SESSION_TTL_MS });
}

export function clearSessionCookies(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  res.clearCookie(CSRF_COOKIE, { path: '/' });
}
