import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiTokenCreateInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg } from '../../../platform/graphql/id-arg';
import * as tokens from './api-tokens.service';

@ObjectType('PartnerApiToken', { description: 'An API token of the partner, for partner integrations (partner admins see and revoke them); the token itself is never shown again.' })
export class PartnerApiToken implements tokens.ApiTokenView {
  @Field(() => ID, { description: "The token's id." }) id!: number;
  @Field(() => String, { description: 'The name the admin gave the token.' }) tokenName!: string;
  @Field(() => String, { description: 'The admin the token acts as.' }) ownerName!: string;
  @Field(() => Date, { description: 'When the token was last used, else null.', nullable: true }) lastUsedAt!: Date | null;
  @Field(() => Date, { description: 'When the token was made.' }) createdAt!: Date;
}

@ObjectType({ description: 'A new API token: its record and, this once, the token itself.' })
export class ApiTokenCreated implements tokens.ApiTokenCreated {
  @Field(() => PartnerApiToken, { description: "The token's record." }) token!: PartnerApiToken;
  @Field(() => String, { description: 'The token itself: shown once, never stored.' }) plainTextToken!: string;
}

@InputType('ApiTokenCreateInput', { description: 'A new API token of the partner (partner admins).' })
export class ApiTokenCreateGqlInput implements ApiTokenCreateInput {
  @Field(() => String, { description: 'A name to recognise the token by (required, at most 120 characters).' }) tokenName!: string;
}

@Resolver()
export class ApiTokensResolver {
  @Query(() => [PartnerApiToken], { description: 'The partner\'s API tokens (names and dates; the plain token is shown only once, when it is made).' })
  partnerApiTokens(@Ctx() ctx: GqlContext) {
    return tokens.listApiTokens(ctx);
  }

  @Mutation(() => ApiTokenCreated, { description: 'Makes an API token for the partner; the plain token is in this reply only (only its hash is stored).' })
  apiTokenCreate(@Arg('input', () => ApiTokenCreateGqlInput, { description: "The token's name." }) input: ApiTokenCreateGqlInput, @Ctx() ctx: GqlContext) {
    return tokens.createApiToken(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Revokes an API token at once (its sockets are closed).' })
  async apiTokenDelete(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    await tokens.deleteApiToken(ctx, id);
    return true;
  }
}
