import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../../shared/errors';
import { errorMessage, restErrorMessage } from '../../app/errors';
import { translateMessage } from '../../app/messages';
import type { ReportPdfExportFieldsFragment } from '../../gql/graphql';
import type { NoticeSeverity } from '../common/useNotice';
import { ReportPdfExportDocument, ReportPdfExportStartDocument, ReportPdfExportUpdatedDocument } from './report-pdf-export.queries';

export type PdfExportPhase = 'starting' | 'queued' | 'rendering' | 'downloading';

export interface PdfExportTarget {
  projectId: string | number;
  /** baseline, comparative, lca or refurbishment (the comparative-solution app: comparative; single-solution: baseline). */
  type: string;
  app: 'project-manager' | 'comparative-solution' | 'single-solution';
}

/**
 * The Export PDF action of a report screen (issue #15): queues the export as a background job on the
 * server (reportPdfExportStart), follows it live (reportPdfExportUpdated, with a slow poll in case
 * an event was missed while the socket (re)connected), then downloads the file under the server's
 * name and says which document was registered for verification (M8). Errors are the job's keyed
 * message, translated; 503/504 (Chromium missing, busy or slow) get a try-again message.
 */
export function usePdfExport(notify: (text: string, severity?: NoticeSeverity) => void) {
  const { t } = useLingui();
  const [jobId, setJobId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const handled = useRef<string | null>(null);
  const [start, { loading: starting }] = useMutation(ReportPdfExportStartDocument);
  const { data } = useQuery(ReportPdfExportDocument, { variables: { id: jobId ?? '' }, skip: !jobId, pollInterval: jobId ? 3000 : 0, fetchPolicy: 'cache-and-network' });
  // The update lands in the query's cache entry (same id).
  useSubscription(ReportPdfExportUpdatedDocument, { variables: { id: jobId ?? '' }, skip: !jobId });
  const job = jobId && data?.reportPdfExport?.id === jobId ? data.reportPdfExport : null;

  const failed = (j: Pick<ReportPdfExportFieldsFragment, 'errorCode' | 'error'>) => {
    const unavailable = j.errorCode === 'UNAVAILABLE' || j.errorCode === 'TIMEOUT';
    const m = j.error as Message | null;
    notify(unavailable ? t`The PDF could not be made just now. Please try again in a moment.` : m?.key ? translateMessage(m) : t`An error occurred. Please try again later.`, 'error');
  };

  const download = async (j: ReportPdfExportFieldsFragment) => {
    setDownloading(true);
    try {
      const res = await fetch(j.fileUrl!, { credentials: 'same-origin' });
      if (!res.ok) {
        notify(restErrorMessage(res.status, await res.json().catch(() => null)), 'error');
        return;
      }
      const blob = await res.blob();
      const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? j.fileName ?? 'report.pdf';
      const href = URL.createObjectURL(blob);
      Object.assign(document.createElement('a'), { href, download: name }).click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      notify(t`The PDF is ready. Document ${j.documentId ?? ''} is registered for verification.`, 'success');
    } catch {
      notify(t`An error occurred. Please try again later.`, 'error');
    } finally {
      setDownloading(false);
    }
  };

  useEffect(() => {
    if (!job || handled.current === job.id) return;
    if (job.state === 'completed') {
      handled.current = job.id;
      setJobId(null);
      void download(job);
    } else if (job.state === 'failed') {
      handled.current = job.id;
      setJobId(null);
      failed(job);
    }
    // download and failed only read props and setters: the job is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job]);

  const run = async (target: PdfExportTarget) => {
    try {
      const r = await start({ variables: { projectId: String(target.projectId), input: { type: target.type, app: target.app } } });
      const queued = r.data?.reportPdfExportStart;
      if (queued) setJobId(queued.id);
    } catch (e) {
      notify(errorMessage(e), 'error');
    }
  };

  const phase: PdfExportPhase | null = starting ? 'starting' : downloading ? 'downloading' : jobId ? (job?.phase === 'rendering' ? 'rendering' : 'queued') : null;
  return { busy: phase !== null, phase, run };
}
