/**
 * The REST facade's spelling of the comparative-solution calls (spec/platform-and-shell.md §3
 * "Comparative report data", §7 "Reports (comparative-solution)"): the field tables that read bodies,
 * and the output tables that spell the views GraphQL presents (comparative.views.ts) as the replies.
 * The energy wheel and the calculation data regroup the views for the documented REST shape (their
 * REST-only groupings are written below, each said where). snake_case lives only here.
 */
import { categoryExtraColumns, comparativeSettingEntries, withComparativeDefaults, type PreAnalysisEntry } from '../../../../shared/comparative';
import { fromRest, restSpread, toRest, type RestFieldTable, restOutput } from '../../platform/http/rest-fields';
import type { Category } from '../reference';
import type { ComparativeCalculation, ComparativeReport, ProjectValidation } from './comparative.entity';
import type { CalculationFields, ComparativeModel, ComparativeReportDataInput, LogEntryModel } from './comparative.service';
import type { Project } from '../projects';
import type { ComparativeCalculationData, ComparativeItem, ComparativeTotals, ComparativeWheelEntry, PreAnalysis, ProjectLogEntry } from './comparative.types';
import { calculationView, reportView } from './comparative.views';

export const calculationRestFields: RestFieldTable<CalculationFields> = { name: 'name', variant: 'variant', solutionTypeId: 'solution_type_id' };
export const extraColumnRestFields: RestFieldTable<{ extraColumn?: unknown; categoryType?: unknown }> = { extraColumn: 'extra_column', categoryType: 'category_type' };

const isObject = (b: unknown): b is Record<string, unknown> => !!b && typeof b === 'object' && !Array.isArray(b);

/** PUT …/report-settings: the list as the body, or under report_settings (or settings). */
export const reportSettingsRestFields: RestFieldTable<{ reportSettings?: unknown; settings?: unknown }> = { reportSettings: 'report_settings', settings: 'settings' };

/** The entries of a settings update, checked by the service (a body that is no object is passed on as it is). */
export function reportSettingsFromRest(body: unknown): unknown {
  if (!isObject(body)) return body;
  const b = fromRest(reportSettingsRestFields, body);
  return b.reportSettings ?? b.settings;
}

/** PUT …/report-data {year (or report_year), years, title, kickback}. */
export const reportDataRestFields: RestFieldTable<ComparativeReportDataInput & { reportYear?: unknown }> = {
  year: 'year',
  reportYear: 'report_year',
  years: 'years',
  title: 'title',
  kickback: 'kickback',
};

/** The report data as sent; null for a body that is no object (the shared parser refuses it: "no report data"). */
export function reportDataFromRest(body: unknown): ComparativeReportDataInput | null {
  if (!isObject(body)) return null;
  const b = fromRest(reportDataRestFields, body);
  return { year: b.year ?? b.reportYear, years: b.years, title: b.title, kickback: b.kickback };
}

export function presentSettings(project: Project, report: ComparativeReport) {
  return comparativeSettingEntries(withComparativeDefaults(report.settings), project.currency);
}

export function presentReportData(report: ComparativeReport) {
  return { report_year: report.year, year: report.year, years: report.years, title: report.title, kickback: report.kickback };
}

const wheelEntryRestOutput = restOutput<ComparativeWheelEntry>()({
  kind: 'kind',
  categoryId: 'category',
  categoryName: 'category_name',
  categoryGroupWeight: 'category_group_weight',
  wattPerUnit: 'watt_pr_unit',
  cop: 'cop',
  rating: 'rating',
  numericRating: null, // GraphQL only
});

// REST adds the entry's efficiency figure: the COP for cooling, else the watts per unit.
const presentWheelEntry = (e: ComparativeWheelEntry) => ({ ...toRest(wheelEntryRestOutput, e), efficiency: e.kind === 'cooling' ? e.cop : e.wattPerUnit });

