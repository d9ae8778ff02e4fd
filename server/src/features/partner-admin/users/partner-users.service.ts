/**
 * Partner users and seats (spec/platform-and-shell.md §4 Partner users, §7 Partner admin): list,
 * create with an invitation e-mail, assign and release seats against the subscription's quantity,
 * grant and remove the partner-admin role, delete with transfer of projects.
 */
import { LockMode } from '@mikro-orm/core';
import { DEFAULT_PERMISSIONS } from '../../../../../shared/auth/permissions';
import { DomainError, ErrorCode, keyed } from '../../../../../shared/errors';
import { partnerUserCreateSchema, type PartnerUserCreateInput } from '../../../../../shared/validation/partner-admin';
import type { Actor } from '../../../platform/auth/actor';
import { hashPassword } from '../../../platform/auth/password';
import { randomToken, sha256 } from '../../../platform/auth/tokens';
import { config } from '../../../platform/config';
import type { RequestContext } from '../../../platform/context';
import { recheckSockets } from '../../../platform/realtime/sockets';
import { composeMail } from '../../../platform/mail/mail-texts';
import { sendMail } from '../../../platform/mail/mailer';
import { parseId, validate } from '../../../platform/validate';
import { PasswordReset } from '../../auth';
import { Subscription } from '../../partners';
import { Profile, User } from '../../users';
import { partnerUser, requireAdmin } from '../access';

/** An invitation link is valid for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** One row of the users table. */
export interface PartnerUserView {
  id: number;
  email: string;
  name: string;
  roles: string[];
  isPartnerAdmin: boolean;
  isCollaborator: boolean;
  hasSeat: boolean;
  subsidiaryId: number | null;
  emailVerified: boolean;
  projectCount: number;
  createdAt: Date;
}

/** The seats of the partner's subscription: how many it has and how many are held. */
export interface SeatCount {
  subscriptionId: number | null;
  quantity: number;
  used: number;
}

function view(u: User, projectCount: number): PartnerUserView {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    roles: u.roles,
    isPartnerAdmin: u.isPartnerAdmin,
    isCollaborator: u.isCollaborator,
    hasSeat: u.seatAssignedAt != null,
    subsidiaryId: u.subsidiary?.id ?? null,
    emailVerified: u.emailVerifiedAt != null,
    projectCount,
    createdAt: u.createdAt,
  };
}

async function projectCounts(ctx: RequestContext, userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows: Array<{ owner_id: number; n: string }> = await ctx.em
    .getConnection()
    .execute('select owner_id, count(*) as n from projects where owner_id in (?) group by owner_id', [userIds]);
  return new Map(rows.map((r) => [Number(r.owner_id), Number(r.n)]));
}

/** GET /partner/admin/users: the partner's active users, by name. */
export async function listPartnerUsers(ctx: RequestContext): Promise<PartnerUserView[]> {
  const actor = requireAdmin(ctx);
  const users = await ctx.em.find(User, { partner: actor.partner.id, deactivatedAt: null }, { orderBy: { name: 'asc', id: 'asc' } });
  const counts = await projectCounts(ctx, users.map((u) => u.id));
  return users.map((u) => view(u, counts.get(u.id) ?? 0));
}

/** The partner's seats: the newest subscription's quantity and the users holding one. */
/**
 * GET /partner/admin/subscription/{id}/count: the seats of the partner's subscription. A given id must
 * be that subscription (another partner's or an unknown one is a 404, never a count).
 */
export async function seatCount(ctx: RequestContext, subscriptionId?: number): Promise<SeatCount> {
  const actor = requireAdmin(ctx);
  const seats = await countSeats(ctx, actor);
  if (subscriptionId !== undefined && (seats.subscriptionId === null || subscriptionId !== seats.subscriptionId)) throw DomainError.notFound('common.notFound');
  return seats;
}

