/**
 * Whether an error means "the database cannot be reached" (refused, reset, shut down, out of
 * connections, or no connection from the pool in time): the API then answers 503 (UNAVAILABLE)
 * instead of 500, so that clients and load balancers retry instead of reporting a bug.
 */
import { ConnectionException } from '@mikro-orm/core';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown), 53300 (too many
 * connections), 57014 (statement cancelled: our statement_timeout, e.g. behind a held lock) and 55P03
 * (lock not available).
 */
const SQLSTATE = /^(08\d{3}|57P0[1-3]|53300|57014|55P03)$/;
// "connect ENOENT …/.s.PGSQL.5432": the server's unix socket is gone (it stopped); "Connection ended
// unexpectedly": it went away while a pooled connection was in use.
// "Query read timeout": node-postgres's query_timeout (a stalled server, orm.ts).
const MESSAGES = /Connection terminated|Connection ended unexpectedly|Timeout acquiring a connection|connect ECONNREFUSED|connect ENOENT \S*\.s\.PGSQL\.\d+|Client has encountered a connection error|Query read timeout/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof ConnectionException) return true;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown; previous?: unknown }).cause ?? (e as { previous?: unknown }).previous;
  }
  return false;
}

/** Seconds a client should wait before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
