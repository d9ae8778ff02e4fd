import { resolveContext, type ResolvedContext } from './context';
import { co2Kg as co2KgOf, emissionKgPerKwh, itemInvestment, resolveKwhPrice } from './emissions';
import { traceSolution } from './explain';
import { byCategoryId, emptyCategory, emptyTotals, finishAggregate, rateCategories } from './figures';
import { averageWattsFromKwh, unitAnnualKwh } from './item-energy';
import { coolingFactor, infrastructureFactor, shareFractions, upsLossFactor } from './infrastructure';
import { addItemLca, addLcaFigures, emptyItemLca, emptyLcaFigures, fillItemLca } from './lca';
import { nonNegative, type Mutable } from './numbers';
import type {
  CalcContext,
  CalcSolution,
  CategoryFigures,
  ComputeOptions,
  ItemFigures,
  LcaFigures,
  SolutionFigures,
} from './types';

/** Per-category running sums of one solution. */
interface CategorySums {
  figures: Mutable<CategoryFigures>;
  lca: Mutable<LcaFigures>;
  /** `f_cat` (M2): the fraction drawn through UPS and cooling; 0 outside calculation mode 1. */
  fraction: number;
  coveredKwh: number;
  refurbishable: boolean;
}

/** Constants of one solution, found once before the item loop. */
interface SolutionConstants {
  dataCentre: boolean;
  fractions: Map<string, number>;
  shareInvalid: boolean;
  /** UPS plus cooling kWh per covered kWh (M2). */
  infraFactor: number;
  /** kg CO2e per kWh (M3). */
  emissionKgPerKwh: number;
  kwhPrice: number;
  refurbishmentFallback: number | null | undefined;
}

function solutionConstants(solution: CalcSolution, ctx: ResolvedContext): SolutionConstants {
  const dataCentre = solution.calculationMode === 1;
  const { fractions, invalid } = shareFractions(solution.shares);
  return {
    dataCentre,
    fractions,
    shareInvalid: invalid,
    infraFactor: dataCentre ? infrastructureFactor(solution.upsEfficiencyPercent, solution.coolingCop) : 0,
    emissionKgPerKwh: emissionKgPerKwh(solution.renewableEnergyPercent, solution.co2FactorGram),
    kwhPrice: resolveKwhPrice(solution.kwhPrice, ctx.kwhPrice),
    refurbishmentFallback: solution.refurbishmentImpactPercentage,
  };
}

function categoryFraction(k: SolutionConstants, categoryId: string): number {
  return k.dataCentre ? (k.fractions.get(categoryId) ?? 1) : 0;
}

/** Capacity per category (M4): the first link's capacity, amounts of links to that capacity summed. */
function capacitiesByCategory(solution: CalcSolution): Map<string, { capacityId: string; amount: number }> {
  const result = new Map<string, { capacityId: string; amount: number }>();
  for (const link of solution.capacities) {
    const found = result.get(link.categoryId);
    if (!found) result.set(link.categoryId, { capacityId: link.capacityId, amount: nonNegative(link.amount) });
    else if (found.capacityId === link.capacityId) found.amount += nonNegative(link.amount);
  }
  return result;
}

/**
 * Computes all figures of one solution in a single pass over its items:
 * item energy (M1); IT, covered, UPS, cooling and total energy, DCiE and PUE (M2); CO2, cost and
 * investment (M3); per-category watt per unit, weight and rating, the energy wheel and the
 * accumulated rating (M4); LCA stages with stage inclusion and refurbishment (M5); the invalid-share
 * flag (M9). Calculation modes 2 and 3 have no UPS or cooling. Categories are ordered by id.
 * With `{ explain: true }` the result carries `traces`.
 */
