import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { CurrentUser, ProfileInfo } from './current-user';
import { getProfile, profileExists, saveProfile } from './profile.service';
import { getSettings, updateSettings, UserSettings } from './settings.service';
import { currentUser, dismissBuyerWelcome, updateLanguage, updateUser } from './user.service';
import { submitSupport } from './support.service';

@InputType({ description: "The signed-in user's profile: name, title and phone." })
export class ProfileInput {
  @Field(() => String, { description: 'First name (required, at most 80 characters).' }) firstname!: string;
  @Field(() => String, { description: 'Last name (required, at most 80 characters).' }) lastname!: string;
  @Field(() => String, { description: 'Job title (at most 120 characters); null clears it.', nullable: true }) title?: string | null;
  @Field(() => String, { description: 'Phone number (digits, spaces and + - ( ) only; at most 40 characters); null clears it.', nullable: true }) phone?: string | null;
}

@InputType({ description: "The signed-in user's e-mail notifications; a field left out keeps its value." })
export class UserSettingsInput {
  @Field(() => Boolean, { description: 'E-mail me when a buyer sends a new request.', nullable: true }) notifyNewRequests?: boolean;
  @Field(() => Boolean, { description: 'E-mail me when a seller answers one of my requests.', nullable: true }) notifyRequestResponses?: boolean;
  @Field(() => Boolean, { description: 'E-mail me when a colleague shares a project with me.', nullable: true }) notifyProjectShares?: boolean;
}

@Resolver()
export class UserResolver {
  /** The signed-in user with roles and permissions (GET /user-with-roles). */
  @Query(() => CurrentUser, { description: 'The signed-in user, with roles, permissions, partner and subscription.' })
  me(@Ctx() ctx: GqlContext): Promise<CurrentUser> {
    return currentUser(ctx);
  }

  @Mutation(() => String, { description: 'Changes the signed-in user\'s language.' })
  async userLanguageUpdate(@Arg('language', () => String, { description: 'The language, a locale: en-GB, en-DK, en-US, da-DK, de-DE, fr-FR or nb-NO.' }) language: string, @Ctx() ctx: GqlContext): Promise<string> {
    return (await updateLanguage(ctx, { language })).language;
  }

  @Mutation(() => Boolean, { description: "Dismisses the buyers' one-time welcome for the signed-in user's account, on every browser (me.buyerWelcomeDismissed); true." })
  buyerWelcomeDismiss(@Ctx() ctx: GqlContext): Promise<boolean> {
    return dismissBuyerWelcome(ctx);
  }

  /** PUT /user/update: the user's display name. */
  @Mutation(() => CurrentUser, { description: 'Changes the signed-in user\'s details.' })
  userUpdate(@Arg('name', () => String, { description: "The user's display name (required, at most 120 characters)." }) name: string, @Ctx() ctx: GqlContext): Promise<CurrentUser> {
    return updateUser(ctx, { name });
  }

  /** POST /user/support/submit: sends the message to support; answers "Thanks for submitting!". */
  @Mutation(() => String, { description: 'Sends feedback to support.' })
  async supportSubmit(@Arg('feedback', () => String, { description: 'The message to support (required, at most 5000 characters).' }) feedback: string, @Ctx() ctx: GqlContext): Promise<string> {
    return (await submitSupport(ctx, { feedback })).message;
  }

  /** The signed-in user's profile, null when none exists yet (GET /user/profile). */
  @Query(() => ProfileInfo, { nullable: true, description: 'The signed-in user\'s profile, or null when none was saved.' })
  myProfile(@Ctx() ctx: GqlContext): Promise<ProfileInfo | null> {
    return getProfile(ctx);
  }

  /** GET /user/profile/check. */
  @Query(() => Boolean, { description: 'Whether the signed-in user has saved a profile.' })
  myProfileExists(@Ctx() ctx: GqlContext): Promise<boolean> {
    return profileExists(ctx);
  }

  /** Creates or updates the signed-in user's profile (POST and PUT /user/profile). */
  @Mutation(() => ProfileInfo, { description: 'Saves the signed-in user\'s profile.' })
  profileSave(@Arg('input', () => ProfileInput, { description: 'The profile as it is to be.' }) input: ProfileInput, @Ctx() ctx: GqlContext): Promise<ProfileInfo> {
    return saveProfile(ctx, input);
  }

  /** GET /user/settings. */
  @Query(() => UserSettings, { description: 'The signed-in user\'s settings: language and notifications.' })
  mySettings(@Ctx() ctx: GqlContext): Promise<UserSettings> {
    return getSettings(ctx);
  }

  /** PUT /user/settings: the notification preferences. */
  @Mutation(() => UserSettings, { description: 'Changes the signed-in user\'s settings (language and notifications).' })
  userSettingsUpdate(@Arg('input', () => UserSettingsInput, { description: 'The notification settings to change.' }) input: UserSettingsInput, @Ctx() ctx: GqlContext): Promise<UserSettings> {
    return updateSettings(ctx, { notifyNewRequests: input.notifyNewRequests ?? undefined, notifyRequestResponses: input.notifyRequestResponses ?? undefined, notifyProjectShares: input.notifyProjectShares ?? undefined });
  }
}
