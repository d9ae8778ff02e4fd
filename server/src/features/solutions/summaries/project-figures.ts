/**
 * A project's computed figures, derived ONCE per project revision and reused by every summary, report
 * page and PDF until the next write (issue #17 "compute once per change").
 *
 * Every write that can change the figures bumps the project's revision in its own transaction
 * (database triggers, migrations/Migration20261126110000_project_revisions.ts), and writes to the
 * reference data bump the reference revision. A computation is cached under a key made of both
 * revisions and of everything else it depends on (rating year, LCA-report flag, the partner's LCA
 * priority, the caller's group visibility), so with any number of app instances on one database an
 * instance serves a cached computation exactly while it is still current: one statement reads the two
 * revisions, and a hit loads no tree and computes nothing.
 *
 * The computation itself is unchanged (the calc adapter, shared/calc M1–M9): the tree is read as plain
 * rows (figure-rows.ts: no entities, no identity map), the project figures computed, and every
 * solution's item figures computed once too, for the report's item pages.
 * Inside a transaction (a write that answers with figures) a cached entry is still read when the
 * transaction has not moved the revision, but nothing computed there is kept: it may roll back.
 * Cached rows are read-only snapshots: no caller may change them.
 */
import {
  computeSolution,
  computeSolutionItems,
  groupFromSolutions,
  projectFromGroups,
  type CalcContext,
  type CalcGroup,
  type CalcSolution,
  type GroupFigures,
  type ItemFigures,
  type LcaMethod,
  type ProjectFigures,
  type SolutionFigures,
} from '../../../../../shared/calc';
import { ComputedCache } from '../../../platform/cache/computed-cache';
import { config } from '../../../platform/config';
import type { RequestContext } from '../../../platform/context';
import { revisionColumns, revisionsOfRow, revisionsReadWith, type Project, type ProjectRevisions } from '../../projects';
import { calcContext, CalcMapper, lcaPriority, loadReference, type SummaryReference } from '../calc-adapter';
import { loadGroupShells, loadGroupShellsOf, loadSolutionContents, solutionRowFrom, type GroupRow, type GroupShell, type ItemRow, type SolutionRow, type SolutionShell } from '../figure-rows';

export interface ComputedItem {
  item: ItemRow;
  figures: ItemFigures;
  /** Where the item's LCA values come from (M5); null without LCA data. */
  lcaMethod: string | null;
}

export interface ComputedSolution {
  solution: SolutionRow;
  figures: SolutionFigures;
  items: ComputedItem[];
}

export interface ComputedGroup {
  group: GroupRow;
  figures: GroupFigures;
  solutions: ComputedSolution[];
  /** Items whose product has LCA data (any source of the data-method priority, M5). */
  lcaItemCount: number;
  refurbishedItemCount: number;
}

export interface ComputedProject {
  reference: SummaryReference;
  figures: ProjectFigures;
  /** In the groups' order (sort order, then id), figures.groups alike. */
  groups: ComputedGroup[];
  itemCount: number;
  /**
   * The pure calc inputs the figures were computed from (read-only snapshots, like the rest of the
   * entry): a document manifest records them, so that its figures can be re-run from it alone
   * (issue #31). `figures` is exactly computeProject({ id, groups }, context).
   */
  inputs: { groups: readonly CalcGroup[]; context: CalcContext };
  /** The project and reference-data revisions the computation is cached under. */
  revisions: ProjectRevisions;
}

export interface ComputeOptions {
  /** The rating year (M4); null: the project's report year, else the latest. */
  year: number | null | undefined;
  /** Turns on LCA stage inclusion (M5) for the LCA report. */
  lcaReport: boolean;
}

let cache: ComputedCache<ComputedProject> | null = null;
function figuresCache(): ComputedCache<ComputedProject> {
  cache ??= new ComputedCache<ComputedProject>(config().figuresCacheItems);
  return cache;
}

/**
 * Each solution's computation, under the solution's revision and everything else it depends on
 * (issue #33: after a single-item edit only the edited solution is read and computed again; the
 * groups and the project are summed from the solutions' figures, shared/calc groupFromSolutions).
 */
