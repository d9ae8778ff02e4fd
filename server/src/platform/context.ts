import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from './auth/actor';

/** What a service call knows about its caller; built once per HTTP request or WebSocket operation. */
export interface RequestContext {
  em: EntityManager;
  actor: Actor | null;
  ip: string;
  requestId: string;
}
