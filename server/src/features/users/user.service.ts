/** The signed-in user's own data: roles and permissions, language, settings. */
import { languageSchema, type LanguageFields } from '../../../../shared/validation';
import { userUpdateSchema, type UserUpdateFields } from '../../../../shared/validation/shell';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { validate } from '../../platform/validate';
import { slot } from '../../platform/wiring';
import { toCurrentUser, type CurrentUser } from './current-user';
import { Profile, type User } from './user.entity';

/** Counts a user's new requests: the requests feature's count (it depends on this feature, not the reverse). */
export type NewRequestCounter = (ctx: RequestContext, user: User) => Promise<number>;
/** Filled by the composition root at start (server/src/app/wiring.ts). */
export const newRequestCounter = slot<NewRequestCounter>('users.newRequestCounter');

export async function currentUser(ctx: RequestContext): Promise<CurrentUser> {
  const actor = requireActor(ctx.actor);
  const profile = await ctx.em.findOne(Profile, { user: actor.user.id });
  return Object.assign(toCurrentUser(actor, profile ? { firstname: profile.firstname, lastname: profile.lastname, title: profile.title, phone: profile.phone } : null), {
    newRequestCount: await newRequestCounter.get()(ctx, actor.user),
  });
}

/** The buyers' welcome is dismissed for the account, on every browser (issue #47, point 11); true. */
export async function dismissBuyerWelcome(ctx: RequestContext): Promise<boolean> {
  const actor = requireActor(ctx.actor);
  actor.user.buyerWelcomeDismissedAt ??= new Date();
  await ctx.em.flush();
  return true;
}

/** PUT /user/update: the user's own display name. */
export async function updateUser(ctx: RequestContext, input: UserUpdateFields): Promise<CurrentUser> {
  const actor = requireActor(ctx.actor);
  const { name } = await validate(userUpdateSchema, input);
  actor.user.name = name;
  await ctx.em.flush();
  return currentUser(ctx);
}

/** PUT /user/settings/language: saves the UI language (one of the seven locales). */
export async function updateLanguage(ctx: RequestContext, input: LanguageFields): Promise<{ language: string }> {
  const actor = requireActor(ctx.actor);
  const { language } = await validate(languageSchema, input);
  actor.user.locale = language;
  await ctx.em.flush();
  return { language };
}