interface SolutionEntry {
  row: SolutionRow;
  calc: CalcSolution;
  figures: SolutionFigures;
  items: ComputedItem[];
  lcaItemCount: number;
}
let solutionCache: ComputedCache<SolutionEntry> | null = null;
function solutionsCache(): ComputedCache<SolutionEntry> {
  solutionCache ??= new ComputedCache<SolutionEntry>(config().figuresCacheItems);
  return solutionCache;
}

/** The reference rows (categories, capacity definitions, rating thresholds) under the reference revision and rating year. */
let referenceCache: ComputedCache<SummaryReference> | null = null;
function referencesCache(): ComputedCache<SummaryReference> {
  referenceCache ??= new ComputedCache<SummaryReference>(64);
  return referenceCache;
}

/** Hits, misses and weight of this instance's figures cache (the bench prints them). */
export function figuresCacheStats() {
  return figuresCache().stats();
}

/** Hits and misses of the per-solution computations (the bench and tests). */
export function solutionFiguresCacheStats() {
  return solutionsCache().stats();
}

/** Empties this instance's figures caches (tests that compare a computation with a fresh one). */
export function clearFiguresCache(): void {
  figuresCache().clear();
  solutionsCache().clear();
  referencesCache().clear();
}

/**
 * The project's and the reference data's revisions, in one statement: through the EntityManager, so
 * inside a transaction it sees that transaction's own (uncommitted) bumps.
 */
export async function readRevisions(ctx: Pick<RequestContext, 'em'>, projectId: number): Promise<ProjectRevisions> {
  const [row] = await ctx.em.execute<Array<Record<string, unknown>>>(`select ${revisionColumns('p')} from (select ?::int as "id") "p"`, [projectId]);
  return revisionsOfRow(row ?? {});
}

/**
 * The revisions to key the project's figures by: those getProject read with this very entity when
 * it read it outside a transaction (no statement of its own), else read now (inside a transaction
 * always: it sees the transaction's own bumps).
 */
export async function currentRevisions(ctx: Pick<RequestContext, 'em'>, project: Project): Promise<ProjectRevisions> {
  return (!ctx.em.isInTransaction() && revisionsReadWith(project)) || readRevisions(ctx, project.id);
}

/** The caller's own read of the visible tree (a screen that loads the entities anyway), as rows. */
export type TreeLoader = () => Promise<GroupRow[]>;

/** What a computation needs of its project besides the rows (a Project entity, or a row of many: the dashboard). */
export interface FigureProject {
  id: number;
  kwhPrice: number;
  lcaPriority: readonly LcaMethod[];
}

const figureProjectOf = (project: Project): FigureProject => ({ id: project.id, kwhPrice: project.kwhPrice, lcaPriority: lcaPriority(project) });

/** A computation's inputs besides the tree: the reference rows, the engine's mapper and context, and what each solution's figures depend on. */
interface Basis {
  project: FigureProject;
  revisions: ProjectRevisions;
  reference: SummaryReference;
  mapper: CalcMapper;
  context: CalcContext;
  /** Everything a solution's figures depend on besides its own rows (M3 price, M4 thresholds, M5 priority and exclusions). */
  dependsOn: string;
}

async function basisOf(ctx: RequestContext, project: FigureProject, options: ComputeOptions, revisions: ProjectRevisions): Promise<Basis> {
  // The rating year as loadReference resolves it: the one asked for, else the project's report year, else the latest.
  const year = options.year ?? revisions.reportYear ?? null;
  const reference = await referencesCache().get(`${revisions.reference}|${year ?? '-'}`, () => loadReference(ctx.em, year, project.id), {
    weightOf: () => 1,
    store: !ctx.em.isInTransaction(),
  });
  return {
    project,
    revisions,
    reference,
    mapper: new CalcMapper(reference, project.lcaPriority),
    context: { ...calcContext(project, reference), lcaReport: options.lcaReport },
    dependsOn: [revisions.reference, reference.ratingYear ?? '-', project.kwhPrice ?? '-', project.lcaPriority.join(','), options.lcaReport ? 'lca' : '-'].join('|'),
  };
}

