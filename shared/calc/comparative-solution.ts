/**
 * The comparative-solution app's before/after arithmetic (M6) and its display rules (M7, spec
 * platform-and-shell.md §9). A calculation pairs a before and an after solution; both are computed as
 * solutions (M1–M4) and compared here. Pure: no ORM, GraphQL or React.
 */
import { HOURS_PER_YEAR } from './constants';
import { comparativeFigures, type ComparativeFigures } from './comparative';
import { roundPartsToTotal } from './display';
import { finiteOrNull } from './numbers';
import type { AggregateFigures, ComparativeItemState } from './types';

/** A calculation's kind: a replacement (data states 3 before, 4 after) or growth (1 before, 2 after) (M6, spec §4). */
export type CalculationVariant = 'replacement' | 'growth';

export const CALCULATION_VARIANTS: readonly CalculationVariant[] = ['replacement', 'growth'];

/**
 * The data state of the items on one side of a calculation (M6; spec §4 "Before/after data states"):
 * growth variants use 1 before and 2 after; replacements 3 before and 4 after.
 */
export function itemDataState(variant: CalculationVariant, side: 'before' | 'after'): ComparativeItemState {
  if (variant === 'growth') return side === 'before' ? 1 : 2;
  return side === 'before' ? 3 : 4;
}

/** One category's capacities before and after (spec §3 Calculation: calculation_capacities). */
export interface CalculationCapacity {
  categoryId: string;
  capacityId: string | null;
  capacityBefore: number;
  capacityAfter: number;
  /** `wpu_before / wpu_after` (M6); null when either is undefined. */
  efficiencyFactor: number | null;
  /** Σ itemAverageWatts of the category before: `itKwh × 1000 / 8760` (M1). */
  totalWattForCategoryBefore: number;
  totalWattForCategoryAfter: number;
  itKwhBefore: number;
  itKwhAfter: number;
  wattPerUnitBefore: number | null;
  wattPerUnitAfter: number | null;
}

/** A calculation's before/after comparison: the M6 figures and per-category capacities. */
export interface CalculationComparison extends ComparativeFigures {
  capacities: CalculationCapacity[];
  /** `energySaving / totalKwhBefore × 100`; null when nothing was used before. */
  operationalSavingsPercent: number | null;
  co2SavingKg: number;
}

/**
 * Compares a calculation's before and after figures (M6): energy and money saving, efficient growth,
 * and per category the capacities before and after with the efficiency factor `wpu_before /
 * wpu_after` and the total watt `Σ itemAverageWatts = itKwh × 1000 / 8760` (M1).
 */
export function compareCalculation(before: AggregateFigures, after: AggregateFigures, kwhPrice?: number | null): CalculationComparison {
  const figures = comparativeFigures(before, after, { kwhPrice });
  const b = new Map(before.categories.map((c) => [c.categoryId, c]));
  const a = new Map(after.categories.map((c) => [c.categoryId, c]));
  const capacities = figures.categories.map((c): CalculationCapacity => ({
    categoryId: c.categoryId,
    capacityId: a.get(c.categoryId)?.capacityId ?? b.get(c.categoryId)?.capacityId ?? null,
    capacityBefore: b.get(c.categoryId)?.capacityAmount ?? 0,
    capacityAfter: a.get(c.categoryId)?.capacityAmount ?? 0,
    efficiencyFactor: c.efficiencyFactor,
    totalWattForCategoryBefore: (c.itKwhBefore * 1000) / HOURS_PER_YEAR,
    totalWattForCategoryAfter: (c.itKwhAfter * 1000) / HOURS_PER_YEAR,
    itKwhBefore: c.itKwhBefore,
    itKwhAfter: c.itKwhAfter,
    wattPerUnitBefore: c.wattPerUnitBefore,
    wattPerUnitAfter: c.wattPerUnitAfter,
  }));
  return {
    ...figures,
    capacities,
    // Null rather than Infinity when the before energy is all but 0 (issue #45, point 4).
    operationalSavingsPercent: before.totalKwh > 0 ? finiteOrNull((figures.energySavingKwh / before.totalKwh) * 100) : null,
    co2SavingKg: before.co2Kg - after.co2Kg,
  };
}

