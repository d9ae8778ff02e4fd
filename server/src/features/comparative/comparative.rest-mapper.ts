/**
 * The REST facade's spelling of the comparative-solution calls (spec/platform-and-shell.md §3
 * "Comparative report data", §7 "Reports (comparative-solution)"): the field tables that read bodies
 * and the presenters of the replies. snake_case lives only here.
 */
import { categoryExtraColumns, comparativeSettingEntries, withComparativeDefaults, type PreAnalysisEntry } from '../../../../shared/comparative';
import type { RestFieldTable } from '../../platform/http/rest-fields';
import type { Category } from '../reference';
import type { ComparativeCalculation, ComparativeReport, ProjectValidation } from './comparative.entity';
import type { CalculationFields, ComparativeModel, LogEntryModel } from './comparative.service';
import type { Project } from '../projects';
import type { ComparativeCalculationData, ComparativeItem, ComparativeTotals, ComparativeWheelEntry, PreAnalysis } from './comparative.types';
import { calculationView, reportView } from './comparative.views';

export const calculationRestFields: RestFieldTable<CalculationFields> = { name: 'name', variant: 'variant', solutionTypeId: 'solution_type_id' };
export const extraColumnRestFields: RestFieldTable<{ extraColumn?: unknown; categoryType?: unknown }> = { extraColumn: 'extra_column', categoryType: 'category_type' };

export function presentSettings(project: Project, report: ComparativeReport) {
  return comparativeSettingEntries(withComparativeDefaults(report.settings), project.currency);
}

export function presentReportData(report: ComparativeReport) {
  return { report_year: report.year, year: report.year, years: report.years, title: report.title, kickback: report.kickback };
}

function presentWheelEntry(e: ComparativeWheelEntry) {
  return { kind: e.kind, category: e.categoryId, category_name: e.categoryName, category_group_weight: e.categoryGroupWeight, watt_pr_unit: e.wattPerUnit, cop: e.cop, rating: e.rating, efficiency: e.kind === 'cooling' ? e.cop : e.wattPerUnit };
}

function presentTotals(t: ComparativeTotals) {
  return {
    totalKwhBefore: t.totalKwhBefore,
    totalKwhAfter: t.totalKwhAfter,
    energySaving: t.energySavingKwh,
    money_saving: t.moneySaving,
    totalKwhUPS: { before: t.upsKwhBefore, after: t.upsKwhAfter },
    totalKwhCooling: { before: t.coolingKwhBefore, after: t.coolingKwhAfter },
    totalEnergyEfficientGrowthKwh: t.totalEnergyEfficientGrowthKwh,
    operational_savings_percent: t.operationalSavingsPercent,
    co2: { before_kg: t.co2BeforeKg, after_kg: t.co2AfterKg, saving_kg: t.co2SavingKg },
    totalKwhPrCategory: t.categories.map((c) => ({ category: c.categoryId, category_name: c.categoryName, before: c.itKwhBefore, after: c.itKwhAfter })),
  };
}

/** GET /{namespace}/projects/{id}/energywheel: the comparative report data of spec §3. */
export function presentEnergyWheel(m: ComparativeModel) {
  const v = reportView(m);
  const co2After = new Map(m.after.categories.map((c) => [c.categoryId, c.co2Kg]));
  return {
    title: v.title,
    contributor: { name: v.contributorName },
    kwh_price: v.kwhPrice,
    currency: v.currency,
    kickback: v.kickback,
    ...presentTotals(v.totals),
    energywheel: v.totals.categories.map((c) => ({
      category: c.categoryId,
      category_name: c.categoryName,
      total_kwh_before: c.itKwhBefore,
      total_kwh_after: c.itKwhAfter,
      efficiency_factor: c.efficiencyFactor,
      // The category's yearly CO2 after the change (M3), in tons.
      total_co2_emission_ton: (co2After.get(c.categoryId) ?? 0) / 1000,
      capacity_before: c.capacityBefore,
      capacity_after: c.capacityAfter,
    })),
    wheel: { before: v.wheelBefore.map(presentWheelEntry), after: v.wheelAfter.map(presentWheelEntry) },
    totals: {
      weighted_efficiency_factor: v.weightedEfficiencyFactor,
      before: { total_rating: v.totals.ratingBefore, total_kwh: v.totals.totalKwhBefore, total_efficiency: m.before.dciePercent },
      after: { total_rating: v.totals.ratingAfter, total_kwh: v.totals.totalKwhAfter, total_efficiency: m.after.dciePercent },
    },
    rating: { total_kwh: v.totals.totalKwhAfter, rating: v.totals.ratingAfter },
  };
}

