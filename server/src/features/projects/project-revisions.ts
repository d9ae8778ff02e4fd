/**
 * The revisions a project's computed figures are keyed by (issue #17 "compute once per change"; the
 * triggers: migrations/Migration20261126110000_project_revisions.ts), read in getProject's own
 * statement, so that a cached summary or report costs no statement of its own to check them.
 *
 * Only a read outside any transaction is remembered: a transaction may bump a revision and roll
 * back, and the counter would then reach the same number again with other rows behind it. A
 * remembered revision is committed and at most as new as the rows read after it, so a computation
 * keyed by it is never older than its key.
 */
import type { Project } from './project.entity';

export interface ProjectRevisions {
  project: string;
  reference: string;
  /** The project's report year (the rating year when none is asked for), null without a report. */
  reportYear: number | null;
}

/** The three as columns "rev.p", "rev.r" and "rev.y" of a statement that selects the project as `alias`. */
export function revisionColumns(alias: string): string {
  return `(select "revision" from "project_revisions" where "project_id" = "${alias}"."id") as "rev.p",
    (select "revision" from "reference_revision" where "id" = 1) as "rev.r",
    (select "year" from "project_reports" where "project_id" = "${alias}"."id") as "rev.y"`;
}

/** The revisions in a row of {@link revisionColumns} (or of the same names). */
export function revisionsOfRow(row: Record<string, unknown>): ProjectRevisions {
  const y = row['rev.y'];
  return { project: String(row['rev.p'] ?? 0), reference: String(row['rev.r'] ?? 0), reportYear: y == null ? null : Number(y) };
}

const remembered = new WeakMap<Project, ProjectRevisions>();

/** Keeps the revisions read with `project` (a read outside any transaction only: see above). */
export function rememberRevisions(project: Project, revisions: ProjectRevisions): void {
  remembered.set(project, revisions);
}

/** The revisions read with this project entity (this request's), if any were kept. */
export function revisionsReadWith(project: Project): ProjectRevisions | undefined {
  return remembered.get(project);
}