/**
 * Weighted efficiency factor of a comparison (spec §3 totals.weighted_efficiency_factor): the
 * categories' efficiency factors weighted by their before energy, over the categories that have one.
 * Null when none has.
 */
export function weightedEfficiencyFactor(capacities: readonly Pick<CalculationCapacity, 'efficiencyFactor' | 'itKwhBefore'>[]): number | null {
  let weight = 0;
  let sum = 0;
  for (const c of capacities) {
    if (c.efficiencyFactor === null || !(c.itKwhBefore > 0)) continue;
    weight += c.itKwhBefore;
    sum += c.efficiencyFactor * c.itKwhBefore;
  }
  return weight > 0 ? sum / weight : null;
}

export type Co2TonUnitName = 'ton' | 'kiloton' | 'megaton' | 'gigaton';

export interface Co2TonUnit {
  unit: Co2TonUnitName;
  divider: number;
  /** `tons / divider`. */
  value: number;
}

/**
 * CO2 unit scaling of the comparative-solution report (spec §9, M7): tons; kilotons once the tons
 * have more than 3 digits (≥ 1000); megatons from 10^6 t; gigatons from 10^9 t. By magnitude, so a
 * negative saving scales alike. Null for a missing or non-finite value.
 */
export function co2TonUnit(tons: number | null | undefined): Co2TonUnit | null {
  if (typeof tons !== 'number' || !Number.isFinite(tons)) return null;
  const m = Math.abs(tons);
  const [unit, divider]: [Co2TonUnitName, number] = m < 1e3 ? ['ton', 1] : m < 1e6 ? ['kiloton', 1e3] : m < 1e9 ? ['megaton', 1e6] : ['gigaton', 1e9];
  return { unit, divider, value: tons / divider };
}

/** Items per report page (spec §9: report item page size 16). */
export const REPORT_ITEM_PAGE_SIZE = 16;

