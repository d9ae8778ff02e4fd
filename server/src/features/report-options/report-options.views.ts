/** The effective report options as GraphQL presents them (REST spells the same view through report-options.rest-mapper.ts). */
import { Field, ObjectType } from 'type-graphql';
import type { EffectiveReportOptions as EffectiveReportOptionsModel } from './report-options.service';

@ObjectType({ description: 'The options a report of the caller uses (user, else partner, else defaults).' })
export class EffectiveReportOptions {
  @Field(() => String, { description: 'user, partner or default' }) source!: string;
  @Field(() => String, { description: 'The colour theme in force: default, a named theme or custom.' }) theme!: string;
  @Field(() => String, { description: "The primary colour in force (the theme's, or the custom one)." }) primaryColor!: string;
  @Field(() => String, { description: 'The secondary colour in force.' }) secondaryColor!: string;
  @Field(() => String, { description: "The reports' language, a locale; null: the user's.", nullable: true }) locale!: string | null;
  @Field(() => String, { description: "The comprehensive report's front-page image in force." }) comprehensiveReportImage!: string;
  @Field(() => String, { description: "The estimate report's front-page image in force." }) estimateReportImage!: string;
  @Field(() => String, { description: "The refurbishment report's front-page image in force." }) refurbishmentImage!: string;
  @Field(() => String, { description: "The LCA report's front-page image in force." }) lcaReportImage!: string;
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
