/**
 * Translated texts of the report-screen dialogs that are looked up by a key: the report settings'
 * labels and their sections, the group warning codes (M9) and the availability reasons. Declared
 * with `msg` so that Lingui extracts them; shown with `i18n._(…)`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AvailabilityText, type AvailabilityReasonCode } from '../../../../../shared/reports/availability';
import type { ReportFlagKey, ReportPrecisionKey } from '../../../../../shared/reports/settings';
import { translateText } from '../../../app/messages';

export interface ReportFlagSection {
  id: 'front' | 'results' | 'lca' | 'back';
  title: MessageDescriptor;
  keys: readonly ReportFlagKey[];
}

/** The eighteen flags in four sections, in the order a printed report has them. */
export const REPORT_FLAG_SECTIONS: readonly ReportFlagSection[] = [
  {
    id: 'front',
    title: msg`Front matter`,
    keys: ['INCLUDE_PREFACE', 'INCLUDE_PROJECT_DESCRIPTION', 'INCLUDE_CLIENT_NAME_ENERGYWHEEL_BASELINE', 'INCLUDE_CLIENT_NAME_ENERGYWHEEL_COMPARATIVE'],
  },
  {
    id: 'results',
    title: msg`Results`,
    keys: [
      'INCLUDE_OPERATIONAL_RESULTS',
      'INCLUDE_ENERGYWHEEL',
      'INCLUDE_ENERGY_EFFICIENCY',
      'INCLUDE_UPS_COOLING',
      'INCLUDE_UPS_DESCRIPTION',
      'INCLUDE_COOLING_DESCRIPTION',
      'INCLUDE_ROI',
    ],
  },
  { id: 'lca', title: msg`Life-cycle assessment (LCA)`, keys: ['INCLUDE_LCA', 'INCLUDE_LCA_INTRO'] },
  {
    id: 'back',
    title: msg`Back matter`,
    keys: ['INCLUDE_REFERENCES', 'INCLUDE_METHODOLOGIES', 'INCLUDE_DATA_METHOD', 'INCLUDE_APPENDIX', 'INCLUDE_DETAILED_ITEMS'],
  },
];

export const REPORT_FLAG_LABELS: Record<ReportFlagKey, MessageDescriptor> = {
  INCLUDE_PREFACE: msg`Preface`,
  INCLUDE_PROJECT_DESCRIPTION: msg`Project description`,
  INCLUDE_CLIENT_NAME_ENERGYWHEEL_BASELINE: msg`Client name on the baseline energy wheel`,
  INCLUDE_CLIENT_NAME_ENERGYWHEEL_COMPARATIVE: msg`Client name on the comparative energy wheel`,
  INCLUDE_OPERATIONAL_RESULTS: msg`Operational results`,
  INCLUDE_ENERGYWHEEL: msg`Energy wheel`,
  INCLUDE_ENERGY_EFFICIENCY: msg`Energy efficiency`,
  INCLUDE_UPS_COOLING: msg`UPS and cooling`,
  INCLUDE_UPS_DESCRIPTION: msg`UPS description`,
  INCLUDE_COOLING_DESCRIPTION: msg`Cooling description`,
  INCLUDE_ROI: msg`Return on investment (ROI)`,
  INCLUDE_LCA: msg`LCA results`,
  INCLUDE_LCA_INTRO: msg`LCA introduction`,
  INCLUDE_REFERENCES: msg`References`,
  INCLUDE_METHODOLOGIES: msg`Methodologies`,
  INCLUDE_DATA_METHOD: msg`Data method`,
  INCLUDE_APPENDIX: msg`Appendix`,
  INCLUDE_DETAILED_ITEMS: msg`Detailed item list`,
};

export const REPORT_PRECISION_LABELS: Record<ReportPrecisionKey, MessageDescriptor> = {
  PRECISION: msg`Decimals for energy and money`,
  CO2_PRECISION: msg`Decimals for CO2`,
};

/** The M9 warning codes a group may carry (shared/calc/warnings.ts), as friendly texts. */
const GROUP_WARNING_TEXTS: Record<string, MessageDescriptor> = {
  category_infrastructure_share: msg`A category infrastructure share of the group is invalid: it needs at least one category and a percentage above 0 and at most 100.`,
  invalid_group_data: msg`The group's data is invalid: it uses no energy yet. Add items with power consumption.`,
  no_items: msg`The group has no items yet: add a solution with equipment.`,
};

