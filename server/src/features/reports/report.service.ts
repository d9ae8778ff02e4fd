/**
 * Project reports (spec/project-areas.md §2 "Report screens", §3 Report, Report setting, Report
 * availability, §4, §7 "Reports"): the report data of the four printable reports, the report's year,
 * comparative heading and settings, availability with reasons, and the log of generated reports.
 *
 * Every figure comes from shared/calc through the solutions feature's computedProject: the project
 * and every item are computed ONCE per project revision and reused by every request, report page and
 * PDF until the next write; the comparisons only compare those figures (shared/reports). The data is
 * read in a fixed number of SQL statements whatever the size of the project: the project (1), the
 * report row (1; 3 on the first read), the revisions (1), the caller's report options (2), and only
 * when the revision is new the reference rows (3) and the group tree (one per relation level).
 *
 * Reads follow project visibility (another partner's project is 404). Changing the year, heading or
 * settings needs the project's partner and manage_projects (403 otherwise, also for users the project
 * is only shared with). Logging a generated report needs only visibility.
 */
import { LockMode } from '@mikro-orm/core';
import { sumOverCountedGroups, type ProjectFigures } from '../../../../shared/calc';
import { DomainError, keyed } from '../../../../shared/errors';
import {
  baselineGroupOf,
  categoriesSortedBy,
  co2Impact,
  compareWithBaseline,
  comparativeGroupsOf,
  DEFAULT_REPORT_SETTINGS,
  isLcaReport,
  isReportType,
  parseReportSettings,
  primaryComparativeGroupOf,
  reportAvailability,
  reportTypeInvalid,
  reportGeneratedSchema,
  reportUpdateSchema,
  withDefaultSettings,
  type Co2Impact,
  type ReportGeneratedFields,
  type ReportSettingEntry,
  type ReportUpdateFields,
  type GroupComparison,
  type ReportAvailability,
  type ReportType,
} from '../../../../shared/reports';
import type { Permission } from '../../../../shared/auth/permissions';
import { requireActor, requireCapability } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { preparedRows } from '../../platform/db/prepared';
import { columnsOf, mapRow } from '../../platform/db/raw-rows';
import { validate } from '../../platform/validate';
import type { Project } from '../projects';
import { ratingYears } from '../reference';
import { effectiveReportOptions, type EffectiveReportOptions } from '../report-options';
import { reportLogoUrl } from '../partner-admin';
import { projectFor } from '../projects';
import { allow, inTransaction } from '../../platform/service-context';
import { computedProject, type ComputedGroup, type ComputedItem, type ComputedProject, type ComputedSolution, type SummaryReference } from '../solutions';
import { User } from '../users';
import { ProjectReport, ReportGenerated } from './report.entity';

/** Changing a project's report is a project change (spec §6 manage_projects). */
export const REPORT_WRITE_PERMISSION: Permission = 'manage_projects';

// ---- the report row ----------------------------------------------------------------------------

/**
 * The project's report, created on first use with the latest rating year and the default settings.
 * Two first reads at once both insert; `on conflict do nothing` lets the second one read the first
 * one's row. With `lock`, the row is locked for the rest of the transaction (settings are
 * read, merged and written back).
 */
export async function ensureReport(ctx: RequestContext, project: Project, lock = false): Promise<ProjectReport> {
  // A locked read refreshes the row: another transaction may have changed it since it was loaded.
  const options = lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {};
  const existing = lock ? await ctx.em.findOne(ProjectReport, { project: project.id }, options) : await reportRow(ctx, project.id);
  if (existing) return existing;
  await ctx.em.execute(
    `insert into "project_reports" ("project_id", "year", "comparative_heading", "settings", "created_at", "updated_at")
     values (?, (select max("year") from "rating_scales"), null, ?, now(), now())
     on conflict ("project_id") do nothing`,
    [project.id, JSON.stringify(DEFAULT_REPORT_SETTINGS)],
  );
  return ctx.em.findOneOrFail(ProjectReport, { project: project.id }, options);
}

/** The project's report row as a managed entity, in one hand-written statement (every report reads it: issue #17). */
async function reportRow(ctx: RequestContext, projectId: number): Promise<ProjectReport | null> {
  const [row] = await preparedRows<Record<string, unknown>>(ctx.em, `select ${columnsOf(ctx.em, ProjectReport, 'r')} from "project_reports" "r" where "r"."project_id" = ?`, [projectId]);
  return row ? mapRow(ctx.em, ProjectReport, row, 'r') : null;
}

