import { resolveContext } from './context';
import { traceAggregate } from './explain';
import { sumAggregates } from './figures';
import { computeSolution } from './solution';
import type { AggregateFigures, CalcContext, CalcGroup, CalcProject, ComputeOptions, GroupFigures, ProjectAlternative, ProjectFigures, SolutionFigures } from './types';
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
 * A project's figures (M3, issue #46): every group is computed; the project's figure is its counted
 * baseline's (today), and each other counted group is an alternative beside it with its saving.
 */
export function computeProject(project: CalcProject, context?: CalcContext, options?: ComputeOptions): ProjectFigures {
  const ctx = resolveContext(context);
  return projectFromGroups(project.id, project.groups.map((g) => computeGroup(g, ctx, options)), ctx, options);
}

/** Whether a group's figures are the project's figure (M3, issue #46): the counted baseline, today. */
export function groupIsToday(group: Pick<GroupFigures, 'counted' | 'state'>): boolean {
  return group.counted && group.state === 'baseline';
}

/** A counted group beside today, with its saving against the baseline (M3, issue #46; null without a baseline). */
export function projectAlternative(baseline: Pick<AggregateFigures, 'totalKwh' | 'co2Kg' | 'operationalCost'> | null, group: GroupFigures): ProjectAlternative {
  return {
    groupId: group.groupId,
    totalKwh: group.totalKwh,
    co2Kg: group.co2Kg,
    operationalCost: group.operationalCost,
    kwhSaving: baseline ? baseline.totalKwh - group.totalKwh : null,
    co2SavingKg: baseline ? baseline.co2Kg - group.co2Kg : null,
    costSaving: baseline ? baseline.operationalCost - group.operationalCost : null,
  };
}

/**
 * A project's figures (M3, issue #46) from its groups' figures, already computed: what computeProject
 * does after computing them. The aggregate is the counted baseline's (one per project; should there be
 * more, their sum: they are all today), never baseline plus alternatives.
 */
export function projectFromGroups(projectId: string, groups: GroupFigures[], context?: CalcContext, options?: ComputeOptions): ProjectFigures {
  const ctx = resolveContext(context);
  const today = groups.filter(groupIsToday);
  const totals = sumAggregates(today, ctx.thresholds);
  const figures: ProjectFigures = {
    projectId,
    baselineGroupId: today[0]?.groupId ?? null,
    alternatives: groups.filter((g) => g.counted && !groupIsToday(g)).map((g) => projectAlternative(today.length ? totals : null, g)),
    groups,
    ...totals,
  };
  if (options?.explain) {
    figures.traces = traceAggregate(
      figures,
      today.map((g) => ({ id: g.groupId, figures: g })),
      'groups',
      ctx,
    );
  }
  return figures;
}

/**
 * The sum over every counted group, baseline and alternatives alike (M3 before issue #46). Not a
 * project figure: only for re-running documents issued under methodology 2026.11, whose manifest
 * recorded it as the project's (they verify as issued), and for what spans every group a report shows
 * (the order and colours of its categories).
 */
export function sumOverCountedGroups(groups: readonly GroupFigures[], context?: CalcContext): AggregateFigures {
  return sumAggregates(
    groups.filter((g) => g.counted),
    resolveContext(context).thresholds,
  );
}