/** Splits a list into report pages of `size` (16 by default, spec §9); an empty list has no page. */
export function reportPages<T>(items: readonly T[], size: number = REPORT_ITEM_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/**
 * Bar thickness of the efficiency bars (spec §9): 50 for one category, 25 for two; with more, the
 * 50 px are shared further (never below 8).
 */
export function efficiencyBarThickness(categoryCount: number): number {
  if (categoryCount <= 1) return 50;
  if (categoryCount === 2) return 25;
  return Math.max(8, Math.floor(50 / categoryCount));
}

/** One row of a pre-analysis: a category's unit count and average power before and after. */
export interface PreAnalysisRow {
  unitsBefore: number;
  wattsBefore: number;
  unitsAfter: number;
  wattsAfter: number;
  /** Hours a year the units run (capped at 8760, M1). */
  hours: number;
}

export interface PreAnalysisEstimate {
  rows: Array<{ kwhBefore: number; kwhAfter: number; savingKwh: number }>;
  kwhBefore: number;
  kwhAfter: number;
  savingKwh: number;
  moneySaving: number;
  savingPercent: number | null;
}

/**
 * A quick before/after estimate from a few category totals, before detailed entry (M1, M6):
 * per row `kWh = units × watts × min(hours, 8760) / 1000`; the saving and its money at `kwhPrice`.
 * Negative or non-finite inputs count as 0.
 */
export function preAnalysisEstimate(rows: readonly PreAnalysisRow[], kwhPrice: number): PreAnalysisEstimate {
  const n = (v: number) => (Number.isFinite(v) && v > 0 ? v : 0);
  const out = rows.map((r) => {
    const h = Math.min(n(r.hours), HOURS_PER_YEAR);
    const kwhBefore = (n(r.unitsBefore) * n(r.wattsBefore) * h) / 1000;
    const kwhAfter = (n(r.unitsAfter) * n(r.wattsAfter) * h) / 1000;
    return { kwhBefore, kwhAfter, savingKwh: kwhBefore - kwhAfter };
  });
  const kwhBefore = out.reduce((s, r) => s + r.kwhBefore, 0);
  const kwhAfter = out.reduce((s, r) => s + r.kwhAfter, 0);
  const savingKwh = kwhBefore - kwhAfter;
  return { rows: out, kwhBefore, kwhAfter, savingKwh, moneySaving: savingKwh * n(kwhPrice), savingPercent: kwhBefore > 0 ? (savingKwh / kwhBefore) * 100 : null };
}

/** The exact totals of one calculation (or of the report) that its printed figures come from. */
export interface ComparativeKwhTotals {
  totalKwhBefore: number;
  totalKwhAfter: number;
  /** M3 CO2e of each side (kg a year); absent counts as 0. */
  co2BeforeKg?: number | null;
  co2AfterKg?: number | null;
}

/** Printed CO2e (kg): each side rounded once to the report's CO2 step, the saving their difference. */
export interface PrintedCo2Row {
  co2BeforeKg: number;
  co2AfterKg: number;
  co2SavingKg: number;
}

/** One calculation's printed energy figures: whole kWh, the saving the difference of the two. */
export interface PrintedKwhRow {
  kwhBefore: number;
  kwhAfter: number;
  /** `kwhBefore − kwhAfter`: the printed parts' difference (M6 energySaving), exact. */
  energySavingKwh: number;
}

/**
 * One calculation's energy as every screen and report of the comparative-solution app prints it
 * (issue #47, point 3: one rounding rule): each side rounded once to whole kWh, the saving their
 * difference (M6 `energySaving = before − after`), never a separately rounded saving.
 */
export function printedKwhRow(t: Pick<ComparativeKwhTotals, 'totalKwhBefore' | 'totalKwhAfter'>): PrintedKwhRow {
  const whole = (v: number) => (Number.isFinite(v) ? Math.round(v) : 0);
  const kwhBefore = whole(t.totalKwhBefore);
  const kwhAfter = whole(t.totalKwhAfter);
  return { kwhBefore, kwhAfter, energySavingKwh: kwhBefore - kwhAfter };
}

/** A project's printed energy: the sums of its calculations' printed rows (M3: the calculations' sums). */
export function printedKwhTotal(rows: readonly PrintedKwhRow[]): PrintedKwhRow {
  const kwhBefore = rows.reduce((s, r) => s + r.kwhBefore, 0);
  const kwhAfter = rows.reduce((s, r) => s + r.kwhAfter, 0);
  return { kwhBefore, kwhAfter, energySavingKwh: kwhBefore - kwhAfter };
}

/**
 * A project's calculations as every screen and report of the comparative-solution app prints them
 * (issue #46 point 5: one rule, totals rounded once from the exact sums): the totals are the exact
 * sums rounded once to whole kWh, and each calculation's sides are rounded so that the rows add up to
 * them (roundPartsToTotal, the largest remainder: a row is its exact figure rounded down or up). Each
 * saving is the difference of its printed sides, so the savings add up to the printed total saving.
 */
export function printedKwhRows(calculations: readonly Pick<ComparativeKwhTotals, 'totalKwhBefore' | 'totalKwhAfter'>[]): { rows: PrintedKwhRow[]; total: PrintedKwhRow } {
  const before = roundPartsToTotal(calculations.map((c) => c.totalKwhBefore));
  const after = roundPartsToTotal(calculations.map((c) => c.totalKwhAfter));
  const rows = calculations.map((_, i) => ({ kwhBefore: before[i]!, kwhAfter: after[i]!, energySavingKwh: before[i]! - after[i]! }));
  return { rows, total: printedKwhTotal(rows) };
}

/** One item of an equipment table as printed: IT, UPS and cooling, and their sum, in whole kWh (M2). */
export interface PrintedItemKwh {
  itKwh: number;
  /** The item's share of the UPS losses and the cooling (M2: its part of the covered energy). */
  facilityKwh: number;
  totalKwh: number;
}

/**
 * The items of one side of one calculation as its equipment table prints them (issue #46 point 5):
 * their totals rounded so that they add up to the side's printed kWh (`sideKwh`, from printedKwhRows),
 * and each total split into its IT energy and its share of UPS and cooling, rounded so that the two
 * add up to it. `annualKwh` is the item's IT energy (M1), `totalKwh` with UPS and cooling (M2).
 */
export function printedItemKwh(items: readonly { annualKwh: number; totalKwh: number }[], sideKwh?: number | null): PrintedItemKwh[] {
  // The side's printed kWh is its items' exact sum rounded (by less than one kWh): anything else is not
  // this side's total, and the items are then rounded to their own sum rather than pushed towards it.
  const exact = items.reduce((sum, i) => sum + (Number.isFinite(i.totalKwh) ? i.totalKwh : 0), 0);
  const target = typeof sideKwh === 'number' && Math.abs(sideKwh - exact) < 1 ? sideKwh : null;
  const totals = roundPartsToTotal(items.map((i) => i.totalKwh), 1, target);
  return items.map((item, k) => {
    const it = Number.isFinite(item.annualKwh) ? Math.max(0, item.annualKwh) : 0;
    const facility = Number.isFinite(item.totalKwh) ? Math.max(0, item.totalKwh - it) : 0;
    const [itKwh, facilityKwh] = roundPartsToTotal([it, facility], 1, totals[k]);
    return { itKwh: itKwh!, facilityKwh: facilityKwh!, totalKwh: totals[k]! };
  });
}

/** The figures the comparative-solution report prints, each rounded once so that they add up (M6, M7). */
export interface ComparativeReportFigures {
  /** Per calculation, in the given order: rounded so that they add up to `total` (printedKwhRows). */
  rows: PrintedKwhRow[];
  /** The report: the exact sums rounded once (the report's totals are the calculations' sums, M3), and the sums of the printed rows. */
  total: PrintedKwhRow;
  /** `total.energySavingKwh × years`: whole kWh, exact. */
  energySavingOverYearsKwh: number;
  /** The M7 savings-rounding step of the yearly money saving (100 000, 10 000, 1 000 or 1). */
  moneyStep: number;
  /** The exact yearly money saving rounded once to `moneyStep`. */
  moneySavingYear: number;
  /** `moneySavingYear × years`: what the printed yearly figure adds up to over the period. */
  moneySavingOverYears: number;
  /**
   * Per calculation, its CO2e saving (the report prints no calculation's sides) in steps of
   * `co2StepKg` that add up to `co2Total.co2SavingKg`.
   */
  co2Rows: Array<Pick<PrintedCo2Row, 'co2SavingKg'>>;
  /** Each side's exact sum rounded once to `co2StepKg` (issue #46 point 5: not the sum of rounded rows); the saving their difference, which `co2Rows` add up to. */
  co2Total: PrintedCo2Row;
  /** The CO2e unit of the whole report (from its larger total side, spec §9: t, kt, Mt, Gt) and its decimals. */
  co2Unit: { unit: Co2TonUnitName; divider: number; decimals: number };
  /** One printed step of CO2e in kg: a tenth (or, below 10 of the unit, a hundredth) of the unit. */
  co2StepKg: number;
  /** Whether the money figures are rounded for reading (then printed with "≈"). */
  moneyApproximate: boolean;
  /** The kickback as entered (an agreed amount, not rounded); null without one. */
  kickback: number | null;
  /** `moneySavingOverYears + kickback`; null without a kickback. */
  benefitInAll: number | null;
}

/** The savings-rounding step of M7: above 10^6 100 000; above 10^5 10 000; above 10^3 1 000; else 1. */
function savingsStep(value: number): number {
  const m = Math.abs(value);
  return m > 1e6 ? 1e5 : m > 1e5 ? 1e4 : m > 1e3 ? 1e3 : 1;
}

/** Rounds half away from zero to a multiple of `step` (no −0). */
function roundToStep(value: number, step: number): number {
  const r = Math.round(Math.abs(value) / step) * step;
  return value < 0 && r !== 0 ? -r : r;
}

/**
 * The comparative-solution report's printed figures, rounded once from the exact totals so that what
 * the reader can add up adds up (issue #28):
 * - energy in whole kWh: the report's totals are the exact sums rounded once, each calculation's
 *   before and after are rounded so that they add up to them (the largest remainder, issue #46
 *   point 5), its saving their difference (M6 `energySaving = before − after`); CO2e alike;
 * - the yearly money saving (M6 `energySaving × kwh_price`, exact from the server) rounded once by
 *   the M7 savings rule and marked as approximate; the period figure is that printed yearly figure
 *   times the years, and the benefit in all adds the kickback as entered.
 * Rounding the yearly and the period figure each on its own printed "470,000 a year … 2,300,000 over
 * 5 years"; rounding the saving on its own printed 350,000 kWh beside 458,658 − 113,423.
 */
export function comparativeReportFigures(input: {
  calculations: readonly ComparativeKwhTotals[];
  moneySaving: number;
  years: number;
  kickback?: number | null;
}): ComparativeReportFigures {
  const { rows, total } = printedKwhRows(input.calculations);
  const { kwhBefore, kwhAfter } = total;
  const years = Number.isFinite(input.years) && input.years > 0 ? input.years : 0;
  const money = Number.isFinite(input.moneySaving) ? input.moneySaving : 0;
  const moneyStep = savingsStep(money);
  const moneySavingYear = roundToStep(money, moneyStep);
  const moneySavingOverYears = moneySavingYear * years;
  const kickback = input.kickback != null && Number.isFinite(input.kickback) && input.kickback > 0 ? input.kickback : null;
  // CO2e (M3) printed in one unit for the whole report: each side's total the exact sum rounded once to
  // that unit's printed step, the total saving their difference, and the calculations' savings rounded
  // so that they add up to it (issue #46 point 5: 65.8 t before, the sum of rounded rows, for an exact 65.7 t).
  const kg = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const exactBefore = input.calculations.reduce((sum, c) => sum + kg(c.co2BeforeKg), 0);
  const exactAfter = input.calculations.reduce((sum, c) => sum + kg(c.co2AfterKg), 0);
  const unit = co2TonUnit(Math.max(Math.abs(exactBefore), Math.abs(exactAfter)) / 1000) ?? { unit: 'ton' as const, divider: 1, value: 0 };
  const decimals = Math.abs(unit.value) < 10 ? 2 : 1;
  const co2StepKg = Math.round(unit.divider * 1000 * 10 ** -decimals * 1e6) / 1e6;
  const co2Before = roundToStep(exactBefore, co2StepKg);
  const co2After = roundToStep(exactAfter, co2StepKg);
  const savings = roundPartsToTotal(input.calculations.map((c) => kg(c.co2BeforeKg) - kg(c.co2AfterKg)), co2StepKg, co2Before - co2After);
  const co2Rows = savings.map((co2SavingKg) => ({ co2SavingKg }));
  return {
    co2Rows,
    co2Total: { co2BeforeKg: co2Before, co2AfterKg: co2After, co2SavingKg: co2Before - co2After },
    co2Unit: { unit: unit.unit, divider: unit.divider, decimals },
    co2StepKg,
    rows,
    total: { kwhBefore, kwhAfter, energySavingKwh: kwhBefore - kwhAfter },
    energySavingOverYearsKwh: (kwhBefore - kwhAfter) * years,
    moneyStep,
    moneySavingYear,
    moneySavingOverYears,
    moneyApproximate: moneySavingYear !== money,
    kickback,
    benefitInAll: kickback === null ? null : moneySavingOverYears + kickback,
  };
}
