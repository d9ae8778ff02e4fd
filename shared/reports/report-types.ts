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

/** URL marker of each report type (spec §2). */
export const REPORT_MARKERS: Record<ReportType, string> = {
  baseline_report: 'baseline-report',
  comparative_report: 'comparative-report',
  lca_report: 'lca-report',
  refurbishment_report: 'refurbishment-report',
};

/**
 * The hash route of a report's print view: the A4 sheets alone, outside the app shell. The report
 * screen's print action opens it and the server's PDF export renders it, so both print the same page.
 */
export function reportPrintPath(projectId: string | number, type: ReportType, namespace: 'project-manager' | 'single-solution' = 'project-manager'): string {
  return `/print/${namespace}/projects/${projectId}/${REPORT_MARKERS[type]}`;
}

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
