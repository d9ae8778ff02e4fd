/**
 * Resolves the caller from a session cookie or an `Authorization: Bearer <plainTextToken>` header.
 * One query per request (the user with partner, and the partner's latest subscription).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse as parseCookie } from 'cookie';
import { ApiToken, Session } from '../../features/auth/auth.entity';
import { Subscription } from '../../features/partners/partner.entity';
import { User } from '../../features/users/user.entity';
import type { RequestContext } from '../context';
import type { Actor } from './actor';
import { sha256 } from './tokens';

export const SESSION_COOKIE = 'gia_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

export interface Credentials {
  cookieHeader?: string | null;
  authorization?: string | null;
}

export async function authenticate(em: EntityManager, creds: Credentials): Promise<Actor | null> {
  const bearer = creds.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) {
    const token = await em.findOne(ApiToken, { tokenHash: sha256(bearer) }, { populate: ['user', 'user.partner'] });
    if (!token || token.user.deactivatedAt) return null;
    // Record use at most once a minute, without a flush of the request's unit of work.
    if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() > 60_000) {
      await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: new Date() });
    }
    return actorForUser(em, token.user, 'token');
  }
  const raw = creds.cookieHeader ? parseCookie(creds.cookieHeader)[SESSION_COOKIE] : undefined;
  if (!raw) return null;
  const hash = sha256(raw);
  const session = await em.findOne(Session, { tokenHash: hash, expiresAt: { $gt: new Date() } }, { populate: ['user', 'user.partner'] });
  if (!session || session.user.deactivatedAt) return null;
  const actor = await actorForUser(em, session.user, 'session');
  actor.sessionHash = hash;
  actor.csrfToken = session.csrfToken;
  return actor;
}

export async function actorForUser(em: EntityManager, user: User, via: Actor['via']): Promise<Actor> {
  const subscription = await em.findOne(Subscription, { partner: user.partner }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return { user, partner: user.partner, subscription, via };
}


/**
 * The service context of a background job queued by a user: that user, signed in as a session would
 * sign them in (their partner and subscription as they are now); null when the user is gone or
 * deactivated.
 */
export async function jobUserContext(em: EntityManager, userId: number, jobId: number): Promise<RequestContext | null> {
  const user = await em.findOne(User, userId, { populate: ['partner'] });
  if (!user || user.deactivatedAt) return null;
  return { em, actor: await actorForUser(em, user, 'session'), ip: '127.0.0.1', requestId: `job-${jobId}` };
}
