/**
 * yup schemas of the solutions area (spec/project-areas.md §3–§5, §7, §9): solution groups, solutions,
 * items, capacities, category infrastructure shares, product create and item import. Shared by the
 * client's forms and the server's services (house style rule 6). Messages are the API's texts.
 */
import { keyed } from '../errors';
import { parseDecimalInput } from '../format/number';
import { SERVICE_LIFE_BOUNDS } from '../calc/decision';
import { fieldRule, yup } from './yup';

/** Group states a project manager may set; `requested` groups come from sellers (spec §3, §4). */
export const GROUP_STATES = ['baseline', 'comparative', 'inactive'] as const;
export type EditableGroupState = (typeof GROUP_STATES)[number];
export const ALL_GROUP_STATES = ['baseline', 'comparative', 'inactive', 'requested'] as const;

/** Drag target index must be below this (spec §5, §9). */
export const DRAG_TARGET_INDEX_LIMIT = 10;
/** At most this many rows per item import (spec §5, §9). */
export const IMPORT_MAX_ROWS = 250;
/** Above this many items in a group its item lists are read-only (spec/project-areas.md §5, §9). */
export const GROUP_ITEMS_LIMIT = 250;

/** Whether a group's item lists are read-only: it holds more than GROUP_ITEMS_LIMIT items (spec §5). */
export function groupItemListsLocked(itemCount: number): boolean {
  return itemCount > GROUP_ITEMS_LIMIT;
}
export const MAX_HOURS_PER_YEAR = 8760;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/**
 * Trimmed text without NUL characters (PostgreSQL text cannot hold them). yup's own trim() would
 * throw on a non-string (an object where text is expected): this one leaves it to the type check.
 */
const text = () =>
  yup
    .string()
    .typeError(fieldRule('validation.text'))
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').trim() : v));
const optionalText = (max: number) => text().max(max, keyed('validation.maxChars', { max })).nullable();
const renewablePercent = () =>
  yup.number().typeError(keyed('solutions.renewableNumber')).min(0, keyed('solutions.renewableRange')).max(100, keyed('solutions.renewableRange'));
const refurbishmentPercent = () =>
  yup.number().typeError(keyed('solutions.refurbishmentNumber')).min(0, keyed('solutions.refurbishmentRange')).max(100, keyed('solutions.refurbishmentRange'));
const groupName = () => text().max(160, keyed('validation.nameMax', { max: 160 }));

export const solutionGroupCreateSchema = yup.object({
  name: groupName().required(keyed('validation.nameRequired')),
  state: yup
    .string()
    .oneOf([...GROUP_STATES], keyed('solutions.stateInvalid'))
    .default('comparative'),
  active: yup.boolean().typeError(keyed('solutions.activeBoolean')).default(true),
});

export const solutionGroupHeadingsSchema = yup.object({
  baselineHeading: optionalText(255),
  lcaHeading: optionalText(255),
  refurbishmentHeading: optionalText(255),
});

export const solutionGroupUpdateSchema = solutionGroupHeadingsSchema.shape({
  name: groupName().min(1, keyed('validation.nameRequired')).optional(),
  state: yup.string().oneOf([...GROUP_STATES], keyed('solutions.stateInvalid')).optional(),
  active: yup.boolean().typeError(keyed('solutions.activeBoolean')).optional(),
});

const positiveId = (label: string) => {
  const m = keyed('validation.mustBeId', { label });
  return yup.number().typeError(m).integer(m).positive(m);
};

/**
 * POST …/solution-groups/{id}/re-order: without `target_group_id` and `index`, `solutions` is the
 * group's full new order; otherwise the listed solutions move to `index` (0-based, below 10) of the
 * target group (default: this group), source and target renumbered.
 */
export const solutionReorderSchema = yup.object({
  solutionIds: yup
    .array(positiveId('solution id').required())
    .typeError(keyed('solutions.solutionsListInvalid'))
    .required(keyed('solutions.solutionsRequired'))
    .min(1, keyed('solutions.solutionsRequired')),
  targetGroupId: positiveId('target group id').optional(),
  index: yup
    .number()
    .typeError(keyed('solutions.indexWhole'))
    .integer(keyed('solutions.indexWhole'))
    .min(0, keyed('solutions.indexMin'))
    .max(DRAG_TARGET_INDEX_LIMIT - 1, keyed('solutions.dragIndex', { limit: DRAG_TARGET_INDEX_LIMIT }))
    .optional(),
});

