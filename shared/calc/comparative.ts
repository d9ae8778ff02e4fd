import { HOURS_PER_YEAR } from './constants';
import { resolveKwhPrice } from './emissions';
import { ratioOrNull } from './numbers';
import type { AggregateFigures, CalcItem, CalcTrace, CategoryFigures, ComparativeItemState, ComputeOptions } from './types';

/** Whether an item state is before (1, 3) or after (2, 4) in a comparative-solution project (M6). */
export function comparativeSide(state: ComparativeItemState | null | undefined): 'before' | 'after' | null {
  if (state === 1 || state === 3) return 'before';
  if (state === 2 || state === 4) return 'after';
  return null;
}

/** Splits items into before (states 1, 3) and after (2, 4) (M6); items without a state are left out. */
export function splitComparativeItems<T extends Pick<CalcItem, 'comparativeState'>>(
  items: readonly T[],
): { before: T[]; after: T[] } {
  const before: T[] = [];
  const after: T[] = [];
  for (const item of items) {
    const side = comparativeSide(item.comparativeState);
    if (side === 'before') before.push(item);
    else if (side === 'after') after.push(item);
  }
  return { before, after };
}

/** Per-category before/after figures (M6). */
export interface ComparativeCategory {
  categoryId: string;
  itKwhBefore: number;
  itKwhAfter: number;
  wattPerUnitBefore: number | null;
  wattPerUnitAfter: number | null;
  /** `wpu_before / wpu_after`; `null` when either is undefined (or `wpu_after` is 0). */
  efficiencyFactor: number | null;
  /** `max(0, wpu_before × capacity_after × 8.76 − itKwh_after_cat)`; 0 when `wpu_before` is undefined. */
  efficientGrowthKwh: number;
}

export interface ComparativeFigures {
  totalKwhBefore: number;
  totalKwhAfter: number;
  energySavingKwh: number;
  moneySaving: number;
  totalEnergyEfficientGrowthKwh: number;
  /** Union of both sides' categories, ordered by id. */
  categories: ComparativeCategory[];
  traces?: Readonly<Record<string, CalcTrace>>;
}

export interface ComparativeOptions extends ComputeOptions {
  /** Price per kWh for the money saving; default 1.35 (M3). */
  kwhPrice?: number | null;
}

/** kWh per year of one watt: 8760 h / 1000 = 8.76 (M6). */
const KWH_PER_WATT_YEAR = HOURS_PER_YEAR / 1000;

/**
 * Before/after figures of a comparative solution (M6), from the two sides computed as solutions:
 * `energySaving = totalKwhBefore − totalKwhAfter`; money saving = energySaving × kwhPrice (default
 * 1.35); `totalEnergyEfficientGrowthKwh = Σ_cat max(0, wpu_before × capacity_after × 8.76 −
 * itKwh_after_cat)`; `efficiency_factor_cat = wpu_before / wpu_after`.
 */
