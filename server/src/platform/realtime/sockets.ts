/**
 * The open graphql-ws sockets of each user, with the session they were opened with, so that ending a
 * session (logout, password change or reset) also closes the sockets it opened. A socket checks its
 * session only when it connects; without this, a subscription would outlive its logout.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface OpenSocket {
  sessionHash: string | null;
  close(): void;
}

const byUser = new Map<number, Set<OpenSocket>>();

/** Registers an open socket; returns the function that forgets it (call it when the socket closes). */
export function registerSocket(userId: number, sessionHash: string | null, close: () => void): () => void {
  const entry: OpenSocket = { sessionHash, close };
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
 * those of `keepSessionHash` when no `sessionHash` is given.
 */
export function closeSockets(userId: number, which: { sessionHash: string } | { keepSessionHash: string | null }): void {
  for (const s of [...(byUser.get(userId) ?? [])]) {
    if (s.sessionHash === null) continue; // opened with an API token: ends with the token
    const match = 'sessionHash' in which ? s.sessionHash === which.sessionHash : s.sessionHash !== which.keepSessionHash;
    if (match) s.close();
  }
}
