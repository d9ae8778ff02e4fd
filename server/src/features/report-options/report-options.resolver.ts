import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { partnerReportOptionsSchema, type ReportOptionsFields } from '../../../../shared/validation/report-options';
import type { GqlContext } from '../../platform/graphql/context';
import { EffectiveReportOptions, effectiveView } from './report-options.views';
import { fromGraphql } from '../../platform/graphql/input';
import { FrontPageImage, ReportOptions } from './report-options.entity';
import * as options from './report-options.service';

@ObjectType()
export class FrontPageImages {
  @Field(() => [String], { description: 'The 22 bundled default images.' }) defaults!: string[];
  @Field(() => [FrontPageImage], { description: "The partner's uploads, newest first." }) uploaded!: FrontPageImage[];
}

@ObjectType()
export class FrontPageImageDeleteResult {
  @Field(() => String) message!: string;
  @Field(() => Boolean) revertedToDefaults!: boolean;
  @Field(() => Int) updatedOptions!: number;
}

@InputType()
export class ReportOptionsInput {
  @Field(() => String, { nullable: true }) theme?: string;
  @Field(() => String, { nullable: true }) locale?: string | null;
  /** '#' + 3 or 6 hex digits; anything else is stored as null (not applied). */
  @Field(() => String, { nullable: true }) customPrimaryColor?: string | null;
  @Field(() => String, { nullable: true }) customSecondaryColor?: string | null;
  @Field(() => String, { nullable: true }) comprehensiveReportImage?: string | null;
  @Field(() => String, { nullable: true }) estimateReportImage?: string | null;
  @Field(() => String, { nullable: true }) refurbishmentImage?: string | null;
  @Field(() => String, { nullable: true }) lcaReportImage?: string | null;
}

@InputType()
export class PartnerReportOptionsInput extends ReportOptionsInput {
  @Field(() => Boolean, { nullable: true }) overrideUsersFrontPageImages?: boolean;
}

@InputType()
export class ReportOptionsResetInput {
  @Field(() => String, { description: 'user (your own options) or partner (the partner-wide ones; partner admins).' }) userType!: string;
}

/** The GraphQL input as the domain's report-options fields (the same names; see platform/graphql/input.ts). */
const optionFields = (i: PartnerReportOptionsInput) => fromGraphql<ReportOptionsFields, PartnerReportOptionsInput>(partnerReportOptionsSchema, i);


@Resolver(() => ReportOptions)
export class ReportOptionsResolver {
  @Query(() => ReportOptions, { nullable: true, description: 'Your own report options (null when none are saved).' })
  reportOptions(@Ctx() ctx: GqlContext): Promise<ReportOptions | null> {
    return options.getUserReportOptions(ctx);
  }

  @Query(() => EffectiveReportOptions, { description: 'The options your reports use.' })
  async effectiveReportOptions(@Ctx() ctx: GqlContext): Promise<EffectiveReportOptions> {
    return effectiveView(await options.effectiveReportOptions(ctx));
  }

  @Query(() => ReportOptions, { description: 'The partner-wide report options (partner admins).' })
  partnerReportOptions(@Ctx() ctx: GqlContext): Promise<ReportOptions> {
    return options.getPartnerReportOptions(ctx);
  }

  @Query(() => FrontPageImages, { description: "The default front-page images and your partner's uploads." })
  async frontPageImages(@Ctx() ctx: GqlContext): Promise<FrontPageImages> {
    const list = await options.listFrontPageImages(ctx, { adminOnly: false });
    return Object.assign(new FrontPageImages(), { defaults: [...list.defaults], uploaded: list.uploaded });
  }

  @Mutation(() => ReportOptions, { description: 'Creates or updates your own report options.' })
  reportOptionsUpdate(@Arg('input', () => ReportOptionsInput) input: ReportOptionsInput, @Ctx() ctx: GqlContext): Promise<ReportOptions> {
    return options.saveUserReportOptions(ctx, optionFields(input));
  }

  @Mutation(() => ReportOptions, { description: 'Updates the partner-wide report options (partner admins).' })
  partnerReportOptionsUpdate(@Arg('input', () => PartnerReportOptionsInput) input: PartnerReportOptionsInput, @Ctx() ctx: GqlContext): Promise<ReportOptions> {
    return options.updatePartnerReportOptions(ctx, null, optionFields(input));
  }

  @Mutation(() => EffectiveReportOptions, { description: 'Removes saved options; the next layer (partner, else defaults) applies.' })
  async reportOptionsReset(@Arg('input', () => ReportOptionsResetInput) input: ReportOptionsResetInput, @Ctx() ctx: GqlContext): Promise<EffectiveReportOptions> {
    return effectiveView(await options.resetReportOptionsOf(ctx, input.userType));
  }

  @Mutation(() => FrontPageImageDeleteResult, { description: 'Deletes an uploaded front-page image (partner admins). Upload is REST only.' })
  async frontPageImageDelete(@Arg('imageUrl', () => String) imageUrl: string, @Ctx() ctx: GqlContext): Promise<FrontPageImageDeleteResult> {
    const r = await options.deleteFrontPageImage(ctx, { imageUrl });
    return Object.assign(new FrontPageImageDeleteResult(), { message: r.message, revertedToDefaults: r.revertedToDefaults, updatedOptions: r.updatedOptions });
  }

  @FieldResolver(() => ID, { nullable: true })
  userId(@Root() o: ReportOptions): number | null {
    return o.user?.id ?? null;
  }
}
