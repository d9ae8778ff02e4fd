/**
 * The comparative-solution report's figures in a manifest's figure set (issue #46, the mechanism): the
 * app's report registers a comparative document whose manifest records the Before group (the baseline)
 * and the After group (the primary comparative group, else the first: `inputs.report_groups`) with
 * their solutions and items. Every figure the report prints is computed here from the manifest alone,
 * as its re-run computes the groups (shared/calc computeProject, M1–M5) and as the app compares them
 * (compareCalculation, M6); nothing is stored, so older manifests hash and verify as issued.
 *
 * Keys (`comparative.…`; a calculation is named by its two solutions, as the report knows it):
 * - `comparative.<field>`: the Before group against the After group (the report's totals, M3, M6);
 * - `comparative.pairs.s<before>.s<after>.<field>`: one calculation, a Before solution against an After
 *   solution (every such pair of the manifest is in the set: the manifest does not record which
 *   solutions the app paired, the print view names them);
 * - `comparative.categories.c<id>.<field>`: a category's capacities, watt per unit and efficiency
 *   factor, Before group against After group (M4, M6);
 * - `comparative.items.s<solution>.i<item>.<field>`: an item of a solution of either group (M1, M2).
 *
 * These are the exact figures. How the report rounds them (rows by the largest remainder so that they
 * add up to their printed total, savings as the difference of printed sides, money by M7's savings
 * rule) is declared on each printed figure in the print view and checked by that rule in
 * e2e/document-figures.ts.
 */
import { compareCalculation, computeProject, computeSolutionItems, weightedEfficiencyFactor, type CalcContext, type CalcGroup, type GroupFigures } from '../calc';

export const COMPARATIVE_FIELDS = [
  'kwh_before',
  'kwh_after',
  'energy_saving_kwh',
  'operational_savings_percent',
  'co2_before_kg',
  'co2_after_kg',
  'co2_saving_kg',
  'money_saving',
  'energy_efficient_growth_kwh',
  'weighted_efficiency_factor',
  'ups_kwh_before',
  'ups_kwh_after',
  'cooling_kwh_before',
  'cooling_kwh_after',
] as const;
export type ComparativeField = (typeof COMPARATIVE_FIELDS)[number];

export const COMPARATIVE_PAIR_FIELDS = ['kwh_before', 'kwh_after', 'energy_saving_kwh', 'operational_savings_percent', 'co2_before_kg', 'co2_after_kg', 'co2_saving_kg'] as const;
export type ComparativePairField = (typeof COMPARATIVE_PAIR_FIELDS)[number];

export const COMPARATIVE_CATEGORY_FIELDS = ['capacity_before', 'capacity_after', 'watt_per_unit_before', 'watt_per_unit_after', 'efficiency_factor'] as const;
export type ComparativeCategoryField = (typeof COMPARATIVE_CATEGORY_FIELDS)[number];

export const COMPARATIVE_ITEM_FIELDS = ['amount', 'it_kwh', 'facility_kwh', 'total_kwh', 'co2_kg'] as const;
export type ComparativeItemField = (typeof COMPARATIVE_ITEM_FIELDS)[number];

export type ComparativeFigureKey =
  | `comparative.${ComparativeField}`
  | `comparative.pairs.s${string}.s${string}.${ComparativePairField}`
  | `comparative.categories.c${string}.${ComparativeCategoryField}`
  | `comparative.items.s${string}.i${string}.${ComparativeItemField}`;

type Id = string | number;

export const comparativeKey = {
  total: (f: ComparativeField): ComparativeFigureKey => `comparative.${f}`,
  pair: (beforeSolutionId: Id, afterSolutionId: Id, f: ComparativePairField): ComparativeFigureKey => `comparative.pairs.s${beforeSolutionId}.s${afterSolutionId}.${f}`,
  category: (categoryId: Id, f: ComparativeCategoryField): ComparativeFigureKey => `comparative.categories.c${categoryId}.${f}`,
  item: (solutionId: Id, itemId: Id, f: ComparativeItemField): ComparativeFigureKey => `comparative.items.s${solutionId}.i${itemId}.${f}`,
};

export interface ComparativeFigureSetManifest {
  inputs: {
    groups: CalcGroup[];
    context: Omit<CalcContext, 'nonRefurbishedCategoryIds'> & { nonRefurbishedCategoryIds: readonly string[] };
    report_groups?: ReadonlyArray<{ id: string; primary: boolean }>;
  };
  document?: { type?: string };
}

function put(out: Map<string, number>, key: string, value: number | null | undefined) {
  if (typeof value === 'number' && Number.isFinite(value)) out.set(key, value);
}