/**
 * The warnings of a group as they apply: M9 sends both codes for either cause, so a valid share drops
 * `category_infrastructure_share`, and a group without items says so instead of "uses no energy"
 * (issue #34). Without the facts the codes are kept as sent.
 */
export function groupWarningCodes(g: { warnings: readonly string[]; itemCount?: number; categoryInfrastructureShareInvalid?: boolean }): string[] {
  return [...new Set(g.warnings)]
    .filter((w) => !(w === 'category_infrastructure_share' && g.categoryInfrastructureShareInvalid === false))
    .map((w) => (w === 'invalid_group_data' && g.itemCount === 0 ? 'no_items' : w));
}

/** A group warning code as a translated text; an unknown code is shown as sent. */
export function groupWarningText(i18n: I18n, code: string): string {
  const text = GROUP_WARNING_TEXTS[code];
  return text ? i18n._(text) : code;
}

/** An availability reason as the server sends it in `reasons` (or just its text, as in `errors.*ErrorReason`). */
export interface ReportReasonLike {
  code: string;
  message: string;
  groupName?: string | null;
}

function reasonByCode(i18n: I18n, code: AvailabilityReasonCode, groupName: string): string {
  switch (code) {
    case 'no_baseline':
      return i18n._(msg`The project has no active baseline group.`);
    case 'baseline_empty':
      return i18n._(msg`The baseline group "${groupName}" has no items.`);
    case 'no_active_comparative':
      return i18n._(msg`The project has no active comparative group.`);
    case 'group_empty':
      return i18n._(msg`The group "${groupName}" has no items yet: add a solution with equipment.`);
    case 'group_invalid_share':
      return i18n._(msg`A category infrastructure share of the group "${groupName}" is invalid: it needs at least one category and a percentage above 0 and at most 100.`);
    case 'group_no_energy':
      return i18n._(msg`The items of the group "${groupName}" use no energy: give them a power consumption.`);
    case 'group_warnings':
      return i18n._(msg`The group "${groupName}" has warnings: a category infrastructure share is invalid, or the group uses no energy.`);
    case 'no_lca_data':
      return i18n._(msg`No item of the active groups has LCA data.`);
    case 'no_refurbished_items':
      return i18n._(msg`No item of the active groups is refurbished.`);
  }
}

const STATIC_REASON_CODES = ['no_baseline', 'no_active_comparative', 'no_lca_data', 'no_refurbished_items'] as const;
const GROUP_REASON_CODES = ['baseline_empty', 'group_empty', 'group_invalid_share', 'group_no_energy', 'group_warnings'] as const;

/** Splits a group reason's English text into the parts around the group name. */
function groupReasonParts(code: (typeof GROUP_REASON_CODES)[number]): [string, string] {
  const marker = '\u0000';
  const [before, after] = AvailabilityText[code](marker).split(marker);
  return [before, after];
}

/**
 * An availability reason as a translated text. Reasons with a code are translated by the code; plain
 * texts are recognised when they are the server's English texts (shared/reports/availability.ts),
 * else translated when the catalogue knows them, else shown as sent.
 */
export function reportReasonText(i18n: I18n, reason: string | ReportReasonLike): string {
  if (typeof reason !== 'string') {
    if ((STATIC_REASON_CODES as readonly string[]).includes(reason.code) || ((GROUP_REASON_CODES as readonly string[]).includes(reason.code) && reason.groupName)) {
      return reasonByCode(i18n, reason.code as AvailabilityReasonCode, reason.groupName ?? '');
    }
    return reportReasonText(i18n, reason.message);
  }
  for (const code of STATIC_REASON_CODES) if (reason === AvailabilityText[code]) return reasonByCode(i18n, code, '');
  for (const code of GROUP_REASON_CODES) {
    const [before, after] = groupReasonParts(code);
    if (reason.length > before.length + after.length && reason.startsWith(before) && reason.endsWith(after)) {
      return reasonByCode(i18n, code, reason.slice(before.length, reason.length - after.length));
    }
  }
  return translateText(reason);
}
