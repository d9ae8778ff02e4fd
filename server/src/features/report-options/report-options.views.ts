/** The effective report options as GraphQL presents them (the REST shape is in report-options.rest-mapper.ts). */
import { EffectiveReportOptions } from './report-options.resolver';
import type { EffectiveReportOptions as EffectiveReportOptionsModel } from './report-options.service';

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
