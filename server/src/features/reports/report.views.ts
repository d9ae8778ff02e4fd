/**
 * The report as GraphQL presents it (report.types.ts): the report model's figures under the schema's
 * camelCase names, field by field and checked by the type checker. The REST facade presents the same
 * views, spelled snake_case by the output tables of report.rest-mapper.ts.
 */
import { co2Ton, effectiveHours, type EmissionUnit, type Equivalences, type ItemLcaFigures } from '../../../../shared/calc';
import type { Co2Impact, ReportAvailability } from '../../../../shared/reports';
import { effectiveView } from '../report-options';
import { figuresView, solutionSummaryView, type SummaryReference } from '../solutions';
import { settingsToEntries, withDefaultSettings } from '../../../../shared/reports';
import { memoByObject } from '../../platform/cache/memo';
import type { ProjectReport } from './report.entity';
import type { ComparisonModel, ReportGroupModel, ReportItemModel, ReportModel, ReportSolutionModel } from './report.service';
import type {
  EmissionUnitValue,
  ProjectReportData,
  ReportAvailabilityType,
  ReportCo2Impact,
  ReportComparative,
  ReportEquivalences,
  ReportGroupComparison,
  ReportItem,
  ReportItemLca,
  ReportSolution,
  ReportSetting,
  ReportSolutionGroup,
} from './report.types';

const categoryName = (ref: SummaryReference, id: string) => ref.categories.get(id)?.name ?? id;

/** The twenty settings as {key, value}: flags 1 or 0, precisions 0, 1 or 2 (spec §3 Report setting). */
export function settingsView(r: ProjectReport): ReportSetting[] {
  return settingsToEntries(withDefaultSettings(r.settings));
}

function itemLcaView(l: ItemLcaFigures): ReportItemLca {
  return {
    inclusion: l.inclusion,
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

function itemView({ item, figures: f, lcaMethod }: ReportItemModel, ref: SummaryReference, solutionId: number): ReportItem {
  const p = item.product;
  return {
    id: item.id,
    solutionId,
    order: item.sortOrder,
    product: { id: p.id, manufacturer: p.manufacturer, modelName: p.modelName, manufacturerPartNumber: p.manufacturerPartNumber, categoryId: f.categoryId, categoryName: categoryName(ref, f.categoryId) },
    amount: item.amount,
    hoursId: item.hourProfile?.id ?? null,
    operationalHours: item.operationalHours,
    // Hours a year the item runs (M1: the profile's, else its modes' own, at most 8760).
    hours: effectiveHours(
      p.modes.reduce((sum, m) => sum + m.hours, 0),
      item.operationalHours,
    ),
    unitPrice: item.unitPrice,
    refurbishmentImpactPercentage: item.refurbishmentImpactPercentage,
    refurbished: f.lca.refurbished,
    annualKwh: f.annualKwh,
    averageWatts: f.averageWatts,
    totalKwh: f.totalKwh,
    co2EmissionKg: f.co2Kg,
    co2EmissionTon: co2Ton(f.co2Kg),
    operationalCost: f.operationalCost,
    investment: f.investment,
    lcaMethod,
    lcaData: itemLcaView(f.lca),
  };
}

/** Built once per computed solution (the cache keeps the model while the project's revision lasts). */
const solutionView = memoByObject((m: ReportSolutionModel, ref: SummaryReference): ReportSolution => {
  const s = m.solution;
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    order: s.sortOrder,
    solutionType: { id: s.solutionType.id, name: s.solutionType.name, calculationMode: s.solutionType.calculationMode },
    renewableEnergy: s.renewableEnergy,
    co2FactorGram: s.co2FactorGram,
    refurbishmentImpactPercentage: s.refurbishmentImpactPercentage,
    ups: { id: s.upsPresetId, efficiency: s.upsEfficiency },
    cooling: { id: s.coolingPresetId, cop: s.coolingCop },
    ...solutionSummaryView(m.figures, ref),
    items: m.items.map((i) => itemView(i, ref, s.id)),
  };
});

function groupView(m: ReportGroupModel, ref: SummaryReference): ReportSolutionGroup {
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
    baselineHeading: g.baselineHeading,
    lcaHeading: g.lcaHeading,
    refurbishmentHeading: g.refurbishmentHeading,
    categoryInfrastructureShareInvalid: m.figures.solutions.some((s) => s.shareInvalid),
    warnings: m.figures.warnings,
    lcaItemCount: m.lcaItemCount,
    refurbishedItemCount: m.refurbishedItemCount,
    ...figuresView(m.figures, ref),
    solutions: m.solutions.map((s) => solutionView(s, ref)),
  };
}

