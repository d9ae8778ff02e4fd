/**
 * The REST facade's spelling of the solutions area's inputs (spec/project-areas.md §3, §7): for each
 * write, the documented snake_case name of every field of the domain input. solutions.rest.ts reads
 * bodies with `fromRest(table, body)` and hands the table to `handle` so that error fields come back
 * spelled the REST way. The replies go the other way through output tables (`RestOutputTable`): the
 * REST spelling of every field of the view GraphQL presents (the summary views, the entities), written
 * by `toRest`; the exported `present…` functions only call `toRest` on the view.
 */
import { wrap } from '@mikro-orm/core';
import type {
  CapacityFields,
  CategoryShareFields,
  CoolingFields,
  GroupCreateFields,
  GroupHeadingsFields,
  GroupUpdateFields,
  ItemAddFields,
  ItemsCheckFields,
  ItemsImportFields,
  ItemsRequestFields,
  ItemUpdateFields,
  ProductCreateFields,
  ProductUpdateFields,
  SolutionCreateFields,
  SolutionReorderFields,
  SolutionUpdateFields,
  UpsFields,
} from '../../../../shared/validation/solutions';
import type { GroupFigures, ProjectFigures, SolutionFigures } from '../../../../shared/calc';
import { describedBy, restSpread, restValue, toRest, type RestFieldTable, restOutput } from '../../platform/http/rest-fields';
import { productHeadRestOutput, type Product } from '../catalogue';
import type { CapacityDefinition, Category } from '../reference';
import type { SummaryReference } from './calc-adapter';
import type { CheckedRow } from './item-import/item-import.service';
import type { ProductUsageModel } from './items/product-usage.service';
import type { CategoryInfrastructureShare, ItemRequest, Solution, SolutionCapacity, SolutionGroup, SolutionItem } from './solution.entity';
import { figuresView, groupSummaryView, projectSummaryView, solutionSummaryView } from './summaries/summary.views';
import type { LcaData, ProjectAlternativeSummary, ProjectSummary, SolutionGroupSummary, SolutionSummary, SummaryFigures } from './summaries/summary.types';
import { capacitySchema, categoryShareSchema, coolingSchema, itemsCheckSchema, itemsImportSchema, itemsRequestSchema, productCreateSchema, productUpdateSchema, solutionCreateSchema, solutionGroupCreateSchema, solutionGroupHeadingsSchema, solutionGroupUpdateSchema, solutionItemAddSchema, solutionItemUpdateSchema, solutionReorderSchema, solutionUpdateSchema, upsSchema } from '../../../../shared/validation/solutions';

export const groupCreateFields: RestFieldTable<GroupCreateFields> = { name: 'name', state: 'state', active: 'active' };

export const groupHeadingsFields: RestFieldTable<GroupHeadingsFields> = {
  baselineHeading: 'baseline_heading',
  lcaHeading: 'lca_heading',
  refurbishmentHeading: 'refurbishment_heading',
};

export const groupUpdateFields: RestFieldTable<GroupUpdateFields> = { ...groupHeadingsFields, name: 'name', state: 'state', active: 'active' };

export const reorderFields: RestFieldTable<SolutionReorderFields> = { solutionIds: 'solutions', targetGroupId: 'target_group_id', index: 'index' };

export const solutionCreateFields: RestFieldTable<SolutionCreateFields> = { solutionTypeId: 'solution_type_id', name: 'name' };

export const solutionUpdateFields: RestFieldTable<SolutionUpdateFields> = {
  name: 'name',
  description: 'description',
  renewableEnergy: 'renewable_energy',
  co2FactorGram: 'co2_factor_gram',
  kwhPrice: 'kwh_price',
  refurbishmentImpactPercentage: 'refurbishment_impact_percentage',
};

export const upsFields: RestFieldTable<UpsFields> = { efficiency: 'efficiency' };
export const coolingFields: RestFieldTable<CoolingFields> = { cop: 'cop' };

