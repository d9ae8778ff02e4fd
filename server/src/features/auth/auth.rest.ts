import type { Router } from 'express';
import { keyed, renderMessage } from '../../../../shared/errors';
import { actorForUser } from './caller';
import type { RequestContext } from '../../platform/context';
import { handle } from '../../platform/http/rest';
import { fromRest } from '../../platform/http/rest-fields';
import { botCheckRestFields, forgotPasswordRestFields, loginRestFields, passwordChangeRestFields, REGISTER_ERROR_ALIASES, registerRestFields, resetPasswordRestFields, verifyEmailRestFields } from './auth.rest-mapper';
import { presentCurrentUser } from '../users';
import type { User } from '../users';
import { currentUser } from '../users';
import * as auth from './auth.service';
import { botChallenge } from './bot-check';
import { clearSessionCookies, setSessionCookies } from '../../platform/auth/session-cookies';
import { apiRouter } from '../../platform/http/api-router';

async function signedInUser(ctx: RequestContext, user: User) {
  return presentCurrentUser(await currentUser({ ...ctx, actor: await actorForUser(ctx.em, user, 'session') }));
}

/** Auth paths under /api/v1 (spec/platform-and-shell.md §7 "Session and user"). */
export function authRoutes(): Router {
  const r = apiRouter();
  r.post('/login', handle(async (ctx, req, res) => {
    const signedIn = await auth.login(ctx, fromRest(loginRestFields, req.body));
    setSessionCookies(res, signedIn.sessionToken, signedIn.csrfToken);
    return signedInUser(ctx, signedIn.user);
  }, { fields: loginRestFields }));
  r.post('/logout', handle(async (ctx, _req, res) => {
    await auth.logout(ctx);
    clearSessionCookies(res);
    return { message: renderMessage(keyed('auth.loggedOut')) };
  }));
  r.post('/register', handle(async (ctx, req, res) => {
    const signedIn = await auth.register(ctx, fromRest(registerRestFields, req.body), fromRest(botCheckRestFields, req.body ?? {}).altcha);
    setSessionCookies(res, signedIn.sessionToken, signedIn.csrfToken);
    return signedInUser(ctx, signedIn.user);
  }, { status: 201, fields: registerRestFields, errorAliases: REGISTER_ERROR_ALIASES }));
  r.get('/register/challenge', handle(() => botChallenge()));
  r.post('/forgot-password', handle((ctx, req) => auth.forgotPassword(ctx, fromRest(forgotPasswordRestFields, req.body)), { fields: forgotPasswordRestFields }));
  r.post('/reset-password', handle((ctx, req) => auth.resetPassword(ctx, fromRest(resetPasswordRestFields, req.body)), { fields: resetPasswordRestFields }));
  r.post('/email/verification-notification', handle((ctx) => auth.resendVerification(ctx)));
  r.post('/email/verify', handle(async (ctx, req) => {
    await auth.verifyEmail(ctx, fromRest(verifyEmailRestFields, req.body ?? {}).token);
    return { message: 'verified' };
  }, { fields: verifyEmailRestFields }));
  return r;
}

/** PUT /user/password sits outside /api/v1 (spec). */
export const passwordChangeHandler = handle((ctx, req) => auth.changePassword(ctx, fromRest(passwordChangeRestFields, req.body)), { fields: passwordChangeRestFields });