async function countSeats(ctx: RequestContext, actor: Actor): Promise<SeatCount> {
  const sub = await ctx.em.findOne(Subscription, { partner: actor.partner.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const used = await ctx.em.count(User, { partner: actor.partner.id, deactivatedAt: null, seatAssignedAt: { $ne: null } });
  return { subscriptionId: sub?.id ?? null, quantity: sub?.quantity ?? 0, used };
}

/**
 * POST /partner/admin/users/create: a user of the admin's partner, without a seat yet (the admin
 * assigns one next). The invitation e-mail carries a one-week link to choose a password.
 */
export async function createPartnerUser(ctx: RequestContext, input: PartnerUserCreateInput): Promise<PartnerUserView> {
  const actor = requireAdmin(ctx);
  const data: PartnerUserCreateInput = await validate(partnerUserCreateSchema, input);
  if (await ctx.em.count(User, { email: data.email })) throw DomainError.invalid('email', 'partnerAdmin.emailTaken');
  const token = randomToken();
  // Nobody knows this password: the colleague chooses theirs through the invitation link.
  const passwordHash = await hashPassword(randomToken());
  const user = await ctx.em.transactional(async (em) => {
    const u = em.create(User, {
      partner: actor.partner,
      email: data.email,
      name: data.name,
      passwordHash,
      roles: ['partner_user'],
      permissions: [...DEFAULT_PERMISSIONS.partner_user],
      isCollaborator: data.isCollaborator ?? false,
      locale: actor.user.locale,
    });
    const [firstname, ...rest] = data.name.split(/\s+/);
    em.create(Profile, { user: u, firstname, lastname: rest.join(' ') || null });
    em.create(PasswordReset, { tokenHash: sha256(token), user: u, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) });
    await em.flush();
    return u;
  });
  await sendMail({
    to: user.email,
    // The new user's language is the inviting admin's until they choose their own.
    ...composeMail('userInvitation', user.locale, {
      name: user.name,
      inviter: actor.user.name,
      partner: actor.partner.name,
      link: `${config().publicUrl}/#/reset-password?token=${token}&email=${encodeURIComponent(user.email)}&invite=1`,
    }),
  });
  return view(user, 0);
}

/**
 * POST /partner/admin/subscription/{id}/assign/{userId}: gives the user a seat when the subscription
 * has one free. The subscription row is locked, so two admins cannot take the last seat twice.
 */
export async function assignSeat(ctx: RequestContext, userId: number, subscriptionId?: number): Promise<PartnerUserView> {
  const actor = requireAdmin(ctx);
  return ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    const user = await partnerUser(txCtx, actor, userId);
    const sub = await em.findOne(
      Subscription,
      subscriptionId === undefined ? { partner: actor.partner.id } : { id: subscriptionId, partner: actor.partner.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!sub) throw subscriptionId === undefined ? new DomainError(ErrorCode.PAYMENT_REQUIRED, 'partnerAdmin.noSubscription') : DomainError.notFound();
    if (!user.seatAssignedAt) {
      const used = await em.count(User, { partner: actor.partner.id, deactivatedAt: null, seatAssignedAt: { $ne: null } });
      if (used >= sub.quantity) throw new DomainError(ErrorCode.CONFLICT, keyed('partnerAdmin.noSeatsLeft', { quantity: sub.quantity }), { field: 'seat' });
      user.seatAssignedAt = new Date();
      await em.flush();
    }
    return view(user, 0);
  });
}

/** PATCH /partner/admin/subscription/{id}/release/{userId}: frees the user's seat (after the client's confirmation). */
export async function releaseSeat(ctx: RequestContext, userId: number, subscriptionId?: number): Promise<PartnerUserView> {
  const actor = requireAdmin(ctx);
  if (subscriptionId !== undefined && !(await ctx.em.count(Subscription, { id: subscriptionId, partner: actor.partner.id }))) throw DomainError.notFound();
  const user = await partnerUser(ctx, actor, userId);
  user.seatAssignedAt = null;
  await ctx.em.flush();
  // Their sockets were opened with a seat (paid live screens): re-checked on every instance.
  recheckSockets(user.id);
  return view(user, 0);
}

/** POST /partner/admin/users/{id}/roles/partner-admin. */
export async function grantPartnerAdmin(ctx: RequestContext, userId: number): Promise<PartnerUserView> {
  const actor = requireAdmin(ctx);
  const user = await partnerUser(ctx, actor, userId);
  if (!user.isPartnerAdmin) {
    user.roles = [...user.roles.filter((r) => r !== 'partner_user'), 'partner_admin'];
    user.permissions = [...new Set([...user.permissions, ...DEFAULT_PERMISSIONS.partner_admin])];
    await ctx.em.flush();
  }
  return view(user, 0);
}

