import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { SubsidiaryInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg, OptionalIdArg } from '../../../platform/graphql/id-arg';
import * as subsidiaries from './subsidiaries.service';

@ObjectType('Subsidiary', { description: 'A subsidiary of the partner (spec §3 Partner subsidiaries): a part of the company its users can belong to, with its own logo for reports.' })
export class SubsidiaryType implements subsidiaries.SubsidiaryView {
  @Field(() => ID, { description: "The subsidiary's id." }) id!: number;
  @Field(() => String, { description: "The subsidiary's name." }) name!: string;
  @Field(() => String, { description: "The URL of the subsidiary's logo, if uploaded.", nullable: true }) logoUrl!: string | null;
  @Field(() => Int, { description: 'How many users of the partner belong to it.' }) userCount!: number;
}

@ObjectType({ description: 'Which subsidiary a user belongs to, after joining or leaving one.' })
export class UserSubsidiary {
  @Field(() => ID, { description: "The user's id." }) userId!: number;
  @Field(() => ID, { description: 'The subsidiary the user now belongs to; null: none.', nullable: true }) subsidiaryId!: number | null;
}

@InputType('SubsidiaryInput', { description: 'A subsidiary of the partner (partner admins).' })
export class SubsidiaryGqlInput implements SubsidiaryInput {
  @Field(() => String, { description: "The subsidiary's name (required, at most 160 characters)." }) name!: string;
}

@Resolver()
export class SubsidiariesResolver {
  @Query(() => [SubsidiaryType], { description: 'The partner\'s subsidiaries (partner admin).' })
  subsidiaries(@Ctx() ctx: GqlContext) {
    return subsidiaries.listSubsidiaries(ctx);
  }

  @Mutation(() => SubsidiaryType, { description: 'Adds a subsidiary to the partner.' })
  subsidiaryCreate(@Arg('input', () => SubsidiaryGqlInput, { description: "The new subsidiary's name." }) input: SubsidiaryGqlInput, @Ctx() ctx: GqlContext) {
    return subsidiaries.createSubsidiary(ctx, input);
  }

  @Mutation(() => SubsidiaryType, { description: 'Changes a subsidiary of the partner.' })
  subsidiaryUpdate(@IdArg('id') id: number, @Arg('input', () => SubsidiaryGqlInput, { description: "The subsidiary's new name." }) input: SubsidiaryGqlInput, @Ctx() ctx: GqlContext) {
    return subsidiaries.updateSubsidiary(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a subsidiary of the partner.' })
  async subsidiaryDelete(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    await subsidiaries.deleteSubsidiary(ctx, id);
    return true;
  }

  @Mutation(() => UserSubsidiary, { description: 'The caller joins a subsidiary of their partner; a partner admin may place another user (userId) instead (REST PUT /user/subsidiary/{id}).' })
  userSubsidiarySet(@IdArg('id') id: number, @OptionalIdArg('userId', { blankIsAbsent: true }) userId: number | null, @Ctx() ctx: GqlContext) {
    return subsidiaries.setUserSubsidiary(ctx, id, userId ?? undefined);
  }

  @Mutation(() => UserSubsidiary, { description: 'The caller leaves their subsidiary; a partner admin may take another user (userId) out instead (REST DELETE /user/subsidiary).' })
  userSubsidiaryClear(@OptionalIdArg('userId', { blankIsAbsent: true }) userId: number | null, @Ctx() ctx: GqlContext) {
    return subsidiaries.clearUserSubsidiary(ctx, userId ?? undefined);
  }
}
