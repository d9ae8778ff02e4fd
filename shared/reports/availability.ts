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
  /**
   * Whether a solution of the group has an invalid category infrastructure share. M9 sends both
   * warning codes for either cause, so the reasons tell the causes apart by this and the item count
   * (issue #34: an empty group was blamed on "a category infrastructure share"). Unknown: the
   * general `group_warnings` reason.
   */
  shareInvalid?: boolean;
  /** Items whose product has LCA data (product, average-plus or category default, M5). */
  lcaItemCount: number;
  /** Items counted as refurbished (M5). */
  refurbishedItemCount: number;
}

export const AVAILABILITY_REASON_CODES = [
  'no_baseline',
  'baseline_empty',
  'no_active_comparative',
  'group_empty',
  'group_invalid_share',
  'group_no_energy',
  'group_warnings',
  'no_lca_data',
  'no_refurbished_items',
] as const;
export type AvailabilityReasonCode = (typeof AVAILABILITY_REASON_CODES)[number];

export interface AvailabilityReason {
  reportType: ReportType;
  code: AvailabilityReasonCode;
  message: string;
  /** The group concerned (baseline_empty and the group_* reasons). */
  groupId: number | string | null;
  groupName: string | null;
}

/** The catalogue's message of each reason (shared/errors); clients translate by key. */
export const AVAILABILITY_REASON_MESSAGE = {
  no_baseline: 'reports.reasonNoBaseline',
  baseline_empty: 'reports.reasonBaselineEmpty',
  no_active_comparative: 'reports.reasonNoActiveComparative',
  group_empty: 'reports.reasonGroupEmpty',
  group_invalid_share: 'reports.reasonGroupInvalidShare',
  group_no_energy: 'reports.reasonGroupNoEnergy',
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
  group_empty: (name: string) => renderMessage(availabilityReasonMessage('group_empty', name)),
  group_invalid_share: (name: string) => renderMessage(availabilityReasonMessage('group_invalid_share', name)),
  group_no_energy: (name: string) => renderMessage(availabilityReasonMessage('group_no_energy', name)),
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
    const text = AvailabilityText[code];
    const message = typeof text === 'function' ? text(group!.name) : text;
    reasons.push({ reportType, code, message, groupId: group?.id ?? null, groupName: group?.name ?? null });
  };
  const baseline = baselineGroupOf(groups);
  const comparatives = comparativeGroupsOf(groups);
  const counted = baseline ? [baseline, ...comparatives] : comparatives;

  // Single-solution (baseline) report.
  if (!baseline) reason('baseline_report', 'no_baseline');
  else if (baseline.itemCount === 0) reason('baseline_report', 'baseline_empty', baseline);
  // An empty baseline is said once (baseline_empty), not again as a group without items.
  if (baseline) for (const code of groupReasons(baseline)) if (!(code === 'group_empty' && baseline.itemCount === 0)) reason('baseline_report', code, baseline);

  // Comparative report.
  if (!baseline) reason('comparative_report', 'no_baseline');
  if (!comparatives.length) reason('comparative_report', 'no_active_comparative');
  for (const g of counted) for (const code of groupReasons(g)) reason('comparative_report', code, g);

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

/**
 * What exactly is wrong with a group that has M9 warnings: it has no items, a category infrastructure
 * share is invalid, or its items use no energy; the general reason only when the cause is unknown.
 */
export function groupReasons(g: Pick<AvailabilityGroup, 'warnings' | 'itemCount' | 'shareInvalid'>): AvailabilityReasonCode[] {
  if (!g.warnings.length) return [];
  if (g.itemCount === 0) return ['group_empty'];
  if (g.shareInvalid === undefined) return ['group_warnings'];
  return g.shareInvalid ? ['group_invalid_share'] : ['group_no_energy'];
}
