import { DomainError } from '../../../../shared/errors';
import type { Permission } from '../../../../shared/auth/permissions';
import { isPaidFor, type Capability } from '../../../../shared/subscriptions/paid';

/**
 * The caller's identity types. Platform knows only what it reads of them (the *Base interfaces below);
 * the users and partners features supply their entities by augmenting this interface
 * (`declare module '…/platform/auth/actor' { interface IdentityTypes { user: User } }`), so services
 * get their own entity types on `ctx.actor` while platform imports no feature (docs/architecture.md).
 */
export interface IdentityTypes {}

/** What platform reads of the signed-in user. */
export interface ActorUserBase {
  id: number;
  permissions: string[];
  deactivatedAt: Date | null;
  seatAssignedAt: Date | null;
  readonly isSuperAdmin: boolean;
  readonly isPartnerAdmin: boolean;
}
/** What platform reads of the user's partner. */
export interface ActorPartnerBase {
  id: number;
  type: string;
}
/** What platform reads of the partner's latest subscription. */
export interface ActorSubscriptionBase {
  readonly isFree: boolean;
  readonly isActive: boolean;
}

type Supplied<K extends string, Base> = IdentityTypes extends Record<K, infer T extends Base> ? T : Base;
export type ActorUser = Supplied<'user', ActorUserBase>;
export type ActorPartner = Supplied<'partner', ActorPartnerBase>;
export type ActorSubscription = Supplied<'subscription', ActorSubscriptionBase>;

/** Who is calling: resolved once per request (cookie session or bearer token) and passed to services. */
export interface Actor {
  user: ActorUser;
  partner: ActorPartner;
  subscription: ActorSubscription | null;
  via: 'session' | 'token';
  /** The session's token hash (cookie sessions only), for logout. */
  sessionHash?: string;
  /** The session's CSRF token (cookie sessions only). */
  csrfToken?: string;
}

export const actorId = (a: Actor) => a.user.id;
export const actorPartnerId = (a: Actor) => a.partner.id;

export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw DomainError.unauthenticated();
  return actor;
}

export function hasPermission(actor: Actor, permission: Permission): boolean {
  return actor.user.isSuperAdmin || actor.user.permissions.includes(permission);
}

export function requirePermission(actor: Actor, permission: Permission): void {
  if (!hasPermission(actor, permission)) throw DomainError.forbidden();
}

export function requirePartnerAdmin(actor: Actor): void {
  if (!actor.user.isPartnerAdmin && !actor.user.isSuperAdmin) throw DomainError.forbidden();
}

export function requireSuperAdmin(actor: Actor): void {
  if (!actor.user.isSuperAdmin) throw DomainError.forbidden();
}

/**
 * Paid sub-app areas (spec/platform-and-shell.md §2 "(paid)"): free users are refused, and so are
 * users of a paid partner who hold no seat of its subscription (spec §4 Partner users).
 */
export function hasPaidSubscription(actor: Actor): boolean {
  const s = actor.subscription;
  return actor.user.isSuperAdmin || (!!s && !s.isFree && s.isActive && actor.user.seatAssignedAt != null);
}

/**
 * The paid check's one refusal: 403 "No active subscription" (spec §6) for a caller without an
 * active paid subscription and a seat.
 */
export function requirePaidSubscription(actor: Actor): void {
  if (!hasPaidSubscription(actor)) throw DomainError.forbidden('common.noActiveSubscription');
}

/**
 * Refuses a capability of the paid declaration (shared/subscriptions/paid.ts) that is paid for the
 * caller's partner type to a caller without a paid subscription and a seat (REST:
 * platform/http/api-router.ts; GraphQL: platform/graphql/paid-guard.ts; projects:
 * projects/project-access.ts).
 */
export function requireCapability(actor: Actor, capability: Capability): void {
  if (isPaidFor(capability, actor.partner.type)) requirePaidSubscription(actor);
}