/** The Before and After groups as the comparative-solution app takes them (comparative.service computeComparativeFigures). */
function beforeAndAfter(m: ComparativeFigureSetManifest, groups: readonly GroupFigures[]): [GroupFigures, GroupFigures] | null {
  const inputs = m.inputs.groups;
  const primary = new Set((m.inputs.report_groups ?? []).filter((g) => g.primary).map((g) => g.id));
  const before = inputs.findIndex((g) => g.state === 'baseline');
  const after = inputs.findIndex((g) => g.state === 'comparative' && primary.has(g.id)) >= 0 ? inputs.findIndex((g) => g.state === 'comparative' && primary.has(g.id)) : inputs.findIndex((g) => g.state === 'comparative');
  return before >= 0 && after >= 0 ? [groups[before]!, groups[after]!] : null;
}

/** Puts the comparative-solution report's figures of a comparative document's manifest into `out`. */
export function putComparativeFigures(out: Map<string, number>, m: ComparativeFigureSetManifest): void {
  if (m.document?.type !== undefined && m.document.type !== 'comparative') return;
  const context = m.inputs.context;
  const figures = computeProject({ id: 'manifest', groups: m.inputs.groups }, context);
  const pair = beforeAndAfter(m, figures.groups);
  if (!pair) return;
  const [before, after] = pair;
  const kwhPrice = context.kwhPrice;
  // M6 over the two groups: the report's totals.
  const c = compareCalculation(before, after, kwhPrice);
  const total = (f: ComparativeField, v: number | null | undefined) => put(out, comparativeKey.total(f), v);
  total('kwh_before', before.totalKwh);
  total('kwh_after', after.totalKwh);
  total('energy_saving_kwh', c.energySavingKwh);
  total('operational_savings_percent', c.operationalSavingsPercent);
  total('co2_before_kg', before.co2Kg);
  total('co2_after_kg', after.co2Kg);
  total('co2_saving_kg', c.co2SavingKg);
  total('money_saving', c.moneySaving);
  total('energy_efficient_growth_kwh', c.totalEnergyEfficientGrowthKwh);
  total('weighted_efficiency_factor', weightedEfficiencyFactor(c.capacities));
  total('ups_kwh_before', before.upsKwh);
  total('ups_kwh_after', after.upsKwh);
  total('cooling_kwh_before', before.coolingKwh);
  total('cooling_kwh_after', after.coolingKwh);
  for (const cat of c.capacities) {
    const key = (f: ComparativeCategoryField) => comparativeKey.category(cat.categoryId, f);
    put(out, key('capacity_before'), cat.capacityBefore);
    put(out, key('capacity_after'), cat.capacityAfter);
    put(out, key('watt_per_unit_before'), cat.wattPerUnitBefore);
    put(out, key('watt_per_unit_after'), cat.wattPerUnitAfter);
    put(out, key('efficiency_factor'), cat.efficiencyFactor);
  }
  // Each calculation: a Before solution against an After solution (M6).
  for (const b of before.solutions) {
    for (const a of after.solutions) {
      const p = compareCalculation(b, a, kwhPrice);
      const key = (f: ComparativePairField) => comparativeKey.pair(b.solutionId, a.solutionId, f);
      put(out, key('kwh_before'), b.totalKwh);
      put(out, key('kwh_after'), a.totalKwh);
      put(out, key('energy_saving_kwh'), p.energySavingKwh);
      put(out, key('operational_savings_percent'), p.operationalSavingsPercent);
      put(out, key('co2_before_kg'), b.co2Kg);
      put(out, key('co2_after_kg'), a.co2Kg);
      put(out, key('co2_saving_kg'), p.co2SavingKg);
    }
  }
  // The items of both groups (M1: IT energy; M2: with their share of UPS and cooling).
  for (const g of m.inputs.groups.filter((x) => x.id === before.groupId || x.id === after.groupId)) {
    for (const s of g.solutions) {
      const amounts = new Map(s.items.map((i) => [i.id, i.amount]));
      for (const i of computeSolutionItems(s, context)) {
        const key = (f: ComparativeItemField) => comparativeKey.item(s.id, i.itemId, f);
        put(out, key('amount'), amounts.get(i.itemId));
        put(out, key('it_kwh'), i.annualKwh);
        put(out, key('facility_kwh'), i.totalKwh - i.annualKwh);
        put(out, key('total_kwh'), i.totalKwh);
        put(out, key('co2_kg'), i.co2Kg);
      }
    }
  }
}
