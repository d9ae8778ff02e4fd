import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REPORT_MARKERS, type ReportType } from '../../../../shared/reports';
import { headlineGroup, type ReportModel } from './report-model';

export const REPORT_TITLES: Record<ReportType, MessageDescriptor> = {
  baseline_report: msg`Baseline report`,
  comparative_report: msg`Comparative report`,
  lca_report: msg`Life-cycle assessment report`,
  refurbishment_report: msg`Refurbishment report`,
};

export const REPORT_DESCRIPTIONS: Record<ReportType, MessageDescriptor> = {
  baseline_report: msg`The current situation: energy use, cost, CO2 emission, DCiE and energy rating of the baseline.`,
  comparative_report: msg`The baseline against the proposed solutions: savings in energy, cost and CO2, efficiency and return on investment.`,
  lca_report: msg`Global warming potential over the life cycle: manufacturing, transport, use and end of life.`,
  refurbishment_report: msg`Emissions avoided by refurbished equipment, against the impact of refurbishing it.`,
};

/** The report's subtitle: the heading the user chose, else a sensible default from the group names. */
export function reportSubtitle(m: ReportModel, i18n: I18n): string {
  const g = headlineGroup(m);
  switch (m.type) {
    case 'baseline_report':
      return g?.baselineHeading || g?.name || '';
    case 'comparative_report':
      return m.data.report.comparativeHeading || (m.baseline && g ? i18n._(msg`${m.baseline.name} compared with ${g.name}`) : (m.baseline?.name ?? ''));
    case 'lca_report':
      return g?.lcaHeading || g?.name || '';
    default:
      return g?.refurbishmentHeading || g?.name || '';
  }
}

/** The report types in the order the screens offer them. */
export const REPORT_ORDER: readonly ReportType[] = ['baseline_report', 'comparative_report', 'lca_report', 'refurbishment_report'];

/** The reports an app offers: a single-solution project has one, the baseline report of its solution (spec project-areas §2). */
export function reportsOf(namespace: string): readonly ReportType[] {
  return namespace === 'single-solution' ? ['baseline_report'] : REPORT_ORDER;
}

/**
 * Whose print view and PDF export a report screen's app uses: a single-solution project its own
 * (/print/single-solution/…, POST /single-solution/…/report.pdf/jobs), the others the project manager's
 * (buyers' report screens are the project manager's).
 */
export function printApp(namespace: string): 'project-manager' | 'single-solution' {
  return namespace === 'single-solution' ? 'single-solution' : 'project-manager';
}

/** The app of the current address: buyers open the same reports under /buyers/projects (spec/platform-and-shell.md §2). */
function reportNamespace(): string {
  if (typeof window === 'undefined') return 'project-manager';
  const hash = window.location.hash;
  return hash.startsWith('#/buyers/') ? 'buyers' : hash.startsWith('#/single-solution/') ? 'single-solution' : 'project-manager';
}

export function reportPath(projectId: string, type: ReportType): string {
  return `/${reportNamespace()}/projects/${projectId}/${REPORT_MARKERS[type]}`;
}

export function selectReportPath(projectId: string): string {
  return `/${reportNamespace()}/projects/${projectId}/select-report`;
}
