/**
 * The EED report screen's calls (issue #31): read a year, save a year, and the download links of the
 * annual report (REST export, CSV or XLSX). The components only render.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { graphQLErrorInfo } from '../../app/errors';
import type { EedReportFieldsFragment, EedReportInputType } from '../../gql/graphql';
import { firstFieldErrors } from '../common/yup-formik';
import { EedReportDocument, EedReportSaveDocument } from './eed-report.queries';

export type EedReportData = EedReportFieldsFragment;

export function useEedReport(projectId: string, solutionId: string, year: number) {
  const { data, loading, error, refetch } = useQuery(EedReportDocument, { variables: { projectId, solutionId, year }, fetchPolicy: 'cache-and-network' });
  return {
    report: data?.eedReport ?? null,
    loading: loading && !data,
    error,
    errorText: error ? graphQLErrorInfo(error).message : null,
    reload: () => void refetch().catch(() => undefined),
  };
}

export type SaveResult = { ok: true; report: EedReportData } | { ok: false; message: string; fieldErrors: Record<string, string> };

export function useEedReportSave(notify: (text: string, severity?: 'success' | 'error') => void) {
  const { t } = useLingui();
  const [saveReport] = useMutation(EedReportSaveDocument);
  return {
    /** Saves (replaces) the year; on failure the server's field errors for the form. */
    save: async (input: EedReportInputType): Promise<SaveResult> => {
      try {
        const r = await saveReport({
          variables: { input },
          // The year's query answers the saved report at once.
          update: (cache, { data }) => {
            if (data) cache.writeQuery({ query: EedReportDocument, variables: { projectId: input.projectId, solutionId: input.solutionId, year: input.year }, data: { eedReport: data.eedReportSave } });
          },
        });
        notify(t`EED report saved`);
        return { ok: true, report: r.data!.eedReportSave };
      } catch (e) {
        const info = graphQLErrorInfo(e);
        notify(info.message, 'error');
        return { ok: false, message: info.message, fieldErrors: firstFieldErrors(info.fieldErrors) };
      }
    },
  };
}

/** The REST export of the year's annual report (the session cookie authorises the download). */
export function eedExportUrl(projectId: string, solutionId: string, year: number, format: 'csv' | 'xlsx', locale = 'en-GB'): string {
  // The labels and file name in the user's language (issue #47, Translations).
  return `/api/v1/project-manager/projects/${encodeURIComponent(projectId)}/solution/${encodeURIComponent(solutionId)}/eed-report/export?year=${year}&format=${format}&lang=${encodeURIComponent(locale)}`;
}

/** The print view of the year's report (a clean A4 page). */
export function eedPrintPath(projectId: string, solutionId: string, year: number): string {
  return `/print/project-manager/projects/${projectId}/solutions/${solutionId}/eed-report/${year}`;
}

export function eedReportPath(projectId: string, solutionId: string): string {
  return `/project-manager/projects/${projectId}/solutions/${solutionId}/eed-report`;
}
