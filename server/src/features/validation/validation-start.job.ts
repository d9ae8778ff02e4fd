/**
 * Start validation as a background job (`validation.start`, issue #15): the request records the
 * ProjectValidation and queues this job in its own transaction; the job queues the project's
 * unvalidated products and tells the super admins (ValidationStatusInitialize, AdminNotification and
 * stored notifications), as the user who started it. So the work survives the instance that took the
 * request: another instance runs the job once that one's lease has run out.
 */
import { requireActor } from '../../platform/auth/actor';
import { jobUserContext } from '../auth';
import type { RequestContext } from '../../platform/context';
import { currentRunner, jobs, PermanentJobError } from '../../platform/jobs';
import { Project } from '../projects';
import { inTransaction } from '../../platform/service-context';
import { queueProjectItems, recordValidationNotice } from './validation.service';

export const VALIDATION_START_JOB = 'validation.start';

export interface ValidationStartPayload {
  projectId: number;
  /** Who started it: the products are queued and announced in their name. */
  userId: number;
}

declare module '../../platform/jobs/queue' {
  interface JobPayloads {
    'validation.start': ValidationStartPayload;
  }
}

/** How long the request waits for its job (run here) before it answers anyway. */
export const START_WAIT_MS = 15_000;

/** The `validation.start` job (registered by server/src/app/jobs.ts). */
export function registerValidationJobs(): void {
  jobs.work(
    VALIDATION_START_JOB,
    async ({ projectId, userId }, job) => {
      const ctx = await jobUserContext(job.em, userId, job.id);
      if (!ctx) throw new PermanentJobError('The user who started the validation is no longer active.');
      // The queueing, the stored notifications and the job's "done" mark commit together, so a run
      // repeated after that commit (its instance died before recording the outcome) does nothing twice.
      const done = await inTransaction(ctx, async (tx) => {
        const [row] = await tx.em.execute<Array<{ progress: { queued?: number } | null }>>('select progress from jobs where id = ? for update', [job.id]);
        if (row?.progress?.queued !== undefined) return { queued: row.progress.queued, publish: null };
        const project = await tx.em.findOne(Project, projectId, { populate: ['partner'] });
        if (!project) throw new PermanentJobError('The project no longer exists.');
        const queued = await queueProjectItems(tx, project);
        const publish = await recordValidationNotice(tx.em, requireActor(tx.actor), queued);
        await tx.em.flush();
        await tx.em.execute('update jobs set progress = ?::jsonb, updated_at = now() where id = ?', [JSON.stringify({ queued: queued.queued }), job.id]);
        return { queued: queued.queued, publish };
      });
      done.publish?.();
      return { queued: done.queued };
    },
    { maxAttempts: 5, backoffMs: 2000 },
  );
}

/**
 * Queues the job inside the request's transaction `tx` (after its access checks); other instances
 * leave it alone for one lease, so that this one runs it first (see {@link runValidationStartHere}).
 */
export async function queueValidationStart(tx: RequestContext, projectId: number, userId: number): Promise<number> {
  return jobs.send(tx.em, VALIDATION_START_JOB, { projectId, userId }, { createdBy: userId, delayMs: currentRunner()?.runsJobs ? currentRunner()!.leaseMs : 0 });
}

/** After the commit: runs the job here and waits for it (bounded), so the reply comes after the work as before. */
export async function runValidationStartHere(ctx: RequestContext, jobId: number, waitMs = START_WAIT_MS): Promise<void> {
  if (await jobs.runHere(jobId)) await jobs.wait(ctx.em, jobId, waitMs);
}
