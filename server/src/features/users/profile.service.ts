/** The signed-in user's own profile (spec/platform-and-shell.md §3 Profile, §7 GET/PUT/POST /user/profile). */
import { profileSchema, type ProfileFields } from '../../../../shared/validation';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { validate } from '../../platform/validate';
import { ProfileInfo } from './current-user';
import { Profile } from './user.entity';

function view(p: Profile): ProfileInfo {
  return Object.assign(new ProfileInfo(), { firstname: p.firstname, lastname: p.lastname, title: p.title, phone: p.phone });
}

/** The actor's profile, or null when the user has none yet. Only ever the actor's own row. */
export async function getProfile(ctx: RequestContext): Promise<ProfileInfo | null> {
  const actor = requireActor(ctx.actor);
  const p = await ctx.em.findOne(Profile, { user: actor.user.id });
  return p ? view(p) : null;
}

/** Whether the actor has a profile; a user without one is sent to /users/profile/create. */
export async function profileExists(ctx: RequestContext): Promise<boolean> {
  const actor = requireActor(ctx.actor);
  return (await ctx.em.count(Profile, { user: actor.user.id })) > 0;
}

/** POST and PUT /user/profile: creates the actor's profile or replaces its fields (one row per user). */
export async function saveProfile(ctx: RequestContext, input: Partial<ProfileFields>): Promise<ProfileInfo> {
  const actor = requireActor(ctx.actor);
  const data = await validate(profileSchema, input);
  const fields = { firstname: data.firstname, lastname: data.lastname, title: data.title || null, phone: data.phone || null };
  return ctx.em.transactional(async (tx) => {
    const existing = await tx.findOne(Profile, { user: actor.user.id });
    const p = existing ? tx.assign(existing, fields) : tx.create(Profile, { user: actor.user.id, ...fields });
    await tx.flush();
    return view(p);
  });
}
