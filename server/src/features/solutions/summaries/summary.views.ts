/**
 * The summaries as GraphQL presents them (summary.types.ts): the engine's figures (shared/calc) under
 * the schema's camelCase names, field by field and checked by the type checker. The REST facade
 * presents the same views, spelled snake_case by the output tables of solutions.rest-mapper.ts.
 * Figures are not rounded or recomputed here.
 */
import { assumptionsOf, co2Ton, ratedByCoolingAlone, type AggregateFigures, type CalcTraces, type GroupFigures, type LcaFigures, type ProjectFigures, type SolutionFigures } from '../../../../../shared/calc';
import type { SolutionGroup } from '../solution.entity';
import type { SummaryReference } from '../calc-adapter';
import type { CalcTraceEntry, CategoryData, EnergyWheelEntry, LcaData, ProjectSummary, SolutionGroupSummary, SolutionSummary, SummaryFigures } from './summary.types';

const categoryName = (ref: SummaryReference, id: string | null) => (id ? (ref.categories.get(id)?.name ?? id) : null);

/** The engine's traces ("how was this calculated"), by figure path. */
function tracesView(traces: CalcTraces): CalcTraceEntry[] {
  return Object.keys(traces)
    .sort()
    .map((path) => ({ path, ...traces[path] }));
}

export function lcaView(l: LcaFigures): LcaData {
  return {
    gwpKgCo2e: l.gwpKg,
    manufacturingKgCo2e: l.manufacturingKg,
    transportationKgCo2e: l.transportationKg,
    useKgCo2e: l.useKg,
    eolKgCo2e: l.eolKg,
    refurbishmentImpactKgCo2e: l.refurbishmentImpactKg,
    refurbishedManufacturingOffsetKgCo2e: l.refurbishedManufacturingOffsetKg,
    refurbishedTransportationOffsetKgCo2e: l.refurbishedTransportationOffsetKg,
    refurbishmentOffsetKgCo2e: l.refurbishmentOffsetKg,
    refurbishedOffsetTotalKgCo2e: l.refurbishedOffsetTotalKg,
  };
}

/** The figures every summary has (the SummaryFigures interface of the schema). */
export function figuresView(f: AggregateFigures, ref: SummaryReference): SummaryFigures {
  const energyWheel: EnergyWheelEntry[] = f.energyWheel.map((e) => ({
    category: e.kind === 'cooling' ? 'cooling' : e.categoryId,
    categoryName: e.kind === 'cooling' ? categoryName(ref, 'cooling') : categoryName(ref, e.categoryId),
    wattPerUnit: e.wattPerUnit,
    cop: e.cop,
    categoryGroupWeight: e.groupWeight,
    capacityId: e.capacityId,
    rating: e.rating,
    numericRating: e.numericRating,
  }));
  const categoryData: CategoryData[] = f.categories.map((c) => ({
    categoryId: c.categoryId,
    categoryName: categoryName(ref, c.categoryId),
    itemCount: c.itemCount,
    itKwh: c.itKwh,
    totalKwh: c.totalKwh,
    averageWatts: c.averageWatts,
    capacityId: c.capacityId,
    capacityAmount: c.capacityAmount,
    wattPerUnit: c.wattPerUnit,
    categoryGroupWeight: c.groupWeight,
    rating: c.rating,
    co2EmissionKg: c.co2Kg,
    co2EmissionTon: co2Ton(c.co2Kg),
    operationalCost: c.operationalCost,
    investment: c.investment,
    refurbishedItemCount: c.refurbishedItemCount,
    refurbishedUnitCount: c.refurbishedUnitCount,
    lcaData: lcaView(c.lca),
  }));
  return {
    assumptions: assumptionsOf(f),
    itemCount: f.itemCount,
    itKwh: f.itKwh,
    totalKwh: f.totalKwh,
    upsKwh: f.upsKwh,
    coolingKwh: f.coolingKwh,
    dcie: f.dciePercent,
    pue: f.pue,
    co2EmissionKg: f.co2Kg,
    co2EmissionTon: f.co2Ton,
    operationalCost: f.operationalCost,
    investment: f.investment,
    rating: { totalKwh: f.rating.totalKwh, numericRating: f.rating.numericRating, efficiency: f.rating.score, rating: f.rating.rating, year: ref.ratingYear, coolingOnly: ratedByCoolingAlone(f) },
    energyWheel,
    categoryData,
    lcaData: lcaView(f.lca),
    ...(f.traces ? { traces: tracesView(f.traces) } : {}),
  };
}

export function solutionSummaryView(f: SolutionFigures, ref: SummaryReference): SolutionSummary {
  return {
    solutionId: Number(f.solutionId),
    calculationMode: f.calculationMode,
    kwhPrice: f.kwhPrice,
    categoryInfrastructureShareInvalid: f.shareInvalid,
    warnings: f.warnings,
    ...figuresView(f, ref),
  };
}

export function groupSummaryView(f: GroupFigures, ref: SummaryReference, group?: Pick<SolutionGroup, 'name' | 'isPrimary'>): SolutionGroupSummary {
  return {
    groupId: Number(f.groupId),
    ...(group ? { name: group.name, primary: group.isPrimary } : {}),
    state: f.state,
    active: f.active,
    counted: f.counted,
    categoryInfrastructureShareInvalid: f.solutions.some((s) => s.shareInvalid),
    warnings: f.warnings,
    ...figuresView(f, ref),
    solutions: f.solutions.map((s) => solutionSummaryView(s, ref)),
  };
}

/**
 * `onlyGroupIds`: the groups whose entries `groups` holds (a live event's changed groups); the
 * project's own figures (its baseline's, M3) and its warnings (over every counted group) are always
 * whole. Default: every group.
 */
export function projectSummaryView(
  f: ProjectFigures,
  ref: SummaryReference,
  groups: Array<Pick<SolutionGroup, 'id' | 'name' | 'isPrimary'>>,
  onlyGroupIds?: ReadonlySet<string>,
): ProjectSummary {
  const byId = new Map(groups.map((g) => [String(g.id), g]));
  return {
    projectId: Number(f.projectId),
    // The project's figures are today's, its baseline's (M3, issue #46); each alternative beside it.
    baselineGroupId: f.baselineGroupId === null ? null : Number(f.baselineGroupId),
    alternatives: f.alternatives.map((a) => ({
      groupId: Number(a.groupId),
      totalKwh: a.totalKwh,
      co2EmissionKg: a.co2Kg,
      operationalCost: a.operationalCost,
      kwhSaving: a.kwhSaving,
      co2SavingKg: a.co2SavingKg,
      costSaving: a.costSaving,
    })),
    warnings: [...new Set(f.groups.filter((g) => g.counted).flatMap((g) => g.warnings))],
    ...figuresView(f, ref),
    groups: (onlyGroupIds ? f.groups.filter((g) => onlyGroupIds.has(g.groupId)) : f.groups).map((g) => groupSummaryView(g, ref, byId.get(g.groupId))),
  };
}
