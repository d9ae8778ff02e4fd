/**
 * Resolves the caller from a session cookie or an `Authorization: Bearer <plainTextToken>` header.
 * One statement per request: the user with partner, and the partner's latest subscription. The
 * composition root passes `authenticate` to the HTTP app (platform/auth/authenticate.ts: the shape).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse as parseCookie } from 'cookie';
import type { Actor } from '../../platform/auth/actor';
import { SESSION_COOKIE, type Credentials } from '../../platform/auth/authenticate';
import { sha256 } from '../../platform/auth/tokens';
import type { RequestContext } from '../../platform/context';
import { preparedRows } from '../../platform/db/prepared';
import { columnsOf, mapRow } from '../../platform/db/raw-rows';
import { Partner, Subscription } from '../partners';
import { User } from '../users';
import { ApiToken } from './auth.entity';

/** The caller's user, partner and the partner's latest subscription, joined to a token or session row. */
function callerSql(em: EntityManager, from: string): string {
  return `select ${columnsOf(em, User, 'u')}, ${columnsOf(em, Partner, 'p')}, ${columnsOf(em, Subscription, 's')}, ${from}
    join "users" "u" on "u"."id" = "t"."user_id" join "partners" "p" on "p"."id" = "u"."partner_id"
    left join lateral (select * from "subscriptions" where "partner_id" = "p"."id" order by "created_at" desc, "id" desc limit 1) "s" on true`;
}

function callerOf(em: EntityManager, row: Record<string, unknown>, via: Actor['via']): Actor | null {
  // The partner before the user and the subscription, which refer to it (raw-rows.ts).
  const partner = mapRow(em, Partner, row, 'p')!;
  const user = mapRow(em, User, row, 'u')!;
  if (user.deactivatedAt) return null;
  return { user, partner, subscription: mapRow(em, Subscription, row, 's'), via };
}

/**
 * The caller, in ONE statement (the token or session, the user, the partner and its latest
 * subscription), mapped to managed entities of the request's EntityManager (issue #17: every request
 * pays for this, and the ORM's query builder cost more than the statement).
 */
export async function authenticate(em: EntityManager, creds: Credentials): Promise<Actor | null> {
  const bearer = creds.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) {
    const [row] = await preparedRows<Record<string, unknown>>(
      em,
      `${callerSql(em, '"t"."id" as "token_id", "t"."last_used_at" as "token_last_used_at" from "api_tokens" "t"')} where "t"."token_hash" = ?`,
      [sha256(bearer)],
    );
    const actor = row ? callerOf(em, row, 'token') : null;
    if (!actor) return null;
    // Record use at most once a minute, without a flush of the request's unit of work.
    // Raw timestamps come as text (the ORM's type parsers); the entities' are converted by em.map.
    const lastUsedAt = row.token_last_used_at as string | null;
    if (!lastUsedAt || Date.now() - new Date(lastUsedAt).getTime() > 60_000) {
      await em.nativeUpdate(ApiToken, { id: row.token_id as number }, { lastUsedAt: new Date() });
    }
    return actor;
  }
  const raw = creds.cookieHeader ? parseCookie(creds.cookieHeader)[SESSION_COOKIE] : undefined;
  if (!raw) return null;
  const hash = sha256(raw);
  const [row] = await preparedRows<Record<string, unknown>>(
    em,
    `${callerSql(em, '"t"."csrf_token" as "session_csrf_token" from "sessions" "t"')} where "t"."token_hash" = ? and "t"."expires_at" > now()`,
    [hash],
  );
  const actor = row ? callerOf(em, row, 'session') : null;
  if (!actor) return null;
  actor.sessionHash = hash;
  actor.csrfToken = row.session_csrf_token as string;
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
