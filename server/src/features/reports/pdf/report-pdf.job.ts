/**
 * The report PDF export as a background job (`report.pdf`, issue #15): any instance renders it, the
 * PDF is stored in PostgreSQL (report_files) so that any instance hands it out, and a job whose
 * instance died is rendered by another.
 *
 * 1. queueReportPdf checks what a request can check at once (type 422, project 404, availability 422,
 *    Chromium 503) and queues the job for the caller, who alone may read it afterwards.
 * 2. The handler signs in as that user (a RequestContext of the job), checks again, registers the
 *    document, renders the print view from this instance's own origin (JobContext.baseUrl) and
 *    stores the file; a failed render discards its document (renderReportPdf). Progress phases:
 *    queued → rendering → done (or failed, with the keyed error). A 4xx (not available any more, no
 *    access) fails at once; a render failure is retried with the queue's backoff.
 * 3. The legacy GET …/report.pdf queues the job to run here (runHere, one attempt), waits for it
 *    (bounded) and answers the stored file, with the same errors as before.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, ErrorCode, isDomainError, keyed, type FieldErrors, type Message } from '../../../../../shared/errors';
import { reportPrintPath, type ReportExportType } from '../../../../../shared/reports';
import { requireActor } from '../../../platform/auth/actor';
import { jobUserContext } from '../../auth';
import { discardDocument } from '../../documents';
import type { RequestContext } from '../../../platform/context';
import { jobs, PermanentJobError, type JobView } from '../../../platform/jobs';
import { logger } from '../../../platform/logger';
import { slot } from '../../../platform/wiring';
import { RENDER_TIMEOUT_MS } from './pdf-renderer';
import { printQuery, prepareReportPdf, renderReportPdf, type ReportPageTarget } from './report-pdf.service';
import { getProject } from '../../projects';

export const REPORT_PDF_JOB = 'report.pdf';

/** Which app's print view the job renders (and which app's project check applies). */
export type ReportPdfApp = 'project-manager' | 'comparative-solution' | 'single-solution';

export const REPORT_PDF_APPS: readonly ReportPdfApp[] = ['project-manager', 'comparative-solution', 'single-solution'];

export interface ReportPdfPayload {
  projectId: number;
  type: ReportExportType;
  app: ReportPdfApp;
  /** The user who queued it: the render is signed in as them. */
  userId: number;
}

declare module '../../../platform/jobs/queue' {
  interface JobPayloads {
    'report.pdf': ReportPdfPayload;
  }
}

export type ReportPdfPhase = 'queued' | 'rendering' | 'done' | 'failed';

/** A failure as the job stores it: the DomainError's parts, so any instance can rebuild it. */
export interface ReportPdfError {
  code: ErrorCode;
  message: Message;
  field?: string;
  fieldErrors?: FieldErrors;
  meta?: Record<string, unknown>;
}

interface ReportPdfProgress {
  phase: ReportPdfPhase;
  error?: ReportPdfError;
  /** The document the running attempt registered: discarded by the next attempt if this one dies. */
  documentId?: string;
}

export interface ReportPdfResult {
  documentId: string;
  fileName: string;
  bytes: number;
}

export interface ReportPdfStatus {
  jobId: number;
  projectId: number;
  type: ReportExportType;
  app: ReportPdfApp;
  state: JobView['state'];
  phase: ReportPdfPhase;
  attempts: number;
  maxAttempts: number;
  result: ReportPdfResult | null;
  error: ReportPdfError | null;
  createdAt: Date;
}

/** How an app checks its project and which print view it renders (the comparative app registers its own). */
export interface ReportPdfVariant {
  checkProject?: (ctx: RequestContext, projectId: number) => Promise<{ id: number }>;
  pageUrl?: (target: ReportPageTarget) => string;
  /** The type this app always exports (the comparative app: comparative). */
  fixedType?: ReportExportType;
}

/**
 * The single-solution app's PDF: its own project only (another namespace's is a 404), always its baseline
 * report, rendered from its own print view (chart labels instead of the LCA data table, spec §2).
 */
export const singleSolutionPdfVariant: ReportPdfVariant = {
  checkProject: (ctx, projectId) => getProject(ctx, projectId, 'single-solution'),
  pageUrl: (target) => `${target.baseUrl}/#${reportPrintPath(target.projectId, 'baseline_report', 'single-solution')}?${printQuery(target)}`,
  fixedType: 'baseline',
};

