import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { SubsidiaryInput } from '../../../../../shared/validation/partner-admin';
import type { GqlContext } from '../../../platform/graphql/context';
import { IdArg, OptionalIdArg } from '../../../platform/graphql/id-arg';
import * as subsidiaries from './subsidiaries.service';

@ObjectType('Subsidiary')
export class SubsidiaryType implements subsidiaries.SubsidiaryView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => Int) userCount!: number;
}

@ObjectType()
export class UserSubsidiary {
  @Field(() => ID) userId!: number;
  @Field(() => ID, { nullable: true }) subsidiaryId!: number | null;
}

@InputType('SubsidiaryInput')
export class SubsidiaryGqlInput implements SubsidiaryInput {
  @Field(() => String) name!: string;
}

@Resolver()
export class SubsidiariesResolver {
  @Query(() => [SubsidiaryType], { description: 'The partner\'s subsidiaries (partner admin).' })
  subsidiaries(@Ctx() ctx: GqlContext) {
    return subsidiaries.listSubsidiaries(ctx);
  }

  @Mutation(() => SubsidiaryType, { description: 'Adds a subsidiary to the partner.' })
  subsidiaryCreate(@Arg('input', () => SubsidiaryGqlInput) input: SubsidiaryGqlInput, @Ctx() ctx: GqlContext) {
    return subsidiaries.createSubsidiary(ctx, input);
  }

  @Mutation(() => SubsidiaryType, { description: 'Changes a subsidiary of the partner.' })
  subsidiaryUpdate(@IdArg('id') id: number, @Arg('input', () => SubsidiaryGqlInput) input: SubsidiaryGqlInput, @Ctx() ctx: GqlContext) {
    return subsidiaries.updateSubsidiary(ctx, id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a subsidiary of the partner.' })
  async subsidiaryDelete(@IdArg('id') id: number, @Ctx() ctx: GqlContext) {
    await subsidiaries.deleteSubsidiary(ctx, id);
    return true;
  }

  @Mutation(() => UserSubsidiary, { description: 'PUT /user/subsidiary/{id}: the caller, or (partner admins) userId, joins the subsidiary.' })
  userSubsidiarySet(@IdArg('id') id: number, @OptionalIdArg('userId', { blankIsAbsent: true }) userId: number | null, @Ctx() ctx: GqlContext) {
    return subsidiaries.setUserSubsidiary(ctx, id, userId ?? undefined);
  }

  @Mutation(() => UserSubsidiary, { description: 'DELETE /user/subsidiary' })
  userSubsidiaryClear(@OptionalIdArg('userId', { blankIsAbsent: true }) userId: number | null, @Ctx() ctx: GqlContext) {
    return subsidiaries.clearUserSubsidiary(ctx, userId ?? undefined);
  }
}
