import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

export type JobState = 'queued' | 'active' | 'completed' | 'failed';

/**
 * One background job (platform/jobs/queue.ts). Workers of every app instance claim rows with
 * `SELECT … FOR UPDATE SKIP LOCKED`; a claimed row carries a lease (`lockedUntil`) that its worker
 * renews while the handler runs, so a job whose instance died is taken again by another once the
 * lease runs out.
 */
@Entity({ tableName: 'jobs' })
@Index({ name: 'jobs_claim_idx', properties: ['state', 'runAt'] })
export class Job {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  payload!: unknown;

  @Property({ type: 'string', length: 16 })
  state: Opt<JobState> = 'queued';

  /** Runs started so far (a run cut short by a dead instance counts too). */
  @Property({ type: 'integer' })
  attempts: Opt<number> = 0;

  @Property({ type: 'integer' })
  maxAttempts: Opt<number> = 5;

  /** Not before: the time it was queued, or the next retry after a failure (backoff). */
  @Property({ type: 'datetime' })
  runAt: Opt<Date> = new Date();

  @Property({ type: 'string', length: 120, nullable: true })
  lockedBy?: string | null;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil?: Date | null;

  /** What the handler last reported (free JSON, e.g. rows done and total). */
  @Property({ type: 'json', nullable: true })
  progress?: unknown;

  @Property({ type: 'json', nullable: true })
  result?: unknown;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The user who queued it (who may read its state), when a user did. */
  @Property({ type: 'integer', nullable: true })
  createdBy?: number | null;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;
}
