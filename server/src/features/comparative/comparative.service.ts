/**
 * The comparative-solution app (spec/platform-and-shell.md §2–§4, §7 "Reports (comparative-solution)";
 * methodology M6, M7): calculations (a before and an after solution each), their before/after
 * figures, the project's energy wheel before and after, report settings and data, the categories of
 * the app, clone to IT analysis, start validation and the project change log.
 *
 * Storage is the solutions feature's (see comparative.entity.ts); every figure comes from shared/calc
 * through the solutions feature's loaders and mapper, like the project-manager reports.
 * Reads follow project visibility (another partner's project is 404); writes need the project's
 * partner and the permission named (403 otherwise).
 */
import {
  CALCULATION_VARIANTS,
  compareCalculation,
  computeGroup,
  computeSolution,
  computeSolutionItems,
  itemDataState,
  preAnalysisEstimate,
  weightedEfficiencyFactor,
  type CalculationComparison,
  type CalculationVariant,
  type GroupFigures,
  type ItemFigures,
  type SolutionFigures,
} from '../../../../shared/calc';
import {
  CALCULATION_NAME_MAX,
  COMPARATIVE_EXCLUDED_CATEGORY_IDS,
  EXTRA_COLUMNS,
  isExtraColumn,
  parseComparativeReportData,
  parseComparativeSettings,
  parsePreAnalysis,
  withComparativeDefaults,
  type ComparativeIncludeSettings,
} from '../../../../shared/comparative';
import { DomainError, keyed } from '../../../../shared/errors';
import type { Permission } from '../../../../shared/auth/permissions';
import type { Namespace } from '../../../../shared/constants';
import { requireActor } from '../../platform/auth/actor';
import type { RequestContext } from '../../platform/context';
import { ComputedCache } from '../../platform/cache/computed-cache';
import { config } from '../../platform/config';
import { inputObject } from '../../platform/validate';
import { cloneProject, getProject, parseNamespace, projectFor, type Project, type ProjectContentCopier } from '../projects';
import { reportLogoUrl } from '../partner-admin';
import { Category } from '../reference';
import { calcContext, CalcMapper, copyProjectContent, createSolution, ItemRequest, lcaPriority, loadGroupTrees, loadReference, currentRevisions, Solution, SolutionGroup, type SummaryReference } from '../solutions';
import { allow, inTransaction } from '../../platform/service-context';
import { ReportGenerated } from '../reports';
import { queueValidationStart, runValidationStartHere } from '../validation';
import { ComparativeCalculation, ComparativeReport, ProjectChangeLogEntry, ProjectValidation } from './comparative.entity';
import type { PreAnalysis } from './comparative.types';

export const NAMESPACE = 'comparative-solution';
const CALC_PERMISSION: Permission = 'manage_solutions';
const REPORT_PERMISSION: Permission = 'manage_projects';
/** The default solution type of a calculation's two sides: data centre, so UPS and cooling apply (M2). */
const CALCULATION_SOLUTION_TYPE = 'datacenter';

// ---- the project and its two groups -----------------------------------------------------------

/** A visible comparative-solution project (404 otherwise), checked for `permission` when given. */
export async function comparativeProject(ctx: RequestContext, projectId: number, permission?: Permission): Promise<Project> {
  const project = await projectFor(ctx, projectId, permission);
  if (project.namespace !== NAMESPACE) throw DomainError.notFound('projects.notFound');
  return project;
}

/** The project's Before (baseline) and After (comparative, primary) groups, created when missing. */
async function ensureGroups(ctx: RequestContext, project: Project): Promise<{ before: SolutionGroup; after: SolutionGroup }> {
  const groups = await ctx.em.find(SolutionGroup, { project: project.id }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  let before = groups.find((g) => g.state === 'baseline');
  let after = groups.find((g) => g.state === 'comparative' && g.isPrimary) ?? groups.find((g) => g.state === 'comparative');
  if (!before) before = ctx.em.create(SolutionGroup, { project, name: 'Before', state: 'baseline', sortOrder: 0 });
  if (!after) after = ctx.em.create(SolutionGroup, { project, name: 'After', state: 'comparative', isPrimary: true, sortOrder: 1 });
  await ctx.em.flush();
  return { before, after };
}

async function log(ctx: RequestContext, project: Project, action: string, detail: string | null = null): Promise<void> {
  const actor = requireActor(ctx.actor);
  ctx.em.create(ProjectChangeLogEntry, { project, user: actor.user, action, detail: detail?.slice(0, 255) ?? null });
  await ctx.em.flush();
}

// ---- calculations -----------------------------------------------------------------------------

export interface CalculationFields {
  name?: unknown;
  variant?: unknown;
  /** datacenter (UPS and cooling apply, the default) or end_user; only on create. */
  solutionTypeId?: unknown;
}

const CALCULATION_SOLUTION_TYPES = ['datacenter', 'end_user'];

function parseName(value: unknown, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || !value.trim() || value.trim().length > CALCULATION_NAME_MAX) {
    throw DomainError.validation({ name: [keyed('comparative.calculationNameInvalid', { max: CALCULATION_NAME_MAX })] });
  }
  return value.trim();
}

