/** The comparative model in the shape of the GraphQL types (comparative.types.ts). */
import type { CalculationComparison, EnergyWheelEntry, SolutionFigures, AggregateFigures } from '../../../../shared/calc';
import { comparativeSettingEntries, itemExtraColumns } from '../../../../shared/comparative';
import type { SummaryReference } from '../solutions';
import type { CalculationItemModel, CalculationModel, ComparativeModel } from './comparative.service';
import type { ComparativeCalculationData, ComparativeItem, ComparativeReportData, ComparativeTotals, ComparativeWheelEntry } from './comparative.types';

export function totalsView(before: AggregateFigures | SolutionFigures, after: AggregateFigures | SolutionFigures, c: CalculationComparison, ref: SummaryReference): ComparativeTotals {
  return {
    totalKwhBefore: c.totalKwhBefore,
    totalKwhAfter: c.totalKwhAfter,
    energySavingKwh: c.energySavingKwh,
    moneySaving: c.moneySaving,
    co2BeforeKg: before.co2Kg,
    co2AfterKg: after.co2Kg,
    co2SavingKg: c.co2SavingKg,
    operationalSavingsPercent: c.operationalSavingsPercent,
    totalEnergyEfficientGrowthKwh: c.totalEnergyEfficientGrowthKwh,
    upsKwhBefore: before.upsKwh,
    upsKwhAfter: after.upsKwh,
    coolingKwhBefore: before.coolingKwh,
    coolingKwhAfter: after.coolingKwh,
    ratingBefore: before.rating.rating,
    ratingAfter: after.rating.rating,
    categories: c.capacities.map((x) => {
      const cap = x.capacityId ? ref.capacities.get(x.capacityId) : undefined;
      return {
        ...x,
        categoryName: ref.categories.get(x.categoryId)?.name ?? x.categoryId,
        capacityName: cap?.name ?? null,
        capacityUnit: cap?.unit ?? null,
      };
    }),
  };
}

export function wheelView(entries: readonly EnergyWheelEntry[], ref: SummaryReference): ComparativeWheelEntry[] {
  return entries.map((e) => ({
    kind: e.kind,
    categoryId: e.categoryId,
    categoryName: e.kind === 'cooling' ? 'Cooling' : (ref.categories.get(e.categoryId ?? '')?.name ?? e.categoryId ?? ''),
    categoryGroupWeight: e.groupWeight,
    wattPerUnit: e.wattPerUnit,
    cop: e.cop,
    rating: e.rating,
    numericRating: e.numericRating,
  }));
}

function itemView(i: CalculationItemModel): ComparativeItem {
  return {
    id: i.id,
    solutionId: i.solutionId,
    state: i.state,
    side: i.side,
    productId: i.productId,
    brandName: i.brandName,
    modelName: i.modelName,
    categoryId: i.categoryId,
    categoryName: i.categoryName,
    categoryType: i.categoryType,
    amount: i.amount,
    annualKwh: i.figures?.annualKwh ?? 0,
    totalKwh: i.figures?.totalKwh ?? 0,
    co2Kg: i.figures?.co2Kg ?? 0,
    extraColumns: i.figures ? itemExtraColumns(i.figures) : {},
  };
}

export function calculationView(c: CalculationModel, ref: SummaryReference): ComparativeCalculationData {
  return {
    id: c.calculation.id,
    name: c.calculation.name,
    variant: c.calculation.variant,
    order: c.calculation.sortOrder,
    beforeSolutionId: c.beforeSolutionId,
    afterSolutionId: c.afterSolutionId,
    extraColumns: c.calculation.extraColumns,
    totals: totalsView(c.before, c.after, c.comparison, ref),
    itemsBefore: c.itemsBefore.map(itemView),
    itemsAfter: c.itemsAfter.map(itemView),
    requests: c.requests,
  };
}

export function reportView(m: ComparativeModel): ComparativeReportData {
  return {
    projectId: m.project.id,
    projectName: m.project.name,
    clientName: m.project.client.name,
    title: m.report.title,
    year: m.report.year,
    years: m.report.years,
    kickback: m.report.kickback,
    contributorName: m.contributorName,
    partnerName: m.partnerName,
    logoUrl: m.logoUrl,
    kwhPrice: m.project.kwhPrice,
    currency: m.project.currency,
    weightedEfficiencyFactor: m.weightedEfficiencyFactor,
    totals: totalsView(m.before, m.after, m.comparison, m.reference),
    wheelBefore: wheelView(m.before.energyWheel, m.reference),
    wheelAfter: wheelView(m.after.energyWheel, m.reference),
    settings: comparativeSettingEntries(m.settings, m.project.currency).map((e) => ({ key: e.key, value: String(e.value) })),
    calculations: m.calculations.map((c) => calculationView(c, m.reference)),
  };
}
