import type { ReportType } from '../../../../shared/reports';
import type { ReportView } from './report-model';

type Availability = ReportView['availability'];

/** Whether a report type can be shown, and the reasons why not (spec §3 Report availability). */
export function availabilityOf(a: Availability, type: ReportType): { available: boolean; reasons: string[] } {
  switch (type) {
    case 'baseline_report':
      return { available: a.singleAvailable, reasons: a.errors.singleErrorReason };
    case 'comparative_report':
      return { available: a.comparativeAvailable, reasons: a.errors.comparativeErrorReason };
    case 'lca_report':
      return { available: a.lcaAvailable, reasons: a.errors.lcaErrorReason };
    default:
      return { available: a.refurbishmentAvailable, reasons: a.errors.refurbishmentErrorReason };
  }
}
