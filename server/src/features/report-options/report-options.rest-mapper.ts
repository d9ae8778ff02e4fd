/**
 * The REST facade's spelling of report options (spec/platform-and-shell.md §3 Report options, §7
 * Partner admin): the field table that reads a save into the domain input, and the presenters.
 */
import type { FrontPageImageDeleteFields, ReportOptionsFields } from '../../../../shared/validation/report-options';
import { describedBy, toRest, type RestFieldTable, restOutput } from '../../platform/http/rest-fields';
import { effectiveView, type EffectiveReportOptions as EffectiveReportOptionsView } from './report-options.views';
import type { FrontPageImage, ReportOptions } from './report-options.entity';
import type { EffectiveReportOptions, FrontPageImageDeleteResult, ReportOptionsResetInput } from './report-options.service';
import { frontPageImageDeleteSchema, reportOptionsSchema } from '../../../../shared/validation/report-options';

export const reportOptionsRestFields: RestFieldTable<ReportOptionsFields> = {
  theme: 'theme',
  locale: 'locale',
  customPrimaryColor: 'custom_primary_color',
  customSecondaryColor: 'custom_secondary_color',
  comprehensiveReportImage: 'comprehensive_report_image',
  estimateReportImage: 'estimate_report_image',
  refurbishmentImage: 'refurbishment_image',
  lcaReportImage: 'lca_report_image',
  overrideUsersFrontPageImages: 'override_users_front_page_images',
};

/** DELETE /user/report-options/{id} {user_id, user_type}: optional checks of the row reset. */
export const reportOptionsResetRestFields: RestFieldTable<ReportOptionsResetInput> = { userId: 'user_id', userType: 'user_type' };

export const frontPageImageDeleteRestFields: RestFieldTable<FrontPageImageDeleteFields> = { imageUrl: 'image_url' };

export function presentFrontPageImageDelete(r: FrontPageImageDeleteResult) {
  return { message: r.message, reverted_to_defaults: r.revertedToDefaults, updated_options: r.updatedOptions };
}

export function presentReportOptions(o: ReportOptions) {
  return {
    id: o.id,
    user_id: o.user?.id ?? null,
    partner_id: o.partner.id,
    user_type: o.userType,
    theme: o.theme,
    locale: o.locale,
    custom_primary_color: o.customPrimaryColor,
    custom_secondary_color: o.customSecondaryColor,
    comprehensive_report_image: o.comprehensiveReportImage,
    estimate_report_image: o.estimateReportImage,
    refurbishment_image: o.refurbishmentImage,
    lca_report_image: o.lcaReportImage,
    override_users_front_page_images: o.overrideUsersFrontPageImages,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}

/** The effective options as GraphQL presents them (report-options.views.ts), spelled the REST way. */
export const effectiveRestOutput = restOutput<EffectiveReportOptionsView>()({
  source: 'source',
  theme: 'theme',
  primaryColor: 'primary_color',
  secondaryColor: 'secondary_color',
  locale: 'locale',
  comprehensiveReportImage: 'comprehensive_report_image',
  estimateReportImage: 'estimate_report_image',
  refurbishmentImage: 'refurbishment_image',
  lcaReportImage: 'lca_report_image',
  imagesFromPartner: 'images_from_partner',
});

export const presentEffective = (e: EffectiveReportOptions) => toRest(effectiveRestOutput, effectiveView(e));

export function presentFrontPageImage(i: FrontPageImage) {
  return {
    id: i.id,
    url: i.url,
    name: i.originalName,
    mime_type: i.mimeType,
    size: i.sizeBytes,
    width: i.width,
    height: i.height,
    created_at: i.createdAt,
  };
}

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(reportOptionsRestFields, reportOptionsSchema);
describedBy(frontPageImageDeleteRestFields, frontPageImageDeleteSchema);
