/** Who may use the partner-admin area (spec/platform-and-shell.md §6): partner admins of their own partner only. */
import { DomainError } from '../../../../shared/errors';
import { requireActor, requirePartnerAdmin, type Actor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';

import { User } from '../users';

/** The caller, refused (403) unless a partner admin. */
export function requireAdmin(ctx: RequestContext): Actor {
  const actor = requireActor(ctx.actor);
  requirePartnerAdmin(actor);
  return actor;
}

/** A user of the admin's own partner; another partner's user answers 404 like a missing one. */
export async function partnerUser(ctx: RequestContext, actor: Actor, id: number): Promise<User> {
  const user = await ctx.em.findOne(User, { id, partner: actor.partner.id });
  if (!user) throw DomainError.notFound('partnerAdmin.userNotFound');
  return user;
}
