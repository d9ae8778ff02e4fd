/**
 * Translated labels and the server texts of report options (spec/platform-and-shell.md §5, §8),
 * declared with Lingui so that they are extracted. Unknown server texts fall back to the app's table.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FrontPageReportType, ReportTheme } from '../../../../shared/report-themes';
import { translateText } from '../../app/messages';

export const THEME_LABELS: Record<ReportTheme, MessageDescriptor> = {
  default: msg`Default`,
  bright_blue_light_cyan: msg`Bright blue and light cyan`,
  sailor_blue_mint: msg`Sailor blue and mint`,
  forest_moss_green: msg`Forest and moss green`,
  grayish_lime_green: msg`Greyish and lime green`,
  grayish_blue_lime_green: msg`Greyish blue and lime green`,
  desaturated_dark_blue: msg`Desaturated dark blue`,
  soft_cyan_strong_blue: msg`Soft cyan and strong blue`,
  turkish_sea_silver: msg`Turkish sea and silver`,
  dark_red_gray: msg`Dark red and grey`,
  custom: msg`Custom`,
};

/**
 * Front-page images by the report they stand on, named as the report page names the reports (issue #47,
 * point 8: "Comprehensive" and "Estimate" were the option fields' names, used nowhere else): the
 * comprehensive image is the comparative report's, the estimate image the baseline report's
 * (reports/report-model.ts frontPageImage).
 */
export const REPORT_TYPE_LABELS: Record<FrontPageReportType, MessageDescriptor> = {
  comprehensive: msg`Comparative report`,
  estimate: msg`Baseline report`,
  refurbishment: msg`Refurbishment report`,
  lca: msg`Life-cycle assessment report`,
};

/** Upload warnings by code (the server's English text is the fallback). */
export const UPLOAD_WARNINGS: Record<string, MessageDescriptor> = {
  LOW_RESOLUTION: msg`The image is smaller than 1240 × 1754 pixels and may look blurred when printed.`,
  LANDSCAPE: msg`The image is landscape; the portrait front page will crop it.`,
  EXTENSION_MISMATCH: msg`The file's name does not match its content; it was stored as the image type it really is.`,
};

/** A server text of this feature (a REST reply), translated through the one catalogue. */
export function translateReportOptionsText(text: string): string {
  return translateText(text);
}
