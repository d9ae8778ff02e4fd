/**
 * Why a catalogue row was not imported, in the user's language (issue #47, Translations: the import
 * page listed the server's English "no gwp_total" in the Danish UI). The map is exhaustive over the
 * server's codes (shared/catalogue SKIP_REASONS); a result stored before the codes keeps its English.
 * Column names (gwp_total, …) are the file's and stay as written.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SkipCode } from '../../../../shared/catalogue';

export const SKIP_REASON_TEXT = {
  missingManufacturer: msg`The manufacturer is missing`,
  missingName: msg`The name is missing`,
  unknownCategory: msg`Unknown category "{category} / {subcategory}" (not IT equipment this product assesses)`,
  notANumber: msg`{column} {value} is not a number`,
  noGwpTotal: msg`No gwp_total`,
  gwpTotalNotPositive: msg`gwp_total must be a positive number (it is {value})`,
  ratioOutOfRange: msg`{column} {value} is outside 0–1`,
  ratioSumAboveOne: msg`The stage ratios add up to {sum}, far above 1`,
  noStageRatio: msg`Neither gwp_manufacturing_ratio nor gwp_use_ratio is given, so gwp_total cannot be split into stages`,
  noManufacturingShare: msg`gwp_manufacturing_ratio is missing and the other stage ratios leave no share for it`,
  fieldCount: msg`The row has {fields} fields but the header has {width} (a comma or quote is out of place)`,
  duplicate: msg`Duplicate of line {line} (same manufacturer and name); the last occurrence is kept`,
  categoryNotInReference: msg`Category {category} is not in the reference data ({product})`,
  noSourceUrl: msg`No source URL (sources must be one http(s) address)`,
} satisfies Record<SkipCode, MessageDescriptor>;

/** A rejected row's reason in the active language; the server's English text for a code it does not know. */
export function skipReasonText(i18n: I18n, skip: { reason: string; code?: string | null; params?: unknown }): string {
  const descriptor = skip.code ? (SKIP_REASON_TEXT as Record<string, MessageDescriptor | undefined>)[skip.code] : undefined;
  if (!descriptor) return skip.reason;
  const params = (skip.params && typeof skip.params === 'object' ? skip.params : {}) as Record<string, unknown>;
  // Numbers in the user's format (issue #47, point 5).
  const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? i18n.number(v) : v]));
  const translate = i18n._.bind(i18n);
  return translate(descriptor.id ?? '', values, { message: descriptor.message });
}
