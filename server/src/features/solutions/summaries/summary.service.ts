/**
 * Summaries of a solution, a group and a project: the rows come through the entity-to-calc adapter
 * (../calc-adapter.ts) in a fixed number of queries and are computed ONLY by shared/calc (M1–M9).
 *
 * Summaries read the project's figures computed once per revision (project-figures.ts): one statement
 * for the revisions when the computation is cached; otherwise the reference rows — categories,
 * capacity definitions, the rating scale of the year (3) — and the tree: groups, solutions, solution
 * types, items, products, capacity links, shares (one each). `explain` computes afresh, with traces.
 */
import { computeGroup, computeProject, computeSolution, type GroupFigures, type ProjectFigures, type SolutionFigures } from '../../../../../shared/calc';
import { DomainError } from '../../../../../shared/errors';
import type { RequestContext } from '../../../platform/context';
import type { Project } from '../../projects';
import { projectFor, visibleGroups } from '../access';
import { calcContext, CalcMapper, lcaPriority, loadGroupTrees, loadReference, loadSolutionTree, type SummaryReference } from '../calc-adapter';
import type { SolutionGroup } from '../solution.entity';
import { computedProject, type TreeLoader } from './project-figures';

export interface SummaryOptions {
  /** Attach the engine's traces ("how was this calculated"). */
  explain?: boolean;
  /** Rating year; default the project's report year, else the latest year of the rating scales. */
  year?: number | null;
}
export interface Summary<F> {
  figures: F;
  reference: SummaryReference;
}
/** What a summary says of its group besides the figures (a cached row, or the entity with `explain`). */
export type GroupLabel = Pick<SolutionGroup, 'id' | 'name' | 'state' | 'isPrimary'>;
/**
 * Every group of a project and the project's figures (M3: totals over active groups), from the figures
 * computed once per project revision (project-figures.ts, plain rows); `explain` computes afresh from
 * the entities with the engine's traces.
 */
export async function projectTree(ctx: RequestContext, project: Project, options: SummaryOptions = {}, loadTree?: TreeLoader): Promise<Summary<ProjectFigures> & { groups: GroupLabel[] }> {
  if (!options.explain) {
    const computed = await computedProject(ctx, project, { year: options.year, lcaReport: false }, loadTree);
    return { groups: computed.groups.map((g) => g.group), figures: computed.figures, reference: computed.reference };
  }
  const reference = await loadReference(ctx.em, options.year, project.id);
  const groups = await loadGroupTrees(ctx.em, visibleGroups(ctx, { project: project.id }));
  const mapper = new CalcMapper(reference, lcaPriority(project));
  const figures = computeProject({ id: String(project.id), groups: groups.map((g) => mapper.group(g)) }, calcContext(project, reference), { explain: options.explain });
  return { groups, figures, reference };
}

/** GET …/solution/{id}/summary. */
export async function solutionSummary(ctx: RequestContext, projectId: number, solutionId: number, options: SummaryOptions = {}): Promise<Summary<SolutionFigures>> {
  const project = await projectFor(ctx, projectId);
  const id = solutionId;
  if (!options.explain) {
    const computed = await computedProject(ctx, project, { year: options.year, lcaReport: false });
    const found = computed.groups.flatMap((g) => g.solutions).find((s) => s.solution.id === id);
    if (!found) throw DomainError.notFound('solutions.solutionNotFound');
    return { figures: found.figures, reference: computed.reference };
  }
  const reference = await loadReference(ctx.em, options.year, project.id);
  const solution = await loadSolutionTree(ctx.em, { id, group: visibleGroups(ctx, { project: project.id }) });
  if (!solution) throw DomainError.notFound('solutions.solutionNotFound');
  const mapper = new CalcMapper(reference, lcaPriority(project));
  return { figures: computeSolution(mapper.solution(solution), calcContext(project, reference), { explain: options.explain }), reference };
}

/** GET …/solution-groups/{id}/summary. */
export async function groupSummary(
  ctx: RequestContext,
  projectId: number,
  groupId: number,
  options: SummaryOptions = {},
): Promise<Summary<GroupFigures> & { group: GroupLabel }> {
  const project = await projectFor(ctx, projectId);
  return groupSummaryOf(ctx, project, groupId, options);
}

export async function groupSummaryOf(ctx: RequestContext, project: Project, groupId: number, options: SummaryOptions = {}): Promise<Summary<GroupFigures> & { group: GroupLabel }> {
  const id = groupId;
  if (!options.explain) {
    const computed = await computedProject(ctx, project, { year: options.year, lcaReport: false });
    const found = computed.groups.find((g) => g.group.id === id);
    if (!found) throw DomainError.notFound('solutions.groupNotFound');
    return { group: found.group, figures: found.figures, reference: computed.reference };
  }
  const reference = await loadReference(ctx.em, options.year, project.id);
  const [group] = await loadGroupTrees(ctx.em, visibleGroups(ctx, { id, project: project.id }));
  if (!group) throw DomainError.notFound('solutions.groupNotFound');
  const mapper = new CalcMapper(reference, lcaPriority(project));
  return { group, figures: computeGroup(mapper.group(group), calcContext(project, reference), { explain: options.explain }), reference };
}

/** GET /project-manager/projects/{id}/summary. */
export async function projectSummary(
  ctx: RequestContext,
  projectId: number,
  options: SummaryOptions = {},
): Promise<Summary<ProjectFigures> & { project: Project; groups: GroupLabel[] }> {
  const project = await projectFor(ctx, projectId);
  const { groups, figures, reference } = await projectTree(ctx, project, options);
  return { project, groups, figures, reference };
}
