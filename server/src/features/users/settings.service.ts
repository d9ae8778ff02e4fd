/** The signed-in user's settings (spec/platform-and-shell.md §7 GET/PUT /user/settings): language and notification preferences. */
import { Field, ObjectType } from 'type-graphql';
import { userSettingsSchema, type UserSettingsFields } from '../../../../shared/validation';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { validate } from '../../platform/validate';
import type { User } from './user.entity';

@ObjectType({ description: "The signed-in user's settings: language and e-mail notifications." })
export class UserSettings {
  @Field(() => String, { description: "The user's language, a locale (en-GB, en-DK, en-US, da-DK, de-DE, fr-FR, nb-NO)." }) language!: string;
  @Field(() => Boolean, { description: 'E-mail when a buyer sends a new request.' }) notifyNewRequests!: boolean;
  @Field(() => Boolean, { description: 'E-mail when a seller answers one of my requests.' }) notifyRequestResponses!: boolean;
  @Field(() => Boolean, { description: 'E-mail when a colleague shares a project with me.' }) notifyProjectShares!: boolean;
}

function view(u: User): UserSettings {
  return Object.assign(new UserSettings(), {
    language: u.locale,
    notifyNewRequests: u.notifyNewRequests,
    notifyRequestResponses: u.notifyRequestResponses,
    notifyProjectShares: u.notifyProjectShares,
  });
}

/** The actor's own settings. */
export async function getSettings(ctx: RequestContext): Promise<UserSettings> {
  return view(requireActor(ctx.actor).user);
}

/** Saves the notification preferences that are given; the language has its own call (PUT /user/settings/language). */
export async function updateSettings(ctx: RequestContext, input: UserSettingsFields): Promise<UserSettings> {
  const actor = requireActor(ctx.actor);
  const data = await validate(userSettingsSchema, input);
  for (const key of ['notifyNewRequests', 'notifyRequestResponses', 'notifyProjectShares'] as const) {
    if (data[key] !== undefined) actor.user[key] = data[key];
  }
  await ctx.em.flush();
  return view(actor.user);
}