export const itemUpdateFields: RestFieldTable<ItemUpdateFields> = {
  amount: 'amount',
  operationalHours: 'operational_hours',
  hoursId: 'hours_id',
  refurbishmentImpactPercentage: 'refurbishment_impact_percentage',
  unitPrice: 'unit_price',
  serviceLifeYears: 'service_life_years',
};

export const itemAddFields: RestFieldTable<ItemAddFields> = { ...itemUpdateFields, productId: 'product_id' };

const importRowFields = { brandName: 'brand_name', modelName: 'model_name', manufacturerPartNumber: 'manufacturer_part_number', amount: 'amount' } as const;

export const itemsCheckFields: RestFieldTable<ItemsCheckFields> = { items: ['items', importRowFields] };

export const itemsImportFields: RestFieldTable<ItemsImportFields> = {
  items: ['items', { ...importRowFields, productId: 'product_id' }],
  requestedItems: ['requested_items', { ...importRowFields, modes: 'modes' }],
  isManualRequest: 'is_manual_request',
};

export const itemsRequestFields: RestFieldTable<ItemsRequestFields> = {
  items: ['items', { ...importRowFields, modes: 'modes' }],
  isManualRequest: 'is_manual_request',
};

export const productCreateFields: RestFieldTable<ProductCreateFields> = {
  clientId: 'clientId',
  solutionId: 'solution_id',
  manufacturer: 'manufacturer',
  manufacturerPartNumber: 'manufacturer_part_number',
  modelName: 'model_name',
  category: ['category', { id: 'id', modes: ['modes', { name: 'name', powerConsumptionWatts: 'power_consumption_watts', hours: 'hours' }] }],
  specs: 'specs',
  additionalData: 'additional_data',
  lca: ['lca', { manufacturingKg: 'manufacturing_kg', transportationKg: 'transportation_kg', eolKg: 'eol_kg' }],
  manufacturerVerified: 'manufacturer_verified',
  startValidation: 'start_validation',
};

export const productUpdateFields: RestFieldTable<ProductUpdateFields> = {
  manufacturer: 'manufacturer',
  manufacturerPartNumber: 'manufacturer_part_number',
  modelName: 'model_name',
  lca: ['lca', { manufacturingKg: 'manufacturing_kg', transportationKg: 'transportation_kg', eolKg: 'eol_kg' }],
};

export const capacityFields: RestFieldTable<CapacityFields> = { id: 'id', capacityId: 'capacity_id', amount: 'amount' };

export const categoryShareFields: RestFieldTable<CategoryShareFields> = {
  categoryIds: 'e_papi_category_ids',
  infrastructureSharePercent: 'infrastructure_share_percent',
};

// The schemas that check these inputs type the OpenAPI document's bodies (platform/http/openapi.ts).
describedBy(groupCreateFields, solutionGroupCreateSchema);
describedBy(groupHeadingsFields, solutionGroupHeadingsSchema);
describedBy(groupUpdateFields, solutionGroupUpdateSchema);
describedBy(reorderFields, solutionReorderSchema);
describedBy(solutionCreateFields, solutionCreateSchema);
describedBy(solutionUpdateFields, solutionUpdateSchema);
describedBy(upsFields, upsSchema);
describedBy(coolingFields, coolingSchema);
describedBy(itemUpdateFields, solutionItemUpdateSchema);
describedBy(itemAddFields, solutionItemAddSchema);
describedBy(itemsCheckFields, itemsCheckSchema);
describedBy(itemsImportFields, itemsImportSchema);
describedBy(itemsRequestFields, itemsRequestSchema);
describedBy(productCreateFields, productCreateSchema);
describedBy(productUpdateFields, productUpdateSchema);
describedBy(capacityFields, capacitySchema);
describedBy(categoryShareFields, categoryShareSchema);