export function comparativeFigures(
  before: AggregateFigures,
  after: AggregateFigures,
  options?: ComparativeOptions,
): ComparativeFigures {
  const kwhPrice = resolveKwhPrice(null, options?.kwhPrice);
  const beforeById = new Map(before.categories.map((c) => [c.categoryId, c]));
  const afterById = new Map(after.categories.map((c) => [c.categoryId, c]));
  const ids = [...new Set([...beforeById.keys(), ...afterById.keys()])].sort();
  let growthTotal = 0;
  const categories = ids.map((categoryId): ComparativeCategory => {
    const b = beforeById.get(categoryId);
    const a = afterById.get(categoryId);
    const wpuBefore = b?.wattPerUnit ?? null;
    const wpuAfter = a?.wattPerUnit ?? null;
    let growth = 0;
    if (wpuBefore !== null && a) {
      const g = wpuBefore * a.capacityAmount * KWH_PER_WATT_YEAR - a.itKwh;
      growth = g > 0 ? g : 0;
    }
    growthTotal += growth;
    return {
      categoryId,
      itKwhBefore: b?.itKwh ?? 0,
      itKwhAfter: a?.itKwh ?? 0,
      wattPerUnitBefore: wpuBefore,
      wattPerUnitAfter: wpuAfter,
      efficiencyFactor: wpuBefore === null || wpuAfter === null ? null : ratioOrNull(wpuBefore, wpuAfter),
      efficientGrowthKwh: growth,
    };
  });
  const energySavingKwh = before.totalKwh - after.totalKwh;
  const figures: ComparativeFigures = {
    totalKwhBefore: before.totalKwh,
    totalKwhAfter: after.totalKwh,
    energySavingKwh,
    moneySaving: energySavingKwh * kwhPrice,
    totalEnergyEfficientGrowthKwh: growthTotal,
    categories,
  };
  if (options?.explain) {
    const traces: Record<string, CalcTrace> = {
      energySavingKwh: {
        section: 'M6',
        formula: 'energySaving = totalKwhBefore − totalKwhAfter',
        inputs: { totalKwhBefore: before.totalKwh, totalKwhAfter: after.totalKwh },
        value: energySavingKwh,
      },
      moneySaving: {
        section: 'M6',
        formula: 'moneySaving = energySaving × kwhPrice',
        inputs: { energySavingKwh, kwhPrice },
        value: figures.moneySaving,
      },
      totalEnergyEfficientGrowthKwh: {
        section: 'M6',
        formula: 'totalEnergyEfficientGrowthKwh = Σ_cat max(0, wpu_before × capacity_after × 8.76 − itKwh_after_cat)',
        inputs: Object.fromEntries(categories.map((c) => [c.categoryId, c.efficientGrowthKwh])),
        value: growthTotal,
      },
    };
    for (const c of categories) {
      traces[`categories.${c.categoryId}.efficiencyFactor`] = {
        section: 'M6',
        formula: 'efficiency_factor = wpu_before / wpu_after; null when either is undefined',
        inputs: { wattPerUnitBefore: c.wattPerUnitBefore, wattPerUnitAfter: c.wattPerUnitAfter },
        value: c.efficiencyFactor,
      };
      traces[`categories.${c.categoryId}.efficientGrowthKwh`] = {
        section: 'M6',
        formula: 'growth_cat = max(0, wpu_before × capacity_after × 8.76 − itKwh_after_cat)',
        inputs: {
          wattPerUnitBefore: c.wattPerUnitBefore,
          capacityAfter: afterById.get(c.categoryId)?.capacityAmount ?? null,
          itKwhAfter: c.itKwhAfter,
        },
        value: c.efficientGrowthKwh,
      };
    }
    figures.traces = traces;
  }
  return figures;
}

/** One category's energy-efficiency improvement against the baseline (M4). */
export interface EfficiencyComparison {
  categoryId: string;
  /** `(wpu_baseline − wpu_comparative) / wpu_baseline × 100`. */
  percent: number;
}

/**
 * Energy-efficiency comparison of a comparative against the baseline (M4): per category
 * `(wpu_baseline − wpu_comparative) / wpu_baseline × 100`. Negative results are dropped, and so are
 * categories without a watt per unit on either side or with a baseline of 0. UPS and cooling are
 * excluded: they are not categories. Ordered by category id.
 */
export function energyEfficiencyComparison(
  baseline: readonly Pick<CategoryFigures, 'categoryId' | 'wattPerUnit'>[],
  comparative: readonly Pick<CategoryFigures, 'categoryId' | 'wattPerUnit'>[],
): EfficiencyComparison[] {
  const base = new Map(baseline.map((c) => [c.categoryId, c.wattPerUnit]));
  const result: EfficiencyComparison[] = [];
  for (const c of comparative) {
    const wpuBase = base.get(c.categoryId);
    if (wpuBase === undefined || wpuBase === null || c.wattPerUnit === null || !(wpuBase > 0)) continue;
    const percent = ((wpuBase - c.wattPerUnit) / wpuBase) * 100;
    if (percent >= 0 && Number.isFinite(percent)) result.push({ categoryId: c.categoryId, percent });
  }
  return result.sort((a, b) => (a.categoryId < b.categoryId ? -1 : a.categoryId > b.categoryId ? 1 : 0));
}