/** Every app's variant (the project manager's is the default pipeline); the composition root fills this at start (server/src/app/wiring.ts). */
export const reportPdfVariants = slot<Record<ReportPdfApp, ReportPdfVariant>>('reports.pdfVariants');

/** A stored file is kept a day at most (its job may live longer). */
const KEEP_FILE_MS = 86_400_000;
/** The legacy GET waits this long for its job: the render's timeout and the render queue's. */
export const LEGACY_WAIT_MS = 2 * RENDER_TIMEOUT_MS + 10_000;

function errorOf(e: unknown): ReportPdfError {
  if (isDomainError(e)) return { code: e.code, message: e.toMessage(), field: e.field, fieldErrors: e.fieldErrors, meta: e.meta };
  return { code: ErrorCode.INTERNAL, message: keyed('pdf.exportFailed') };
}

function domainErrorOf(e: ReportPdfError): DomainError {
  return new DomainError(e.code, e.message, { field: e.field, fieldErrors: e.fieldErrors, meta: e.meta });
}

/** The caller of the job: the user who queued it, as a session would sign them in. */
async function jobRequestContext(em: EntityManager, userId: number, jobId: number): Promise<RequestContext> {
  const ctx = await jobUserContext(em, userId, jobId);
  if (!ctx) throw new PermanentJobError('The user who queued the export is no longer active.');
  return ctx;
}

async function storedFile(em: EntityManager, jobId: number): Promise<{ fileName: string; pdf: Buffer; documentId: string } | null> {
  const rows = await em.getConnection().execute<Array<{ file_name: string; pdf: Buffer; document_id: string }>>(
    'select file_name, pdf, document_id from report_files where job_id = ? and created_at > now() - (? * interval \'1 millisecond\')',
    [jobId, KEEP_FILE_MS],
  );
  const r = rows[0];
  return r ? { fileName: r.file_name, pdf: r.pdf, documentId: r.document_id } : null;
}

/** The `report.pdf` job (registered by server/src/app/jobs.ts). */
export function registerReportPdfJobs(): void {
  jobs.work(
    REPORT_PDF_JOB,
    async (payload, job) => {
      const em = job.em;
      await em.getConnection().execute('delete from report_files where created_at < now() - (? * interval \'1 millisecond\')', [KEEP_FILE_MS]);
      // A run whose outcome was lost (its instance died after storing the file) is done already.
      const existing = await storedFile(em, job.id);
      if (existing) return { documentId: existing.documentId, fileName: existing.fileName, bytes: existing.pdf.length } satisfies ReportPdfResult;
      const baseUrl = job.baseUrl();
      if (!baseUrl) throw new Error('This instance does not listen yet; another run will render the report.');
      try {
        const ctx = await jobRequestContext(em, payload.userId, job.id);
        // A run cut short (its instance died while rendering) left its document: no verifiable ID for a PDF nobody got.
        const stale = ((await jobs.get(em, job.id))?.progress as ReportPdfProgress | null)?.documentId;
        if (stale) await discardDocument(ctx, stale);
        await job.progress({ phase: 'rendering' } satisfies ReportPdfProgress);
        const variant = reportPdfVariants.get()[payload.app] ?? {};
        await variant.checkProject?.(ctx, payload.projectId);
        const prepared = await prepareReportPdf(ctx, payload.projectId, payload.type);
        const exported = await renderReportPdf(ctx, prepared, {
          baseUrl,
          pageUrl: variant.pageUrl,
          onRegistered: (documentId) => job.progress({ phase: 'rendering', documentId } satisfies ReportPdfProgress),
        });
        await em.getConnection().execute(
          'insert into report_files (job_id, file_name, pdf, document_id, created_at) values (?, ?, ?, ?, now()) on conflict (job_id) do nothing',
          [job.id, exported.fileName, exported.pdf, exported.document.id],
        );
        await job.progress({ phase: 'done' } satisfies ReportPdfProgress);
        return { documentId: exported.document.id, fileName: exported.fileName, bytes: exported.pdf.length } satisfies ReportPdfResult;
      } catch (e) {
        await job.progress({ phase: 'failed', error: errorOf(e) } satisfies ReportPdfProgress).catch(() => undefined);
        // Not available any more, no access, a bad type: running it again cannot help.
        if (e instanceof PermanentJobError || (isDomainError(e) && e.status < 500)) throw new PermanentJobError(e.message);
        throw e;
      }
    },
    { maxAttempts: 3, backoffMs: 2000 },
  );
}

