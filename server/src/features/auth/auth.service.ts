/**
 * Sign-in, sign-out, registration, password reset, e-mail verification and password change. The REST
 * handlers (auth.rest.ts) and the GraphQL resolver (auth.resolver.ts) both call these functions.
 */
import { DomainError, ErrorCode, keyed } from '../../../../shared/errors';
import { DEFAULT_PERMISSIONS } from '../../../../shared/auth/permissions';
import { DEFAULT_LOCALE, EMAIL_VERIFICATION_RESEND_MINUTES } from '../../../../shared/constants';
import {
  forgotPasswordSchema,
  type ForgotPasswordFields,
  type LoginFields,
  type PasswordChangeFields,
  type RegisterFields,
  type ResetPasswordFields,
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../../shared/validation';
import { requireActor, type Actor } from '../../platform/auth/actor';
import { SESSION_TTL_MS } from '../../platform/auth/authenticate';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/auth/password';
import { RateLimit } from '../../platform/auth/rate-limit';
import { randomToken, sha256, sameToken } from '../../platform/auth/tokens';
import { config } from '../../platform/config';
import type { RequestContext } from '../../platform/context';
import { composeMail } from '../../platform/mail/mail-texts';
import { sendMail } from '../../platform/mail/mailer';
import { closeSockets } from '../../platform/realtime/sockets';
import { logger } from '../../platform/logger';
import { validate } from '../../platform/validate';
import { Partner } from '../partners';
import { User } from '../users';
import { PasswordReset, Session } from './auth.entity';
import { requireBotCheck } from './bot-check';

/**
 * Five failed attempts per account AND client address a minute, thirty per address (any account):
 * a stranger who knows an address locks only their own address out, and the owner still signs in
 * from theirs (issue #27, point 11). Counted in PostgreSQL, once across all instances (point 12).
 */
export const loginLimiterByAccount = new RateLimit('login-account', 5, 60_000);
export const loginLimiterByIp = new RateLimit('login-ip', 30, 60_000);

export interface SignedIn {
  user: User;
  sessionToken: string;
  csrfToken: string;
}

async function openSession(ctx: RequestContext, user: User): Promise<SignedIn> {
  const sessionToken = randomToken();
  const csrfToken = randomToken(24);
  ctx.em.create(Session, {
    tokenHash: sha256(sessionToken),
    user,
    csrfToken,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ip: ctx.ip,
  });
  await ctx.em.flush();
  return { user, sessionToken, csrfToken };
}

export async function login(ctx: RequestContext, input: LoginFields): Promise<SignedIn> {
  const { email, password } = await validate(loginSchema, input);
  const accountKey = `${email}|${ctx.ip}`;
  // Counted before the password is checked (consume first): a parallel burst gets no more checks than the limit.
  const [byAccount, byIp] = await Promise.all([loginLimiterByAccount.consume(ctx.em, accountKey), loginLimiterByIp.consume(ctx.em, ctx.ip)]);
  const wait = Math.max(byAccount, byIp);
  if (wait > 0) {
    throw new DomainError(ErrorCode.RATE_LIMITED, keyed('auth.tooManyLogins', { seconds: wait }), {
      field: 'email',
      meta: { retry_after: wait },
    });
  }
  const user = await ctx.em.findOne(User, { email }, { populate: ['partner'] });
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok || user.deactivatedAt) throw DomainError.invalid('email', 'auth.invalidCredentials');
  // A success does not count against the address (its attempt is given back) and clears the account's.
  await loginLimiterByIp.reward(ctx.em, ctx.ip);
  await loginLimiterByAccount.reset(ctx.em, accountKey);
  return openSession(ctx, user);
}

export async function logout(ctx: RequestContext): Promise<void> {
  const actor = requireActor(ctx.actor);
  if (actor.sessionHash) {
    await ctx.em.nativeDelete(Session, { tokenHash: actor.sessionHash });
    closeSockets(actor.user.id, { sessionHash: actor.sessionHash });
  }
}

/**
 * Registers a partner (buyer or seller) with its first user, a partner admin on the free plan, after the
 * bot check. The registration's payment step then buys a plan (subscriptions feature: checkout).
 */
