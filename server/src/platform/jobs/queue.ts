/**
 * Background jobs in PostgreSQL itself: a `jobs` table that every app instance on the database works
 * from, so no broker is needed and a job survives the instance that queued it.
 *
 * - `jobs.send(em, name, payload)` inserts a row (inside the caller's transaction when `em` is one,
 *   so a job exists exactly when the write that wanted it committed) and wakes idle workers of every
 *   instance through the realtime bus (LISTEN/NOTIFY); workers also poll (JOBS_POLL_MS).
 * - `jobs.work(name, handler, options)` says how a name is run; every instance's {@link JobRunner}
 *   (started and stopped with the app) claims due rows of the names it knows with
 *   `SELECT … FOR UPDATE SKIP LOCKED`, so one job runs on one instance at a time.
 * - A claimed job carries a lease (JOBS_LEASE_MS) that its worker renews while the handler runs. An
 *   instance that dies stops renewing: once the lease has run out, another instance takes the job
 *   again (the cut-short run counts as an attempt).
 * - A handler that throws is retried with exponential backoff up to `maxAttempts`, then the job is
 *   `failed` with the last error; {@link PermanentJobError} fails it at once (bad input, no retry).
 * - State and progress are columns (`jobs.get`) and each change is published as JobUpdated on the
 *   bus, to the user who queued the job.
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { logger } from '../logger';
import { pubSub, Topic } from '../realtime/pubsub';
import type { JobState } from './job.entity';

/**
 * The payload type of each job name. Features add theirs by declaration merging:
 * `declare module '../../platform/jobs/queue' { interface JobPayloads { 'x.y': { id: number } } }`.
 */
export interface JobPayloads {}
export type JobName = keyof JobPayloads & string;

export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** A fresh EntityManager of this instance's ORM. */
  em: EntityManager;
  /** Stores and publishes the job's progress (keep it small: it travels in a NOTIFY). */
  progress(value: unknown): Promise<void>;
  /** Aborted when this instance stops or loses the job's lease: stop early if you can. */
  signal: AbortSignal;
  /**
   * The HTTP origin this instance itself is reached on (e.g. for a headless browser rendering one of
   * its pages), or null when it does not listen (yet).
   */
  baseUrl(): string | null;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<unknown>;

export interface WorkOptions {
  /** Runs in all, the first included (default 5). */
  maxAttempts?: number;
  /** Wait before the 2nd run; doubled before each further one (default 2 s). */
  backoffMs?: number;
  /** Longest wait between runs (default 5 min). */
  backoffMaxMs?: number;
}

export interface SendOptions {
  /** The user who queued it: only they may read its state (jobs.get with `userId`). */
  createdBy?: number | null;
  /** Overrides the handler's maxAttempts for this job. */
  maxAttempts?: number;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
  /**
   * Try it on this instance at once (when it runs jobs and `em` is in no transaction): other instances
   * only take it once the lease has run out, if this one has not finished it by then.
   */
  runHere?: boolean;
}