// ---- Replies (spec/project-areas.md §3): the REST spelling of the views GraphQL presents. ----

const loaded = (e: object | null | undefined): boolean => !!e && wrap(e).isInitialized();

const lcaRestOutput = restOutput<LcaData>()({
  gwpKgCo2e: 'gwp_kg_co2e',
  manufacturingKgCo2e: 'manufacturing_kg_co2e',
  transportationKgCo2e: 'transportation_kg_co2e',
  useKgCo2e: 'use_kg_co2e',
  eolKgCo2e: 'eol_kg_co2e',
  refurbishmentImpactKgCo2e: 'refurbishment_impact_kg_co2e',
  refurbishedManufacturingOffsetKgCo2e: 'refurbished_manufacturing_offset_kg_co2e',
  refurbishedTransportationOffsetKgCo2e: 'refurbished_transportation_offset_kg_co2e',
  refurbishmentOffsetKgCo2e: 'refurbishment_offset_kg_co2e',
  refurbishedOffsetTotalKgCo2e: 'refurbished_offset_total_kg_co2e',
});

/** Totals shared by solution, group and project summaries (spec §3 Solution group, LCA data, Category data). */
export const summaryFiguresRestOutput = restOutput<SummaryFigures>()({
  assumptions: null, // GraphQL only (M9): the REST specification has no such field
  itemCount: 'item_count',
  itKwh: 'it_kwh',
  totalKwh: 'total_kwh',
  upsKwh: 'ups_kwh',
  coolingKwh: 'cooling_kwh',
  dcie: 'dcie',
  pue: 'pue',
  co2EmissionKg: 'co2_emission_kg',
  co2EmissionTon: 'co2_emission_ton',
  operationalCost: 'operational_cost',
  investment: 'investment',
  rating: ['rating', { totalKwh: 'total_kwh', numericRating: 'numeric_rating', efficiency: 'efficiency', rating: 'rating', year: 'year', coolingOnly: 'cooling_only' }],
  energyWheel: [
    'energywheel',
    {
      category: 'category',
      categoryName: 'category_name',
      wattPerUnit: 'watt_pr_unit',
      cop: 'cop',
      categoryGroupWeight: 'category_group_weight',
      capacityId: 'capacity_id',
      rating: 'rating',
      numericRating: 'numeric_rating',
    },
  ],
  categoryData: [
    'category_data',
    {
      categoryId: 'category_id',
      categoryName: 'category_name',
      itemCount: 'item_count',
      itKwh: 'it_kwh',
      totalKwh: 'total_kwh',
      averageWatts: 'average_watts',
      capacityId: 'capacity_id',
      capacityAmount: 'capacity_amount',
      wattPerUnit: 'watt_pr_unit',
      categoryGroupWeight: 'category_group_weight',
      rating: 'rating',
      co2EmissionKg: 'co2_emission_kg',
      co2EmissionTon: 'co2_emission_ton',
      operationalCost: 'operational_cost',
      investment: 'investment',
      refurbishedItemCount: 'refurbished_item_count',
      refurbishedUnitCount: null, // GraphQL only
      lcaData: ['lca_data', lcaRestOutput],
    },
  ],
  lcaData: ['lca_data', lcaRestOutput],
  traces: 'traces',
});

export const solutionSummaryRestOutput = restOutput<SolutionSummary>()({
  solutionId: 'solution_id',
  calculationMode: 'calculation_mode',
  kwhPrice: 'kwh_price',
  categoryInfrastructureShareInvalid: 'category_infrastructure_share_invalid',
  warnings: 'warnings',
  ...summaryFiguresRestOutput,
});

export const groupSummaryRestOutput = restOutput<SolutionGroupSummary>()({
  groupId: 'group_id',
  name: 'name',
  primary: 'primary',
  state: 'state',
  active: 'active',
  counted: 'counted',
  categoryInfrastructureShareInvalid: 'category_infrastructure_share_invalid',
  warnings: 'warnings',
  ...summaryFiguresRestOutput,
  solutions: ['solutions', solutionSummaryRestOutput],
});