/** The totals; REST groups the UPS, cooling and CO2 figures as before/after pairs. */
const totalsRestOutput = restOutput<ComparativeTotals>()({
  totalKwhBefore: 'totalKwhBefore',
  totalKwhAfter: 'totalKwhAfter',
  energySavingKwh: 'energySaving',
  moneySaving: 'money_saving',
  upsKwhBefore: restSpread((before: number, t: ComparativeTotals) => ({ totalKwhUPS: { before, after: t.upsKwhAfter } })),
  upsKwhAfter: null, // in totalKwhUPS
  coolingKwhBefore: restSpread((before: number, t: ComparativeTotals) => ({ totalKwhCooling: { before, after: t.coolingKwhAfter } })),
  coolingKwhAfter: null, // in totalKwhCooling
  totalEnergyEfficientGrowthKwh: 'totalEnergyEfficientGrowthKwh',
  operationalSavingsPercent: 'operational_savings_percent',
  co2BeforeKg: restSpread((before: number, t: ComparativeTotals) => ({ co2: { before_kg: before, after_kg: t.co2AfterKg, saving_kg: t.co2SavingKg } })),
  co2AfterKg: null, // in co2
  co2SavingKg: null, // in co2
  categories: [
    'totalKwhPrCategory',
    {
      categoryId: 'category',
      categoryName: 'category_name',
      itKwhBefore: 'before',
      itKwhAfter: 'after',
      capacityId: null,
      capacityName: null,
      capacityUnit: null,
      capacityBefore: null,
      capacityAfter: null,
      efficiencyFactor: null,
      totalWattForCategoryBefore: null,
      totalWattForCategoryAfter: null,
      wattPerUnitBefore: null,
      wattPerUnitAfter: null,
    },
  ],
  ratingBefore: null, // in the energy wheel's totals
  ratingAfter: null,
});

const presentTotals = (t: ComparativeTotals) => toRest(totalsRestOutput, t);

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

const itemRestOutput = restOutput<ComparativeItem>()({
  id: 'id',
  solutionId: 'solution_id',
  state: 'state',
  categoryId: 'category',
  categoryName: 'category_name',
  categoryType: 'category_type',
  productId: 'product_id',
  brandName: 'brand_name',
  modelName: 'model_name',
  amount: 'amount',
  annualKwh: 'annual_kwh',
  totalKwh: 'total_kwh',
  co2Kg: 'co2_kg',
  extraColumns: 'extra_columns',
  side: null, // REST tells the side by the list (itemsBefore, itemsAfter) and the state
});

function presentCalculationData(c: ComparativeCalculationData) {
  return {
    id: c.id,
    name: c.name,
    variant: c.variant,
    order: c.order,
    before_solution_id: c.beforeSolutionId,
    after_solution_id: c.afterSolutionId,
    extra_columns: c.extraColumns,
    itemsBefore: { data: toRest(itemRestOutput, c.itemsBefore) },
    itemsAfter: { data: toRest(itemRestOutput, c.itemsAfter) },
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

/** GET/PUT …/pre-analysis: the rows in REST spelling with the estimate (M1, M6), which REST groups. */
const preAnalysisRestOutput = restOutput<PreAnalysis>()({
  projectId: null, // in the path
  saved: 'saved',
  rows: ['rows', { category: 'category', unitsBefore: 'units_before', wattsBefore: 'watts_before', unitsAfter: 'units_after', wattsAfter: 'watts_after', hours: 'hours' }],
  kwhBefore: restSpread((_: number, p: PreAnalysis) => ({
    estimate: { kwh_before: p.kwhBefore, kwh_after: p.kwhAfter, saving_kwh: p.savingKwh, saving_percent: p.savingPercent, money_saving: p.moneySaving },
  })),
  kwhAfter: null, // in estimate
  savingKwh: null,
  savingPercent: null,
  moneySaving: null,
});

export const presentPreAnalysis = (p: PreAnalysis) => toRest(preAnalysisRestOutput, p);

/** PUT …/pre-analysis {rows: [{category, units_before, watts_before, units_after, watts_after, hours}]}. */
export const preAnalysisRestFields: RestFieldTable<{ rows: PreAnalysisEntry[] }> = {
  rows: ['rows', { category: 'category', unitsBefore: 'units_before', wattsBefore: 'watts_before', unitsAfter: 'units_after', wattsAfter: 'watts_after', hours: 'hours' }],
};

/** The rows of a pre-analysis save; a body that is no object is passed on as it is (the service refuses it). */
export function preAnalysisRowsFromRest(body: unknown): unknown {
  return isObject(body) ? fromRest(preAnalysisRestFields, body).rows : body;
}

export function presentValidation(v: ProjectValidation) {
  return { id: v.id, project_id: v.project.id, status: v.status, created_at: v.createdAt };
}

const logEntryRestOutput = restOutput<ProjectLogEntry>()({ id: 'id', action: 'action', detail: 'detail', userName: 'user_name', createdAt: 'created_at' });

export const presentLogEntry = (e: LogEntryModel) => toRest(logEntryRestOutput, e);