export const solutionCreateSchema = yup.object({
  solutionTypeId: text().required(keyed('solutions.solutionTypeRequired')).max(40),
  name: groupName().optional(),
});

const kwhPrice = () =>
  yup
    .mixed<string | number>()
    .test('kwh-price', keyed('validation.kwhPrice'), (v) => v == null || v === '' || (parseDecimalInput(v) ?? -1) >= 0)
    .transform(emptyToUndefined);

/** A refurbishment impact percentage of 0 is dropped from updates (spec §5, M5); null clears it. */
const refurbishment = () => refurbishmentPercent().nullable().transform((v, raw) => (raw === '' ? undefined : v));

export const solutionUpdateSchema = yup.object({
  name: groupName().min(1, keyed('validation.nameRequired')).optional(),
  description: optionalText(4000),
  renewableEnergy: renewablePercent().transform((v, raw) => (raw === '' ? undefined : v)).optional(),
  co2FactorGram: yup
    .number()
    .typeError(keyed('solutions.co2FactorNumber'))
    .min(0, keyed('solutions.co2FactorMin'))
    .max(5000, keyed('solutions.co2FactorMax', { max: 5000 }))
    .optional(),
  kwhPrice: kwhPrice(),
  refurbishmentImpactPercentage: refurbishment(),
});

const amount = () =>
  yup
    .number()
    .typeError(keyed('solutions.amountWhole'))
    .integer(keyed('solutions.amountWhole'))
    .min(1, keyed('solutions.amountMin1'))
    .max(1_000_000, keyed('solutions.amountMax', { max: 1_000_000 }));
const hours = () =>
  yup
    .number()
    .typeError(keyed('solutions.hoursNumber'))
    .min(0, keyed('solutions.hoursRange', { max: MAX_HOURS_PER_YEAR }))
    .max(MAX_HOURS_PER_YEAR, keyed('solutions.hoursRange', { max: MAX_HOURS_PER_YEAR }))
    .nullable();

/** An item's own service life in years (issue #32, M10); null = its category's default. */
const serviceLife = () => {
  const message = keyed('decision.serviceLifeRange', { min: SERVICE_LIFE_BOUNDS.min, max: SERVICE_LIFE_BOUNDS.max });
  return yup.number().typeError(message).min(SERVICE_LIFE_BOUNDS.min, message).max(SERVICE_LIFE_BOUNDS.max, message).nullable().transform((v, raw) => (raw === '' ? null : v));
};

export const solutionItemUpdateSchema = yup.object({
  amount: amount().optional(),
  operationalHours: hours(),
  hoursId: text().max(20).nullable(),
  refurbishmentImpactPercentage: refurbishment(),
  unitPrice: yup.number().typeError(keyed('solutions.unitPriceNumber')).min(0, keyed('solutions.unitPriceMin')).nullable(),
  serviceLifeYears: serviceLife(),
});

export const solutionItemAddSchema = solutionItemUpdateSchema.shape({
  productId: positiveId('product id').required(keyed('solutions.productIdRequired')),
  amount: amount().default(1),
});

/** UPS efficiency η in percent: 0 < η ≤ 100, or 0 for none (spec §5 custom values, M2). */
export const upsSchema = yup.object({
  efficiency: yup
    .number()
    .typeError(keyed('solutions.upsEfficiencyNumber'))
    .min(0, keyed('solutions.upsEfficiencyRange'))
    .max(100, keyed('solutions.upsEfficiencyRange')),
});

/** Cooling COP: cop > 0, or 0 for none (spec §5 custom values, M2). */
export const coolingSchema = yup.object({
  cop: yup
    .number()
    .typeError(keyed('solutions.coolingCopNumber'))
    .min(0, keyed('solutions.coolingCopMin'))
    .max(100, keyed('solutions.coolingCopMax')),
});

/** POST …/capacities: `id` edits that entry; without it a capacity is added (or its amount set). */
export const capacitySchema = yup.object({
  id: positiveId('id').optional(),
  capacityId: text().max(40).when('id', {
    is: (id: unknown) => id == null,
    then: (s) => s.required(keyed('solutions.capacityIdRequired')),
    otherwise: (s) => s.optional(),
  }),
  amount: yup.number().typeError(keyed('solutions.amountNumber')).required(keyed('solutions.amountRequired')).min(0, keyed('solutions.amountMin0')).max(1e9),
});