/** A report type from a query or argument; absent is null (not an LCA report), anything else 422. */
export function parseReportType(value: unknown): ReportType | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isReportType(value)) throw DomainError.validation({ report_type: [reportTypeInvalid] });
  return value;
}

// ---- computing ---------------------------------------------------------------------------------

export type ReportItemModel = ComputedItem;

export interface ReportSolutionModel extends ComputedSolution {}

export interface ReportGroupModel extends ComputedGroup {
  /** For availability and the group picks. */
  id: number;
  name: string;
  state: string;
  active: boolean;
  primary: boolean;
  itemCount: number;
  warnings: readonly string[];
  /** Whether a solution's category infrastructure share is invalid (tells the M9 warnings' causes apart). */
  shareInvalid: boolean;
}

export interface ComputedReport {
  reference: SummaryReference;
  figures: ProjectFigures;
  /** The baseline first, then the other groups in their order. */
  groups: ReportGroupModel[];
  /** The pure calc inputs of `figures`, and the revisions they were read at (document manifests, issue #31). */
  inputs: ComputedProject['inputs'];
  revisions: ComputedProject['revisions'];
}

/**
 * The project's figures (M1–M9) with every solution's item figures, computed once per project
 * revision and shared by every report page, summary and the PDF (solutions' computedProject). The
 * rating year picks the thresholds (M4); an LCA report turns on stage inclusion (M5).
 */
export async function computeReport(ctx: RequestContext, project: Project, options: { year: number | null; lcaReport: boolean }): Promise<ComputedReport> {
  const computed = await computedProject(ctx, project, { year: options.year, lcaReport: options.lcaReport });
  const groups = computed.groups.map(
    (g): ReportGroupModel => ({
      ...g,
      id: g.group.id,
      name: g.group.name,
      state: g.group.state,
      active: g.group.active,
      primary: g.group.isPrimary,
      itemCount: g.figures.itemCount,
      warnings: g.figures.warnings,
      shareInvalid: g.figures.solutions.some((s) => s.shareInvalid),
    }),
  );
  groups.sort((a, b) => Number(b.state === 'baseline') - Number(a.state === 'baseline'));
  return { reference: computed.reference, figures: computed.figures, groups, inputs: computed.inputs, revisions: computed.revisions };
}

export interface ComparisonModel extends GroupComparison {
  group: ReportGroupModel;
}

export interface ReportModel extends ComputedReport {
  project: Project;
  report: ProjectReport;
  reportType: ReportType | null;
  /** Category ids over the active groups, largest first (spec §3). */
  categoriesByKwh: string[];
  categoriesByGwp: string[];
  baseline: ReportGroupModel | null;
  /** The comparative group the report compares with: the primary one, else the first. */
  comparative: ReportGroupModel | null;
  /** Every active comparative group against the baseline (empty without a baseline). */
  comparisons: ComparisonModel[];
  co2Impact: Co2Impact;
  availability: ReportAvailability;
  reportOptions: EffectiveReportOptions;
  /** The front page's logo: the caller's subsidiary's, else the partner's. */
  logoUrl: string | null;
}

/** Categories that are not rated by watt per unit (UPS and cooling presets). */
function presetCategoryIds(reference: SummaryReference): string[] {
  return [...reference.categories.values()].filter((c) => c.preset).map((c) => c.id);
}

/** GET …/report: everything the report screens and the print view need, in one computation. */
export async function getReport(ctx: RequestContext, projectId: number, options: { reportType?: unknown } = {}): Promise<ReportModel> {
  const reportType = parseReportType(options.reportType);
  const project = await projectFor(ctx, projectId);
  // The LCA report is paid (spec platform §2 "/buyers/projects/{id}/lca-report (paid)"), over GraphQL
  // as over REST (the paid declaration's lcaReport); project-manager projects are paid as a whole (project-access).
  if (isLcaReport(reportType)) requireCapability(requireActor(ctx.actor), 'lcaReport');
  // Every report of a comparative-solution project is that app's (paid) report screen, whichever call
  // or `app` argument reaches it: REST refuses its paths, so GraphQL (reportPdfExportStart,
  // projectReport) must too (issue #27 point 3).
  if (project.namespace === 'comparative-solution') requireCapability(requireActor(ctx.actor), 'comparativeProject');
  const report = await ensureReport(ctx, project);
  const computed = await computeReport(ctx, project, { year: report.year, lcaReport: isLcaReport(reportType) });
  const reportOptions = await effectiveReportOptions(ctx);
  const logoUrl = await reportLogoUrl(ctx, project.partner.logoUrl);

  const baseline = baselineGroupOf(computed.groups);
  const comparative = primaryComparativeGroupOf(computed.groups);
  const excludeCategoryIds = presetCategoryIds(computed.reference);
  const comparisons = baseline
    ? comparativeGroupsOf(computed.groups).map((g) => ({ group: g, ...compareWithBaseline(baseline.figures, g.figures, { kwhPrice: project.kwhPrice, excludeCategoryIds }) }))
    : [];
  return {
    ...computed,
    project,
    report,
    reportType,
    // The report's category order and colours span every group it shows (today and the alternatives),
    // not the project figure, which is the baseline's alone (M3, issue #46).
    categoriesByKwh: categoriesSortedBy(sumOverCountedGroups(computed.figures.groups, computed.inputs.context).categories, 'kwh'),
    categoriesByGwp: categoriesSortedBy(sumOverCountedGroups(computed.figures.groups, computed.inputs.context).categories, 'gwp'),
    baseline,
    comparative,
    comparisons,
    co2Impact: co2Impact(baseline?.figures.co2Kg, comparative?.figures.co2Kg),
    availability: reportAvailability(computed.groups),
    logoUrl,
    reportOptions,
  };
}