const alternativeRestOutput = restOutput<ProjectAlternativeSummary>()({
  groupId: 'group_id',
  totalKwh: 'total_kwh',
  co2EmissionKg: 'co2_emission_kg',
  operationalCost: 'operational_cost',
  kwhSaving: 'kwh_saving',
  co2SavingKg: 'co2_saving_kg',
  costSaving: 'cost_saving',
});

const projectSummaryRestOutput = restOutput<ProjectSummary>()({
  projectId: 'project_id',
  baselineGroupId: 'baseline_group_id',
  alternatives: ['alternatives', alternativeRestOutput],
  warnings: 'warnings',
  ...summaryFiguresRestOutput,
  groups: ['groups', groupSummaryRestOutput],
});

export const presentSolutionSummary = (f: SolutionFigures, ref: SummaryReference) => toRest(solutionSummaryRestOutput, solutionSummaryView(f, ref));
export const presentGroupSummary = (f: GroupFigures, ref: SummaryReference, group?: Pick<SolutionGroup, 'name' | 'isPrimary'>) =>
  toRest(groupSummaryRestOutput, groupSummaryView(f, ref, group));
export const presentProjectSummary = (f: ProjectFigures, ref: SummaryReference, groups: Array<Pick<SolutionGroup, 'id' | 'name' | 'isPrimary'>>) =>
  toRest(projectSummaryRestOutput, projectSummaryView(f, ref, groups));

/** A catalogue product as an item's product (spec §3 Product, short form). */
const productRestOutput = restOutput<Product>()({
  ...productHeadRestOutput,
  // REST names the category by its id beside the category (its name and type only once loaded).
  category: restSpread((c: Category) => ({
    category_id: c.id,
    main_category_id: loaded(c) ? c.categoryType : null,
    category: loaded(c) ? { id: c.id, name: c.name, category_type: c.categoryType } : { id: c.id },
  })),
  modes: ['modes', { name: 'name', powerWatts: 'power_consumption_watts', hours: 'hours' }],
  manufacturerVerified: 'manufacturer_verified',
  // REST says whether the product is the partner's own, not whose.
  partner: restValue('own', (p: Product['partner']) => p != null),
  specs: null,
  yearlyEnergyKwh: null,
  weightKg: null,
  lifetimeYears: null,
  lcaManufacturingKg: null,
  lcaTransportationKg: null,
  lcaEolKg: null,
  lcaUseKg: null,
  lcaTotalKg: null,
  dataMethod: null,
  reportDate: null,
  useLocation: null,
  sources: null,
  notes: null,
  searchText: null,
  createdAt: null,
  updatedAt: null,
});

/** A relation REST names by its id (`solution_id`, `requested_by`): the one format REST adds to entities. */
const idOf = <const N extends string>(restName: N) => restValue(restName, (e: { id: number | string }) => e.id);

const itemRestOutput = restOutput<SolutionItem>()({
  id: 'id',
  solution: idOf('solution_id'),
  // The product by id, the product itself once loaded, and its external id.
  product: restSpread((p: Product) => ({
    product_id: p.id,
    product: loaded(p) ? toRest(productRestOutput, p) : { id: p.id },
    e_papi_product_id: loaded(p) ? (p.externalId ?? `p-${p.id}`) : null,
  })),
  amount: 'amount',
  operationalHours: 'operational_hours',
  hourProfile: restValue('hours_id', (h: SolutionItem['hourProfile']) => h?.id ?? null),
  refurbishmentImpactPercentage: 'refurbishment_impact_percentage',
  unitPrice: 'unit_price',
  serviceLifeYears: 'service_life_years',
  sortOrder: 'order',
  createdAt: null,
  updatedAt: null,
});

