/**
 * The four printable reports (spec/project-areas.md §1, §2 "Report screens", §7 report-generated).
 */

import { keyed } from '../errors';

export const REPORT_TYPES = ['baseline_report', 'lca_report', 'comparative_report', 'refurbishment_report'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

export const reportTypeInvalid = keyed('reports.typeInvalid', { types: REPORT_TYPES.join(', ') });

/**
 * The report a screen shows, from a marker in its address (spec §2): baseline-report (the
 * single-solution report), lca-report, comparative-report; any other address is the refurbishment
 * report.
 */
export function reportTypeFromAddress(address: string): ReportType {
  if (address.includes('baseline-report')) return 'baseline_report';
  if (address.includes('lca-report')) return 'lca_report';
  if (address.includes('comparative-report')) return 'comparative_report';
  return 'refurbishment_report';
}

/** Whether LCA stage inclusion applies (methodology M5: only in the LCA report). */
export function isLcaReport(type: ReportType | null | undefined): boolean {
  return type === 'lca_report';
}