function presentItem(i: ComparativeItem) {
  return { id: i.id, solution_id: i.solutionId, state: i.state, category: i.categoryId, category_name: i.categoryName, category_type: i.categoryType, product_id: i.productId, brand_name: i.brandName, model_name: i.modelName, amount: i.amount, annual_kwh: i.annualKwh, total_kwh: i.totalKwh, co2_kg: i.co2Kg, extra_columns: i.extraColumns };
}

function presentCalculationData(c: ComparativeCalculationData) {
  return {
    id: c.id,
    name: c.name,
    variant: c.variant,
    order: c.order,
    before_solution_id: c.beforeSolutionId,
    after_solution_id: c.afterSolutionId,
    extra_columns: c.extraColumns,
    itemsBefore: { data: c.itemsBefore.map(presentItem) },
    itemsAfter: { data: c.itemsAfter.map(presentItem) },
    capacities: c.totals.categories.map((x) => ({
      name: x.capacityName ?? x.categoryName,
      unit: x.capacityUnit,
      category: x.categoryId,
      calculation_capacities: { capacity_before: x.capacityBefore, capacity_after: x.capacityAfter, efficiency_factor: x.efficiencyFactor },
      totalWattForCategoryBefore: x.totalWattForCategoryBefore,
      totalWattForCategoryAfter: x.totalWattForCategoryAfter,
    })),
    item_requests: c.requests.map((r) => ({ id: r.id, state: r.state, brand_name: r.brandName, model_name: r.modelName, amount: r.amount, modes: r.modes, status: r.status })),
    totals: presentTotals(c.totals),
  };
}

export function presentCalculations(m: ComparativeModel) {
  return m.calculations.map((c) => presentCalculationData(calculationView(c, m.reference)));
}

export function presentCalculation(c: ComparativeCalculation) {
  return { id: c.id, name: c.name, variant: c.variant, order: c.sortOrder, before_solution_id: c.beforeSolution.id, after_solution_id: c.afterSolution.id, extra_columns: c.extraColumns };
}

export function presentCategory(c: Category) {
  return { id: c.id, name: c.name, category_type: c.categoryType, extra_columns: categoryExtraColumns(c), default_lca: c.defaultLca };
}

/** GET/PUT …/pre-analysis: the rows in REST spelling with the estimate (M1, M6). */
export function presentPreAnalysis(p: PreAnalysis) {
  return {
    saved: p.saved,
    rows: p.rows.map((r) => ({ category: r.category, units_before: r.unitsBefore, watts_before: r.wattsBefore, units_after: r.unitsAfter, watts_after: r.wattsAfter, hours: r.hours })),
    estimate: { kwh_before: p.kwhBefore, kwh_after: p.kwhAfter, saving_kwh: p.savingKwh, saving_percent: p.savingPercent, money_saving: p.moneySaving },
  };
}

/** PUT …/pre-analysis {rows: [{category, units_before, watts_before, units_after, watts_after, hours}]}. */
export const preAnalysisRestFields: RestFieldTable<{ rows: PreAnalysisEntry[] }> = {
  rows: ['rows', { category: 'category', unitsBefore: 'units_before', wattsBefore: 'watts_before', unitsAfter: 'units_after', wattsAfter: 'watts_after', hours: 'hours' }],
};

export function presentValidation(v: ProjectValidation) {
  return { id: v.id, project_id: v.project.id, status: v.status, created_at: v.createdAt };
}

export function presentLogEntry(e: LogEntryModel) {
  return { id: e.id, action: e.action, detail: e.detail, user_name: e.userName, created_at: e.createdAt };
}