function parseVariant(value: unknown): CalculationVariant | undefined {
  if (value === undefined || value === null) return undefined;
  if (!CALCULATION_VARIANTS.includes(value as CalculationVariant)) throw DomainError.validation({ variant: [keyed('comparative.variantInvalid')] });
  return value as CalculationVariant;
}

/** A calculation of the project (404 for another project's). */
async function calculationOf(ctx: RequestContext, project: Project, calculationId: number): Promise<ComparativeCalculation> {
  const calc = await ctx.em.findOne(ComparativeCalculation, { id: calculationId, project: project.id }, { populate: ['beforeSolution', 'afterSolution'] });
  if (!calc) throw DomainError.notFound('comparative.calculationNotFound');
  return calc;
}

/** A new calculation: a before solution in the Before group and an after solution in the After group. */
export async function createCalculation(ctx: RequestContext, projectId: number, given: CalculationFields | undefined): Promise<ComparativeCalculation> {
  allow(ctx, CALC_PERMISSION);
  const input = inputObject(given);
  const name = parseName(input.name, true)!;
  const variant = parseVariant(input.variant) ?? 'replacement';
  const type = input.solutionTypeId ?? CALCULATION_SOLUTION_TYPE;
  if (typeof type !== 'string' || !CALCULATION_SOLUTION_TYPES.includes(type)) throw DomainError.validation({ solution_type_id: [keyed('solutions.solutionTypeInvalid')] });
  return inTransaction(ctx, async (tx) => {
    const project = await comparativeProject(tx, projectId, CALC_PERMISSION);
    const { before, after } = await ensureGroups(tx, project);
    const beforeSolution = await createSolution(tx, project.id, before.id, { solutionTypeId: type, name });
    const afterSolution = await createSolution(tx, project.id, after.id, { solutionTypeId: type, name });
    const last = await tx.em.findOne(ComparativeCalculation, { project: project.id }, { orderBy: { sortOrder: 'desc' } });
    const calc = tx.em.create(ComparativeCalculation, { project, name, variant, beforeSolution, afterSolution, sortOrder: last ? last.sortOrder + 1 : 0 });
    await tx.em.flush();
    await log(tx, project, 'calculation_created', name);
    return calc;
  });
}

/** Renames a calculation (both solutions follow) or changes its variant. */
export async function updateCalculation(ctx: RequestContext, projectId: number, calculationId: number, given: CalculationFields | undefined): Promise<ComparativeCalculation> {
  allow(ctx, CALC_PERMISSION);
  const input = inputObject(given);
  const name = parseName(input.name, false);
  const variant = parseVariant(input.variant);
  return inTransaction(ctx, async (tx) => {
    const project = await comparativeProject(tx, projectId, CALC_PERMISSION);
    const calc = await calculationOf(tx, project, calculationId);
    if (name !== undefined) {
      calc.name = name;
      calc.beforeSolution.name = name;
      calc.afterSolution.name = name;
    }
    if (variant !== undefined) calc.variant = variant;
    await tx.em.flush();
    await log(tx, project, 'calculation_updated', calc.name);
    return calc;
  });
}

/** Deletes a calculation with its two solutions (their items, capacities and requests). */
export async function deleteCalculation(ctx: RequestContext, projectId: number, calculationId: number): Promise<void> {
  allow(ctx, CALC_PERMISSION);
  await inTransaction(ctx, async (tx) => {
    const project = await comparativeProject(tx, projectId, CALC_PERMISSION);
    const calc = await calculationOf(tx, project, calculationId);
    const ids = [calc.beforeSolution.id, calc.afterSolution.id];
    const name = calc.name;
    await tx.em.nativeDelete(ComparativeCalculation, { id: calc.id });
    await tx.em.nativeDelete(Solution, { id: { $in: ids } });
    await log(tx, project, 'calculation_deleted', name);
  });
}

