/**
 * The REST facade's spelling of the report calls (spec/project-areas.md §7 "Reports"): the field
 * tables that read bodies into the domain inputs. The replies are presented by report.presenters.ts.
 */
import type { ReportGeneratedFields, ReportSettingEntry, ReportUpdateFields } from '../../../../shared/reports';
import type { RestFieldTable } from '../../platform/http/rest-fields';

export const reportUpdateRestFields: RestFieldTable<ReportUpdateFields> = { year: 'year', comparativeHeading: 'comparative_heading' };

export const reportGeneratedRestFields: RestFieldTable<ReportGeneratedFields> = { reportType: 'report_type', projectId: 'project_id' };

/**
 * The list of a settings update: the body itself, or its report_settings (or settings) field. The
 * entries are checked by the service (parseReportSettings), which names every bad one.
 */
export function settingsFromRest(body: unknown): ReportSettingEntry[] {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    return (b.report_settings ?? b.settings) as ReportSettingEntry[];
  }
  return body as ReportSettingEntry[];
}
