/**
 * The total kg CO2e an exported report states, registered with its document ID for the public check
 * (methodology M8; GET …/report.pdf?type=). Pure: the server registers it from the report data it
 * computed, and the print view can call it on the same data to label the printed total.
 *
 * - baseline: the yearly operational CO2 (M3) of the active baseline group;
 * - comparative: the yearly operational CO2 of the primary comparative group, else the first active one;
 * - lca: the GWP (M5) of the primary comparative group, else of the baseline. The figures must come
 *   from the report computed as lca_report, so that LCA stage inclusion applies;
 * - refurbishment: the refurbished offset total (M5) of the primary comparative group when it has
 *   refurbished items, else of the first counted group (baseline, then the comparatives in order)
 *   that has some.
 */
import { keyed } from '../errors';
import { baselineGroupOf, comparativeGroupsOf, primaryComparativeGroupOf, type ReportGroupRef } from './comparison';

/** The `type` of GET …/report.pdf: the report types without the `_report` suffix (DOCUMENT_TYPES). */
export const REPORT_EXPORT_TYPES = ['baseline', 'comparative', 'lca', 'refurbishment'] as const;
export type ReportExportType = (typeof REPORT_EXPORT_TYPES)[number];

export function isReportExportType(value: unknown): value is ReportExportType {
  return typeof value === 'string' && (REPORT_EXPORT_TYPES as readonly string[]).includes(value);
}

export const reportExportTypeInvalid = keyed('common.typeOneOf', { types: REPORT_EXPORT_TYPES.join(', ') });

/** What the document total is: the label the print view gives it. */
export type DocumentTotalBasis = 'yearly_operational_co2' | 'gwp' | 'refurbishment_offset';

/** A group of the report data as the GraphQL report gives it (camelCase field names). */
export interface DocumentTotalGroup extends ReportGroupRef {
  id: number | string;
  /** Yearly operational CO2, kg (M3). */
  co2EmissionKg: number;
  refurbishedItemCount: number;
  lcaData: { gwpKgCo2e: number; refurbishedOffsetTotalKgCo2e: number };
}

export interface DocumentCo2Total {
  co2TotalKg: number;
  groupId: number | string;
  basis: DocumentTotalBasis;
}

/** The basis of a report type's total (it depends on the type only). */
export function documentTotalBasis(type: ReportExportType): DocumentTotalBasis {
  return type === 'lca' ? 'gwp' : type === 'refurbishment' ? 'refurbishment_offset' : 'yearly_operational_co2';
}

/** The total a report of `type` states, or null when the report has no group to take it from. */
export function documentCo2Total<G extends DocumentTotalGroup>(type: ReportExportType, groups: readonly G[]): DocumentCo2Total | null {
  const basis = documentTotalBasis(type);
  const baseline = baselineGroupOf(groups);
  const comparative = primaryComparativeGroupOf(groups);
  const total = (group: G | null, value: (g: G) => number): DocumentCo2Total | null => (group ? { co2TotalKg: value(group), groupId: group.id, basis } : null);
  switch (type) {
    case 'baseline':
      return total(baseline, (g) => g.co2EmissionKg);
    case 'comparative':
      return total(comparative, (g) => g.co2EmissionKg);
    case 'lca':
      return total(comparative ?? baseline, (g) => g.lcaData.gwpKgCo2e);
    case 'refurbishment': {
      const counted = baseline ? [baseline, ...comparativeGroupsOf(groups)] : comparativeGroupsOf(groups);
      const group = comparative && comparative.refurbishedItemCount > 0 ? comparative : (counted.find((g) => g.refurbishedItemCount > 0) ?? null);
      return total(group, (g) => g.lcaData.refurbishedOffsetTotalKgCo2e);
    }
  }
}