export interface JobView {
  id: number;
  name: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  progress: unknown;
  result: unknown;
  lastError: string | null;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

/** A failure that retrying cannot fix (the input is wrong): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

interface Registered {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  backoffMs: number;
  backoffMaxMs: number;
}

const registry = new Map<string, Registered>();
/** The runners of the apps in this process, in the order they started (tests start several). */
const runners: JobRunner[] = [];

/** The runner of the newest app still running in this process (its ORM queues app-wide jobs such as mail). */
export function currentRunner(): JobRunner | null {
  return runners.at(-1) ?? null;
}

/** Wait before run `attempt + 1` after run `attempt` failed. */
export function backoffDelay(attempt: number, backoffMs: number, backoffMaxMs: number): number {
  return Math.min(backoffMs * 2 ** Math.max(attempt - 1, 0), backoffMaxMs);
}

interface Row {
  id: number;
  name: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  max_attempts: number;
  progress: unknown;
  result: unknown;
  last_error: string | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

const view = (r: Row): JobView => ({
  id: r.id,
  name: r.name,
  payload: r.payload,
  state: r.state,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  progress: r.progress ?? null,
  result: r.result ?? null,
  lastError: r.last_error,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  finishedAt: r.finished_at ? new Date(r.finished_at) : null,
});

function publishUpdate(r: Pick<Row, 'id' | 'name' | 'created_by' | 'state' | 'progress'>): void {
  pubSub.publish(Topic.JobUpdated, { id: r.id, name: r.name, createdBy: r.created_by ?? null, state: r.state, progress: r.progress ?? null });
}

export const jobs = {
  /** Says how jobs called `name` run (on every instance that registers it; once per process). */
  work<N extends JobName>(name: N, handler: JobHandler<JobPayloads[N]>, options: WorkOptions = {}): void {
    registry.set(name, {
      handler: handler as JobHandler<unknown>,
      maxAttempts: Math.max(options.maxAttempts ?? 5, 1),
      backoffMs: options.backoffMs ?? 2000,
      backoffMaxMs: options.backoffMaxMs ?? 300_000,
    });
  },

  /** The names this process can run. */
  names(): string[] {
    return [...registry.keys()];
  },

  /** Queues a job; returns its id. Uses `em`'s transaction when there is one. */
  async send<N extends JobName>(em: EntityManager, name: N, payload: JobPayloads[N], options: SendOptions = {}): Promise<number> {
    const maxAttempts = options.maxAttempts ?? registry.get(name)?.maxAttempts ?? 5;
    const local = currentRunner();
    const here = options.runHere && local?.runsJobs && !em.getTransactionContext() ? local : null;
    const rows = await em.getConnection().execute<Array<{ id: number }>>(
      `insert into jobs (name, payload, state, attempts, max_attempts, run_at, created_by, created_at, updated_at)
       values (?, ?::jsonb, 'queued', 0, ?, now() + (? * interval '1 millisecond'), ?, now(), now()) returning id`,
      [name, JSON.stringify(payload ?? null), maxAttempts, here ? Math.max(options.delayMs ?? 0, here.leaseMs) : (options.delayMs ?? 0), options.createdBy ?? null],
      'all',
      em.getTransactionContext(),
    );
    const id = rows[0]!.id;
    if (here) void here.runNow(id);
    else pubSub.publish(Topic.JobQueued, { name });
    return id;
  },

  /**
   * Runs a job queued inside a transaction (which `runHere` cannot do) on this instance, once that
   * transaction has committed; false when this instance runs no jobs or another took it.
   */
  async runHere(id: number): Promise<boolean> {
    const local = currentRunner();
    return local?.runsJobs ? local.runNow(id) : false;
  },

  /**
   * Waits until the job has finished (completed or failed) or `ms` have passed (polling, so a job
   * finished by any instance counts); the last state seen, or null when the job is gone.
   */
  async wait(em: EntityManager, id: number, ms: number): Promise<JobView | null> {
    const end = Date.now() + ms;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const job = await jobs.get(em.fork(), id);
      if (!job || job.state === 'completed' || job.state === 'failed' || Date.now() >= end) return job;
      await new Promise((r) => setTimeout(r, Math.min(pause, Math.max(end - Date.now(), 1))));
    }
  },

  /** A job's state, or null when there is none (or, given `userId`, it is not that user's). */
  async get(em: EntityManager, id: number, userId?: number): Promise<JobView | null> {
    const rows = await em.getConnection().execute<Row[]>('select * from jobs where id = ?', [id]);
    const r = rows[0];
    if (!r || (userId !== undefined && r.created_by !== userId)) return null;
    return view(r);
  },
};

export interface RunnerOptions {
  /** Jobs run at once (0: this instance only queues). */
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  /** Names this instance runs (default: every registered name). */
  names?: string[];
  /** Finished jobs are deleted this long after they finished (default 7 days). */
  keepFinishedMs?: number;
  /** This instance's own HTTP origin (JobContext.baseUrl). */
  baseUrl?: () => string | null;
}

const CLEANUP_EVERY_MS = 3_600_000;

/**
 * Runs due jobs of the registered names on this instance: `start()` with the app, `stop()` before
 * the ORM closes.
 */
export class JobRunner {
  readonly instanceId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  private timer: NodeJS.Timeout | null = null;
  private wake: AsyncIterator<unknown> | null = null;
  private stopped = true;
  private lastCleanup = 0;
  private ticking = false;
  private again = false;

  constructor(
    readonly orm: MikroORM,
    private readonly options: RunnerOptions,
  ) {}

