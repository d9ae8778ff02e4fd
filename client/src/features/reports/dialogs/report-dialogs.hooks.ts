/**
 * The report screen's writes (spec/project-areas.md §2 report dialogs, §7 "Reports"): the report
 * settings with the rating year, a group's report heading, the comparative heading, and the log line of
 * a printed report. The dialogs and the page render. Each save re-reads the report screen once
 * (REPORT_VIEW_QUERY) after its last write.
 */
import { useMutation } from '@apollo/client/react';
import type { ReportSettingEntry } from '../../../../../shared/reports';
import type { ReportGeneratedInput } from '../../../gql/graphql';
import { ReportGeneratedCreateDocument } from '../report-queries';
import { REPORT_VIEW_QUERY, ReportComparativeHeadingUpdateDocument, ReportGroupHeadingUpdateDocument, ReportSettingsUpdateDocument, ReportYearUpdateDocument } from './report-dialog-queries';

/** The group headings a report shows (the group's other headings keep their values when one is saved). */
export type GroupHeadingField = 'baselineHeading' | 'lcaHeading' | 'refurbishmentHeading';

/**
 * Saves the twenty settings and, when given, a new rating year; the report screen is read again once,
 * after the last of the two. Resolves to whether both were saved.
 */
export function useReportSettingsSave(projectId: string) {
  const [saveSettings] = useMutation(ReportSettingsUpdateDocument);
  const [saveYear] = useMutation(ReportYearUpdateDocument);
  return async (settings: ReportSettingEntry[], newRatingYear?: number): Promise<boolean> => {
    const refetch = [REPORT_VIEW_QUERY];
    try {
      await saveSettings({ variables: { projectId, input: { settings } }, refetchQueries: newRatingYear === undefined ? refetch : [] });
      if (newRatingYear !== undefined) await saveYear({ variables: { projectId, year: newRatingYear }, refetchQueries: refetch });
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * The two heading writes. They reject with the server's error, which the heading dialog shows on its
 * field (or above the form), so they are not caught here.
 */
export function useHeadingSaves(projectId: string) {
  const [updateGroup] = useMutation(ReportGroupHeadingUpdateDocument, { refetchQueries: [REPORT_VIEW_QUERY] });
  const [updateComparative] = useMutation(ReportComparativeHeadingUpdateDocument, { refetchQueries: [REPORT_VIEW_QUERY] });
  return {
    groupHeading: (groupId: string, field: GroupHeadingField, heading: string) => updateGroup({ variables: { projectId, id: groupId, input: { [field]: heading } } }),
    /** An empty heading restores the default one. */
    comparativeHeading: (heading: string) => updateComparative({ variables: { projectId, comparativeHeading: heading || null } }),
  };
}

/** Logs that a report was printed (spec §3 Report generated); a failure does not stop the print. */
export function useReportGeneratedLog() {
  const [logGenerated] = useMutation(ReportGeneratedCreateDocument);
  return (input: ReportGeneratedInput) => void logGenerated({ variables: { input } }).catch(() => undefined);
}