export function computeSolution(
  solution: CalcSolution,
  context?: CalcContext,
  options?: ComputeOptions,
): SolutionFigures {
  const ctx = resolveContext(context);
  const k = solutionConstants(solution, ctx);
  const useKgPerKwh = k.emissionKgPerKwh * ctx.years;
  const sums = new Map<string, CategorySums>();
  const scratch = emptyItemLca();
  let current: CategorySums | undefined;

  const items = solution.items;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    // Items usually come grouped by category: skip the lookup while the category repeats.
    if (current === undefined || current.figures.categoryId !== item.categoryId) {
      current = sums.get(item.categoryId);
      if (current === undefined) {
        const figures = emptyCategory(item.categoryId);
        current = {
          figures,
          lca: figures.lca,
          fraction: categoryFraction(k, item.categoryId),
          coveredKwh: 0,
          refurbishable: !ctx.nonRefurbished.has(item.categoryId),
        };
        sums.set(item.categoryId, current);
      }
    }
    const amount = nonNegative(item.amount);
    const kwh = amount * unitAnnualKwh(item.modes, item.profileHours);
    const f = current.figures;
    f.itemCount++;
    f.itKwh += kwh;
    current.coveredKwh += kwh * current.fraction;
    f.investment += itemInvestment(item);
    // M5 use stage: the item's energy plus its share of UPS and cooling, over the report period.
    const useKg = item.modes.length > 0 ? kwh * (1 + current.fraction * k.infraFactor) * useKgPerKwh : null;
    const p = item.refurbishmentImpactPercentage ?? k.refurbishmentFallback;
    fillItemLca(scratch, amount, item.lca, useKg, p, current.refurbishable, ctx.lcaReport);
    addItemLca(current.lca, scratch);
    if (scratch.refurbished) {
      f.refurbishedItemCount++;
      f.refurbishedUnitCount += amount;
    }
  }

  const capacities = capacitiesByCategory(solution);
  const categories: Mutable<CategoryFigures>[] = [];
  const totals = emptyTotals();
  const lca = emptyLcaFigures();
  const sorted = [...sums.values()].sort((a, b) => byCategoryId(a.figures, b.figures));
  for (const s of sorted) {
    const c = s.figures;
    const capacity = capacities.get(c.categoryId);
    if (capacity) {
      c.capacityId = capacity.capacityId;
      c.capacityAmount = capacity.amount;
    }
    // The category's share of UPS and cooling is its covered energy times k (M2).
    c.totalKwh = c.itKwh + s.coveredKwh * k.infraFactor;
    c.co2Kg = c.totalKwh * k.emissionKgPerKwh;
    c.operationalCost = c.totalKwh * k.kwhPrice;
    categories.push(c);
    totals.itemCount += c.itemCount;
    totals.itKwh += c.itKwh;
    totals.coveredKwh += s.coveredKwh;
    totals.investment += c.investment;
    addLcaFigures(lca, s.lca);
  }
  totals.upsKwh = totals.coveredKwh * upsLossFactor(k.dataCentre ? solution.upsEfficiencyPercent : 0);
  totals.coolingKwh = (totals.coveredKwh + totals.upsKwh) * coolingFactor(k.dataCentre ? solution.coolingCop : 0);
  totals.totalKwh = totals.itKwh + totals.upsKwh + totals.coolingKwh;
  if (k.dataCentre) {
    totals.dataCentreItKwh = totals.itKwh;
    totals.dataCentreTotalKwh = totals.totalKwh;
  }
  totals.co2Kg = co2KgOf(totals.totalKwh, solution.renewableEnergyPercent, solution.co2FactorGram);
  totals.operationalCost = totals.totalKwh * k.kwhPrice;
  rateCategories(categories, totals.itKwh, ctx.thresholds);

  const cop = k.dataCentre && coolingFactor(solution.coolingCop) > 0 ? solution.coolingCop : null;
  const figures: SolutionFigures = {
    solutionId: solution.id,
    calculationMode: solution.calculationMode,
    kwhPrice: k.kwhPrice,
    shareInvalid: k.shareInvalid,
    warnings: k.shareInvalid ? ['category_infrastructure_share'] : [],
    ...finishAggregate(totals, categories, cop, lca, ctx.thresholds),
  };
  if (options?.explain) figures.traces = traceSolution(figures, solution, k.fractions, ctx);
  return figures;
}

/**
 * Per-item figures of a solution, for detailed item lists: energy (M1), the item's share of UPS
 * and cooling (M2, M5), CO2 and cost (M3), investment and LCA (M5). Allocates one object per item;
 * `computeSolution` does not need it.
 */
export function computeSolutionItems(solution: CalcSolution, context?: CalcContext): ItemFigures[] {
  const ctx = resolveContext(context);
  const k = solutionConstants(solution, ctx);
  return solution.items.map((item) => {
    const amount = nonNegative(item.amount);
    const annualKwh = amount * unitAnnualKwh(item.modes, item.profileHours);
    const totalKwh = annualKwh * (1 + categoryFraction(k, item.categoryId) * k.infraFactor);
    const lca = emptyItemLca();
    fillItemLca(
      lca,
      amount,
      item.lca,
      item.modes.length > 0 ? totalKwh * k.emissionKgPerKwh * ctx.years : null,
      item.refurbishmentImpactPercentage ?? k.refurbishmentFallback,
      !ctx.nonRefurbished.has(item.categoryId),
      ctx.lcaReport,
    );
    return {
      itemId: item.id,
      categoryId: item.categoryId,
      annualKwh,
      averageWatts: averageWattsFromKwh(annualKwh),
      totalKwh,
      co2Kg: totalKwh * k.emissionKgPerKwh,
      operationalCost: totalKwh * k.kwhPrice,
      investment: itemInvestment(item),
      lca,
    };
  });
}