export async function register(ctx: RequestContext, input: RegisterFields, botToken: unknown): Promise<SignedIn> {
  const data = await validate(registerSchema, input);
  await requireBotCheck(botToken);
  if (await ctx.em.count(User, { email: data.email })) {
    throw DomainError.invalid('email', 'auth.userAlreadyRegistered');
  }
  const passwordHash = await hashPassword(data.password);
  const signedIn = await ctx.em.transactional(async (em) => {
    const partner = em.create(Partner, { name: data.partnerName, type: data.partnerType, countryCode: data.countryCode, vatNo: data.vatNo || null });
    // No subscription row yet: the plan is taken at the payment step (free, invoice or card), which
    // creates it. A partner that left before has none, works as on the free plan, and its admin is
    // reminded at each sign-in to choose a plan (issue #34 point 11).
    const user = em.create(User, {
      partner,
      email: data.email,
      name: data.name,
      passwordHash,
      roles: ['partner_admin'],
      permissions: [...DEFAULT_PERMISSIONS.partner_admin],
      // The language of the page the newcomer registered on: the verification e-mail below speaks it.
      locale: data.locale ?? DEFAULT_LOCALE,
      // The registering admin takes the first seat of the new subscription.
      seatAssignedAt: new Date(),
    });
    await em.flush();
    return openSession({ ...ctx, em }, user);
  });
  await sendVerification(signedIn.user, ctx);
  return signedIn;
}

async function sendVerification(user: User, ctx: RequestContext): Promise<void> {
  const token = randomToken();
  user.verificationTokenHash = sha256(token);
  user.verificationSentAt = new Date();
  await ctx.em.flush();
  await sendMail({
    to: user.email,
    ...composeMail('verification', user.locale, { name: user.name, link: `${config().publicUrl}/#/verify-email?token=${token}` }),
  });
}

/** POST /email/verification-notification: resend, at most once per 5 minutes. */
export async function resendVerification(ctx: RequestContext): Promise<{ message: string }> {
  const actor = requireActor(ctx.actor);
  const user = actor.user;
  if (user.emailVerifiedAt) return { message: 'Your e-mail address is already verified.' };
  if (user.verificationSentAt) {
    const elapsedMs = Date.now() - user.verificationSentAt.getTime();
    const remainingMs = EMAIL_VERIFICATION_RESEND_MINUTES * 60_000 - elapsedMs;
    if (remainingMs > 0) {
      const minutes = Math.ceil(remainingMs / 60_000);
      throw new DomainError(
        ErrorCode.RATE_LIMITED,
        keyed('auth.verificationSentRecently', { minutes }),
        { meta: { minutes_remaining: minutes } },
      );
    }
  }
  await sendVerification(user, ctx);
  return { message: 'verification-link-sent' };
}

export async function verifyEmail(ctx: RequestContext, token: unknown): Promise<void> {
  if (typeof token !== 'string' || !token) throw DomainError.validation({ token: [keyed('auth.tokenRequired')] });
  const user = await ctx.em.findOne(User, { verificationTokenHash: sha256(token) });
  if (!user) throw DomainError.validation({ token: [keyed('auth.verificationLinkInvalid')] });
  user.emailVerifiedAt = new Date();
  user.verificationTokenHash = null;
  await ctx.em.flush();
}

const RESET_TTL_MS = 60 * 60 * 1000;
const FORGOT_MESSAGE = 'If an account exists for that e-mail address, we have e-mailed a password reset link.';

/** Reset links: three per address and ten per client address each quarter of an hour. */
export const forgotLimiterByEmail = new RateLimit('forgot-email', 3, 15 * 60_000);
export const forgotLimiterByIp = new RateLimit('forgot-ip', 10, 15 * 60_000);

/** Background sends of reset mails still running (tests wait for them). */
const pendingResetMails = new Set<Promise<void>>();
export async function resetMailsSent(): Promise<void> {
  await Promise.all([...pendingResetMails]);
}

/**
 * Always answers the same text after the same work (one user lookup), so that neither the text nor
 * the time reveals which addresses have accounts: the token and the mail are made after the reply.
 * Rate-limited per address and per client, whether or not the address has an account.
 */