function solutionEntry(basis: Basis, row: SolutionRow): SolutionEntry {
  const calc = basis.mapper.solution(row);
  const itemFigures = computeSolutionItems(calc, basis.context);
  return {
    row,
    calc,
    figures: computeSolution(calc, basis.context),
    items: row.items.map((item, ii) => ({ item, figures: itemFigures[ii], lcaMethod: calc.items[ii].lca?.method ?? null })),
    lcaItemCount: calc.items.filter((i) => i.lca).length,
  };
}

type Tree = Array<{ group: GroupRow; solutions: SolutionEntry[] }>;

/**
 * The trees of one or more projects from their group shells: a solution whose revision is cached is
 * reused, the others' contents are read together (three statements whatever their number) and
 * computed, and kept outside a transaction.
 */
async function treesOf(ctx: RequestContext, jobs: ReadonlyArray<{ basis: Basis; shells: GroupShell[] }>): Promise<Tree[]> {
  const inTransaction = ctx.em.isInTransaction();
  const keyOf = (basis: Basis, s: SolutionShell) => `${s.revision}|${lineOf(basis, s)}`;
  // A solution's successive revisions under the same dependencies (ComputedCache lines).
  const lineOf = (basis: Basis, s: SolutionShell) => `${s.id}|${basis.dependsOn}`;
  const cached = new Map<number, SolutionEntry>();
  const missing: number[] = [];
  for (const { basis, shells } of jobs) {
    for (const g of shells) {
      for (const s of g.solutions) {
        const hit = solutionsCache().peek(keyOf(basis, s));
        if (hit) cached.set(s.id, hit);
        else missing.push(s.id);
      }
    }
  }
  const contents = await loadSolutionContents(ctx.em, missing);
  return jobs.map(({ basis, shells }) =>
    shells.map((shell) => {
      const solutions = shell.solutions.map((s) => {
        const hit = cached.get(s.id);
        // The shell's own columns are current; the contents and figures are those of this revision.
        if (hit) return { ...hit, row: solutionRowFrom(s, hit.row) };
        const entry = solutionEntry(basis, solutionRowFrom(s, contents.get(s.id)!));
        // Nothing computed in a transaction is kept: it may roll back.
        if (!inTransaction) solutionsCache().set(keyOf(basis, s), entry, entry.items.length + 1, lineOf(basis, s));
        return entry;
      });
      const { solutions: _shells, ...group } = shell;
      return { group: { ...group, solutions: solutions.map((e) => e.row) }, solutions };
    }),
  );
}

/** The groups' and the project's figures summed from the solutions' (shared/calc groupFromSolutions, projectFromGroups). */
function assemble(basis: Basis, tree: Tree): ComputedProject {
  const { context, reference, revisions } = basis;
  const calcGroups: CalcGroup[] = tree.map(({ group, solutions }) => ({
    id: String(group.id),
    state: group.state as CalcGroup['state'],
    active: group.active,
    solutions: solutions.map((e) => e.calc),
  }));
  const groupFigures = tree.map(({ solutions }, gi) => groupFromSolutions(calcGroups[gi], solutions.map((e) => e.figures), context));
  const figures = projectFromGroups(String(basis.project.id), groupFigures, context);
  let itemCount = 0;
  const groups = tree.map(({ group, solutions }, gi): ComputedGroup => {
    const gf = figures.groups[gi];
    itemCount += solutions.reduce((n, e) => n + e.items.length, 0);
    return {
      group,
      figures: gf,
      solutions: solutions.map((e, si) => ({ solution: e.row, figures: gf.solutions[si], items: e.items })),
      lcaItemCount: solutions.reduce((n, e) => n + e.lcaItemCount, 0),
      refurbishedItemCount: gf.categories.reduce((n, c) => n + c.refurbishedItemCount, 0),
    };
  });
  return { reference, figures, groups, itemCount, inputs: { groups: calcGroups, context }, revisions };
}

async function compute(ctx: RequestContext, project: FigureProject, options: ComputeOptions, revisions: ProjectRevisions, loadTree?: TreeLoader): Promise<ComputedProject> {
  const basis = await basisOf(ctx, project, options, revisions);
  if (loadTree) return assemble(basis, (await loadTree()).map((group) => ({ group, solutions: group.solutions.map((row) => solutionEntry(basis, row)) })));
  // Draft responses are visible only to the request share's holder (access.ts visibleGroups).
  const shells = await loadGroupShells(ctx.em, project.id, !!ctx.grant);
  const [tree] = await treesOf(ctx, [{ basis, shells }]);
  return assemble(basis, tree);
}

