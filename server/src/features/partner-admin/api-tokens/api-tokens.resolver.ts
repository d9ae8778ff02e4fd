import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiTokenCreateInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import * as tokens from './api-tokens.service';

@ObjectType('PartnerApiToken')
export class PartnerApiToken implements tokens.ApiTokenView {
  @Field(() => ID) id!: number;
  @Field(() => String) tokenName!: string;
  @Field(() => String, { description: 'The admin the token acts as.' }) ownerName!: string;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ApiTokenCreated implements tokens.ApiTokenCreated {
  @Field(() => PartnerApiToken) token!: PartnerApiToken;
  @Field(() => String, { description: 'The token itself: shown once, never stored.' }) plainTextToken!: string;
}

@InputType('ApiTokenCreateInput')
export class ApiTokenCreateGqlInput implements ApiTokenCreateInput {
  @Field(() => String) tokenName!: string;
}

@Resolver()
export class ApiTokensResolver {
  @Query(() => [PartnerApiToken], { description: 'The partner\'s API tokens (names and dates; the plain token is shown only once, when it is made).' })
  partnerApiTokens(@Ctx() ctx: GqlContext) {
    return tokens.listApiTokens(ctx);
  }

  @Mutation(() => ApiTokenCreated, { description: 'Makes an API token for the partner; the plain token is in this reply only (only its hash is stored).' })
  apiTokenCreate(@Arg('input', () => ApiTokenCreateGqlInput) input: ApiTokenCreateGqlInput, @Ctx() ctx: GqlContext) {
    return tokens.createApiToken(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes an API token at once (its sockets are closed).' })
  async apiTokenDelete(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    await tokens.deleteApiToken(ctx, id);
    return true;
  }
}