const capacityRestOutput = restOutput<SolutionCapacity>()({
  id: 'id',
  solution: idOf('solution_id'),
  // The definition by id, and itself once loaded (its category as e_papi_category_id).
  capacity: restSpread((def: CapacityDefinition, c: SolutionCapacity) => ({
    capacity_id: def.id,
    amount: c.amount,
    deleted_at: c.deletedAt,
    capacity: loaded(def) ? { id: def.id, name: def.name, unit: def.unit, e_papi_category_id: def.categoryId } : { id: def.id },
  })),
  amount: null, // written with the capacity above, in the documented order
  deletedAt: null, // likewise
  createdAt: null,
});

/** A share; the categories' names come from the reference data (not on the entity). */
const shareRestOutput = (categories?: Map<string, Category>) =>
  restOutput<CategoryInfrastructureShare>()({
  id: 'id',
  solution: idOf('solution_id'),
  categoryIds: restSpread((ids: string[]) => ({ e_papi_category_ids: ids, categories: ids.map((id) => ({ id, name: categories?.get(id)?.name ?? null })) })),
  fraction: 'infrastructure_share_percent',
  deletedAt: 'deleted_at',
  createdAt: null,
});

const itemRequestRestOutput = restOutput<ItemRequest>()({
  id: 'id',
  solution: idOf('solution_id'),
  requestedBy: idOf('requested_by'),
  brandName: 'brand_name',
  modelName: 'model_name',
  manufacturerPartNumber: 'manufacturer_part_number',
  amount: 'amount',
  modes: 'modes',
  isManualRequest: 'is_manual_request',
  status: 'status',
  createdAt: 'created_at',
});

const checkedRowRestOutput = restOutput<CheckedRow>()({
  index: 'index',
  // The row as sent, spelled as the import rows are read (importRowFields).
  row: restSpread((r: CheckedRow['row']) => ({ brand_name: r.brandName, model_name: r.modelName, manufacturer_part_number: r.manufacturerPartNumber, amount: r.amount })),
  product: ['product', productRestOutput],
  selected: 'selected',
  available: 'available',
});

const upsOf = (s: Solution) => ({ id: s.upsPresetId, efficiency: s.upsEfficiency });
const coolingOf = (s: Solution) => ({ id: s.coolingPresetId, cop: s.coolingCop });

const solutionRestOutput = restOutput<Solution>()({
  id: 'id',
  group: idOf('solution_group_id'),
  name: 'name',
  description: 'description',
  renewableEnergy: 'renewable_energy',
  co2FactorGram: 'co2_factor_gram',
  kwhPrice: 'kwh_price',
  refurbishmentImpactPercentage: 'refurbishment_impact_percentage',
  sortOrder: 'order',
  solutionType: restValue('solution_type', (t: Solution['solutionType']) => (loaded(t) ? { id: t.id, name: t.name, calculation_mode: t.calculationMode } : { id: t.id })),
  // The items once loaded, with their count.
  items: restSpread((c: Solution['items']) => (c.isInitialized() ? { items: toRest(itemRestOutput, c.getItems()), item_count: c.length } : {})),
  // REST groups the UPS and cooling presets with their values (GraphQL: the ups and cooling fields).
  upsPresetId: restValue('ups', (_: string, s: Solution) => upsOf(s)),
  upsEfficiency: null,
  coolingPresetId: restValue('cooling', (_: string, s: Solution) => coolingOf(s)),
  coolingCop: null,
  capacities: null,
  shares: null,
  createdAt: null,
  updatedAt: null,
});

const groupRestOutput = restOutput<SolutionGroup>()({
  id: 'id',
  project: idOf('project_id'),
  name: 'name',
  state: restSpread((state: string) => ({ state, requested: state === 'requested' })),
  active: 'active',
  isPrimary: 'primary',
  sortOrder: 'order',
  baselineHeading: 'baseline_heading',
  lcaHeading: 'lca_heading',
  refurbishmentHeading: 'refurbishment_heading',
  responseDraft: null,
  solutions: null, // written by presentGroup with each solution's figures
  createdAt: null,
  updatedAt: null,
});

