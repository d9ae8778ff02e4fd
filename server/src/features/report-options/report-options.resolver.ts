import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { partnerReportOptionsSchema, type ReportOptionsFields } from '../../../../shared/validation/report-options';
import type { GqlContext } from '../../platform/graphql/context';
import { EffectiveReportOptions, effectiveView } from './report-options.views';
import { fromGraphql } from '../../platform/graphql/input';
import { FrontPageImage, ReportOptions } from './report-options.entity';
import * as options from './report-options.service';

@ObjectType({ description: "The front-page images a report can use: the bundled defaults and the partner's uploads." })
export class FrontPageImages {
  @Field(() => [String], { description: 'The 22 bundled default images.' }) defaults!: string[];
  @Field(() => [FrontPageImage], { description: "The partner's uploads, newest first." }) uploaded!: FrontPageImage[];
}

@ObjectType({ description: 'What deleting an uploaded front-page image changed.' })
export class FrontPageImageDeleteResult {
  @Field(() => String, { description: 'What happened, as a sentence for the user.' }) message!: string;
  @Field(() => Boolean, { description: "Whether it was the partner's last upload, so every option that used partner images is back on the defaults." }) revertedToDefaults!: boolean;
  @Field(() => Int, { description: 'How many saved report options stopped using the image.' }) updatedOptions!: number;
}

@InputType({ description: "Report options (spec §3 Report options): the theme, colours, language and front-page images of the caller's reports; fields left out keep their value." })
export class ReportOptionsInput {
  @Field(() => String, { description: 'The colour theme: default, one of the named themes (e.g. sailor_blue_mint) or custom.', nullable: true }) theme?: string;
  @Field(() => String, { description: "The reports' language, a locale (en-GB, en-DK, en-US, da-DK, de-DE, fr-FR, nb-NO); null: the user's.", nullable: true }) locale?: string | null;
  /** '#' + 3 or 6 hex digits; anything else is stored as null (not applied). */
  @Field(() => String, { description: 'With theme custom, the primary colour (CSS colour such as #00203f; at most 50 characters).', nullable: true }) customPrimaryColor?: string | null;
  @Field(() => String, { description: 'With theme custom, the secondary colour (CSS colour; at most 50 characters).', nullable: true }) customSecondaryColor?: string | null;
  @Field(() => String, { description: "The comprehensive report's front-page image (at most 255 characters): a bundled default path (frontPageImages.defaults) or one of the partner's uploads; null: the next layer or the default applies.", nullable: true }) comprehensiveReportImage?: string | null;
  @Field(() => String, { description: "The estimate report's front-page image (at most 255 characters): a bundled default path (frontPageImages.defaults) or one of the partner's uploads; null: the next layer or the default applies.", nullable: true }) estimateReportImage?: string | null;
  @Field(() => String, { description: "The refurbishment report's front-page image (at most 255 characters): a bundled default path (frontPageImages.defaults) or one of the partner's uploads; null: the next layer or the default applies.", nullable: true }) refurbishmentImage?: string | null;
  @Field(() => String, { description: "The LCA report's front-page image (at most 255 characters): a bundled default path (frontPageImages.defaults) or one of the partner's uploads; null: the next layer or the default applies.", nullable: true }) lcaReportImage?: string | null;
}

@InputType({ description: "The partner-wide report options (partner admins): as a user's, plus whether they override the users' own images." })
export class PartnerReportOptionsInput extends ReportOptionsInput {
  @Field(() => Boolean, { description: "Whether the partner's front-page images win over the users' own choices.", nullable: true }) overrideUsersFrontPageImages?: boolean;
}

@InputType({ description: 'Whose saved report options to remove.' })
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
  reportOptionsUpdate(@Arg('input', () => ReportOptionsInput, { description: 'The options to change.' }) input: ReportOptionsInput, @Ctx() ctx: GqlContext): Promise<ReportOptions> {
    return options.saveUserReportOptions(ctx, optionFields(input));
  }

  @Mutation(() => ReportOptions, { description: 'Updates the partner-wide report options (partner admins).' })
  partnerReportOptionsUpdate(@Arg('input', () => PartnerReportOptionsInput, { description: 'The partner-wide options to change.' }) input: PartnerReportOptionsInput, @Ctx() ctx: GqlContext): Promise<ReportOptions> {
    return options.updatePartnerReportOptions(ctx, null, optionFields(input));
  }

  @Mutation(() => EffectiveReportOptions, { description: 'Removes saved options; the next layer (partner, else defaults) applies.' })
  async reportOptionsReset(@Arg('input', () => ReportOptionsResetInput, { description: 'Whose options to remove: user or partner.' }) input: ReportOptionsResetInput, @Ctx() ctx: GqlContext): Promise<EffectiveReportOptions> {
    return effectiveView(await options.resetReportOptionsOf(ctx, input.userType));
  }

  @Mutation(() => FrontPageImageDeleteResult, { description: 'Deletes an uploaded front-page image (partner admins). Upload is REST only.' })
  async frontPageImageDelete(@Arg('imageUrl', () => String, { description: "The uploaded image's URL, /uploads/front-pages/{partnerId}/… (at most 255 characters)." }) imageUrl: string, @Ctx() ctx: GqlContext): Promise<FrontPageImageDeleteResult> {
    const r = await options.deleteFrontPageImage(ctx, { imageUrl });
    return Object.assign(new FrontPageImageDeleteResult(), { message: r.message, revertedToDefaults: r.revertedToDefaults, updatedOptions: r.updatedOptions });
  }

  @FieldResolver(() => ID, { description: 'The user whose own options these are; null for the partner-wide ones.', nullable: true })
  userId(@Root() o: ReportOptions): number | null {
    return o.user?.id ?? null;
  }
}
