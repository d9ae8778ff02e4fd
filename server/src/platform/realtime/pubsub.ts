/**
 * The publish/subscribe that type-graphql subscriptions read (typed topics, house style), carried by
 * PostgreSQL LISTEN/NOTIFY so that every app instance on one database sees every instance's events.
 *
 * - Subscribers read an in-process bus (@graphql-yoga/subscription); each instance feeds it from one
 *   dedicated `pg` connection that LISTENs on one channel. Per-user and per-tenant filtering stays in
 *   the resolvers (`filter`), on the server, as before.
 * - `publish` sends a NOTIFY on that connection; the instance's own subscribers receive the event
 *   through LISTEN like everyone else (one path, one order). Payloads are small JSON (ids); a message
 *   above PostgreSQL's 8000-byte limit is sent in numbered chunks and put back together on receipt.
 * - When the connection drops (PostgreSQL restarts), it is opened again with backoff; meanwhile events
 *   are delivered in this instance only, and the app keeps running.
 * - Without `attachPgBus` (unit tests, scripts) the bus is in-process only.
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';
import pg from 'pg';
import { logger } from '../logger';

export const Topic = {
  ProjectUpdated: 'PROJECT_UPDATED',
  SolutionGroupUpdated: 'SOLUTION_GROUP_UPDATED',
  NewRequestCountChanged: 'NEW_REQUEST_COUNT_CHANGED',
  DocumentRegistered: 'DOCUMENT_REGISTERED',
  JobQueued: 'JOB_QUEUED',
  JobUpdated: 'JOB_UPDATED',
  ValidationStatusUpdated: 'VALIDATION_STATUS_UPDATED',
  ValidationStatusInitialize: 'VALIDATION_STATUS_INITIALIZE',
  AdminNotification: 'ADMIN_NOTIFICATION',
  SocketsRecheck: 'SOCKETS_RECHECK',
} as const;

/** A user's access ended or changed: every instance re-checks that user's sockets (realtime/sockets.ts). */
export interface SocketsRecheckPayload {
  userId: number;
}

/** A report or e-invoice was registered (exported): open dashboards of its partner refetch. */
export interface DocumentRegisteredPayload {
  documentId: string;
  partnerId: number;
  projectId: number | null;
  type: string;
  byUserId: number;
}

/** A background job was queued: idle workers of every instance look for it now (platform/jobs). */
export interface JobQueuedPayload {
  name: string;
}

/** A background job's state or progress changed (platform/jobs); small, the result is read by id. */
export interface JobUpdatedPayload {
  id: number;
  name: string;
  /** Who queued it: the only user told. */
  createdBy: number | null;
  state: 'queued' | 'active' | 'completed' | 'failed';
  progress: unknown;
}

/** The private channel user.{id}: an item of theirs was validated (spec §4 Real-time). */
export interface ValidationStatusUpdatedPayload {
  userId: number;
  /** The user's partner: checked again by the subscription filter (tenancy). */
  partnerId: number;
  projectId: number | null;
  kind: 'product' | 'request';
  entryId: number;
  name: string;
  status: string;
  validated: number;
  total: number;
}

/** The private channel admin: a project's items were queued for validation (super admins only). */
export interface ValidationStatusInitializePayload {
  projectId: number;
  projectName: string;
  partnerName: string;
  requestedByName: string;
  queued: number;
}

/** The private channel admin: a notice shown to super admins for 5 seconds (spec §9). */
export interface AdminNotificationPayload {
  message: string;
  /** The catalogue key and parameters of the message (shown in the reader's language). */
  messageKey: string | null;
  messageParams: Readonly<Record<string, string | number>> | null;
  category: string;
  createdAt: string;
}

/** A user's count of new (pending) requests changed: every open tab of theirs updates its badge. */
export interface NewRequestCountChangedPayload {
  userId: number;
  count: number;
}

export interface ProjectUpdatedPayload {
  projectId: number;
  partnerId: number;
  /** The project's owner (who may see it: features/projects/project-access.ts). */
  ownerId: number;
  /** Users outside the partner who can see the project through a share. */
  subscriberIds: number[];
  action: 'created' | 'updated' | 'archived' | 'shared' | 'unshared' | 'owner_changed' | 'note' | 'validation';
  byUserId: number;
}

/**
 * A solution group, a solution or an item of a project changed. The payload names what changed (ids);
 * each recipient's subscription resolves the changed entities and their new summaries with the
 * recipient's own access (features/solutions/live.service.ts), so open screens update their cache
 * without refetching.
 */
