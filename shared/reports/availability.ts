/**
 * Which reports a project can print, and why not (spec/project-areas.md §2 the 'Report type not
 * available!' alert, §3 "Report availability"; methodology M9 warnings). Pure: the server runs it on
 * the engine's figures, and a client could run it on the same data.
 */
import { keyed, renderMessage, type Message, type MessageKey } from '../errors';
import { baselineGroupOf, comparativeGroupsOf, type ReportGroupRef } from './comparison';
import type { ReportType } from './report-types';

export interface AvailabilityGroup extends ReportGroupRef {
  id: number | string;
  name: string;
  itemCount: number;
  /** The group's M9 warnings (category_infrastructure_share, invalid_group_data). */
  warnings: readonly string[];
  /** Items whose product has LCA data (product, average-plus or category default, M5). */
  lcaItemCount: number;
  /** Items counted as refurbished (M5). */
  refurbishedItemCount: number;
}

export const AVAILABILITY_REASON_CODES = ['no_baseline', 'baseline_empty', 'no_active_comparative', 'group_warnings', 'no_lca_data', 'no_refurbished_items'] as const;
export type AvailabilityReasonCode = (typeof AVAILABILITY_REASON_CODES)[number];

export interface AvailabilityReason {
  reportType: ReportType;
  code: AvailabilityReasonCode;
  message: string;
  /** The group concerned (group_warnings, baseline_empty). */
  groupId: number | string | null;
  groupName: string | null;
}

/** The catalogue's message of each reason (shared/errors); clients translate by key. */
export const AVAILABILITY_REASON_MESSAGE = {
  no_baseline: 'reports.reasonNoBaseline',
  baseline_empty: 'reports.reasonBaselineEmpty',
  no_active_comparative: 'reports.reasonNoActiveComparative',
  group_warnings: 'reports.reasonGroupWarnings',
  no_lca_data: 'reports.reasonNoLcaData',
  no_refurbished_items: 'reports.reasonNoRefurbishedItems',
} as const satisfies Record<AvailabilityReasonCode, MessageKey>;

/** A reason as a keyed message (the group's name as `name` where the text names the group). */
export function availabilityReasonMessage(code: AvailabilityReasonCode, groupName: string | null = null): Message {
  return keyed(AVAILABILITY_REASON_MESSAGE[code], groupName === null ? undefined : { name: groupName });
}

/** English texts of the reasons; clients translate by `code` and fall back to these. */
export const AvailabilityText = {
  no_baseline: renderMessage(availabilityReasonMessage('no_baseline')),
  baseline_empty: (name: string) => renderMessage(availabilityReasonMessage('baseline_empty', name)),
  no_active_comparative: renderMessage(availabilityReasonMessage('no_active_comparative')),
  group_warnings: (name: string) => renderMessage(availabilityReasonMessage('group_warnings', name)),
  no_lca_data: renderMessage(availabilityReasonMessage('no_lca_data')),
  no_refurbished_items: renderMessage(availabilityReasonMessage('no_refurbished_items')),
} as const;

export interface ReportAvailability {
  comparativeAvailable: boolean;
  singleAvailable: boolean;
  lcaAvailable: boolean;
  refurbishmentAvailable: boolean;
  /** Every reason, per report type, in a stable order. */
  reasons: AvailabilityReason[];
}

/**
 * - single (baseline report): an active baseline with items and without warnings;
 * - comparative: an active baseline and at least one active comparative group, none of them with
 *   warnings (each group with warnings is named);
 * - LCA: some item of the active baseline or comparative groups has LCA data;
 * - refurbishment: some item of those groups is refurbished.
 */
export function reportAvailability(groups: readonly AvailabilityGroup[]): ReportAvailability {
  const reasons: AvailabilityReason[] = [];
  const reason = (reportType: ReportType, code: AvailabilityReasonCode, group: AvailabilityGroup | null = null) => {
    const message =
      code === 'baseline_empty' ? AvailabilityText.baseline_empty(group!.name) : code === 'group_warnings' ? AvailabilityText.group_warnings(group!.name) : AvailabilityText[code];
    reasons.push({ reportType, code, message, groupId: group?.id ?? null, groupName: group?.name ?? null });
  };
  const baseline = baselineGroupOf(groups);
  const comparatives = comparativeGroupsOf(groups);
  const counted = baseline ? [baseline, ...comparatives] : comparatives;

  // Single-solution (baseline) report.
  if (!baseline) reason('baseline_report', 'no_baseline');
  else if (baseline.itemCount === 0) reason('baseline_report', 'baseline_empty', baseline);
  if (baseline && baseline.warnings.length) reason('baseline_report', 'group_warnings', baseline);

  // Comparative report.
  if (!baseline) reason('comparative_report', 'no_baseline');
  if (!comparatives.length) reason('comparative_report', 'no_active_comparative');
  for (const g of counted) if (g.warnings.length) reason('comparative_report', 'group_warnings', g);

  if (!counted.some((g) => g.lcaItemCount > 0)) reason('lca_report', 'no_lca_data');
  if (!counted.some((g) => g.refurbishedItemCount > 0)) reason('refurbishment_report', 'no_refurbished_items');

  const none = (type: ReportType) => !reasons.some((r) => r.reportType === type);
  return {
    comparativeAvailable: none('comparative_report'),
    singleAvailable: none('baseline_report'),
    lcaAvailable: none('lca_report'),
    refurbishmentAvailable: none('refurbishment_report'),
    reasons,
  };
}
