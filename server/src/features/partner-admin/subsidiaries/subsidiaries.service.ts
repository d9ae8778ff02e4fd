/**
 * Subsidiaries (spec §3 Subsidiary, §7): a partner's sub-organisations with their own logo. A user
 * belongs to at most one; its logo replaces the partner's on that user's reports.
 */
import { DomainError } from '../../../../../shared/errors';
import { subsidiarySchema, type SubsidiaryInput } from '../../../../../shared/validation/partner-admin';
import type { Actor } from '../../../platform/auth/actor';
import type { RequestContext } from '../../../platform/context';
import { validate } from '../../../platform/validate';
import { Subsidiary } from '../../partners';
import { User } from '../../users';
import { partnerUser, requireAdmin } from '../access';

export interface SubsidiaryView {
  id: number;
  name: string;
  logoUrl: string | null;
  userCount: number;
}

/** A subsidiary of the actor's partner; another partner's id answers 404. */
export async function ownSubsidiary(ctx: RequestContext, actor: Actor, id: number): Promise<Subsidiary> {
  const s = await ctx.em.findOne(Subsidiary, { id, partner: actor.partner.id });
  if (!s) throw DomainError.notFound('partnerAdmin.subsidiaryNotFound');
  return s;
}

async function views(ctx: RequestContext, list: Subsidiary[]): Promise<SubsidiaryView[]> {
  if (!list.length) return [];
  const rows: Array<{ subsidiary_id: number; n: string }> = await ctx.em
    .getConnection()
    .execute('select subsidiary_id, count(*) as n from users where subsidiary_id in (?) group by subsidiary_id', [list.map((s) => s.id)]);
  const counts = new Map(rows.map((r) => [Number(r.subsidiary_id), Number(r.n)]));
  return list.map((s) => ({ id: s.id, name: s.name, logoUrl: s.logoUrl, userCount: counts.get(s.id) ?? 0 }));
}

export async function listSubsidiaries(ctx: RequestContext): Promise<SubsidiaryView[]> {
  const actor = requireAdmin(ctx);
  return views(ctx, await ctx.em.find(Subsidiary, { partner: actor.partner.id }, { orderBy: { name: 'asc', id: 'asc' } }));
}

export async function createSubsidiary(ctx: RequestContext, input: SubsidiaryInput): Promise<SubsidiaryView> {
  const actor = requireAdmin(ctx);
  const data: SubsidiaryInput = await validate(subsidiarySchema, input);
  const s = ctx.em.create(Subsidiary, { partner: actor.partner, name: data.name });
  await ctx.em.flush();
  return (await views(ctx, [s]))[0];
}

export async function updateSubsidiary(ctx: RequestContext, id: number, input: SubsidiaryInput): Promise<SubsidiaryView> {
  const actor = requireAdmin(ctx);
  const s = await ownSubsidiary(ctx, actor, id);
  const data: SubsidiaryInput = await validate(subsidiarySchema, input);
  s.name = data.name;
  await ctx.em.flush();
  return (await views(ctx, [s]))[0];
}

/** Deletes the subsidiary; its users stay, without a subsidiary. */
export async function deleteSubsidiary(ctx: RequestContext, id: number): Promise<void> {
  const actor = requireAdmin(ctx);
  const s = await ownSubsidiary(ctx, actor, id);
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(User, { subsidiary: s.id }, { subsidiary: null });
    await em.nativeDelete(Subsidiary, { id: s.id });
  });
}

/**
 * PUT /user/subsidiary/{id}: the caller joins a subsidiary of their own partner; a partner admin may
 * place another user of the partner (`userId`).
 */
export async function setUserSubsidiary(ctx: RequestContext, subsidiaryId: number, userId?: number): Promise<{ userId: number; subsidiaryId: number | null }> {
  // A partner-admin call (spec §7 Partner admin): which subsidiary's logo a user's reports carry.
  const actor = requireAdmin(ctx);
  const user = userId === undefined ? actor.user : await partnerUser(ctx, actor, userId);
  const s = await ownSubsidiary(ctx, actor, subsidiaryId);
  user.subsidiary = s;
  await ctx.em.flush();
  return { userId: user.id, subsidiaryId: s.id };
}

/** DELETE /user/subsidiary: the caller (or, for an admin, `userId`) leaves their subsidiary. */
export async function clearUserSubsidiary(ctx: RequestContext, userId?: number): Promise<{ userId: number; subsidiaryId: number | null }> {
  const actor = requireAdmin(ctx);
  const user = userId === undefined ? actor.user : await partnerUser(ctx, actor, userId);
  user.subsidiary = null;
  await ctx.em.flush();
  return { userId: user.id, subsidiaryId: null };
}

/**
 * The logo on the caller's reports: their subsidiary's, when it has one, else the partner's (spec §3
 * Subsidiary). One primary-key read at most.
 */
export async function reportLogoUrl(ctx: RequestContext, partnerLogoUrl: string | null): Promise<string | null> {
  const subsidiaryId = ctx.actor?.user.subsidiary?.id;
  if (!subsidiaryId) return partnerLogoUrl;
  const s = await ctx.em.findOne(Subsidiary, { id: subsidiaryId, partner: ctx.actor!.partner.id });
  return s?.logoUrl ?? partnerLogoUrl;
}
