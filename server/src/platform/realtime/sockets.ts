/**
 * The open graphql-ws sockets of each user, so that what ends or narrows a user's access also reaches
 * the sockets that depend on it:
 * - ending a session (logout, password change or reset) closes the sockets it opened, at once on this
 *   instance ({@link closeSockets});
 * - anything that may end or change a user's access (an API token revoked, the user deleted or
 *   deactivated, a seat released, a role removed, a session ended) asks every instance, through the
 *   PostgreSQL bus (pubsub.ts), to re-check that user's sockets ({@link recheckSockets}): each socket
 *   signs its credentials in again; one whose credentials no longer sign in is closed with
 *   {@link SESSION_ENDED_CLOSE_CODE}, one whose access changed with {@link ACCESS_CHANGED_CLOSE_CODE}
 *   (the client reconnects and subscribes again with its new rights).
 * Every operation over a socket signs its credentials in again too (platform/graphql/ws-server.ts),
 * so a missed event (the bus down for a moment) cannot keep a revoked token working.
 */
import { logger } from '../logger';
import { pubSub, Topic } from './pubsub';

/** Credentials that no longer sign in: graphql-ws clients treat 4401 as final (no retry). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * Still signed in, but with other rights (a role or a seat): the subscriptions were set up for the old
 * ones. Not one of graphql-ws's fatal codes, so its client reconnects (graphql-ws client.ts
 * `shouldRetryConnectOrThrow`).
 */
export const ACCESS_CHANGED_CLOSE_CODE = 4000;

export interface SocketHandlers {
  /** Closes the socket with a code and a reason. */
  close(code: number, reason: string): void;
  /** Signs the socket's credentials in again and closes it when its access ended or changed. */
  recheck(): Promise<void>;
}

interface OpenSocket extends SocketHandlers {
  sessionHash: string | null;
}

const byUser = new Map<number, Set<OpenSocket>>();

/** Registers an open socket; returns the function that forgets it (call it when the socket closes). */
export function registerSocket(userId: number, sessionHash: string | null, handlers: SocketHandlers): () => void {
  const entry: OpenSocket = { sessionHash, ...handlers };
  let set = byUser.get(userId);
  if (!set) byUser.set(userId, (set = new Set()));
  set.add(entry);
  return () => {
    set.delete(entry);
    if (!set.size && byUser.get(userId) === set) byUser.delete(userId);
  };
}

/**
 * Closes the user's sockets opened with `sessionHash`, or all of the user's session sockets except
 * those of `keepSessionHash` when no `sessionHash` is given; other instances re-check theirs.
 */
export function closeSockets(userId: number, which: { sessionHash: string } | { keepSessionHash: string | null }): void {
  for (const s of [...(byUser.get(userId) ?? [])]) {
    if (s.sessionHash === null) continue; // opened with an API token: ends with the token
    const match = 'sessionHash' in which ? s.sessionHash === which.sessionHash : s.sessionHash !== which.keepSessionHash;
    if (match) s.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  }
  recheckSockets(userId);
}

/** Asks every instance (this one included) to re-check the user's sockets. */
export function recheckSockets(userId: number): void {
  pubSub.publish(Topic.SocketsRecheck, { userId });
}

/** Re-checks this instance's sockets of the user (the bus's event). */
export async function recheckLocalSockets(userId: number): Promise<void> {
  await Promise.all(
    [...(byUser.get(userId) ?? [])].map((s) =>
      s.recheck().catch((err: unknown) => {
        // The database is away: the socket's next operation signs in again anyway.
        logger.warn({ err, userId }, 'realtime: socket re-check failed');
      }),
    ),
  );
}

let listeners = 0;
let stopListening: (() => void) | null = null;

/**
 * Starts re-checking this process's sockets on the bus's events (once per process, however many apps
 * it runs); returns the function that stops it.
 */
export function listenForSocketRechecks(): () => void {
  if (listeners++ === 0) {
    const events = pubSub.subscribe(Topic.SocketsRecheck)[Symbol.asyncIterator]();
    stopListening = () => void events.return?.();
    void (async () => {
      for (;;) {
        const next = await events.next();
        if (next.done) return;
        await recheckLocalSockets(next.value.userId);
      }
    })();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--listeners === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}
