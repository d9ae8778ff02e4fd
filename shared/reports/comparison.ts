/**
 * The report's comparisons between the baseline and the comparative groups (spec/project-areas.md §3
 * "Report" co2_impact; methodology M3 ROI, M4 energy-efficiency comparison, M6 energy saving, M7
 * display). Pure: it takes figures the engine (shared/calc) already computed and only compares them.
 */
import {
  comparativeFigures,
  emissionUnit,
  energyEfficiencyComparison,
  equivalences,
  paybackReason,
  paybackYears,
  type PaybackReason,
  roundSavings,
  type AggregateFigures,
  type CategoryFigures,
  type EfficiencyComparison,
  type EmissionUnit,
  type Equivalences,
} from '../calc';

/** What the report needs to know to pick groups. */
export interface ReportGroupRef {
  state: string;
  active: boolean;
  primary: boolean | null;
}

/** The active baseline group, or null (the report needs one that counts). */
export function baselineGroupOf<T extends ReportGroupRef>(groups: readonly T[]): T | null {
  return groups.find((g) => g.state === 'baseline' && g.active) ?? null;
}

/** The active comparative groups in their order; requested groups count as comparative (spec §3). */
export function comparativeGroupsOf<T extends ReportGroupRef>(groups: readonly T[]): T[] {
  return groups.filter((g) => (g.state === 'comparative' || g.state === 'requested') && g.active);
}

/** The comparative group the report compares with: the primary one, else the first (in order). */
export function primaryComparativeGroupOf<T extends ReportGroupRef>(groups: readonly T[]): T | null {
  const comparatives = comparativeGroupsOf(groups);
  return comparatives.find((g) => g.primary) ?? comparatives[0] ?? null;
}

export interface Co2Impact {
  baselineCo2Kg: number | null;
  comparativeCo2Kg: number | null;
  /** `baseline − comparative`; positive when the comparative emits less. */
  savingKg: number | null;
  /** `saving / baseline × 100`; null when the baseline emits nothing. */
  savingPercent: number | null;
  /** The saving rounded for display (M7 savings rounding). */
  savingKgRounded: number | null;
  /** Both factor sets of spec §9 applied to the saving (M7). */
  equivalences: Equivalences | null;
  /** Display unit of each figure (M7). */
  units: { baseline: EmissionUnit | null; comparative: EmissionUnit | null; saving: EmissionUnit | null };
}

const finite = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * The CO2 impact of a report (spec §3): the yearly operational CO2 of the baseline and of the
 * comparative, the saving in kg and percent, its equivalences and display units (M7). Missing sides
 * give nulls.
 */
export function co2Impact(baselineKg: number | null | undefined, comparativeKg: number | null | undefined): Co2Impact {
  const baseline = finite(baselineKg) ? baselineKg : null;
  const comparative = finite(comparativeKg) ? comparativeKg : null;
  const saving = baseline !== null && comparative !== null ? baseline - comparative : null;
  return {
    baselineCo2Kg: baseline,
    comparativeCo2Kg: comparative,
    savingKg: saving,
    savingPercent: saving !== null && baseline !== null && baseline > 0 ? (saving / baseline) * 100 : null,
    savingKgRounded: roundSavings(saving),
    equivalences: equivalences(saving),
    units: { baseline: emissionUnit(baseline), comparative: emissionUnit(comparative), saving: emissionUnit(saving) },
  };
}

export interface GroupComparison {
  /** `totalKwh_baseline − totalKwh_comparative` (M6). */
  energySavingKwh: number;
  /**
   * `operationalCost_baseline − operationalCost_comparative` (M3): each side at its own solutions'
   * kWh prices, so that it agrees with the ROI below even when solutions carry different prices.
   */
  moneySaving: number;
  /** M3 ROI; null when the yearly saving is not positive or no prices are entered (paybackReason). */
  paybackYears: number | null;
  /** Why paybackYears is null: `no_saving` or `prices_missing` (issue #46 point 8); null when it is a figure. */
  paybackReason: PaybackReason | null;
  /** `co2Kg_baseline − co2Kg_comparative`. */
  co2SavingKg: number;
  /** Per category, `(wpu_baseline − wpu_comparative) / wpu_baseline × 100`; negatives dropped (M4). */
  energyEfficiency: EfficiencyComparison[];
}

/**
 * Compares a comparative group with the baseline (M3, M4, M6). Categories in `excludeCategoryIds`
 * (UPS and cooling, which are not rated by watt per unit) are left out of the efficiency comparison.
 */
