/**
 * The REST facade's spelling of the solutions area's inputs (spec/project-areas.md §3, §7): for each
 * write, the documented snake_case name of every field of the domain input. solutions.rest.ts reads
 * bodies with `fromRest(table, body)` and hands the table to `handle` so that error fields come back
 * spelled the REST way. The replies are presented by solution.presenters.ts.
 */
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
  SolutionCreateFields,
  SolutionReorderFields,
  SolutionUpdateFields,
  UpsFields,
} from '../../../../shared/validation/solutions';
import { describedBy, type RestFieldTable } from '../../platform/http/rest-fields';
import { capacitySchema, categoryShareSchema, coolingSchema, itemsCheckSchema, itemsImportSchema, itemsRequestSchema, productCreateSchema, solutionCreateSchema, solutionGroupCreateSchema, solutionGroupHeadingsSchema, solutionGroupUpdateSchema, solutionItemAddSchema, solutionItemUpdateSchema, solutionReorderSchema, solutionUpdateSchema, upsSchema } from '../../../../shared/validation/solutions';

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
  manufacturerVerified: 'manufacturer_verified',
  startValidation: 'start_validation',
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
describedBy(capacityFields, capacitySchema);
describedBy(categoryShareFields, categoryShareSchema);
