import { Entity, type Opt, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { Job } from '../../../platform/jobs/job.entity';

/**
 * The PDF of a finished `report.pdf` job, in PostgreSQL so that any instance can hand it out (the
 * instances share nothing else). Deleted with its job (the jobs cleanup) or, at the latest, a day
 * after it was made (report-pdf.job.ts).
 */
@Entity({ tableName: 'report_files' })
export class ReportFile {
  @OneToOne(() => Job, { primary: true, ref: true, deleteRule: 'cascade', fieldName: 'job_id' })
  job!: Ref<Job>;

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'blob', lazy: true })
  pdf!: Buffer;

  /** The report document the PDF states (documents.id). */
  @Property({ type: 'string', length: 13 })
  documentId!: string;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
