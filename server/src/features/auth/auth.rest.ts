import { Router } from 'express';
import { keyed, renderMessage } from '../../../../shared/errors';
import { actorForUser } from '../../platform/auth/authenticate';
import type { RequestContext } from '../../platform/context';
import { handle } from '../../platform/http/rest';
import { presentCurrentUser } from '../users';
import type { User } from '../users';
import { currentUser } from '../users';
import * as auth from './auth.service';
import { clearSessionCookies, setSessionCookies } from './session-cookies';

async function signedInUser(ctx: RequestContext, user: User) {
  return presentCurrentUser(await currentUser({ ...ctx, actor: await actorForUser(ctx.em, user, 'session') }));
}

/** Auth paths under /api/v1 (spec/platform-and-shell.md §7 "Session and user"). */
export function authRoutes(): Router {
  const r = Router();
  r.post('/login', handle(async (ctx, req, res) => {
    const signedIn = await auth.login(ctx, req.body);
    setSessionCookies(res, signedIn.sessionToken, signedIn.csrfToken);
    return signedInUser(ctx, signedIn.user);
  }));
  r.post('/logout', handle(async (ctx, _req, res) => {
    await auth.logout(ctx);
    clearSessionCookies(res);
    return { message: renderMessage(keyed('auth.loggedOut')) };
  }));
  r.post('/register', handle(async (ctx, req, res) => {
    const signedIn = await auth.register(ctx, req.body);
    setSessionCookies(res, signedIn.sessionToken, signedIn.csrfToken);
    return signedInUser(ctx, signedIn.user);
  }, 201));
  r.post('/forgot-password', handle((ctx, req) => auth.forgotPassword(ctx, req.body)));
  r.post('/reset-password', handle((ctx, req) => auth.resetPassword(ctx, req.body)));
  r.post('/email/verification-notification', handle((ctx) => auth.resendVerification(ctx)));
  r.post('/email/verify', handle(async (ctx, req) => {
    await auth.verifyEmail(ctx, req.body?.token);
    return { message: 'verified' };
  }));
  return r;
}

/** PUT /user/password sits outside /api/v1 (spec). */
export const passwordChangeHandler = handle((ctx, req) => auth.changePassword(ctx, req.body));
