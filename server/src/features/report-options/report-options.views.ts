/** The effective report options as GraphQL presents them (REST spells the same view through report-options.rest-mapper.ts). */
import { Field, ObjectType } from 'type-graphql';
import type { EffectiveReportOptions as EffectiveReportOptionsModel } from './report-options.service';

@ObjectType({ description: 'The options a report of the caller uses (user, else partner, else defaults).' })
export class EffectiveReportOptions {
  @Field(() => String, { description: 'user, partner or default' }) source!: string;
  @Field(() => String) theme!: string;
  @Field(() => String) primaryColor!: string;
  @Field(() => String) secondaryColor!: string;
  @Field(() => String, { nullable: true }) locale!: string | null;
  @Field(() => String) comprehensiveReportImage!: string;
  @Field(() => String) estimateReportImage!: string;
  @Field(() => String) refurbishmentImage!: string;
  @Field(() => String) lcaReportImage!: string;
  @Field(() => Boolean, { description: "The partner's images override the users' own." }) imagesFromPartner!: boolean;
}

export function effectiveView(e: EffectiveReportOptionsModel): EffectiveReportOptions {
  return Object.assign(new EffectiveReportOptions(), {
    source: e.source,
    theme: e.theme,
    primaryColor: e.primaryColor,
    secondaryColor: e.secondaryColor,
    locale: e.locale,
    comprehensiveReportImage: e.images.comprehensive,
    estimateReportImage: e.images.estimate,
    refurbishmentImage: e.images.refurbishment,
    lcaReportImage: e.images.lca,
    imagesFromPartner: e.imagesFromPartner,
  });
}
