import { resolveContext } from './context';
import { traceAggregate } from './explain';
import { sumAggregates } from './figures';
import { computeSolution } from './solution';
import type { CalcContext, CalcGroup, CalcProject, ComputeOptions, GroupFigures, ProjectFigures, SolutionFigures } from './types';
import { groupWarnings } from './warnings';

/** Whether a group counts in project totals: active and not in state inactive (M3). */
export function groupIsCounted(group: Pick<CalcGroup, 'active' | 'state'>): boolean {
  return group.active && group.state !== 'inactive';
}

/**
 * A group's figures (M3): totals are the sums over its solutions; per-category watt per unit,
 * weights and ratings are recomputed from the summed energy and capacities (M4); warnings per M9.
 */
export function computeGroup(group: CalcGroup, context?: CalcContext, options?: ComputeOptions): GroupFigures {
  const ctx = resolveContext(context);
  return groupFromSolutions(group, group.solutions.map((s) => computeSolution(s, ctx, options)), ctx, options);
}

/**
 * A group's figures (M3) from its solutions' figures, already computed (computeSolution of each, in
 * order): what computeGroup does after computing them. A server that keeps each solution's figures
 * recomputes only a changed solution and then this (issue #33: an edit costs what it changes).
 */
export function groupFromSolutions(group: Pick<CalcGroup, 'id' | 'state' | 'active'>, solutions: SolutionFigures[], context?: CalcContext, options?: ComputeOptions): GroupFigures {
  const ctx = resolveContext(context);
  const shareInvalid = solutions.some((s) => s.shareInvalid);
  const totals = sumAggregates(solutions, ctx.thresholds);
  const figures: GroupFigures = {
    groupId: group.id,
    state: group.state,
    active: group.active,
    counted: groupIsCounted(group),
    solutions,
    warnings: groupWarnings({ shareInvalid, totalKwh: totals.totalKwh }),
    ...totals,
  };
  if (options?.explain) {
    figures.traces = traceAggregate(
      figures,
      solutions.map((s) => ({ id: s.solutionId, figures: s })),
      'solutions',
      ctx,
    );
  }
  return figures;
}

/**
 * A project's figures (M3): every group is computed; the project totals are the sums over the
 * counted (active) groups only.
 */
export function computeProject(project: CalcProject, context?: CalcContext, options?: ComputeOptions): ProjectFigures {
  const ctx = resolveContext(context);
  return projectFromGroups(project.id, project.groups.map((g) => computeGroup(g, ctx, options)), ctx, options);
}

/** A project's figures (M3) from its groups' figures, already computed: what computeProject does after computing them. */
export function projectFromGroups(projectId: string, groups: GroupFigures[], context?: CalcContext, options?: ComputeOptions): ProjectFigures {
  const ctx = resolveContext(context);
  const counted = groups.filter((g) => g.counted);
  const figures: ProjectFigures = {
    projectId,
    groups,
    ...sumAggregates(counted, ctx.thresholds),
  };
  if (options?.explain) {
    figures.traces = traceAggregate(
      figures,
      counted.map((g) => ({ id: g.groupId, figures: g })),
      'groups',
      ctx,
    );
  }
  return figures;
}
