import type { Router } from 'express';
import { requireActor } from '../../platform/auth/actor';
import { handle } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { setCsrfCookie } from '../../platform/auth/session-cookies';
import { getProfile, profileExists, saveProfile } from './profile.service';
import { getSettings, updateSettings } from './settings.service';
import { languageRestFields, presentCurrentUser, presentProfile, presentSubscriptionInfo, presentSettings, profileRestFields, supportRestFields, userSettingsRestFields, userUpdateRestFields } from './user.rest-mapper';
import { currentUser, updateLanguage, updateUser } from './user.service';
import { submitSupport } from './support.service';
import { localeMessages } from './locale.service';
import { apiRouter } from '../../platform/http/api-router';

export function userRoutes(): Router {
  const r = apiRouter();
  r.get('/user-with-roles', handle(async (ctx, _req, res) => {
    const actor = requireActor(ctx.actor);
    if (actor.csrfToken) setCsrfCookie(res, actor.csrfToken);
    return presentCurrentUser(await currentUser(ctx));
  }));
  r.get('/user/is-verified', handle(async (ctx) => ({ verified: (await currentUser(ctx)).emailVerified })));
  // Public: the sign-in pages need their texts before any session exists.
  r.get('/locale/:locale', handle((_ctx, req) => localeMessages(String(req.params.locale))));
  r.get('/user/partner-admin', handle(async (ctx) => ({ is_partner_admin: requireActor(ctx.actor).user.isPartnerAdmin })));
  r.get('/user/subscription', handle(async (ctx) => {
    const u = await currentUser(ctx);
    return { subscribed: u.paidSubscription, has_seat: u.hasSeat, subscription: presentSubscriptionInfo(u.partner.subscription) };
  }));
  r.get('/user/subscription/free', handle(async (ctx) => ({ free: (await currentUser(ctx)).freeSubscription })));
  r.put('/user/update', handle(async (ctx, req) => presentCurrentUser(await updateUser(ctx, fromRest(userUpdateRestFields, req.body))), { fields: userUpdateRestFields }));
  r.post('/user/support/submit', handle((ctx, req) => submitSupport(ctx, fromRest(supportRestFields, req.body)), { fields: supportRestFields }));
  r.get('/user/settings/language', handle(async (ctx) => ({ language: requireActor(ctx.actor).user.locale })));
  r.put('/user/settings/language', handle((ctx, req) => updateLanguage(ctx, fromRest(languageRestFields, req.body)), { fields: languageRestFields }));
  r.get('/user/profile', handle(async (ctx) => presentProfile(await getProfile(ctx))));
  r.get('/user/profile/check', handle(async (ctx) => ({ exists: await profileExists(ctx) })));
  r.post('/user/profile', handle(async (ctx, req) => presentProfile(await saveProfile(ctx, fromRest(profileRestFields, req.body))), { status: 201, fields: profileRestFields }));
  r.put('/user/profile', handle(async (ctx, req) => presentProfile(await saveProfile(ctx, fromRest(profileRestFields, req.body))), { fields: profileRestFields }));
  r.get('/user/settings', handle(async (ctx) => presentSettings(await getSettings(ctx))));
  r.put('/user/settings', handle(async (ctx, req) => presentSettings(await updateSettings(ctx, fromRest(userSettingsRestFields, req.body))), { fields: userSettingsRestFields }));
  return r;
}
