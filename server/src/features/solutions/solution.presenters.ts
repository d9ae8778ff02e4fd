/**
 * The REST facade's snake_case shapes (spec/project-areas.md §3). Figures are presented as the engine
 * computed them: no rounding or arithmetic here, only renaming (co2Ton comes from shared/calc too).
 */
import { wrap } from '@mikro-orm/core';
import {
  co2Ton,
  type AggregateFigures,
  type CalcTraces,
  type GroupFigures,
  type LcaFigures,
  type ProjectFigures,
  type SolutionFigures,
} from '../../../../shared/calc';
import type { Product } from '../catalogue';
import type { CapacityDefinition, Category } from '../reference';
import type { CategoryInfrastructureShare, ItemRequest, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from './solution.entity';
import type { CheckedRow } from './item-import/item-import.service';
import type { SummaryReference } from './calc-adapter';

const loaded = (e: object | null | undefined): boolean => !!e && wrap(e).isInitialized();

export function presentLca(l: LcaFigures) {
  return {
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

export function presentTraces(traces: CalcTraces | undefined) {
  if (!traces) return undefined;
  return Object.keys(traces)
    .sort()
    .map((path) => ({ path, ...traces[path] }));
}

const categoryName = (ref: SummaryReference, id: string | null) => (id ? (ref.categories.get(id)?.name ?? id) : null);

/** Totals shared by solution, group and project summaries (spec §3 Solution group, LCA data, Category data). */
export function presentFigures(f: AggregateFigures, ref: SummaryReference) {
  return {
    item_count: f.itemCount,
    it_kwh: f.itKwh,
    total_kwh: f.totalKwh,
    ups_kwh: f.upsKwh,
    cooling_kwh: f.coolingKwh,
    dcie: f.dciePercent,
    pue: f.pue,
    co2_emission_kg: f.co2Kg,
    co2_emission_ton: f.co2Ton,
    operational_cost: f.operationalCost,
    investment: f.investment,
    rating: { total_kwh: f.rating.totalKwh, numeric_rating: f.rating.numericRating, efficiency: f.rating.score, rating: f.rating.rating, year: ref.ratingYear },
    energywheel: f.energyWheel.map((e) => ({
      category: e.kind === 'cooling' ? 'cooling' : e.categoryId,
      category_name: e.kind === 'cooling' ? categoryName(ref, 'cooling') : categoryName(ref, e.categoryId),
      watt_pr_unit: e.wattPerUnit,
      cop: e.cop,
      category_group_weight: e.groupWeight,
      capacity_id: e.capacityId,
      rating: e.rating,
      numeric_rating: e.numericRating,
    })),
    category_data: f.categories.map((c) => ({
      category_id: c.categoryId,
      category_name: categoryName(ref, c.categoryId),
      item_count: c.itemCount,
      it_kwh: c.itKwh,
      total_kwh: c.totalKwh,
      average_watts: c.averageWatts,
      capacity_id: c.capacityId,
      capacity_amount: c.capacityAmount,
      watt_pr_unit: c.wattPerUnit,
      category_group_weight: c.groupWeight,
      rating: c.rating,
      co2_emission_kg: c.co2Kg,
      co2_emission_ton: co2Ton(c.co2Kg),
      operational_cost: c.operationalCost,
      investment: c.investment,
      refurbished_item_count: c.refurbishedItemCount,
      lca_data: presentLca(c.lca),
    })),
    lca_data: presentLca(f.lca),
    ...(f.traces ? { traces: presentTraces(f.traces) } : {}),
  };
}

export function presentSolutionSummary(f: SolutionFigures, ref: SummaryReference) {
  return {
    solution_id: Number(f.solutionId),
    calculation_mode: f.calculationMode,
    kwh_price: f.kwhPrice,
    category_infrastructure_share_invalid: f.shareInvalid,
    warnings: f.warnings,
    ...presentFigures(f, ref),
  };
}

export function presentGroupSummary(f: GroupFigures, ref: SummaryReference, group?: Pick<SolutionGroup, 'name' | 'isPrimary'>) {
  return {
    group_id: Number(f.groupId),
    ...(group ? { name: group.name, primary: group.isPrimary } : {}),
    state: f.state,
    active: f.active,
    counted: f.counted,
    category_infrastructure_share_invalid: f.solutions.some((s) => s.shareInvalid),
    warnings: f.warnings,
    ...presentFigures(f, ref),
    solutions: f.solutions.map((s) => presentSolutionSummary(s, ref)),
  };
}

export function presentProjectSummary(f: ProjectFigures, ref: SummaryReference, groups: Array<Pick<SolutionGroup, 'id' | 'name' | 'isPrimary'>>) {
  const byId = new Map(groups.map((g) => [String(g.id), g]));
  return {
    project_id: Number(f.projectId),
    warnings: [...new Set(f.groups.filter((g) => g.counted).flatMap((g) => g.warnings))],
    ...presentFigures(f, ref),
    groups: f.groups.map((g) => presentGroupSummary(g, ref, byId.get(g.groupId))),
  };
}

export function presentItemProduct(p: Product) {
  const category = p.category as Category;
  return {
    id: p.id,
    e_papi_product_id: p.externalId ?? `p-${p.id}`,
    manufacturer: p.manufacturer,
    brand_name: p.manufacturer,
    model_name: p.modelName,
    manufacturer_part_number: p.manufacturerPartNumber,
    category_id: category.id,
    main_category_id: loaded(category) ? category.categoryType : null,
    category: loaded(category) ? { id: category.id, name: category.name, category_type: category.categoryType } : { id: category.id },
    modes: p.modes.map((m) => ({ name: m.name, power_consumption_watts: m.powerWatts, hours: m.hours })),
    manufacturer_verified: p.manufacturerVerified,
    own: p.partner != null,
  };
}

export function presentItem(i: SolutionItem) {
  return {
    id: i.id,
    solution_id: i.solution.id,
    product_id: i.product.id,
    product: loaded(i.product) ? presentItemProduct(i.product) : { id: i.product.id },
    e_papi_product_id: loaded(i.product) ? (i.product.externalId ?? `p-${i.product.id}`) : null,
    amount: i.amount,
    operational_hours: i.operationalHours,
    hours_id: i.hourProfile?.id ?? null,
    refurbishment_impact_percentage: i.refurbishmentImpactPercentage,
    unit_price: i.unitPrice,
    order: i.sortOrder,
  };
}

export function presentCapacity(c: SolutionCapacity) {
  const def = c.capacity as CapacityDefinition;
  return {
    id: c.id,
    solution_id: c.solution.id,
    capacity_id: def.id,
    amount: c.amount,
    deleted_at: c.deletedAt,
    capacity: loaded(def) ? { id: def.id, name: def.name, unit: def.unit, e_papi_category_id: def.categoryId } : { id: def.id },
  };
}

export function presentShare(s: CategoryInfrastructureShare, categories?: Map<string, Category>) {
  return {
    id: s.id,
    solution_id: s.solution.id,
    e_papi_category_ids: s.categoryIds,
    categories: s.categoryIds.map((id) => ({ id, name: categories?.get(id)?.name ?? null })),
    infrastructure_share_percent: s.fraction,
    deleted_at: s.deletedAt,
  };
}

export function presentItemRequest(r: ItemRequest) {
  return {
    id: r.id,
    solution_id: r.solution.id,
    requested_by: r.requestedBy.id,
    brand_name: r.brandName,
    model_name: r.modelName,
    manufacturer_part_number: r.manufacturerPartNumber,
    amount: r.amount,
    modes: r.modes,
    is_manual_request: r.isManualRequest,
    status: r.status,
    created_at: r.createdAt,
  };
}

/** A solution (spec §3 Solution); with figures when they were computed, as `summary`. */
export function presentSolution(s: Solution, figures?: SolutionFigures | null, ref?: SummaryReference) {
  const type = s.solutionType;
  const items = s.items.isInitialized() ? s.items.getItems() : null;
  const capacities = s.capacities.isInitialized() ? s.capacities.getItems().filter((c) => !c.deletedAt) : null;
  const ups = { id: s.upsPresetId, efficiency: s.upsEfficiency };
  const cooling = { id: s.coolingPresetId, cop: s.coolingCop };
  return {
    id: s.id,
    solution_group_id: s.group.id,
    name: s.name,
    description: s.description,
    renewable_energy: s.renewableEnergy,
    co2_factor_gram: s.co2FactorGram,
    kwh_price: s.kwhPrice,
    refurbishment_impact_percentage: s.refurbishmentImpactPercentage,
    order: s.sortOrder,
    solution_type: loaded(type) ? { id: type.id, name: type.name, calculation_mode: type.calculationMode } : { id: type.id },
    ...(items ? { items: items.map(presentItem), item_count: items.length } : {}),
    ups,
    cooling,
    ...(figures && ref
      ? {
          ups_kwh: figures.upsKwh,
          cooling_kwh: figures.coolingKwh,
          summary: {
            total_kwh: figures.totalKwh,
            co2_emission_ton: figures.co2Ton,
            operational_cost: figures.operationalCost,
            solution_capacities: capacities?.map(presentCapacity) ?? [],
            ups,
            cooling,
            rating: { total_kwh: figures.rating.totalKwh, numeric_rating: figures.rating.numericRating, efficiency: figures.rating.score, rating: figures.rating.rating },
          },
        }
      : {}),
  };
}

/** A group (spec §3 Solution group); with its figures (totals, rating, wheel, LCA, warnings) when given. */
export function presentGroup(g: SolutionGroup, figures?: GroupFigures | null, ref?: SummaryReference) {
  const solutions = g.solutions.isInitialized() ? g.solutions.getItems() : null;
  const bySolution = new Map(figures?.solutions.map((f) => [f.solutionId, f]) ?? []);
  return {
    id: g.id,
    project_id: g.project.id,
    name: g.name,
    state: g.state,
    requested: g.state === 'requested',
    active: g.active,
    primary: g.isPrimary,
    order: g.sortOrder,
    baseline_heading: g.baselineHeading,
    lca_heading: g.lcaHeading,
    refurbishment_heading: g.refurbishmentHeading,
    ...(solutions ? { solutions: solutions.map((s) => presentSolution(s, bySolution.get(String(s.id)), ref)) } : {}),
    ...(figures && ref
      ? {
          category_infrastructure_share_invalid: figures.solutions.some((s) => s.shareInvalid),
          warnings: figures.warnings,
          ...presentFigures(figures, ref),
        }
      : {}),
  };
}

/** A row of the import check (spec §3 Import row): the row as sent, its product, available and selected. */
export function presentCheckedRow(x: CheckedRow) {
  return {
    index: x.index,
    brand_name: x.row.brandName,
    model_name: x.row.modelName,
    manufacturer_part_number: x.row.manufacturerPartNumber,
    amount: x.row.amount,
    product: x.product ? presentItemProduct(x.product) : null,
    selected: x.selected,
    available: x.available,
  };
}