export const presentItemProduct = (p: Product) => toRest(productRestOutput, p);
/** The partner's own product after an edit: the short form, with the seller's PCF stages (issue #32) and the data method they give. */
export const presentOwnProduct = (p: Product) => ({
  ...presentItemProduct(p),
  data_method: p.dataMethod,
  lca: { manufacturing_kg: p.lcaManufacturingKg, transportation_kg: p.lcaTransportationKg, eol_kg: p.lcaEolKg },
});
/** GET /project-manager/product/{id}/usage (issue #45): where an own product is used, openable projects named. */
const productUsageRestOutput = restOutput<ProductUsageModel>()({
  productId: 'product_id',
  projectCount: 'project_count',
  itemCount: 'item_count',
  projects: ['projects', { id: 'id', name: 'name', namespace: 'namespace' }],
  moreOpenable: 'more_openable',
  notOpenable: 'not_openable',
});
export const presentProductUsage = (u: ProductUsageModel) => toRest(productUsageRestOutput, u);
export const presentItem = (i: SolutionItem) => toRest(itemRestOutput, i);
export const presentCapacity = (c: SolutionCapacity) => toRest(capacityRestOutput, c);
export const presentShare = (s: CategoryInfrastructureShare, categories?: Map<string, Category>) => toRest(shareRestOutput(categories), s);
export const presentItemRequest = (r: ItemRequest) => toRest(itemRequestRestOutput, r);
export const presentCheckedRow = (x: CheckedRow) => toRest(checkedRowRestOutput, x);

/**
 * A solution (spec §3 Solution); with figures when they were computed: `ups_kwh`, `cooling_kwh` and
 * the REST-only `summary` (a short form of the solution's figures with its capacities, read from the
 * engine's figures as they are), which GraphQL reads from the summary queries instead.
 */
export function presentSolution(s: Solution, figures?: SolutionFigures | null, ref?: SummaryReference) {
  const out = toRest(solutionRestOutput, s);
  if (!figures || !ref) return out;
  const capacities = s.capacities.isInitialized() ? s.capacities.getItems().filter((c) => !c.deletedAt) : null;
  return {
    ...out,
    ups_kwh: figures.upsKwh,
    cooling_kwh: figures.coolingKwh,
    summary: {
      total_kwh: figures.totalKwh,
      co2_emission_ton: figures.co2Ton,
      operational_cost: figures.operationalCost,
      solution_capacities: capacities ? toRest(capacityRestOutput, capacities) : [],
      ups: upsOf(s),
      cooling: coolingOf(s),
      rating: { total_kwh: figures.rating.totalKwh, numeric_rating: figures.rating.numericRating, efficiency: figures.rating.score, rating: figures.rating.rating },
    },
  };
}

/** A group (spec §3 Solution group); with its figures (totals, rating, wheel, LCA, warnings) when given. */
export function presentGroup(g: SolutionGroup, figures?: GroupFigures | null, ref?: SummaryReference) {
  const solutions = g.solutions.isInitialized() ? g.solutions.getItems() : null;
  const bySolution = new Map(figures?.solutions.map((f) => [f.solutionId, f]) ?? []);
  return {
    ...toRest(groupRestOutput, g),
    ...(solutions ? { solutions: solutions.map((s) => presentSolution(s, bySolution.get(String(s.id)), ref)) } : {}),
    // The two group fields of the group summary (groupSummaryView), and its figures.
    ...(figures && ref
      ? {
          category_infrastructure_share_invalid: figures.solutions.some((s) => s.shareInvalid),
          warnings: figures.warnings,
          ...toRest(summaryFiguresRestOutput, figuresView(figures, ref)),
        }
      : {}),
  };
}
