/**
 * The total kg CO2e an exported report states, registered with its document ID for the public check
 * (methodology M8; GET …/report.pdf?type=). Pure: the server registers it from the report data it
 * computed, and the print view can call it on the same data to label the printed total.
 *
 * - baseline: the yearly scope 2 CO2 of the active baseline group, by the partner's registered method
 *   (location-based unless market-based is chosen; issue #46 point 2, GHG Protocol Scope 2 Guidance
 *   2015 ch. 7.1: each figure labelled by its method). Documents issued before (no method) stated the
 *   M3 figure (`yearly_operational_co2`), which mixes both methods; they keep it;
 * - comparative: the same figure of the primary comparative group, else the first active one;
 * - lca: the GWP (M5) of the primary comparative group, else of the baseline. The figures must come
 *   from the report computed as lca_report, so that LCA stage inclusion applies;
 * - refurbishment: the refurbished offset total (M5) of the primary comparative group when it has
 *   refurbished items, else of the first counted group (baseline, then the comparatives in order)
 *   that has some.
 */
import type { Scope2Method } from '../calc';
import { keyed } from '../errors';
import { baselineGroupOf, comparativeGroupsOf, primaryComparativeGroupOf, type ReportGroupRef } from './comparison';

/** The `type` of GET …/report.pdf: the report types without the `_report` suffix (DOCUMENT_TYPES). */
export const REPORT_EXPORT_TYPES = ['baseline', 'comparative', 'lca', 'refurbishment'] as const;
export type ReportExportType = (typeof REPORT_EXPORT_TYPES)[number];

export function isReportExportType(value: unknown): value is ReportExportType {
  return typeof value === 'string' && (REPORT_EXPORT_TYPES as readonly string[]).includes(value);
}

export const reportExportTypeInvalid = keyed('common.typeOneOf', { types: REPORT_EXPORT_TYPES.join(', ') });

/**
 * What the document total is: the label the print view gives it. `yearly_operational_co2` is M3's
 * figure, registered only by documents issued before issue #46 (point 2); a baseline or comparative
 * document now registers a named scope 2 figure (`scope2_location_based` or `scope2_market_based`).
 */
export type DocumentTotalBasis = 'yearly_operational_co2' | 'scope2_location_based' | 'scope2_market_based' | 'gwp' | 'refurbishment_offset';

/** The basis of a scope 2 method's figure. */
export function scope2Basis(method: Scope2Method): DocumentTotalBasis {
  return method === 'market' ? 'scope2_market_based' : 'scope2_location_based';
}

/** A group of the report data as the GraphQL report gives it (camelCase field names). */
export interface DocumentTotalGroup extends ReportGroupRef {
  id: number | string;
  /** Yearly operational CO2, kg (M3): the total of documents issued without a scope 2 method. */
  co2EmissionKg: number;
  /** The group's yearly scope 2 figures, kg CO2e (shared/calc/scope2.ts); needed with a method. */
  scope2?: { locationBasedKg: number; marketBasedKg: number } | null;
  refurbishedItemCount: number;
  lcaData: { gwpKgCo2e: number; refurbishedOffsetTotalKgCo2e: number };
}

export interface DocumentCo2Total {
  co2TotalKg: number;
  groupId: number | string;
  basis: DocumentTotalBasis;
}

/**
 * The basis of a report type's total: the type's, and for baseline and comparative reports the scope 2
 * method's (null: a document issued before issue #46, which registered M3's figure).
 */
export function documentTotalBasis(type: ReportExportType, method: Scope2Method | null = null): DocumentTotalBasis {
  if (type === 'lca') return 'gwp';
  if (type === 'refurbishment') return 'refurbishment_offset';
  return method === null ? 'yearly_operational_co2' : scope2Basis(method);
}

/** A group's yearly operational figure of `basis`: a named scope 2 figure, or (documents issued before) M3's. */
function operationalKg(g: DocumentTotalGroup, basis: DocumentTotalBasis): number {
  if (basis === 'yearly_operational_co2') return g.co2EmissionKg;
  if (!g.scope2) throw new RangeError(`The group ${g.id} has no scope 2 figures for the document total.`);
  return basis === 'scope2_market_based' ? g.scope2.marketBasedKg : g.scope2.locationBasedKg;
}

/**
 * The total a report of `type` states, or null when the report has no group to take it from. `method`:
 * the partner's registered scope 2 method (issue #46 point 2); null re-computes a document issued before.
 */
export function documentCo2Total<G extends DocumentTotalGroup>(type: ReportExportType, groups: readonly G[], method: Scope2Method | null = null): DocumentCo2Total | null {
  const basis = documentTotalBasis(type, method);
  const baseline = baselineGroupOf(groups);
  const comparative = primaryComparativeGroupOf(groups);
  const total = (group: G | null, value: (g: G) => number): DocumentCo2Total | null => (group ? { co2TotalKg: value(group), groupId: group.id, basis } : null);
  switch (type) {
    case 'baseline':
      return total(baseline, (g) => operationalKg(g, basis));
    case 'comparative':
      return total(comparative, (g) => operationalKg(g, basis));
    case 'lca':
      return total(comparative ?? baseline, (g) => g.lcaData.gwpKgCo2e);
    case 'refurbishment': {
      const counted = baseline ? [baseline, ...comparativeGroupsOf(groups)] : comparativeGroupsOf(groups);
      const group = comparative && comparative.refurbishedItemCount > 0 ? comparative : (counted.find((g) => g.refurbishedItemCount > 0) ?? null);
      return total(group, (g) => g.lcaData.refurbishedOffsetTotalKgCo2e);
    }
  }
}
