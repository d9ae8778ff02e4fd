/**
 * The report of a project (spec/project-areas.md §3 "Report", "Report setting") and the log of
 * generated reports (§7 POST /project-manager/report-generated). Figures are never stored: the report
 * data is computed by shared/calc on every read.
 */
import { Entity, Index, ManyToOne, OneToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DEFAULT_REPORT_SETTINGS, type ReportSettings } from '../../../../shared/reports';
import { Project } from '../projects';
import { User } from '../users';
import { Timestamped } from '../../platform/db/timestamped';

/**
 * One per project, created on first read (report.service.ts `ensureReport`) with the latest rating
 * year and the default settings. `settings` holds the twenty keys: flags as JSON booleans,
 * PRECISION and CO2_PRECISION as 0, 1 or 2 (read through `withDefaultSettings`, so a key added later
 * takes its default).
 */
@ObjectType({ description: 'The report of a project: its rating year, comparative heading and settings.' })
@Entity({ tableName: 'project_reports' })
export class ProjectReport extends Timestamped {
  @Field(() => ID, { description: "The report's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Project, { owner: true, deleteRule: 'cascade' })
  project!: Project;

  /** The rating year whose thresholds rate the groups (M4); null only when rating_scales is empty. */
  @Field(() => Int, { description: 'The rating year whose thresholds rate the groups (M4); null only when there are no rating scales.', nullable: true })
  @Property({ type: 'integer', nullable: true })
  year: number | null = null;

  @Field(() => String, { description: 'The heading of the comparative section, if set.', nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  comparativeHeading: string | null = null;

  @Property({ type: 'json' })
  settings: Opt<ReportSettings> = { ...DEFAULT_REPORT_SETTINGS };

}

/** A report was generated (printed) by a user: baseline, LCA, comparative or refurbishment report. */
@ObjectType({ description: 'A generated report, logged when a user prints one.' })
@Entity({ tableName: 'reports_generated' })
@Index({ properties: ['project', 'createdAt'] })
export class ReportGenerated {
  @Field(() => ID, { description: "The log entry's id." })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  /** Null once the user is deleted (the log keeps counting the report). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user: User | null = null;

  /** baseline_report, lca_report, comparative_report or refurbishment_report. */
  @Field(() => String, { description: 'baseline_report, lca_report, comparative_report or refurbishment_report.' })
  @Property({ type: 'string', length: 30 })
  reportType!: string;

  @Field(() => Date, { description: 'When the report was generated.' })
  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