/** The figures cache's key: the revisions and everything else the computation depends on. */
function figuresKey(ctx: RequestContext, project: FigureProject, options: ComputeOptions, revisions: ProjectRevisions): string {
  return `${revisions.project}|${figuresLine(ctx, project, options, revisions)}`;
}

/** The key without the project's revision: the computations of one project's successive states (ComputedCache lines). */
function figuresLine(ctx: RequestContext, project: FigureProject, options: ComputeOptions, revisions: ProjectRevisions): string {
  return [
    project.id,
    revisions.reference,
    // No year means the report's year (else the latest): the same computation as asking for it.
    options.year ?? revisions.reportYear ?? '-',
    options.lcaReport ? 'lca' : '-',
    project.lcaPriority.join(','),
    // Draft responses are visible only to the request share's holder (visibleGroups).
    ctx.grant ? 'grant' : 'published',
  ].join('|');
}

const weightOf = (p: ComputedProject) => p.itemCount + p.groups.length + 1;

/**
 * The project's figures with every group, solution and item (M1–M9), as the caller may see them:
 * from this instance's cache while the project's revision is unchanged, else computed and kept.
 * `loadTree` (on a miss only) reads the visible tree the caller's way instead of figure-rows.ts; it
 * runs after the revisions are read, so a computation is never kept under a newer revision than its
 * rows.
 */
export async function computedProject(ctx: RequestContext, project: Project, options: ComputeOptions, loadTree?: TreeLoader): Promise<ComputedProject> {
  const revisions = await currentRevisions(ctx, project);
  const of = figureProjectOf(project);
  const inTransaction = ctx.em.isInTransaction();
  return figuresCache().get(
    figuresKey(ctx, of, options, revisions),
    // A fork of its own for the reference entities the entry keeps: they must not hold on to the
    // request's identity map.
    () => compute(inTransaction ? ctx : { ...ctx, em: ctx.em.fork() }, of, options, revisions, loadTree),
    { weightOf, store: !inTransaction, line: figuresLine(ctx, of, options, revisions) },
  );
}

/**
 * The figures of many projects at once, each exactly as {@link computedProject} gives it (the
 * dashboard's kWh saved over a thousand projects, issue #33): those cached under their revisions are
 * reused, the others computed together in a fixed number of statements whatever their number (the
 * groups and solutions of all of them: two; the contents of the solutions not cached: three; the
 * reference rows once per reference revision and rating year, cached). In the order given.
 */
export async function computedProjects(
  ctx: RequestContext,
  projects: ReadonlyArray<{ project: FigureProject; revisions: ProjectRevisions }>,
  options: ComputeOptions,
): Promise<ComputedProject[]> {
  const inTransaction = ctx.em.isInTransaction();
  const keys = projects.map((p) => figuresKey(ctx, p.project, options, p.revisions));
  const out = keys.map((key) => figuresCache().peek(key));
  const misses = projects.filter((_, i) => !out[i]);
  if (!misses.length) return out as ComputedProject[];
  // A fork of its own for the reference entities the entries keep (as computedProject).
  const own = inTransaction ? ctx : { ...ctx, em: ctx.em.fork() };
  const bases: Basis[] = [];
  for (const p of misses) bases.push(await basisOf(own, p.project, options, p.revisions));
  const shells = await loadGroupShellsOf(own.em, misses.map((p) => p.project.id), !!ctx.grant);
  const trees = await treesOf(own, bases.map((basis) => ({ basis, shells: shells.get(basis.project.id) ?? [] })));
  let m = 0;
  return out.map((hit, i) => {
    if (hit) return hit;
    const computed = assemble(bases[m], trees[m]);
    m += 1;
    // Nothing computed in a transaction is kept: it may roll back.
    if (!inTransaction) figuresCache().set(keys[i], computed, weightOf(computed), figuresLine(ctx, projects[i].project, options, projects[i].revisions));
    return computed;
  });
}
