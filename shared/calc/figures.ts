/**
 * Internal building blocks shared by solutions, groups and projects: rating the categories,
 * building the energy wheel and the accumulated rating, and summing parts into totals.
 */
import { averageWattsFromKwh } from './item-energy';
import { dciePercent, powerUsageEffectiveness } from './infrastructure';
import { addLcaFigures, emptyLcaFigures } from './lca';
import { ratioOrNull, type Mutable } from './numbers';
import {
  accumulatedRating,
  categoryGroupWeight,
  categoryRating,
  coolingRating,
  numericRating,
  ratingBoundsFor,
  wattPerUnit,
} from './rating';
import type {
  AggregateFigures,
  CategoryFigures,
  CoolingFigures,
  EnergyWheelEntry,
  LcaFigures,
  RatingThresholds,
} from './types';

/** Energy and money totals of an aggregate, before derived figures. */
export interface Totals {
  itemCount: number;
  itKwh: number;
  coveredKwh: number;
  upsKwh: number;
  coolingKwh: number;
  totalKwh: number;
  /** IT and total energy of the data-centre solutions among the parts (M2: DCiE and PUE are theirs). */
  dataCentreItKwh: number;
  dataCentreTotalKwh: number;
  co2Kg: number;
  operationalCost: number;
  investment: number;
  /** Σ coolingKwh × cop: the energy that was cooled, for the effective COP. */
  cooledKwh: number;
}

export function emptyCategory(categoryId: string): Mutable<CategoryFigures> {
  return {
    categoryId,
    itemCount: 0,
    itKwh: 0,
    totalKwh: 0,
    averageWatts: 0,
    capacityId: null,
    capacityAmount: 0,
    wattPerUnit: null,
    groupWeight: 0,
    rating: null,
    numericRating: null,
    co2Kg: 0,
    operationalCost: 0,
    investment: 0,
    refurbishedItemCount: 0,
    refurbishedUnitCount: 0,
    lca: emptyLcaFigures(),
  };
}

/** Orders categories by id, so that no result depends on item order. */
export function byCategoryId(a: CategoryFigures, b: CategoryFigures): number {
  return a.categoryId < b.categoryId ? -1 : a.categoryId > b.categoryId ? 1 : 0;
}

/** Sets average watts, watt per unit, group weight and rating of each category (M1, M4). */
export function rateCategories(
  categories: Mutable<CategoryFigures>[],
  itKwh: number,
  thresholds: RatingThresholds | null,
): void {
  for (const c of categories) {
    c.averageWatts = averageWattsFromKwh(c.itKwh);
    c.wattPerUnit = wattPerUnit(c.averageWatts, c.capacityAmount);
    c.groupWeight = categoryGroupWeight(c.itKwh, itKwh);
    c.rating = categoryRating(c.wattPerUnit, ratingBoundsFor(thresholds, c.categoryId, c.capacityId));
    c.numericRating = numericRating(c.rating);
  }
}

/** Cooling figures from the cooled and cooling energy; the COP is their ratio (M2, M4). */
export function coolingFigures(
  cop: number | null,
  coolingKwh: number,
  thresholds: RatingThresholds | null,
): CoolingFigures {
  const rating = coolingRating(cop, thresholds?.coolingCop);
  return { cop, coolingKwh, rating, numericRating: numericRating(rating) };
}

/**
 * Energy-wheel entries (M4): one per category, plus the cooling (efficiency = COP) weighted by
 * `coolingKwh / itKwh` when there is cooling.
 */
export function energyWheel(categories: readonly CategoryFigures[], cooling: CoolingFigures, itKwh: number): EnergyWheelEntry[] {
  const entries: EnergyWheelEntry[] = categories.map((c) => ({
    kind: 'category',
    categoryId: c.categoryId,
    wattPerUnit: c.wattPerUnit,
    cop: null,
    groupWeight: c.groupWeight,
    capacityId: c.capacityId,
    rating: c.rating,
    numericRating: c.numericRating,
  }));
  if (cooling.cop !== null) {
    entries.push({
      kind: 'cooling',
      categoryId: null,
      wattPerUnit: null,
      cop: cooling.cop,
      groupWeight: categoryGroupWeight(cooling.coolingKwh, itKwh),
      capacityId: null,
      rating: cooling.rating,
      numericRating: cooling.numericRating,
    });
  }
  return entries;
}

