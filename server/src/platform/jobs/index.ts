/** Background jobs in PostgreSQL (see queue.ts). */
export { currentRunner, jobs, JobRunner, PermanentJobError, backoffDelay, type JobContext, type JobHandler, type JobName, type JobPayloads, type JobView, type SendOptions, type WorkOptions } from './queue';
export { Job, type JobState } from './job.entity';