/**
 * DELETE /partner/admin/users/{id}/roles/partner-admin. The partner always keeps one admin: the last
 * one cannot give up the role (the client reverts its toggle on this refusal).
 */
export async function removePartnerAdmin(ctx: RequestContext, userId: number): Promise<PartnerUserView> {
  const actor = requireAdmin(ctx);
  const changed = await ctx.em.transactional(async (em) => {
    const user = await partnerUser({ ...ctx, em }, actor, userId);
    if (user.isPartnerAdmin) {
      const admins = await em.find(User, { partner: actor.partner.id, deactivatedAt: null, roles: { $contains: ['partner_admin'] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (admins.length <= 1) throw new DomainError(ErrorCode.FORBIDDEN, 'partnerAdmin.lastAdmin');
      user.roles = [...user.roles.filter((r) => r !== 'partner_admin'), ...(user.roles.includes('partner_user') ? [] : ['partner_user'])];
      const userDefaults: readonly string[] = DEFAULT_PERMISSIONS.partner_user;
      user.permissions = user.permissions.filter((p) => userDefaults.includes(p) || !(DEFAULT_PERMISSIONS.partner_admin as readonly string[]).includes(p));
      await em.flush();
    }
    return view(user, 0);
  });
  // Their sockets were opened as a partner admin: re-checked on every instance.
  recheckSockets(changed.id);
  return changed;
}

/**
 * DELETE /partner/admin/users/{id}?transfer_to={userId}: the user's projects (and their notes,
 * shares and documents authored) move to the chosen colleague of the same partner, then the user is
 * deleted; all in one transaction.
 */
export async function deletePartnerUser(ctx: RequestContext, userId: number, transferTo: unknown): Promise<{ transferredProjects: number }> {
  const actor = requireAdmin(ctx);
  if (transferTo === undefined || transferTo === null || transferTo === '') throw DomainError.invalid('transferTo', 'partnerAdmin.transferRequired');
  const result = await ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    const user = await partnerUser(txCtx, actor, userId);
    if (user.id === actor.user.id) throw new DomainError(ErrorCode.FORBIDDEN, 'partnerAdmin.cannotDeleteSelf');
    // transfer_to is a field of the request: a malformed or foreign one is a 422 on it, not a 404.
    const target = await (async () => partnerUser(txCtx, actor, parseId(transferTo)))().catch(() => {
      throw DomainError.invalid('transferTo', 'partnerAdmin.userNotFound');
    });
    if (target.id === user.id) throw DomainError.invalid('transferTo', 'partnerAdmin.transferToSameUser');
    if (user.isPartnerAdmin && (await em.count(User, { partner: actor.partner.id, deactivatedAt: null, roles: { $contains: ['partner_admin'] } })) <= 1) {
      throw new DomainError(ErrorCode.FORBIDDEN, 'partnerAdmin.lastAdmin');
    }
    const conn = em.getConnection();
    const moved = await conn.execute('update projects set owner_id = ? where owner_id = ?', [target.id, user.id], 'run');
    await conn.execute('update project_shares set author_id = ? where author_id = ?', [target.id, user.id], 'run');
    await conn.execute('update project_notes set author_id = ? where author_id = ?', [target.id, user.id], 'run');
    await conn.execute('update documents set created_by_id = ? where created_by_id = ?', [target.id, user.id], 'run');
    // A share of a moved project with its new owner is pointless.
    await conn.execute('delete from project_shares s using projects p where s.project_id = p.id and p.owner_id = ? and s.subscriber_id = ?', [target.id, target.id], 'run');
    await em.nativeDelete(User, { id: user.id });
    return { userId: user.id, transferredProjects: (moved as { affectedRows?: number }).affectedRows ?? 0 };
  });
  // The deleted user's sockets close on every instance.
  recheckSockets(result.userId);
  return { transferredProjects: result.transferredProjects };
}
