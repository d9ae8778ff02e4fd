import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from './auth/actor';

/** What a service call knows about its caller; built once per HTTP request or WebSocket operation. */
export interface RequestContext {
  em: EntityManager;
  actor: Actor | null;
  ip: string;
  requestId: string;
  /**
   * Set only by the requests feature after it has checked a request share: the seller holding it may
   * work in the share's response group (and nothing else) of the buyer's project
   * (spec/project-areas.md §6, request_share_id).
   */
  grant?: RequestShareGrant;
}

export interface RequestShareGrant {
  projectId: number;
  groupId: number;
}