export async function forgotPassword(ctx: RequestContext, input: ForgotPasswordFields): Promise<{ message: string }> {
  const { email } = await validate(forgotPasswordSchema, input);
  const [byEmail, byIp] = await Promise.all([forgotLimiterByEmail.consume(ctx.em, email), forgotLimiterByIp.consume(ctx.em, ctx.ip)]);
  const wait = Math.max(byEmail, byIp);
  if (wait > 0) {
    throw new DomainError(ErrorCode.RATE_LIMITED, keyed('common.tooManyAttempts', { seconds: wait }), { field: 'email', meta: { retry_after: wait } });
  }
  const user = await ctx.em.findOne(User, { email });
  if (user && !user.deactivatedAt) {
    const job = issueReset(ctx.em.fork(), user.id)
      .catch((err: unknown) => logger.error({ err }, 'password reset mail failed'))
      .finally(() => pendingResetMails.delete(job));
    pendingResetMails.add(job);
  }
  return { message: FORGOT_MESSAGE };
}

/** A new reset token for the user; it replaces every earlier unused one. */
async function issueReset(em: RequestContext['em'], userId: number): Promise<void> {
  const user = await em.findOneOrFail(User, { id: userId });
  const token = randomToken();
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(PasswordReset, { user: userId, usedAt: null }, { usedAt: new Date() });
    tx.create(PasswordReset, { tokenHash: sha256(token), user: tx.getReference(User, userId), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  });
  await sendMail({
    to: user.email,
    ...composeMail('passwordReset', user.locale, { name: user.name, link: `${config().publicUrl}/#/reset-password?token=${token}&email=${encodeURIComponent(user.email)}` }),
  });
}

/**
 * Sets a new password with the newest, unused, unexpired token of that address. The token is spent
 * by a conditional update inside the transaction, so one token posted many times at once succeeds
 * once; every session of the user ends (sockets too).
 */
export async function resetPassword(ctx: RequestContext, input: ResetPasswordFields): Promise<{ message: string }> {
  const data = await validate(resetPasswordSchema, input);
  const invalid = () => DomainError.validation({ email: [keyed('auth.resetTokenInvalid')] });
  const hash = sha256(data.token);
  const reset = await ctx.em.findOne(PasswordReset, { tokenHash: hash, usedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['user'] });
  // The lookup is by hash; the comparison of what was found runs in constant time all the same.
  if (!reset || !sameToken(reset.tokenHash, hash) || reset.user.email !== data.email) throw invalid();
  const passwordHash = await hashPassword(data.password);
  const user = reset.user;
  await ctx.em.transactional(async (em) => {
    const spent = await em.nativeUpdate(PasswordReset, { tokenHash: hash, usedAt: null }, { usedAt: new Date() });
    if (spent !== 1) throw invalid();
    await em.nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: new Date() });
    // The link reached the address: an invited colleague's e-mail needs no second verification.
    await em.nativeUpdate(User, { id: user.id }, { passwordHash, ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }) });
    await em.nativeDelete(Session, { user: user.id });
  });
  closeSockets(user.id, { keepSessionHash: null });
  return { message: 'Your password has been reset.' };
}

/** PUT /user/password: needs the current password; other sessions of the user end. */
export async function changePassword(ctx: RequestContext, input: PasswordChangeFields): Promise<{ message: string }> {
  const actor: Actor = requireActor(ctx.actor);
  const data = await validate(passwordChangeSchema, input);
  if (!(await verifyPassword(data.currentPassword, actor.user.passwordHash))) {
    throw DomainError.validation({ currentPassword: [keyed('auth.currentPasswordWrong')] });
  }
  const passwordHash = await hashPassword(data.password);
  await ctx.em.transactional(async (em) => {
    actor.user.passwordHash = passwordHash;
    await em.nativeDelete(Session, { user: actor.user, tokenHash: { $ne: actor.sessionHash ?? '' } });
  });
  closeSockets(actor.user.id, { keepSessionHash: actor.sessionHash ?? null });
  return { message: 'Password updated.' };
}
