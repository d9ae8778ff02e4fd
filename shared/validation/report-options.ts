/**
 * The shape of a report-options save (spec/platform-and-shell.md §3 Report options, §5). Custom
 * colours are not refused here: an invalid colour is simply not applied (the server stores null).
 * Whether an image is available and whether the plan allows the theme is the service's check.
 */
import { keyed } from '../errors';
import { yup } from './yup';
import { LOCALES } from '../constants';
import { REPORT_THEME_NAMES } from '../report-themes';

const image = () => yup.string().trim().max(255, keyed('reportOptions.imageMax', { max: 255 })).nullable();
const colour = () => yup.string().trim().max(50).nullable();

export const reportOptionsSchema = yup.object({
  theme: yup.string().oneOf([...REPORT_THEME_NAMES], keyed('reportOptions.themeInvalid')),
  locale: yup.string().oneOf([...LOCALES], keyed('auth.languageInvalid')).nullable(),
  customPrimaryColor: colour(),
  customSecondaryColor: colour(),
  comprehensiveReportImage: image(),
  estimateReportImage: image(),
  refurbishmentImage: image(),
  lcaReportImage: image(),
});

export const partnerReportOptionsSchema = reportOptionsSchema.shape({
  overrideUsersFrontPageImages: yup.boolean().typeError(keyed('reportOptions.overrideBoolean')),
});

export const frontPageImageDeleteSchema = yup.object({
  imageUrl: yup.string().trim().required(keyed('reportOptions.imageUrlRequired')).max(255),
});

export type ReportOptionsInput = yup.InferType<typeof partnerReportOptionsSchema>;
/** What a caller sends to save report options, in the domain's names (checked by the service). */
export type ReportOptionsFields = Partial<ReportOptionsInput>;
export type FrontPageImageDeleteFields = Partial<yup.InferType<typeof frontPageImageDeleteSchema>>;
