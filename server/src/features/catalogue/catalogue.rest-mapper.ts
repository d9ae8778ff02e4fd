/** The REST facade's spelling of the catalogue import's replies. */
import type { CatalogueImportStatus } from './catalogue-import';

export function presentImportStatus(s: CatalogueImportStatus) {
  return {
    job_id: s.jobId,
    file_name: s.fileName,
    state: s.state,
    progress: { done: s.progress.done, total: s.progress.total, created: s.progress.created, updated: s.progress.updated, rejected: s.progress.rejected },
    result: s.result && { rows: s.result.rows, created: s.result.created, updated: s.result.updated, rejected: s.result.rejected, skipped: s.result.skipped.map((x) => ({ line: x.line, reason: x.reason })) },
    error: s.error,
  };
}
