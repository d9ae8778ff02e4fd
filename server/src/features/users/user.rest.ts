import { Router } from 'express';
import { requireActor } from '../../platform/auth/actor';
import { handle } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { setCsrfCookie } from '../auth';
import { presentCurrentUser } from './current-user';
import { getProfile, profileExists, saveProfile } from './profile.service';
import { getSettings, updateSettings } from './settings.service';
import { presentProfile, presentSettings, profileRestFields, userSettingsRestFields } from './user.rest-mapper';
import { currentUser, updateLanguage } from './user.service';

export function userRoutes(): Router {
  const r = Router();
  r.get('/user-with-roles', handle(async (ctx, _req, res) => {
    const actor = requireActor(ctx.actor);
    if (actor.csrfToken) setCsrfCookie(res, actor.csrfToken);
    return presentCurrentUser(await currentUser(ctx));
  }));
  r.get('/user/is-verified', handle(async (ctx) => ({ verified: (await currentUser(ctx)).emailVerified })));
  r.get('/user/settings/language', handle(async (ctx) => ({ language: requireActor(ctx.actor).user.locale })));
  r.put('/user/settings/language', handle((ctx, req) => updateLanguage(ctx, req.body)));
  r.get('/user/profile', handle(async (ctx) => presentProfile(await getProfile(ctx))));
  r.get('/user/profile/check', handle(async (ctx) => ({ exists: await profileExists(ctx) })));
  r.post('/user/profile', handle(async (ctx, req) => presentProfile(await saveProfile(ctx, fromRest(profileRestFields, req.body))), { status: 201, fields: profileRestFields }));
  r.put('/user/profile', handle(async (ctx, req) => presentProfile(await saveProfile(ctx, fromRest(profileRestFields, req.body))), { fields: profileRestFields }));
  r.get('/user/settings', handle(async (ctx) => presentSettings(await getSettings(ctx))));
  r.put('/user/settings', handle(async (ctx, req) => presentSettings(await updateSettings(ctx, fromRest(userSettingsRestFields, req.body))), { fields: userSettingsRestFields }));
  return r;
}