export function compareWithBaseline(
  baseline: AggregateFigures,
  comparative: AggregateFigures,
  options: { kwhPrice?: number | null; excludeCategoryIds?: readonly string[] } = {},
): GroupComparison {
  const excluded = new Set(options.excludeCategoryIds ?? []);
  const m6 = comparativeFigures(baseline, comparative, { kwhPrice: options.kwhPrice });
  return {
    energySavingKwh: m6.energySavingKwh,
    moneySaving: baseline.operationalCost - comparative.operationalCost,
    paybackYears: paybackYears(baseline, comparative),
    paybackReason: paybackReason(baseline, comparative),
    co2SavingKg: baseline.co2Kg - comparative.co2Kg,
    energyEfficiency: energyEfficiencyComparison(baseline.categories, comparative.categories).filter((e) => !excluded.has(e.categoryId)),
  };
}

/**
 * Category ids sorted by energy (`kwh`: total kWh) or by global warming potential (`gwp`), largest
 * first; ties by id so the order is stable (spec §3 unique_categories_sorted_kwh / _gwp).
 */
export function categoriesSortedBy(categories: readonly Pick<CategoryFigures, 'categoryId' | 'totalKwh' | 'lca'>[], by: 'kwh' | 'gwp'): string[] {
  const value = (c: (typeof categories)[number]) => (by === 'kwh' ? c.totalKwh : c.lca.gwpKg);
  return [...categories]
    .sort((a, b) => value(b) - value(a) || (a.categoryId < b.categoryId ? -1 : a.categoryId > b.categoryId ? 1 : 0))
    .map((c) => c.categoryId);
}

/** The figures a side-by-side summary compares (M2, M3). */
export interface HeadlineFigures {
  itKwh: number;
  upsKwh: number;
  coolingKwh: number;
  totalKwh: number;
  co2EmissionKg: number;
  operationalCost: number;
  investment: number;
}

export interface BaselineVersusPrimary<G> {
  baseline: G | null;
  /** The primary comparative group (else the first active comparative), as the reports pick it. */
  primary: G | null;
  /** `baseline − primary` per figure (positive = the proposal uses or emits less); null without both sides. */
  saving: Omit<HeadlineFigures, 'investment'> | null;
  /** Energy, CO2 and cost saving as a percentage of the baseline; null when the baseline's figure is 0. */
  savingPercent: { totalKwh: number | null; co2EmissionKg: number | null; operationalCost: number | null } | null;
  /** `primary − baseline` investment: what the proposal costs beyond today's (M3 ROI). */
  extraInvestment: number | null;
  /** M3 ROI: the extra investment over the yearly cost saving; null when nothing is saved or no prices are entered. */
  paybackYears: number | null;
  /** Why paybackYears is null (`no_saving`, `prices_missing`), or null (issue #46 point 8). */
  paybackReason: PaybackReason | null;
  /**
   * The baseline has no energy yet (no items): there is nothing to save against, so every saving
   * figure is null and a screen says "No baseline yet" (issue #28).
   */
  baselineEmpty: boolean;
}

/**
 * A project summarised as the reports summarise it: the baseline and the primary comparative group side
 * by side with the saving between them. Adding the baseline and its alternatives together would mean
 * nothing to anyone (issue #16): a project is today's IT against the proposal.
 */
export function baselineVersusPrimary<G extends ReportGroupRef & HeadlineFigures>(groups: readonly G[]): BaselineVersusPrimary<G> {
  const baseline = baselineGroupOf(groups);
  const primary = primaryComparativeGroupOf(groups);
  const baselineEmpty = baseline !== null && !(baseline.totalKwh > 0);
  if (!baseline || !primary || baselineEmpty) return { baseline, primary, saving: null, savingPercent: null, extraInvestment: null, paybackYears: null, paybackReason: null, baselineEmpty };
  const diff = (k: keyof HeadlineFigures) => baseline[k] - primary[k];
  const pct = (k: 'totalKwh' | 'co2EmissionKg' | 'operationalCost') => (baseline[k] > 0 ? (diff(k) / baseline[k]) * 100 : null);
  return {
    baseline,
    primary,
    saving: { itKwh: diff('itKwh'), upsKwh: diff('upsKwh'), coolingKwh: diff('coolingKwh'), totalKwh: diff('totalKwh'), co2EmissionKg: diff('co2EmissionKg'), operationalCost: diff('operationalCost') },
    savingPercent: { totalKwh: pct('totalKwh'), co2EmissionKg: pct('co2EmissionKg'), operationalCost: pct('operationalCost') },
    extraInvestment: primary.investment - baseline.investment,
    paybackYears: paybackYears(baseline, primary),
    paybackReason: paybackReason(baseline, primary),
    baselineEmpty,
  };
}