/**
 * A category infrastructure share: `infrastructure_share_percent` is entered in percent and sent as a
 * fraction 0 < f ≤ 1 (spec §3, §5, M2); a PUT without a value keeps the old one.
 */
export const categoryShareSchema = yup.object({
  categoryIds: yup.array(text().required().max(40)).typeError(keyed('solutions.shareCategoriesList')).optional(),
  infrastructureSharePercent: yup
    .number()
    .typeError(keyed('solutions.sharePercentNumber'))
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .moreThan(0, keyed('solutions.sharePercentRange'))
    .max(1, keyed('solutions.sharePercentRange'))
    .optional(),
});

const importRowFields = {
  brandName: text().max(120).default(''),
  modelName: text().max(255).default(''),
  manufacturerPartNumber: text().max(120).default(''),
  amount: amount().transform((v, raw) => (raw === '' || raw === null || raw === undefined ? 1 : v)).default(1),
};
const identifies = (row: { modelName?: string; manufacturerPartNumber?: string; productId?: number } | undefined) =>
  !!(row?.productId || row?.modelName || row?.manufacturerPartNumber);
const IDENTIFIES = keyed('solutions.rowIdentifies');

/** One import row (spec §3 Import row); amount defaults to 1. */
export const importRowSchema = yup.object(importRowFields).test('identifies', IDENTIFIES, identifies);

const TOO_MANY_ROWS = keyed('solutions.tooManyRows', { max: IMPORT_MAX_ROWS });

const rows = <T extends yup.AnyObjectSchema>(row: T, min = 1) =>
  yup
    .array(row.required())
    .typeError(keyed('solutions.itemsList'))
    .required(keyed('solutions.itemsRequired'))
    .min(min, keyed('solutions.noItemsSelected'))
    .max(IMPORT_MAX_ROWS, TOO_MANY_ROWS);

export const itemsCheckSchema = yup.object({ items: rows(importRowSchema) });

const requestRow = yup
  .object({
    ...importRowFields,
    /** Modes with titles only (spec §3 item request). */
    modes: yup
      .array(yup.mixed<string | { title?: string; name?: string }>().required())
      .optional()
      .default([])
      .max(20, keyed('solutions.modesMax', { max: 20 })),
  })
  .test('identifies', IDENTIFIES, identifies);

/** An import row: the product found by the check (product_id), or a row to match again. */
const importItemRow = yup.object({ ...importRowFields, productId: positiveId('product id').optional() }).test('identifies', IDENTIFIES, identifies);

export const itemsImportSchema = yup.object({
  items: yup.array(importItemRow.required()).max(IMPORT_MAX_ROWS, TOO_MANY_ROWS).default([]),
  requestedItems: yup.array(requestRow.required()).max(IMPORT_MAX_ROWS, TOO_MANY_ROWS).default([]),
  isManualRequest: yup.boolean().default(false),
});

export const itemsRequestSchema = yup.object({
  items: rows(requestRow),
  isManualRequest: yup.boolean().default(false),
});

const modeSchema = yup.object({
  name: text().required(keyed('solutions.modeNameRequired')).max(60),
  powerConsumptionWatts: yup
    .number()
    .typeError(keyed('solutions.powerNumber'))
    .required(keyed('solutions.powerRequired'))
    .min(0, keyed('solutions.powerMin'))
    .max(1_000_000),
  hours: yup
    .number()
    .typeError(keyed('solutions.modeHoursNumber'))
    .required(keyed('solutions.modeHoursRequired'))
    .min(0, keyed('solutions.modeHoursRange', { max: MAX_HOURS_PER_YEAR }))
    .max(MAX_HOURS_PER_YEAR, keyed('solutions.modeHoursRange', { max: MAX_HOURS_PER_YEAR })),
});

/** A free-form JSON object (kept whole: a shapeless yup.object() would strip every key). */
const plainObject = (label: string) =>
  yup
    .mixed<Record<string, unknown>>()
    .test('object', keyed('solutions.mustBeObject', { label }), (v) => v == null || (typeof v === 'object' && !Array.isArray(v)))
    .test('nul', keyed('solutions.noNulInObject', { label }), (v) => v == null || !JSON.stringify(v).includes('\\u0000'))
    .optional();

