import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../platform/graphql/context';
import { CurrentUser } from './current-user';
import { currentUser, updateLanguage } from './user.service';

@Resolver()
export class UserResolver {
  /** The signed-in user with roles and permissions (GET /user-with-roles). */
  @Query(() => CurrentUser)
  me(@Ctx() ctx: GqlContext): Promise<CurrentUser> {
    return currentUser(ctx);
  }

  @Mutation(() => String)
  async userLanguageUpdate(@Arg('language', () => String) language: string, @Ctx() ctx: GqlContext): Promise<string> {
    return (await updateLanguage(ctx, { language })).language;
  }
}
