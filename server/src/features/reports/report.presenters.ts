/**
 * The REST facade's snake_case shapes of the report (spec/project-areas.md §3 Report, Solution group,
 * LCA data, Category data, Report setting, Report availability). Figures are presented as the engine
 * computed them (shared/calc): nothing is rounded or derived here. GraphQL presents the same model
 * through report.views.ts.
 */
import { co2Ton, effectiveHours, type ItemLcaFigures } from '../../../../shared/calc';
import { settingsToEntries, withDefaultSettings, type Co2Impact, type ReportAvailability } from '../../../../shared/reports';
import type { EmissionUnit, Equivalences } from '../../../../shared/calc';
import { presentEffective } from '../report-options';
import { presentFigures, presentSolutionSummary } from '../solutions';
import type { SummaryReference } from '../solutions';
import type { ProjectReport, ReportGenerated } from './report.entity';
import { memoByObject } from '../../platform/cache/memo';
import type { ComparisonModel, ReportGroupModel, ReportItemModel, ReportModel, ReportSolutionModel } from './report.service';

const categoryName = (ref: SummaryReference, id: string) => ref.categories.get(id)?.name ?? id;

/** The report row: year and comparative heading (spec §3 Report.report). */
export function presentReport(r: ProjectReport) {
  return { id: r.id, project_id: r.project.id, year: r.year, comparative_heading: r.comparativeHeading };
}

/** The twenty settings as {key, value}: flags 1 or 0, precisions 0, 1 or 2 (spec §3 Report setting). */
export function presentSettings(r: ProjectReport) {
  return settingsToEntries(withDefaultSettings(r.settings));
}

function presentItemLca(l: ItemLcaFigures) {
  return {
    inclusion: l.inclusion,
    gwp_kg_co2e: l.gwpKg,
    manufacturing_kg_co2e: l.manufacturingKg,
    transportation_kg_co2e: l.transportationKg,
    use_kg_co2e: l.useKg,
    eol_kg_co2e: l.eolKg,
    refurbishment_impact_kg_co2e: l.refurbishmentImpactKg,
    refurbished_manufacturing_offset_kg_co2e: l.refurbishedManufacturingOffsetKg,
    refurbished_transportation_offset_kg_co2e: l.refurbishedTransportationOffsetKg,
    refurbishment_offset_kg_co2e: l.refurbishmentOffsetKg,
    refurbished_offset_total_kg_co2e: l.refurbishedOffsetTotalKg,
  };
}

/** One item of the detailed item pages: the product, its use and its figures (M1–M5). */
function presentItem({ item, figures: f, lcaMethod }: ReportItemModel, ref: SummaryReference) {
  const p = item.product;
  return {
    id: item.id,
    order: item.sortOrder,
    product: {
      id: p.id,
      manufacturer: p.manufacturer,
      model_name: p.modelName,
      manufacturer_part_number: p.manufacturerPartNumber,
      category_id: f.categoryId,
      category_name: categoryName(ref, f.categoryId),
    },
    amount: item.amount,
    hours_id: item.hourProfile?.id ?? null,
    operational_hours: item.operationalHours,
    /** Hours a year the item runs (M1: the profile's, else its modes' own, at most 8760). */
    hours: effectiveHours(
      p.modes.reduce((sum, m) => sum + m.hours, 0),
      item.operationalHours,
    ),
    unit_price: item.unitPrice,
    refurbishment_impact_percentage: item.refurbishmentImpactPercentage,
    refurbished: f.lca.refurbished,
    annual_kwh: f.annualKwh,
    average_watts: f.averageWatts,
    total_kwh: f.totalKwh,
    co2_emission_kg: f.co2Kg,
    co2_emission_ton: co2Ton(f.co2Kg),
    operational_cost: f.operationalCost,
    investment: f.investment,
    lca_method: lcaMethod,
    lca_data: presentItemLca(f.lca),
  };
}

/** Built once per computed solution (the cache keeps the model while the project's revision lasts). */
const presentSolution = memoByObject((m: ReportSolutionModel, ref: SummaryReference) => {
  const s = m.solution;
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    order: s.sortOrder,
    solution_type: { id: s.solutionType.id, name: s.solutionType.name, calculation_mode: s.solutionType.calculationMode },
    renewable_energy: s.renewableEnergy,
    co2_factor_gram: s.co2FactorGram,
    refurbishment_impact_percentage: s.refurbishmentImpactPercentage,
    ups: { id: s.upsPresetId, efficiency: s.upsEfficiency },
    cooling: { id: s.coolingPresetId, cop: s.coolingCop },
    ...presentSolutionSummary(m.figures, ref),
    items: m.items.map((i) => ({ ...presentItem(i, ref), solution_id: s.id })),
  };
});

/** A group with its headings, figures (spec §3 Solution group) and solutions with their items. */
function presentGroup(m: ReportGroupModel, ref: SummaryReference) {
  const g = m.group;
  return {
    id: g.id,
    name: g.name,
    state: g.state,
    requested: g.state === 'requested',
    active: g.active,
    primary: g.isPrimary,
    order: g.sortOrder,
    counted: m.figures.counted,
    baseline_heading: g.baselineHeading,
    lca_heading: g.lcaHeading,
    refurbishment_heading: g.refurbishmentHeading,
    category_infrastructure_share_invalid: m.figures.solutions.some((s) => s.shareInvalid),
    warnings: m.figures.warnings,
    lca_item_count: m.lcaItemCount,
    refurbished_item_count: m.refurbishedItemCount,
    ...presentFigures(m.figures, ref),
    solutions: m.solutions.map((s) => presentSolution(s, ref)),
  };
}

