/**
 * The comparative-solution report as a PDF: the project-manager pipeline (reports/pdf) renders this
 * app's print view instead of its own. The document registered is a comparative report whose total
 * is the After group's yearly CO2 (the primary comparative group, shared/reports documentCo2Total),
 * so the public verification (M8) works unchanged.
 */
import type { RequestContext } from '../../platform/context';
import { exportReportPdf, printQuery, type ReportPageTarget, type ReportPdfVariant } from '../reports';
import { comparativeProject } from './comparative.service';

/** The SPA's print view of the comparative-solution report (a hash route outside the shell). */
export function comparativePrintUrl(target: ReportPageTarget): string {
  return `${target.baseUrl}/#/print/comparative-solution/projects/${target.projectId}/report?${printQuery(target)}`;
}

export async function exportComparativePdf(ctx: RequestContext, projectId: number, options: { baseUrl: string; pageUrl?: (t: ReportPageTarget) => string }) {
  const project = await comparativeProject(ctx, projectId);
  return exportReportPdf(ctx, project.id, 'comparative', { baseUrl: options.baseUrl, pageUrl: options.pageUrl ?? comparativePrintUrl });
}

/** The `report.pdf` jobs of this app: its own project check and print view, always the comparative report (wired by server/src/app/wiring.ts). */
export const comparativePdfVariant: ReportPdfVariant = { checkProject: (ctx, projectId) => comparativeProject(ctx, projectId), pageUrl: comparativePrintUrl, fixedType: 'comparative' };
