import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { keyed, renderMessage } from '../../../../shared/errors';
import { actorForUser } from './caller';
import type { GqlContext } from '../../platform/graphql/context';
import { CurrentUser } from '../users';
import { currentUser } from '../users';
import * as auth from './auth.service';
import { botChallenge } from './bot-check';
import { clearSessionCookies, setSessionCookies } from '../../platform/auth/session-cookies';

@InputType({ description: 'Credentials for signing in with e-mail and password (sets the session cookie).' })
export class LoginInput {
  @Field(() => String, { description: "The account's e-mail address (case-insensitive, at most 255 characters)." }) email!: string;
  @Field(() => String, { description: "The account's password." }) password!: string;
}

@InputType({ description: "A new account and its partner (company): the user, the partner's name, type and country, and the solved bot check." })
export class RegisterInput {
  @Field(() => String, { description: "The user's display name (required, at most 120 characters)." }) name!: string;
  @Field(() => String, { description: "The user's e-mail address, used to sign in (valid address, at most 255 characters, stored in lower case)." }) email!: string;
  @Field(() => String, { description: 'The password (at least 8, at most 200 characters).' }) password!: string;
  @Field(() => String, { description: 'The password again; must equal password.' }) passwordConfirmation!: string;
  @Field(() => String, { description: "The partner's (company's) name (required, at most 160 characters)." }) partnerName!: string;
  @Field(() => String, { description: 'The partner type: buyer (sends requests to sellers) or seller (answers requests with solutions).' }) partnerType!: string;
  @Field(() => String, { description: "The partner's country, ISO 3166-1 alpha-2 (e.g. DK), optionally with a region (US-CA); sets the default currency and grid factor." }) countryCode!: string;
  @Field(() => String, { nullable: true, description: 'Required (8 characters) for a Danish partner.' }) vatNo?: string;
  @Field(() => String, { nullable: true, description: 'The language the account is registered in (en-GB, en-DK, en-US, da-DK, de-DE, fr-FR, nb-NO): its e-mails and its first sign-in use it. Default en-GB.' }) locale?: string;
  @Field(() => String, { description: 'The solved bot-check challenge (registerChallenge), ALTCHA payload in base64.' }) altcha!: string;
}

@InputType({ description: 'A new password set with the token of a password reset link.' })
export class ResetPasswordInput {
  @Field(() => String, { description: "The single-use token from the reset link's e-mail." }) token!: string;
  @Field(() => String, { description: "The account's e-mail address (must be the one the link was sent to)." }) email!: string;
  @Field(() => String, { description: 'The new password (at least 8, at most 200 characters).' }) password!: string;
  @Field(() => String, { description: 'The new password again; must equal password.' }) passwordConfirmation!: string;
}

@InputType({ description: 'A password change by the signed-in user, who proves the current password.' })
export class PasswordChangeInput {
  @Field(() => String, { description: "The user's current password." }) currentPassword!: string;
  @Field(() => String, { description: 'The new password (at least 8, at most 200 characters).' }) password!: string;
  @Field(() => String, { description: 'The new password again; must equal password.' }) passwordConfirmation!: string;
}

@ObjectType({ description: 'The reply of an operation that only confirms: a message for the user, in their language.' })
class MessagePayload {
  @Field(() => String, { description: 'What happened, as a sentence for the user (translated to their language).' }) message!: string;
}

const message = (m: string) => Object.assign(new MessagePayload(), { message: m });

/** The auth operations of the REST facade, as GraphQL mutations (same service calls). */
@Resolver()
export class AuthResolver {
  @Mutation(() => CurrentUser, { description: 'Signs in with e-mail and password and sets the session cookie.' })
  async login(@Arg('input', () => LoginInput, { description: 'The e-mail address and password.' }) input: LoginInput, @Ctx() ctx: GqlContext): Promise<CurrentUser> {
    const signedIn = await auth.login(ctx, input);
    if (ctx.res) setSessionCookies(ctx.res, signedIn.sessionToken, signedIn.csrfToken);
    return currentUser({ ...ctx, actor: await actorForUser(ctx.em, signedIn.user, 'session') });
  }

  @Mutation(() => MessagePayload, { description: 'Signs out: ends the session and closes the sockets opened with it.' })
  async logout(@Ctx() ctx: GqlContext): Promise<MessagePayload> {
    await auth.logout(ctx);
    if (ctx.res) clearSessionCookies(ctx.res);
    return message(renderMessage(keyed('auth.loggedOut')));
  }

  @Query(() => String, { description: 'A signed proof-of-work challenge for register (ALTCHA, JSON).' })
  async registerChallenge(): Promise<string> {
    return JSON.stringify(await botChallenge());
  }

  @Mutation(() => CurrentUser, { description: 'Registers an account; the reply is the signed-in user.' })
  async register(@Arg('input', () => RegisterInput, { description: 'The account, its partner and the solved bot check.' }) input: RegisterInput, @Ctx() ctx: GqlContext): Promise<CurrentUser> {
    const { altcha, ...fields } = input;
    const signedIn = await auth.register(ctx, fields, altcha);
    if (ctx.res) setSessionCookies(ctx.res, signedIn.sessionToken, signedIn.csrfToken);
    return currentUser({ ...ctx, actor: await actorForUser(ctx.em, signedIn.user, 'session') });
  }

  @Mutation(() => MessagePayload, { description: 'Sends a password reset link (limited to 3 per address and 10 per client address each 15 minutes).' })
  async forgotPassword(@Arg('email', () => String, { description: "The e-mail address of the account whose password is forgotten." }) email: string, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    return message((await auth.forgotPassword(ctx, { email })).message);
  }

  @Mutation(() => MessagePayload, { description: 'Sets a new password with a reset link\'s token (single-use; ends all sessions).' })
  async resetPassword(@Arg('input', () => ResetPasswordInput, { description: "The reset link's token, the e-mail address and the new password." }) input: ResetPasswordInput, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    const r = await auth.resetPassword(ctx, input);
    return message(r.message);
  }

  @Mutation(() => MessagePayload, { description: 'Sends the e-mail verification link again.' })
  async emailVerificationResend(@Ctx() ctx: GqlContext): Promise<MessagePayload> {
    return message((await auth.resendVerification(ctx)).message);
  }

  @Mutation(() => MessagePayload, { description: 'Verifies the e-mail address with the token of the link.' })
  async emailVerify(@Arg('token', () => String, { description: 'The token of the verification link sent by e-mail.' }) token: string, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    await auth.verifyEmail(ctx, token);
    return message('verified');
  }

  @Mutation(() => MessagePayload, { description: 'Changes the signed-in user\'s password (ends their other sessions).' })
  async passwordChange(@Arg('input', () => PasswordChangeInput, { description: 'The current password and the new one.' }) input: PasswordChangeInput, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    const r = await auth.changePassword(ctx, input);
    return message(r.message);
  }
}