const unitView = (u: EmissionUnit | null): EmissionUnitValue | null => (u ? { unit: u.unit, divider: u.divider, value: u.value } : null);

function equivalencesView(e: Equivalences | null): ReportEquivalences | null {
  if (!e) return null;
  return {
    impact: { trees: e.impact.trees, carKm: e.impact.carKm, streaming: e.impact.streaming, plasticCups: e.impact.plasticCups, smartphones: e.impact.smartphones },
    extended: {
      trees: e.extended.trees,
      plasticCups: e.extended.plasticCups,
      solarCells: e.extended.solarCells,
      lightBulbs: e.extended.lightBulbs,
      houses: e.extended.houses,
      cars: e.extended.cars,
      streaming: e.extended.streaming,
      persons: e.extended.persons,
    },
  };
}

function co2ImpactView(c: Co2Impact, m: ReportModel): ReportCo2Impact {
  return {
    baselineGroupId: m.baseline?.id ?? null,
    comparativeGroupId: m.comparative?.id ?? null,
    baselineCo2Kg: c.baselineCo2Kg,
    comparativeCo2Kg: c.comparativeCo2Kg,
    savingKg: c.savingKg,
    savingPercent: c.savingPercent,
    savingKgRounded: c.savingKgRounded,
    equivalences: equivalencesView(c.equivalences),
    units: { baseline: unitView(c.units.baseline), comparative: unitView(c.units.comparative), saving: unitView(c.units.saving) },
  };
}

function comparisonView(c: ComparisonModel, ref: SummaryReference): ReportGroupComparison {
  return {
    groupId: c.group.id,
    name: c.group.name,
    energySavingKwh: c.energySavingKwh,
    moneySaving: c.moneySaving,
    paybackYears: c.paybackYears,
    paybackReason: c.paybackReason,
    co2SavingKg: c.co2SavingKg,
    energyEfficiency: c.energyEfficiency.map((e) => ({ categoryId: e.categoryId, categoryName: categoryName(ref, e.categoryId), percent: e.percent })),
  };
}

/** The primary comparative group (else the first) against the baseline (M3 ROI, M4, M6); null without both. */
function comparativeView(m: ReportModel): ReportComparative | null {
  const primary = m.comparisons.find((c) => c.group === m.comparative);
  if (!m.baseline || !primary) return null;
  const p = comparisonView(primary, m.reference);
  return {
    baselineGroupId: m.baseline.id,
    comparativeGroupId: primary.group.id,
    energySavingKwh: p.energySavingKwh,
    moneySaving: p.moneySaving,
    paybackYears: p.paybackYears,
    paybackReason: p.paybackReason,
    co2SavingKg: p.co2SavingKg,
    energyEfficiency: p.energyEfficiency,
    groups: m.comparisons.map((c) => comparisonView(c, m.reference)),
  };
}

export function availabilityView(a: ReportAvailability): ReportAvailabilityType {
  const messages = (type: string) => a.reasons.filter((r) => r.reportType === type).map((r) => r.message);
  return {
    comparativeAvailable: a.comparativeAvailable,
    singleAvailable: a.singleAvailable,
    lcaAvailable: a.lcaAvailable,
    refurbishmentAvailable: a.refurbishmentAvailable,
    errors: {
      comparativeErrorReason: messages('comparative_report'),
      singleErrorReason: messages('baseline_report'),
      lcaErrorReason: messages('lca_report'),
      refurbishmentErrorReason: messages('refurbishment_report'),
    },
    reasons: a.reasons.map((r) => ({ reportType: r.reportType, code: r.code, message: r.message, groupId: r.groupId == null ? null : Number(r.groupId), groupName: r.groupName })),
  };
}

/** The projectReport query's data (spec §3 Report). */
export function reportDataView(m: ReportModel): ProjectReportData {
  const ref = m.reference;
  const project = m.project;
  return {
    report: m.report,
    reportType: m.reportType,
    ratingYear: ref.ratingYear,
    project: { id: project.id, name: project.name, description: project.description, clientName: project.client.name ?? null },
    partner: { id: project.partner.id, name: project.partner.name, logoUrl: m.logoUrl },
    kwhPrice: project.kwhPrice,
    currency: project.currency,
    uniqueCategoriesSortedKwh: m.categoriesByKwh.map((id) => categoryName(ref, id)),
    uniqueCategoriesSortedGwp: m.categoriesByGwp.map((id) => categoryName(ref, id)),
    solutionGroups: m.groups.map((g) => groupView(g, ref)),
    reportSettings: settingsView(m.report),
    co2Impact: co2ImpactView(m.co2Impact, m),
    comparative: comparativeView(m),
    availability: availabilityView(m.availability),
    reportOptions: effectiveView(m.reportOptions),
  };
}
