import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { keyed, renderMessage } from '../../../../shared/errors';
import { actorForUser } from './caller';
import type { GqlContext } from '../../platform/graphql/context';
import { CurrentUser } from '../users';
import { currentUser } from '../users';
import * as auth from './auth.service';
import { botChallenge } from './bot-check';
import { clearSessionCookies, setSessionCookies } from '../../platform/auth/session-cookies';

@InputType()
export class LoginInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType()
export class RegisterInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) passwordConfirmation!: string;
  @Field(() => String) partnerName!: string;
  @Field(() => String) partnerType!: string;
  @Field(() => String) countryCode!: string;
  @Field(() => String, { nullable: true, description: 'Required (8 characters) for a Danish partner.' }) vatNo?: string;
  @Field(() => String, { nullable: true, description: 'The language the account is registered in (en-GB, en-DK, en-US, da-DK, de-DE, fr-FR, nb-NO): its e-mails and its first sign-in use it. Default en-GB.' }) locale?: string;
  @Field(() => String, { description: 'The solved bot-check challenge (registerChallenge), ALTCHA payload in base64.' }) altcha!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String) token!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) passwordConfirmation!: string;
}

@InputType()
export class PasswordChangeInput {
  @Field(() => String) currentPassword!: string;
  @Field(() => String) password!: string;
  @Field(() => String) passwordConfirmation!: string;
}

@ObjectType()
class MessagePayload {
  @Field(() => String) message!: string;
}

const message = (m: string) => Object.assign(new MessagePayload(), { message: m });

/** The auth operations of the REST facade, as GraphQL mutations (same service calls). */
@Resolver()
export class AuthResolver {
  @Mutation(() => CurrentUser, { description: 'Signs in with e-mail and password and sets the session cookie.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GqlContext): Promise<CurrentUser> {
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
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GqlContext): Promise<CurrentUser> {
    const { altcha, ...fields } = input;
    const signedIn = await auth.register(ctx, fields, altcha);
    if (ctx.res) setSessionCookies(ctx.res, signedIn.sessionToken, signedIn.csrfToken);
    return currentUser({ ...ctx, actor: await actorForUser(ctx.em, signedIn.user, 'session') });
  }

  @Mutation(() => MessagePayload, { description: 'Sends a password reset link (limited to 3 per address and 10 per client address each 15 minutes).' })
  async forgotPassword(@Arg('email', () => String) email: string, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    return message((await auth.forgotPassword(ctx, { email })).message);
  }

  @Mutation(() => MessagePayload, { description: 'Sets a new password with a reset link\'s token (single-use; ends all sessions).' })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    const r = await auth.resetPassword(ctx, input);
    return message(r.message);
  }

  @Mutation(() => MessagePayload, { description: 'Sends the e-mail verification link again.' })
  async emailVerificationResend(@Ctx() ctx: GqlContext): Promise<MessagePayload> {
    return message((await auth.resendVerification(ctx)).message);
  }

  @Mutation(() => MessagePayload, { description: 'Verifies the e-mail address with the token of the link.' })
  async emailVerify(@Arg('token', () => String) token: string, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    await auth.verifyEmail(ctx, token);
    return message('verified');
  }

  @Mutation(() => MessagePayload, { description: 'Changes the signed-in user\'s password (ends their other sessions).' })
  async passwordChange(@Arg('input', () => PasswordChangeInput) input: PasswordChangeInput, @Ctx() ctx: GqlContext): Promise<MessagePayload> {
    const r = await auth.changePassword(ctx, input);
    return message(r.message);
  }
}