/** Derived figures of an aggregate (DCiE, PUE, CO2 in tons, wheel, accumulated rating). */
export function finishAggregate(
  totals: Totals,
  categories: CategoryFigures[],
  coolingCop: number | null,
  lca: LcaFigures,
  thresholds: RatingThresholds | null,
): AggregateFigures {
  const cooling = coolingFigures(coolingCop, totals.coolingKwh, thresholds);
  const wheel = energyWheel(categories, cooling, totals.itKwh);
  return {
    itemCount: totals.itemCount,
    itKwh: totals.itKwh,
    coveredKwh: totals.coveredKwh,
    upsKwh: totals.upsKwh,
    coolingKwh: totals.coolingKwh,
    totalKwh: totals.totalKwh,
    dataCentreItKwh: totals.dataCentreItKwh,
    dataCentreTotalKwh: totals.dataCentreTotalKwh,
    // Data-centre figures (M2): office and LCA solutions have no UPS or cooling, and counting their
    // energy as "IT energy" made a group's DCiE look better than any of its data centres (issue #28).
    dciePercent: dciePercent(totals.dataCentreTotalKwh, totals.dataCentreItKwh),
    pue: powerUsageEffectiveness(totals.dataCentreTotalKwh, totals.dataCentreItKwh),
    co2Kg: totals.co2Kg,
    co2Ton: totals.co2Kg / 1000,
    operationalCost: totals.operationalCost,
    investment: totals.investment,
    categories,
    cooling,
    energyWheel: wheel,
    rating: {
      totalKwh: totals.totalKwh,
      ...accumulatedRating(wheel.map((e) => ({ weight: e.groupWeight, numericRating: e.numericRating }))),
    },
    lca,
  };
}

/** All-zero totals, the start of every sum. */
export function emptyTotals(): Totals {
  return { itemCount: 0, itKwh: 0, coveredKwh: 0, upsKwh: 0, coolingKwh: 0, totalKwh: 0, dataCentreItKwh: 0, dataCentreTotalKwh: 0, co2Kg: 0, operationalCost: 0, investment: 0, cooledKwh: 0 };
}

/**
 * Sums parts (solutions into a group, groups into a project) (M3): every total is the sum of its
 * parts; per category the energy, CO2, cost and LCA are summed and the capacity amounts of the
 * first capacity met for that category are summed; watt per unit, weights and ratings are then
 * recomputed from the sums (M4).
 */
export function sumAggregates(parts: readonly AggregateFigures[], thresholds: RatingThresholds | null): AggregateFigures {
  const totals = emptyTotals();
  const lca = emptyLcaFigures();
  const byCategory = new Map<string, Mutable<CategoryFigures>>();
  for (const part of parts) {
    totals.itemCount += part.itemCount;
    totals.itKwh += part.itKwh;
    totals.coveredKwh += part.coveredKwh;
    totals.upsKwh += part.upsKwh;
    totals.coolingKwh += part.coolingKwh;
    totals.totalKwh += part.totalKwh;
    totals.dataCentreItKwh += part.dataCentreItKwh;
    totals.dataCentreTotalKwh += part.dataCentreTotalKwh;
    totals.co2Kg += part.co2Kg;
    totals.operationalCost += part.operationalCost;
    totals.investment += part.investment;
    if (part.cooling.cop !== null) totals.cooledKwh += part.cooling.coolingKwh * part.cooling.cop;
    addLcaFigures(lca, part.lca);
    for (const c of part.categories) {
      let sum = byCategory.get(c.categoryId);
      if (!sum) {
        sum = emptyCategory(c.categoryId);
        byCategory.set(c.categoryId, sum);
      }
      sum.itemCount += c.itemCount;
      sum.itKwh += c.itKwh;
      sum.totalKwh += c.totalKwh;
      sum.co2Kg += c.co2Kg;
      sum.operationalCost += c.operationalCost;
      sum.investment += c.investment;
      sum.refurbishedItemCount += c.refurbishedItemCount;
      sum.refurbishedUnitCount += c.refurbishedUnitCount;
      addLcaFigures(sum.lca, c.lca);
      if (c.capacityId !== null) {
        if (sum.capacityId === null) sum.capacityId = c.capacityId;
        if (sum.capacityId === c.capacityId) sum.capacityAmount += c.capacityAmount;
      }
    }
  }
  const categories = [...byCategory.values()].sort(byCategoryId);
  rateCategories(categories, totals.itKwh, thresholds);
  const cop = totals.coolingKwh > 0 ? ratioOrNull(totals.cooledKwh, totals.coolingKwh) : null;
  return finishAggregate(totals, categories, cop, lca, thresholds);
}