/** GET …/report/available: which of the four reports can be printed, with the reasons. */
export async function getAvailability(ctx: RequestContext, projectId: number): Promise<ReportAvailability> {
  const project = await projectFor(ctx, projectId);
  const report = await ensureReport(ctx, project);
  const computed = await computeReport(ctx, project, { year: report.year, lcaReport: false });
  return reportAvailability(computed.groups);
}

// ---- changing the report -----------------------------------------------------------------------

/** PUT …/report/update: the year (a rating year, else 422) or the comparative heading, or both. */
export async function updateReport(ctx: RequestContext, projectId: number, input: ReportUpdateFields): Promise<ProjectReport> {
  allow(ctx, REPORT_WRITE_PERMISSION);
  const data = await validate(reportUpdateSchema, input);
  if (data.year === undefined && data.comparativeHeading === undefined) {
    throw DomainError.invalid('year', 'reports.nothingToUpdate');
  }
  return inTransaction(ctx, async (tx) => {
    const project = await projectFor(tx, projectId, REPORT_WRITE_PERMISSION);
    if (data.year !== undefined) {
      const years = await ratingYears(tx);
      if (data.year === null || !years.includes(data.year)) throw DomainError.invalid('year', 'reports.yearNotRating', { years: years.join(', ') });
    }
    const report = await ensureReport(tx, project, true);
    if (data.year != null) report.year = data.year;
    if (data.comparativeHeading !== undefined) report.comparativeHeading = data.comparativeHeading || null;
    await tx.em.flush();
    return report;
  });
}

/**
 * PUT …/report-settings/update: a list of {key, value}. Unknown keys and bad values are a 422 that
 * lists every one of them; otherwise the whole list is saved in one transaction (the row locked, so
 * that two saves at once do not lose each other's keys). Answers the report with all its settings.
 */
export async function updateSettings(ctx: RequestContext, projectId: number, settings: readonly ReportSettingEntry[]): Promise<ProjectReport> {
  allow(ctx, REPORT_WRITE_PERMISSION);
  const parsed = parseReportSettings(settings);
  if (!parsed.ok) {
    throw DomainError.validation(parsed.errors, keyed('reports.settingsInvalid', { keys: Object.keys(parsed.errors).join(', ') }));
  }
  return inTransaction(ctx, async (tx) => {
    const project = await projectFor(tx, projectId, REPORT_WRITE_PERMISSION);
    const report = await ensureReport(tx, project, true);
    report.settings = { ...withDefaultSettings(report.settings), ...parsed.values };
    await tx.em.flush();
    return report;
  });
}

// ---- generated reports -------------------------------------------------------------------------

/**
 * POST /project-manager/report-generated (the report type, and the project in the body or the path):
 * logs that the caller generated a report of a project they can see.
 */
export async function logGenerated(ctx: RequestContext, pathProjectId: number | undefined, input: ReportGeneratedFields): Promise<ReportGenerated> {
  const actor = requireActor(ctx.actor);
  const data = await validate(reportGeneratedSchema, input);
  const projectId = pathProjectId ?? data.projectId;
  if (projectId === undefined) throw DomainError.invalid('projectId', 'reports.projectRequired');
  const project = await projectFor(ctx, projectId);
  const entry = ctx.em.create(ReportGenerated, { project, user: ctx.em.getReference(User, actor.user.id), reportType: data.reportType });
  await ctx.em.flush();
  return entry;
}