/** Toggles an extra column of a category type in a calculation's item tables (body extra_column, category_type). */
export async function toggleExtraColumn(ctx: RequestContext, projectId: number, calculationId: number, given: { extraColumn?: unknown; categoryType?: unknown } | undefined): Promise<ComparativeCalculation> {
  allow(ctx, CALC_PERMISSION);
  const input = inputObject(given);
  if (!isExtraColumn(input.extraColumn)) throw DomainError.validation({ extra_column: [keyed('comparative.extraColumnInvalid', { columns: EXTRA_COLUMNS.join(', ') })] });
  if (typeof input.categoryType !== 'string' || !/^[a-z0-9_]{1,40}$/.test(input.categoryType)) throw DomainError.validation({ category_type: [keyed('comparative.categoryTypeInvalid')] });
  const column = input.extraColumn as string;
  const type = input.categoryType as string;
  return inTransaction(ctx, async (tx) => {
    const project = await comparativeProject(tx, projectId, CALC_PERMISSION);
    const calc = await calculationOf(tx, project, calculationId);
    const current = new Set(calc.extraColumns[type] ?? []);
    if (current.has(column)) current.delete(column);
    else current.add(column);
    calc.extraColumns = { ...calc.extraColumns, [type]: [...current].sort() };
    await tx.em.flush();
    return calc;
  });
}

// ---- figures ------------------------------------------------------------------------------------

export interface CalculationItemModel {
  id: number;
  solutionId: number;
  /** 1 or 3 before, 2 or 4 after (spec §4). */
  state: number;
  side: 'before' | 'after';
  productId: number;
  brandName: string;
  modelName: string;
  categoryId: string;
  categoryName: string;
  /** The category's type (datacenter, office_it): extra columns are chosen per type. */
  categoryType: string | null;
  amount: number;
  figures: ItemFigures | null;
}

export interface CalculationRequestModel {
  id: number;
  /** 0 before, 1 after (spec §3 item request state). */
  state: number;
  brandName: string;
  modelName: string;
  amount: number;
  modes: Array<{ title: string }>;
  status: string;
}

export interface CalculationModel {
  calculation: ComparativeCalculation;
  beforeSolutionId: number;
  afterSolutionId: number;
  before: SolutionFigures;
  after: SolutionFigures;
  comparison: CalculationComparison;
  itemsBefore: CalculationItemModel[];
  itemsAfter: CalculationItemModel[];
  requests: CalculationRequestModel[];
  categoryNames: Map<string, string>;
}

export interface ComparativeModel {
  project: Project;
  report: ComparativeReport;
  settings: ComparativeIncludeSettings;
  reference: SummaryReference;
  before: GroupFigures;
  after: GroupFigures;
  comparison: CalculationComparison;
  weightedEfficiencyFactor: number | null;
  calculations: CalculationModel[];
  contributorName: string;
  partnerName: string;
  logoUrl: string | null;
}

/** The project's report row, created with the defaults on first read. */
async function ensureReport(ctx: RequestContext, project: Project): Promise<ComparativeReport> {
  const existing = await ctx.em.findOne(ComparativeReport, { project: project.id });
  if (existing) return existing;
  // Two first reads at once both insert; the second one reads the first one's row.
  await ctx.em.execute('insert into "comparative_reports" ("project_id", "year", "years", "settings", "created_at", "updated_at") values (?, ?, 5, ?, now(), now()) on conflict ("project_id") do nothing', [
    project.id,
    new Date().getFullYear(),
    JSON.stringify(withComparativeDefaults({})),
  ]);
  return ctx.em.findOneOrFail(ComparativeReport, { project: project.id });
}

function itemModels(solution: Solution, figures: ItemFigures[], side: 'before' | 'after', variant: CalculationVariant, categories: Map<string, Category>): CalculationItemModel[] {
  const byId = new Map(figures.map((f) => [f.itemId, f]));
  return solution.items.getItems().map((i) => ({
    id: i.id,
    solutionId: solution.id,
    state: itemDataState(variant, side),
    side,
    productId: i.product.id,
    brandName: i.product.manufacturer,
    modelName: i.product.modelName,
    categoryId: i.product.category.id,
    categoryName: categories.get(i.product.category.id)?.name ?? i.product.category.id,
    categoryType: categories.get(i.product.category.id)?.categoryType ?? null,
    amount: i.amount,
    figures: byId.get(String(i.id)) ?? null,
  }));
}

