/** The signed-in user's own data: roles and permissions, language, settings. */
import { languageSchema, type LanguageFields } from '../../../../shared/validation';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { validate } from '../../platform/validate';
import { toCurrentUser, type CurrentUser } from './current-user';
import { Profile } from './user.entity';

export async function currentUser(ctx: RequestContext): Promise<CurrentUser> {
  const actor = requireActor(ctx.actor);
  const profile = await ctx.em.findOne(Profile, { user: actor.user.id });
  return toCurrentUser(
    actor,
    profile ? { firstname: profile.firstname, lastname: profile.lastname, title: profile.title, phone: profile.phone } : null,
  );
}

/** PUT /user/settings/language: saves the UI language (one of the seven locales). */
export async function updateLanguage(ctx: RequestContext, input: LanguageFields): Promise<{ language: string }> {
  const actor = requireActor(ctx.actor);
  const { language } = await validate(languageSchema, input);
  actor.user.locale = language;
  await ctx.em.flush();
  return { language };
}