function presentUnit(u: EmissionUnit | null) {
  return u ? { unit: u.unit, divider: u.divider, value: u.value } : null;
}

function presentEquivalences(e: Equivalences | null) {
  if (!e) return null;
  return {
    impact: { trees: e.impact.trees, car_km: e.impact.carKm, streaming: e.impact.streaming, plastic_cups: e.impact.plasticCups, smartphones: e.impact.smartphones },
    extended: {
      trees: e.extended.trees,
      plastic_cups: e.extended.plasticCups,
      solar_cells: e.extended.solarCells,
      light_bulbs: e.extended.lightBulbs,
      houses: e.extended.houses,
      cars: e.extended.cars,
      streaming: e.extended.streaming,
      persons: e.extended.persons,
    },
  };
}

function presentCo2Impact(c: Co2Impact, m: ReportModel) {
  return {
    baseline_group_id: m.baseline?.id ?? null,
    comparative_group_id: m.comparative?.id ?? null,
    baseline_co2_kg: c.baselineCo2Kg,
    comparative_co2_kg: c.comparativeCo2Kg,
    saving_kg: c.savingKg,
    saving_percent: c.savingPercent,
    saving_kg_rounded: c.savingKgRounded,
    equivalences: presentEquivalences(c.equivalences),
    units: { baseline: presentUnit(c.units.baseline), comparative: presentUnit(c.units.comparative), saving: presentUnit(c.units.saving) },
  };
}

function presentComparison(c: ComparisonModel, ref: SummaryReference) {
  return {
    group_id: c.group.id,
    name: c.group.name,
    energy_saving_kwh: c.energySavingKwh,
    money_saving: c.moneySaving,
    payback_years: c.paybackYears,
    co2_saving_kg: c.co2SavingKg,
    energy_efficiency: c.energyEfficiency.map((e) => ({ category_id: e.categoryId, category_name: categoryName(ref, e.categoryId), percent: e.percent })),
  };
}

/**
 * The comparative part (M3 ROI, M4, M6): the figures of the primary comparative group (else the
 * first) against the baseline, and every active comparative group in `groups`; null without a
 * baseline or a comparative group.
 */
function presentComparative(m: ReportModel) {
  const primary = m.comparisons.find((c) => c.group === m.comparative);
  if (!m.baseline || !primary) return null;
  const p = presentComparison(primary, m.reference);
  return {
    baseline_group_id: m.baseline.id,
    comparative_group_id: primary.group.id,
    energy_saving_kwh: p.energy_saving_kwh,
    money_saving: p.money_saving,
    payback_years: p.payback_years,
    co2_saving_kg: p.co2_saving_kg,
    energy_efficiency: p.energy_efficiency,
    groups: m.comparisons.map((c) => presentComparison(c, m.reference)),
  };
}

/** GET …/report/available (spec §3 Report availability), with the reasons per report type. */
export function presentAvailability(a: ReportAvailability) {
  const messages = (type: string) => a.reasons.filter((r) => r.reportType === type).map((r) => r.message);
  return {
    comparative_available: a.comparativeAvailable,
    single_available: a.singleAvailable,
    lca_available: a.lcaAvailable,
    refurbishment_available: a.refurbishmentAvailable,
    errors: {
      comparative_error_reason: messages('comparative_report'),
      single_error_reason: messages('baseline_report'),
      lca_error_reason: messages('lca_report'),
      refurbishment_error_reason: messages('refurbishment_report'),
    },
    reasons: a.reasons.map((r) => ({ report_type: r.reportType, code: r.code, message: r.message, group_id: r.groupId, group_name: r.groupName })),
  };
}

/** GET …/report (spec §3 Report). */
export function presentReportData(m: ReportModel) {
  const ref = m.reference;
  const project = m.project;
  return {
    report: presentReport(m.report),
    report_type: m.reportType,
    rating_year: ref.ratingYear,
    project: { id: project.id, name: project.name, description: project.description, client_name: project.client.name ?? null },
    partner: { id: project.partner.id, name: project.partner.name, logo_url: m.logoUrl },
    kwh_price: project.kwhPrice,
    currency: project.currency,
    unique_categories_sorted_kwh: m.categoriesByKwh.map((id) => categoryName(ref, id)),
    unique_categories_sorted_gwp: m.categoriesByGwp.map((id) => categoryName(ref, id)),
    solution_groups: m.groups.map((g) => presentGroup(g, ref)),
    report_settings: presentSettings(m.report),
    co2_impact: presentCo2Impact(m.co2Impact, m),
    comparative: presentComparative(m),
    availability: presentAvailability(m.availability),
    report_options: presentEffective(m.reportOptions),
  };
}

export function presentGenerated(g: ReportGenerated) {
  return { id: g.id, project_id: g.project.id, user_id: g.user?.id ?? null, report_type: g.reportType, created_at: g.createdAt };
}