/**
 * Pairs the solutions of the Before and After groups that belong to no calculation, in their order,
 * into calculations: a project cloned with POST …/clone (whose copier copies groups and solutions, not
 * calculations) gets its calculations back on first read. Unmatched leftovers stay unpaired.
 */
async function adoptUnpaired(ctx: RequestContext, project: Project, before: SolutionGroup, after: SolutionGroup): Promise<void> {
  const paired = new Set((await ctx.em.find(ComparativeCalculation, { project: project.id }, { fields: ['beforeSolution', 'afterSolution'] })).flatMap((c) => [c.beforeSolution.id, c.afterSolution.id]));
  const b = before.solutions.getItems().filter((x) => !paired.has(x.id));
  const a = after.solutions.getItems().filter((x) => !paired.has(x.id));
  const n = Math.min(a.length, b.length);
  if (!n) return;
  const last = await ctx.em.findOne(ComparativeCalculation, { project: project.id }, { orderBy: { sortOrder: 'desc' } });
  for (let i = 0; i < n; i++) {
    ctx.em.create(ComparativeCalculation, { project, name: b[i].name, variant: 'replacement', beforeSolution: b[i], afterSolution: a[i], sortOrder: (last?.sortOrder ?? -1) + 1 + i });
  }
  await ctx.em.flush();
}

/** What comparativeModel computes (M1–M4, M6): everything but the caller's own project row, report row and logo. */
type ComparativeFigures = Omit<ComparativeModel, 'project' | 'report' | 'settings' | 'contributorName' | 'partnerName' | 'logoUrl'>;

/**
 * Computed once per project revision and kept on this instance (issue #17): the Before and After
 * trees, calculations, item requests and report year all bump the project's revision when written
 * (migrations/Migration20261126110000_project_revisions.ts), so a cached entry is current exactly
 * while the revision is. Computed on the request's own EntityManager (adoptUnpaired may write).
 */
let comparativeCache: ComputedCache<ComparativeFigures> | null = null;

async function comparativeFigures(ctx: RequestContext, project: Project, report: ComparativeReport, namespace: Namespace): Promise<ComparativeFigures> {
  comparativeCache ??= new ComputedCache<ComparativeFigures>(config().figuresCacheItems);
  const revisions = await currentRevisions(ctx, project);
  // The line: everything but the project's revision (a new revision replaces the previous one: ComputedCache).
  const line = [project.id, revisions.reference, report.year, report.years, lcaPriority(project).join(','), namespace].join('|');
  const inTx = ctx.em.isInTransaction();
  return comparativeCache.get(`${revisions.project}|${line}`, () => computeComparativeFigures(ctx, project, report, namespace), {
    weightOf: (f) => f.calculations.reduce((n, c) => n + c.itemsBefore.length + c.itemsAfter.length, 1),
    store: !inTx,
    line,
  });
}