  /** Whether this instance runs jobs (JOBS_CONCURRENCY > 0) and is started. */
  get runsJobs(): boolean {
    return !this.stopped && this.options.concurrency > 0;
  }

  start(): void {
    if (!runners.includes(this)) runners.push(this);
    if (!this.stopped || this.options.concurrency <= 0) return;
    this.stopped = false;
    const poll = () => {
      this.timer = setTimeout(() => {
        void this.tick().finally(() => !this.stopped && poll());
      }, this.options.pollMs);
      this.timer.unref();
    };
    poll();
    const wake = pubSub.subscribe(Topic.JobQueued)[Symbol.asyncIterator]();
    this.wake = wake;
    void (async () => {
      for (;;) {
        const next = await wake.next().catch(() => ({ done: true }) as const);
        if (next.done || this.stopped) return;
        void this.tick();
      }
    })();
    void this.tick();
  }

  /**
   * Stops claiming; waits up to `graceMs` for running jobs, then aborts the rest and hands them back
   * (queued again, at once) so that another instance takes them without waiting for the lease.
   */
  async stop(graceMs = 5000): Promise<void> {
    const at = runners.indexOf(this);
    if (at >= 0) runners.splice(at, 1);
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    void this.wake?.return?.();
    const all = Promise.all([...this.running.values()].map((r) => r.done));
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs).unref());
    if ((await Promise.race([all, timeout])) !== 'timeout') return;
    const left = [...this.running.keys()];
    for (const r of this.running.values()) r.abort.abort();
    if (left.length) {
      await this.sql(
        `update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), run_at = now(), locked_by = null, locked_until = null, updated_at = now()
         where id in (${left.map(() => '?').join(', ')}) and locked_by = ? and state = 'active'`,
        [...left, this.instanceId],
      ).catch((err: unknown) => logger.warn({ err }, 'jobs: could not hand back running jobs'));
    }
  }

  /** Jobs running on this instance now (tests). */
  get active(): number[] {
    return [...this.running.keys()];
  }

  get leaseMs(): number {
    return this.options.leaseMs;
  }

  /** Claims and starts one queued job now, whatever its run_at (a `runHere` job); false if taken. */
  async runNow(id: number): Promise<boolean> {
    if (this.stopped) return false;
    try {
      const rows = await this.sql<Row[]>(
        `update jobs set state = 'active', attempts = attempts + 1, locked_by = ?, locked_until = now() + (? * interval '1 millisecond'), updated_at = now()
         where id = (select id from jobs where id = ? and state = 'queued' for update skip locked)
         returning *`,
        [this.instanceId, this.options.leaseMs, id],
      );
      if (!rows[0] || !registry.has(rows[0].name)) return false;
      this.launch(rows[0]);
      return true;
    } catch (err) {
      logger.warn({ err, jobId: id }, 'jobs: could not start a job here (another instance will)');
      return false;
    }
  }

  private sql<T = unknown[]>(query: string, params: unknown[]): Promise<T> {
    return this.orm.em.getConnection().execute(query, params, 'all') as Promise<T>;
  }

  /** Deletes jobs finished longer ago than keepFinishedMs; returns how many. */
  async cleanup(): Promise<number> {
    this.lastCleanup = Date.now();
    const rows = await this.sql<Array<{ id: number }>>(
      `delete from jobs where state in ('completed', 'failed') and finished_at < now() - (? * interval '1 millisecond') returning id`,
      [this.options.keepFinishedMs ?? 7 * 86_400_000],
    );
    return rows.length;
  }

  private async tick(): Promise<void> {
    if (Date.now() - this.lastCleanup > CLEANUP_EVERY_MS) {
      void this.cleanup().catch((err: unknown) => logger.warn({ err }, 'jobs: cleanup failed'));
    }
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    try {
      do {
        this.again = false;
        while (!this.stopped && this.running.size < this.options.concurrency) {
          const row = await this.claim();
          if (!row) break;
          this.launch(row);
        }
      } while (this.again && !this.stopped);
    } catch (err) {
      logger.warn({ err }, 'jobs: could not claim a job (retrying on the next poll)');
    } finally {
      this.ticking = false;
    }
  }

  private async claim(): Promise<Row | null> {
    const names = this.options.names ?? [...registry.keys()];
    if (!names.length) return null;
    const rows = await this.sql<Row[]>(
      `update jobs set state = 'active', attempts = attempts + 1, locked_by = ?, locked_until = now() + (? * interval '1 millisecond'), updated_at = now()
       where id = (
         select id from jobs
         where name in (${names.map(() => '?').join(', ')})
           and ((state = 'queued' and run_at <= now()) or (state = 'active' and locked_until < now()))
         order by run_at, id
         limit 1
         for update skip locked)
       returning *`,
      [this.instanceId, this.options.leaseMs, ...names],
    );
    return rows[0] ?? null;
  }

  private launch(row: Row): void {
    const abort = new AbortController();
    const done = this.run(row, abort).finally(() => {
      this.running.delete(row.id);
      if (!this.stopped) void this.tick();
    });
    this.running.set(row.id, { done, abort });
  }

  private async run(row: Row, abort: AbortController): Promise<void> {
    const def = registry.get(row.name)!;
    const log = logger.child({ jobId: row.id, job: row.name, attempt: row.attempts });
    // A run cut short by a dead instance may leave a job claimed once more than allowed: it has failed.
    if (row.attempts > row.max_attempts) {
      await this.finish(row, 'failed', { error: row.last_error ?? 'The job was interrupted too many times.' });
      return;
    }
    publishUpdate(row);
    const heartbeat = setInterval(() => {
      void this.sql<Row[]>(
        `update jobs set locked_until = now() + (? * interval '1 millisecond') where id = ? and locked_by = ? and state = 'active' returning id`,
        [this.options.leaseMs, row.id, this.instanceId],
      )
        .then((r) => {
          // Another instance took it (this one was too slow to renew): stop working on it.
          if (!r.length) abort.abort();
        })
        .catch((err: unknown) => log.warn({ err }, 'jobs: lease not renewed'));
    }, Math.max(Math.floor(this.options.leaseMs / 3), 100));
    heartbeat.unref();
    const ctx: JobContext = {
      id: row.id,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      em: this.orm.em.fork(),
      signal: abort.signal,
      baseUrl: () => this.options.baseUrl?.() ?? null,
      progress: async (value) => {
        await this.sql('update jobs set progress = ?::jsonb, updated_at = now() where id = ? and locked_by = ?', [JSON.stringify(value ?? null), row.id, this.instanceId]);
        publishUpdate({ ...row, state: 'active', progress: value });
      },
    };
    let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, result: await def.handler(row.payload, ctx) };
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      clearInterval(heartbeat);
    }
    if (abort.signal.aborted && this.stopped) return; // handed back by stop()
    if (outcome.ok) {
      log.debug('job completed');
      await this.finish(row, 'completed', { result: outcome.result });
      return;
    }
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const permanent = outcome.error instanceof PermanentJobError;
    if (!permanent && row.attempts < row.max_attempts) {
      const delay = backoffDelay(row.attempts, def.backoffMs, def.backoffMaxMs);
      log.warn({ err: outcome.error, retryInMs: delay }, 'job failed, will retry');
      const r = await this.sql<Row[]>(
        `update jobs set state = 'queued', run_at = now() + (? * interval '1 millisecond'), last_error = ?, locked_by = null, locked_until = null, updated_at = now()
         where id = ? and locked_by = ? returning *`,
        [delay, message.slice(0, 4000), row.id, this.instanceId],
      ).catch((err: unknown) => (log.warn({ err }, 'jobs: could not record the failure'), [] as Row[]));
      if (r[0]) publishUpdate(r[0]);
      return;
    }
    log.warn({ err: outcome.error }, permanent ? 'job failed (not retried)' : 'job failed for good');
    await this.finish(row, 'failed', { error: message });
  }

  private async finish(row: Row, state: 'completed' | 'failed', o: { result?: unknown; error?: string }): Promise<void> {
    const r = await this.sql<Row[]>(
      `update jobs set state = ?, result = ?::jsonb, last_error = coalesce(?, last_error), locked_by = null, locked_until = null, finished_at = now(), updated_at = now()
       where id = ? and locked_by = ? returning *`,
      [state, JSON.stringify(o.result ?? null), o.error?.slice(0, 4000) ?? null, row.id, this.instanceId],
    ).catch((err: unknown) => (logger.warn({ err, jobId: row.id }, 'jobs: could not record the outcome'), [] as Row[]));
    if (r[0]) publishUpdate(r[0]);
  }
}