/** kg CO2e per unit and stage: above any published product footprint (a rack of servers is a few tonnes). */
export const PRODUCT_LCA_MAX_KG = 1_000_000;
const lcaKg = () => {
  const message = keyed('decision.productLcaRange', { max: PRODUCT_LCA_MAX_KG });
  return yup.number().typeError(message).min(0, message).max(PRODUCT_LCA_MAX_KG, message).nullable();
};
/**
 * The seller's product carbon footprint per unit (issue #32): manufacturing, transportation and end of
 * life, kg CO2e. They take the "product" place of the data-method priority (M5), as catalogue PCFs do.
 */
const productLca = () =>
  yup
    .object({ manufacturingKg: lcaKg(), transportationKg: lcaKg(), eolKg: lcaKg() })
    .default(undefined)
    .nullable()
    .optional();

/** POST /project-manager/product/create (spec §3 Product create). */
export const productCreateSchema = yup.object({
  clientId: positiveId('client id').optional(),
  solutionId: positiveId('solution id').optional(),
  manufacturer: text().max(120).optional(),
  manufacturerPartNumber: text().max(120).nullable(),
  modelName: text().required(keyed('solutions.modelNameRequired')).max(255, keyed('solutions.modelNameMax', { max: 255 })),
  category: yup
    .object({
      id: text().required(keyed('solutions.categoryRequired')).max(40),
      modes: yup.array(modeSchema.required()).max(20, keyed('solutions.modesMax', { max: 20 })).optional(),
    })
    .default(undefined)
    .required(keyed('solutions.categoryRequired')),
  specs: plainObject('specs'),
  additionalData: plainObject('additional data'),
  lca: productLca(),
  manufacturerVerified: yup.boolean().default(false),
  startValidation: yup.boolean().default(false),
});

/**
 * PUT /project-manager/product/{id} (issue #32: "creating or editing an own product accepts its PCF
 * stages"): the partner's own product, partially. A field left out keeps its value; in `lca`, a stage
 * left out keeps its value and a stage sent as null clears it.
 */
export const productUpdateSchema = yup.object({
  manufacturer: text().max(120).optional(),
  manufacturerPartNumber: text().max(120).nullable().optional(),
  modelName: text().min(1, keyed('solutions.modelNameRequired')).max(255, keyed('solutions.modelNameMax', { max: 255 })).optional(),
  lca: productLca(),
});

/**
 * What a caller sends to each write of the solutions area, in the domain's names: the schemas' shapes
 * with every field optional (the services check them with the schema, whichever API they came
 * through). The REST facade reads its snake_case bodies into these (solutions.rest-mapper.ts).
 */
type Sent<S extends yup.AnyObjectSchema> = Partial<yup.InferType<S>>;
export type GroupCreateFields = Sent<typeof solutionGroupCreateSchema>;
export type GroupHeadingsFields = Sent<typeof solutionGroupHeadingsSchema>;
export type GroupUpdateFields = Sent<typeof solutionGroupUpdateSchema>;
export type SolutionReorderFields = Sent<typeof solutionReorderSchema>;
export type SolutionCreateFields = Sent<typeof solutionCreateSchema>;
export type SolutionUpdateFields = Sent<typeof solutionUpdateSchema>;
export type ItemUpdateFields = Sent<typeof solutionItemUpdateSchema>;
export type ItemAddFields = Sent<typeof solutionItemAddSchema>;
export type UpsFields = Sent<typeof upsSchema>;
export type CoolingFields = Sent<typeof coolingSchema>;
export type CapacityFields = Sent<typeof capacitySchema>;
export type CategoryShareFields = Sent<typeof categoryShareSchema>;
export type ItemsCheckFields = Sent<typeof itemsCheckSchema>;
export type ItemsImportFields = Sent<typeof itemsImportSchema>;
export type ItemsRequestFields = Sent<typeof itemsRequestSchema>;
export type ProductCreateFields = Sent<typeof productCreateSchema>;
export type ProductUpdateFields = Sent<typeof productUpdateSchema>;
export type ProductCreateInput = yup.InferType<typeof productCreateSchema>;
export type ImportRow = yup.InferType<typeof importRowSchema>;