async function computeComparativeFigures(ctx: RequestContext, project: Project, report: ComparativeReport, namespace: Namespace): Promise<ComparativeFigures> {
  const reference = await loadReference(ctx.em, report.year, project.id);
  const calcCtx = { ...calcContext(project, reference), years: report.years };
  const mapper = new CalcMapper(reference, lcaPriority(project));
  const groups = await loadGroupTrees(ctx.em, { project: project.id, state: { $in: ['baseline', 'comparative'] } });
  const beforeGroup = groups.find((g) => g.state === 'baseline');
  const afterGroup = groups.find((g) => g.state === 'comparative' && g.isPrimary) ?? groups.find((g) => g.state === 'comparative');
  const empty = (id: string, state: 'baseline' | 'comparative') => ({ id, state, active: true, solutions: [] });
  const before = computeGroup(beforeGroup ? mapper.group(beforeGroup) : empty('before', 'baseline'), calcCtx);
  const after = computeGroup(afterGroup ? mapper.group(afterGroup) : empty('after', 'comparative'), calcCtx);
  const comparison = compareCalculation(before, after, project.kwhPrice);
  const categoryNames = new Map([...reference.categories.values()].map((c) => [c.id, c.name]));

  const solutions = new Map(groups.flatMap((g) => g.solutions.getItems()).map((s) => [s.id, s]));
  if (namespace === NAMESPACE && beforeGroup && afterGroup) await adoptUnpaired(ctx, project, beforeGroup, afterGroup);
  const calcs = await ctx.em.find(ComparativeCalculation, { project: project.id }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const requests = calcs.length
    ? await ctx.em.find(ItemRequest, { solution: { $in: calcs.flatMap((c) => [c.beforeSolution.id, c.afterSolution.id]) } }, { orderBy: { id: 'asc' } })
    : [];
  const calculations: CalculationModel[] = [];
  for (const calc of calcs) {
    const b = solutions.get(calc.beforeSolution.id);
    const a = solutions.get(calc.afterSolution.id);
    if (!b || !a) continue;
    const variant = (CALCULATION_VARIANTS.includes(calc.variant as CalculationVariant) ? calc.variant : 'replacement') as CalculationVariant;
    const bIn = mapper.solution(b);
    const aIn = mapper.solution(a);
    const bFig = computeSolution(bIn, calcCtx);
    const aFig = computeSolution(aIn, calcCtx);
    calculations.push({
      calculation: calc,
      beforeSolutionId: b.id,
      afterSolutionId: a.id,
      before: bFig,
      after: aFig,
      comparison: compareCalculation(bFig, aFig, project.kwhPrice),
      itemsBefore: itemModels(b, computeSolutionItems(bIn, calcCtx), 'before', variant, reference.categories),
      itemsAfter: itemModels(a, computeSolutionItems(aIn, calcCtx), 'after', variant, reference.categories),
      requests: requests
        .filter((r) => r.solution.id === b.id || r.solution.id === a.id)
        .map((r) => ({ id: r.id, state: r.solution.id === b.id ? 0 : 1, brandName: r.brandName, modelName: r.modelName, amount: r.amount, modes: r.modes, status: r.status })),
      categoryNames,
    });
  }
  return { reference, before, after, comparison, weightedEfficiencyFactor: weightedEfficiencyFactor(comparison.capacities), calculations };
}

/**
 * Everything the calculations screen, the energy wheel and the report show, computed once per project
 * revision: the two groups (M1–M4), their comparison (M6) and per calculation its two solutions and
 * items. Works for any visible project of `namespace` that has a baseline and a comparative group.
 */
export async function comparativeModel(ctx: RequestContext, projectId: number, namespace: Namespace = NAMESPACE): Promise<ComparativeModel> {
  const project = namespace === NAMESPACE ? await comparativeProject(ctx, projectId) : await getProject(ctx, projectId, namespace);
  const report = await ensureReport(ctx, project);
  const figures = await comparativeFigures(ctx, project, report, namespace);
  return {
    project,
    report,
    settings: withComparativeDefaults(report.settings),
    ...figures,
    contributorName: project.owner.name,
    partnerName: project.partner.name,
    logoUrl: await reportLogoUrl(ctx, project.partner.logoUrl),
  };
}

// ---- report settings and data -----------------------------------------------------------------

export async function getReportRow(ctx: RequestContext, projectId: number, namespace: Namespace = NAMESPACE): Promise<{ project: Project; report: ComparativeReport }> {
  const project = namespace === NAMESPACE ? await comparativeProject(ctx, projectId) : await getProject(ctx, projectId, namespace);
  return { project, report: await ensureReport(ctx, project) };
}

/** PUT …/report-settings: the 14 include settings, all or nothing. */
export async function updateReportSettings(ctx: RequestContext, projectId: number, entries: unknown, namespace: Namespace = NAMESPACE): Promise<{ project: Project; report: ComparativeReport }> {
  allow(ctx, REPORT_PERMISSION);
  const parsed = parseComparativeSettings(entries);
  if (!parsed.ok) throw DomainError.validation(parsed.errors, keyed('reports.settingsInvalid', { keys: Object.keys(parsed.errors).join(', ') }));
  return inTransaction(ctx, async (tx) => {
    const project = await projectFor(tx, projectId, REPORT_PERMISSION);
    if (project.namespace !== namespace) throw DomainError.notFound('projects.notFound');
    const report = await ensureReport(tx, project);
    report.settings = parsed.values;
    await tx.em.flush();
    await log(tx, project, 'report_settings');
    return { project, report };
  });
}

/**
 * The report data as sent (GraphQL input or REST body; null for a body that is no object), checked by
 * the shared parser: its fields are the client's values, not yet trusted.
 */
export interface ComparativeReportDataInput {
  year?: unknown;
  years?: unknown;
  title?: unknown;
  kickback?: unknown;
}

/** PUT …/report-data {year, years, title, kickback}. */
export async function updateReportData(ctx: RequestContext, projectId: number, input: ComparativeReportDataInput | null, namespace: Namespace = NAMESPACE): Promise<{ project: Project; report: ComparativeReport }> {
  allow(ctx, REPORT_PERMISSION);
  const parsed = parseComparativeReportData(input);
  if (!parsed.ok) throw DomainError.validation(parsed.errors);
  return inTransaction(ctx, async (tx) => {
    const project = await projectFor(tx, projectId, REPORT_PERMISSION);
    if (project.namespace !== namespace) throw DomainError.notFound('projects.notFound');
    const report = await ensureReport(tx, project);
    if (parsed.values.year != null) report.year = parsed.values.year;
    if (parsed.values.years != null) report.years = parsed.values.years;
    if (parsed.values.title !== undefined) report.title = parsed.values.title;
    if (parsed.values.kickback !== undefined) report.kickback = parsed.values.kickback;
    await tx.em.flush();
    await log(tx, project, 'report_data', report.title);
    return { project, report };
  });
}

// ---- pre-analysis -------------------------------------------------------------------------------

function preAnalysisOf(project: Project, report: ComparativeReport): PreAnalysis {
  const rows = report.preAnalysis ?? [];
  const estimate = preAnalysisEstimate(
    rows.map((r) => ({ unitsBefore: r.unitsBefore ?? 0, wattsBefore: r.wattsBefore ?? 0, unitsAfter: r.unitsAfter ?? 0, wattsAfter: r.wattsAfter ?? 0, hours: r.hours ?? 0 })),
    project.kwhPrice,
  );
  return {
    projectId: project.id,
    saved: report.preAnalysis !== null,
    rows,
    kwhBefore: estimate.kwhBefore,
    kwhAfter: estimate.kwhAfter,
    savingKwh: estimate.savingKwh,
    savingPercent: estimate.savingPercent,
    moneySaving: estimate.moneySaving,
  };
}

/** GET /comparative-solution/projects/{id}/pre-analysis: the rows with their estimate (M1, M6). */
export async function getPreAnalysis(ctx: RequestContext, projectId: number): Promise<PreAnalysis> {
  const project = await comparativeProject(ctx, projectId);
  return preAnalysisOf(project, await ensureReport(ctx, project));
}

/** One log line per sitting: saves by the same user within this time update the last line. */
const PRE_ANALYSIS_LOG_WINDOW_MS = 15 * 60_000;

/** PUT …/pre-analysis {rows}: replaces the rows, all or nothing. */
export async function savePreAnalysis(ctx: RequestContext, projectId: number, rows: unknown): Promise<PreAnalysis> {
  allow(ctx, CALC_PERMISSION);
  const parsed = parsePreAnalysis(rows);
  if (!parsed.ok) throw DomainError.validation(parsed.errors);
  return inTransaction(ctx, async (tx) => {
    const project = await comparativeProject(tx, projectId, CALC_PERMISSION);
    const report = await ensureReport(tx, project);
    report.preAnalysis = parsed.rows;
    await tx.em.flush();
    const actor = requireActor(tx.actor);
    const last = await tx.em.findOne(ProjectChangeLogEntry, { project }, { orderBy: { id: 'desc' } });
    if (last && last.action === 'pre_analysis' && last.user?.id === actor.user.id && Date.now() - last.createdAt.getTime() < PRE_ANALYSIS_LOG_WINDOW_MS) {
      last.createdAt = new Date();
      await tx.em.flush();
    } else {
      await log(tx, project, 'pre_analysis');
    }
    return preAnalysisOf(project, report);
  });
}

// ---- categories, clone, validation, log -------------------------------------------------------

/** GET /comparative-solution/items/categories: every category but server, network and storage. */
export async function comparativeCategories(ctx: RequestContext): Promise<Category[]> {
  requireActor(ctx.actor);
  return ctx.em.find(Category, { id: { $nin: [...COMPARATIVE_EXCLUDED_CATEGORY_IDS] } }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
}

/**
 * POST /{namespace}/projects/{id}/cloneToITAnalysis: a project-manager project under the same client
 * with the groups copied (Before → baseline, After → comparative, primary), in one transaction.
 */
export async function cloneToItAnalysis(ctx: RequestContext, projectId: number, namespaceText: unknown): Promise<Project> {
  requireActor(ctx.actor);
  const namespace = parseNamespace(namespaceText);
  const source = await getProject(ctx, projectId, namespace);
  const copier: ProjectContentCopier = async (tx, from, copy) => {
    await copyProjectContent(tx, from, copy);
    await log(tx, from, 'cloned_to_it_analysis', copy.name);
  };
  return cloneProject(ctx, source.id, source.client.id, namespace, copier, { namespace: 'project-manager', nameSuffix: ' (IT analysis)' });
}

/**
 * A clone within the app (POST …/clone) keeps the calculations (name, variant, extra columns, order),
 * paired with the copied solutions, and the report data, settings and pre-analysis. Runs in the
 * clone's transaction after the solutions were copied (groups and solutions in the same order).
 */
export const copyComparativeContent: ProjectContentCopier = async (tx, source, copy) => {
  const where = { state: { $ne: 'requested' } } as const;
  const solutionsOf = (groups: SolutionGroup[]) => groups.flatMap((g) => g.solutions.getItems());
  const from = solutionsOf(await loadGroupTrees(tx.em, { project: source.id, ...where }));
  const to = solutionsOf(await loadGroupTrees(tx.em, { project: copy.id, ...where }));
  const copyOf = new Map(from.map((s, i) => [s.id, to[i]]));
  for (const c of await tx.em.find(ComparativeCalculation, { project: source.id }, { orderBy: { sortOrder: 'asc', id: 'asc' } })) {
    const beforeSolution = copyOf.get(c.beforeSolution.id);
    const afterSolution = copyOf.get(c.afterSolution.id);
    if (!beforeSolution || !afterSolution) continue;
    tx.em.create(ComparativeCalculation, { project: copy, name: c.name, variant: c.variant, extraColumns: { ...c.extraColumns }, beforeSolution, afterSolution, sortOrder: c.sortOrder });
  }
  const report = await tx.em.findOne(ComparativeReport, { project: source.id });
  if (report) {
    tx.em.create(ComparativeReport, { project: copy, year: report.year, years: report.years, title: report.title, settings: { ...report.settings }, kickback: report.kickback, preAnalysis: report.preAnalysis });
  }
};

/**
 * POST /{namespace}/projects/{id}/start-validation (comparative-solution and project-manager): queues
 * the project's unvalidated products for the super admin, who is told on the admin channel.
 */
export async function startValidation(ctx: RequestContext, projectId: number, namespaceText: unknown): Promise<ProjectValidation> {
  allow(ctx, CALC_PERMISSION);
  const namespace = parseNamespace(namespaceText);
  const { v, jobId } = await inTransaction(ctx, async (tx) => {
    const project = await getProject(tx, projectId, namespace);
    await projectFor(tx, project.id, CALC_PERMISSION);
    // The queueing of the items and the announcement are a job (validation.start), committed with this.
    const jobId = await queueValidationStart(tx, project.id, requireActor(tx.actor).user.id);
    const existing = await tx.em.findOne(ProjectValidation, { project: project.id, status: 'queued' });
    if (existing) return { v: existing, jobId };
    const v = tx.em.create(ProjectValidation, { project, requestedBy: requireActor(tx.actor).user, status: 'queued' });
    await tx.em.flush();
    await log(tx, project, 'validation_started');
    return { v, jobId };
  });
  await runValidationStartHere(ctx, jobId);
  return v;
}

export interface LogEntryModel {
  id: string;
  action: string;
  detail: string | null;
  userName: string | null;
  createdAt: Date;
}

/** The project's change log, newest first: calculation and report changes, validations and generated reports. */
export async function projectLog(ctx: RequestContext, projectId: number): Promise<LogEntryModel[]> {
  const project = await comparativeProject(ctx, projectId);
  const entries = await ctx.em.find(ProjectChangeLogEntry, { project: project.id }, { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 });
  const generated = await ctx.em.find(ReportGenerated, { project: project.id }, { populate: ['user'], orderBy: { createdAt: 'desc' }, limit: 500 });
  return [
    ...entries.map((e) => ({ id: `c${e.id}`, action: e.action, detail: e.detail, userName: e.user?.name ?? null, createdAt: e.createdAt })),
    ...generated.map((g) => ({ id: `r${g.id}`, action: 'report_generated', detail: g.reportType, userName: g.user?.name ?? null, createdAt: g.createdAt })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
