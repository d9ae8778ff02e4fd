/**
 * Signing in, as platform sees it: the session and CSRF cookie names, and the shape of the function that
 * resolves the caller from a session cookie or an `Authorization: Bearer <plainTextToken>` header. The
 * auth feature implements it (features/auth/caller.ts); the composition root passes it to the HTTP app
 * and the graphql-ws server (server/src/app/server.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from './actor';

export const SESSION_COOKIE = 'gia_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const SESSION_TTL_MS = 14 * 24 * 3600 * 1000;

export interface Credentials {
  cookieHeader?: string | null;
  authorization?: string | null;
}

/** Resolves the caller of a request (null: not signed in). */
export type Authenticate = (em: EntityManager, creds: Credentials) => Promise<Actor | null>;