function present(job: JobView): ReportPdfStatus {
  const payload = job.payload as ReportPdfPayload;
  const progress = (job.progress as ReportPdfProgress | null) ?? { phase: 'queued' };
  const phase: ReportPdfPhase = job.state === 'completed' ? 'done' : job.state === 'failed' ? 'failed' : job.state === 'queued' ? 'queued' : progress.phase === 'done' ? 'rendering' : progress.phase;
  return {
    jobId: job.id,
    projectId: payload.projectId,
    type: payload.type,
    app: payload.app,
    state: job.state,
    phase: phase === 'failed' && job.state !== 'failed' ? 'rendering' : phase,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    result: job.state === 'completed' ? (job.result as ReportPdfResult) : null,
    error: job.state === 'failed' ? (progress.error ?? { code: ErrorCode.INTERNAL, message: keyed('pdf.exportFailed') }) : null,
    createdAt: job.createdAt,
  };
}

export interface QueueOptions {
  /** Try it on this instance at once (the legacy GET). */
  runHere?: boolean;
  maxAttempts?: number;
}

/** Checks the export and queues it for the caller; answers the job at once. */
export async function queueReportPdf(ctx: RequestContext, app: ReportPdfApp, projectId: number, type: unknown, options: QueueOptions = {}): Promise<ReportPdfStatus> {
  const actor = requireActor(ctx.actor);
  const variant = reportPdfVariants.get()[app] ?? {};
  if (variant.checkProject) await variant.checkProject(ctx, projectId);
  const prepared = await prepareReportPdf(ctx, projectId, variant.fixedType ?? type);
  const payload: ReportPdfPayload = { projectId: prepared.model.project.id, type: prepared.type, app, userId: actor.user.id };
  const id = await jobs.send(ctx.em, REPORT_PDF_JOB, payload, { createdBy: actor.user.id, runHere: options.runHere, maxAttempts: options.maxAttempts });
  logger.info({ jobId: id, projectId: payload.projectId, type: payload.type, app, userId: actor.user.id, requestId: ctx.requestId }, 'report PDF export queued');
  return reportPdfStatus(ctx, id);
}

/** A report PDF job of the caller (NOT_FOUND for anyone else's, or, given a project or app, another's). */
export async function reportPdfStatus(ctx: RequestContext, jobId: number, where: { projectId?: number; app?: ReportPdfApp } = {}): Promise<ReportPdfStatus> {
  const actor = requireActor(ctx.actor);
  const job = await jobs.get(ctx.em, jobId, actor.user.id);
  if (!job || job.name !== REPORT_PDF_JOB) throw DomainError.notFound();
  const status = present(job);
  if (where.projectId !== undefined && String(status.projectId) !== String(where.projectId)) throw DomainError.notFound();
  if (where.app !== undefined && status.app !== where.app) throw DomainError.notFound();
  return status;
}

export interface ReportPdfFile {
  pdf: Buffer;
  fileName: string;
  documentId: string;
}

/** The PDF of a finished job of the caller: 409 while it renders, the job's error if it failed, 404 once deleted. */
export async function reportPdfFile(ctx: RequestContext, jobId: number, where: { projectId?: number; app?: ReportPdfApp } = {}): Promise<ReportPdfFile> {
  const status = await reportPdfStatus(ctx, jobId, where);
  if (status.state === 'failed') throw domainErrorOf(status.error!);
  if (status.state !== 'completed') throw new DomainError(ErrorCode.CONFLICT, keyed('pdf.notReady'));
  const file = await storedFile(ctx.em, status.jobId);
  if (!file) throw DomainError.notFound();
  return file;
}

/**
 * The legacy GET …/report.pdf: the same job, run here at once with one attempt, waited for (at most
 * LEGACY_WAIT_MS); its file, or its error as the synchronous export answered it.
 */
export async function exportReportPdfAndWait(ctx: RequestContext, app: ReportPdfApp, projectId: number, type: unknown, waitMs = LEGACY_WAIT_MS): Promise<ReportPdfFile> {
  const queued = await queueReportPdf(ctx, app, projectId, type, { runHere: true, maxAttempts: 1 });
  const job = await jobs.wait(ctx.em, queued.jobId, waitMs);
  if (!job || (job.state !== 'completed' && job.state !== 'failed')) throw new DomainError(ErrorCode.TIMEOUT, keyed('pdf.timeout', { seconds: Math.round(waitMs / 1000) }));
  return reportPdfFile({ ...ctx, em: ctx.em.fork() }, queued.jobId);
}