export interface SolutionGroupUpdatedPayload {
  projectId: number;
  partnerId: number;
  /** The project's owner (who may see it: features/projects/project-access.ts). */
  ownerId: number;
  /** Users outside the partner who can see the project through a share. */
  subscriberIds: number[];
  /** The groups whose content or totals changed (empty when only the list changed). */
  groupIds: number[];
  action: 'group' | 'solution' | 'item' | 'capacity' | 'share' | 'reorder' | 'deleted';
  /** Solutions whose content or figures changed (their rows, details and summaries travel with the event). */
  solutionIds: number[];
  /** Items changed in place (not added or removed). */
  itemIds: number[];
  /** A list's membership or order changed (created, deleted, moved, cloned, re-ordered): screens refetch that list. */
  structural: boolean;
  byUserId: number;
}

type Topics = {
  [Topic.ProjectUpdated]: [ProjectUpdatedPayload];
  [Topic.SolutionGroupUpdated]: [SolutionGroupUpdatedPayload];
  [Topic.NewRequestCountChanged]: [NewRequestCountChangedPayload];
  [Topic.DocumentRegistered]: [DocumentRegisteredPayload];
  [Topic.JobQueued]: [JobQueuedPayload];
  [Topic.JobUpdated]: [JobUpdatedPayload];
  [Topic.ValidationStatusUpdated]: [ValidationStatusUpdatedPayload];
  [Topic.ValidationStatusInitialize]: [ValidationStatusInitializePayload];
  [Topic.AdminNotification]: [AdminNotificationPayload];
  [Topic.SocketsRecheck]: [SocketsRecheckPayload];
};
type TopicName = keyof Topics;

/** The one NOTIFY channel of the app (NOTIFY is per database, so instances of other databases never mix). */
export const CHANNEL = 'greenit_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below with the envelope. */
export const CHUNK_BYTES = 7000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/** What travels in NOTIFY: a whole event, or one chunk of a large one. */
type Envelope = { t: string; p: unknown } | { c: string; i: number; n: number; d: string };

/** Splits a string into pieces of at most `bytes` UTF-8 bytes, never inside a character. */
export function splitUtf8(text: string, bytes: number): string[] {
  const out: string[] = [];
  let piece = '';
  let size = 0;
  for (const ch of text) {
    const b = Buffer.byteLength(ch);
    if (size + b > bytes) {
      out.push(piece);
      piece = '';
      size = 0;
    }
    piece += ch;
    size += b;
  }
  if (piece || !out.length) out.push(piece);
  return out;
}

/** The NOTIFY payloads for one event (one, or numbered chunks when the event is large). */
export function encodeEvent(topic: string, payload: unknown, limit = CHUNK_BYTES): string[] {
  const whole = JSON.stringify({ t: topic, p: payload } satisfies Envelope);
  if (Buffer.byteLength(whole) <= limit) return [whole];
  const id = randomUUID();
  // The chunk envelope escapes quotes and backslashes of its data: leave room for that.
  const parts = splitUtf8(whole, Math.floor((limit - 100) / 2));
  return parts.map((d, i) => JSON.stringify({ c: id, i, n: parts.length, d } satisfies Envelope));
}

/** Puts events back together from NOTIFY payloads (chunks of one event arrive in order, on one connection). */
export class EventDecoder {
  private partial = new Map<string, { parts: string[]; at: number }>();

  /** Returns the event when a payload completes one, otherwise null. */
  push(raw: string): { t: string; p: unknown } | null {
    const e = JSON.parse(raw) as Envelope;
    if ('t' in e) return e;
    const now = Date.now();
    // Chunks whose rest never came (sender lost its connection mid-way) are dropped after a minute.
    for (const [id, v] of this.partial) if (now - v.at > 60_000) this.partial.delete(id);
    const entry = this.partial.get(e.c) ?? { parts: [], at: now };
    entry.parts[e.i] = e.d;
    this.partial.set(e.c, entry);
    if (entry.parts.filter((x) => x !== undefined).length < e.n) return null;
    this.partial.delete(e.c);
    return JSON.parse(entry.parts.join('')) as { t: string; p: unknown };
  }
}

/**
 * The in-process bus's target: every open subscription listens on it, so 20 or 100 open screens of one
 * topic are expected, not a leak (Node warns above 10 listeners by default; `setMaxListeners(0, target)`
 * lifts that for an EventTarget: Node docs, events.setMaxListeners). Every listener of a topic receives
 * the same payload object (`event.detail`), which platform/graphql/shared-events.ts relies on.
 */
function localTarget(): EventTarget {
  const target = new EventTarget();
  setMaxListeners(0, target);
  return target;
}

class PgPubSub {
  private readonly local = createPubSub<Topics>({ eventTarget: localTarget() });
  private readonly decoder = new EventDecoder();
  private url: string | null = null;
  private users = 0;
  private client: pg.Client | null = null;
  private connected = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private firstConnect: Promise<void> | null = null;
  private sending: Promise<void> = Promise.resolve();

  /** Publishes to every instance on the database (to this one only while the connection is down). */
  publish<T extends TopicName>(topic: T, ...args: Topics[T]): void {
    const [payload] = args;
    const client = this.client;
    if (!this.url || !client || !this.connected) {
      this.local.publish(topic, ...args);
      return;
    }
    // One NOTIFY after the other on the one connection: events (and chunks) keep their order.
    const messages = encodeEvent(topic, payload);
    this.sending = this.sending
      .then(async () => {
        for (const message of messages) await client.query('SELECT pg_notify($1, $2)', [CHANNEL, message]);
      })
      .catch((err: unknown) => {
        // Lost on the way (PostgreSQL went away): at least this instance's subscribers hear it.
        logger.warn({ err, topic }, 'realtime: NOTIFY failed, delivered in this instance only');
        this.local.publish(topic, ...args);
      });
  }

  subscribe<T extends TopicName>(topic: T): AsyncIterable<Topics[T][0]> {
    return (this.local.subscribe as (t: string) => AsyncIterable<unknown>)(topic) as AsyncIterable<Topics[T][0]>;
  }

  /** True while the LISTEN connection is up (health and tests). */
  get listening(): boolean {
    return this.connected;
  }

  /** How many times the LISTEN connection was opened (1 + reconnects; tests). */
  connections = 0;

  /**
   * Starts carrying events through PostgreSQL at `url` (one LISTEN connection for the process; each
   * app started in it calls this and the returned `detach` once). Resolves when listening, or after
   * the first failed try (then it keeps retrying in the background).
   */
  async attach(url: string): Promise<() => Promise<void>> {
    // A second app on another database in the same process (a test's throw-away cluster) shares the
    // process's bus: its events still reach this process's subscribers, through the first database.
    if (this.url && this.url !== url) {
      logger.warn('realtime: the bus already listens on another database; this app shares it');
      return async () => undefined;
    }
    this.users++;
    if (!this.url) {
      this.url = url;
      this.firstConnect = this.connect();
    }
    await this.firstConnect;
    let detached = false;
    return async () => {
      if (detached) return;
      detached = true;
      if (--this.users > 0) return;
      this.url = null;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      const client = this.client;
      this.client = null;
      this.connected = false;
      await client?.end().catch(() => undefined);
    };
  }

  private async connect(): Promise<void> {
    const url = this.url;
    if (!url) return;
    const client = new pg.Client({ connectionString: url, application_name: 'greenit-realtime', connectionTimeoutMillis: 5000, keepAlive: true });
    this.client = client;
    let failed = false;
    const fail = (err?: unknown) => {
      if (failed) return;
      failed = true;
      if (this.client === client) {
        this.connected = false;
        this.client = null;
        if (this.url) {
          logger.warn({ err, retryInMs: this.retryMs }, 'realtime: LISTEN connection lost, reconnecting');
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            void this.connect();
          }, this.retryMs);
          this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        }
      }
      client.end().catch(() => undefined);
    };
    client.on('error', fail);
    client.on('end', () => fail());
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        const event = this.decoder.push(n.payload);
        if (event) this.local.publish(event.t as TopicName, event.p as never);
      } catch (err) {
        logger.warn({ err }, 'realtime: unreadable notification ignored');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.client !== client) return void client.end().catch(() => undefined);
      this.connected = true;
      this.connections++;
      this.retryMs = RETRY_MIN_MS;
      logger.debug('realtime: listening');
    } catch (err) {
      fail(err);
    }
  }
}

/** The app's one bus: type-graphql subscriptions read it, services publish to it. */
export const pubSub = new PgPubSub();

/** Carries the bus through PostgreSQL at `url` (see PgPubSub.attach). */
export function attachPgBus(url: string): Promise<() => Promise<void>> {
  return pubSub.attach(url);
}
