/**
 * yup schemas of the solutions area (spec/project-areas.md §3–§5, §7, §9): solution groups, solutions,
 * items, capacities, category infrastructure shares, product create and item import. Shared by the
 * client's forms and the server's services (house style rule 6). Messages are the API's texts.
 */
import * as yup from 'yup';
import { parseDecimalInput } from '../format/number';

/** Texts fixed by the specification for this area (spec/project-areas.md §4, §5, §8, §9). */
export const SolutionText = {
  moveToRequested: 'Not allowed to move solution to requested group',
  dragIndex: 'The drag target index must be below 10.',
  secondBaseline: 'A project can only have one baseline group.',
  noItemsSelected: 'Select at least one item to import.',
  tooManyRows: 'The file contains more than 250 rows.',
} as const;

/** Group states a project manager may set; `requested` groups come from sellers (spec §3, §4). */
export const GROUP_STATES = ['baseline', 'comparative', 'inactive'] as const;
export type EditableGroupState = (typeof GROUP_STATES)[number];
export const ALL_GROUP_STATES = ['baseline', 'comparative', 'inactive', 'requested'] as const;

/** Drag target index must be below this (spec §5, §9). */
export const DRAG_TARGET_INDEX_LIMIT = 10;
/** At most this many rows per item import (spec §5, §9). */
export const IMPORT_MAX_ROWS = 250;
export const MAX_HOURS_PER_YEAR = 8760;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/**
 * Trimmed text without NUL characters (PostgreSQL text cannot hold them). yup's own trim() would
 * throw on a non-string (an object where text is expected): this one leaves it to the type check.
 */
const text = () =>
  yup
    .string()
    .typeError('${path} must be text.')
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').trim() : v));
const optionalText = (max: number) => text().max(max, `This field may not be greater than ${max} characters.`).nullable();
const percent = (label: string) =>
  yup
    .number()
    .typeError(`The ${label} must be a number.`)
    .min(0, `The ${label} must be between 0 and 100.`)
    .max(100, `The ${label} must be between 0 and 100.`);

export const solutionGroupCreateSchema = yup.object({
  name: text().required('The name field is required.').max(160, 'The name may not be greater than 160 characters.'),
  state: yup
    .string()
    .oneOf([...GROUP_STATES], 'The state must be baseline, comparative or inactive.')
    .default('comparative'),
  active: yup.boolean().typeError('The active field must be true or false.').default(true),
});

export const solutionGroupHeadingsSchema = yup.object({
  baseline_heading: optionalText(255),
  lca_heading: optionalText(255),
  refurbishment_heading: optionalText(255),
});

export const solutionGroupUpdateSchema = solutionGroupHeadingsSchema.shape({
  name: text().min(1, 'The name field is required.').max(160, 'The name may not be greater than 160 characters.').optional(),
  state: yup.string().oneOf([...GROUP_STATES], 'The state must be baseline, comparative or inactive.').optional(),
  active: yup.boolean().typeError('The active field must be true or false.').optional(),
});

const positiveId = (label: string) => yup.number().typeError(`The ${label} must be an id.`).integer(`The ${label} must be an id.`).positive(`The ${label} must be an id.`);

/**
 * POST …/solution-groups/{id}/re-order: without `target_group_id` and `index`, `solutions` is the
 * group's full new order; otherwise the listed solutions move to `index` (0-based, below 10) of the
 * target group (default: this group), source and target renumbered.
 */
export const solutionReorderSchema = yup.object({
  solutions: yup.array(positiveId('solution id').required()).typeError('The solutions field must be a list of solution ids.').required('The solutions field is required.').min(1, 'The solutions field is required.'),
  target_group_id: positiveId('target group id').optional(),
  index: yup
    .number()
    .typeError('The index must be a whole number.')
    .integer('The index must be a whole number.')
    .min(0, 'The index must be at least 0.')
    .max(DRAG_TARGET_INDEX_LIMIT - 1, SolutionText.dragIndex)
    .optional(),
});

export const solutionCreateSchema = yup.object({
  solution_type_id: text().required('The solution type id field is required.').max(40),
  name: text().max(160, 'The name may not be greater than 160 characters.').optional(),
});

const kwhPrice = () =>
  yup
    .mixed<string | number>()
    .test('kwh-price', 'The kWh price must be a number such as 1.35 or 1,35.', (v) => v == null || v === '' || (parseDecimalInput(v) ?? -1) >= 0)
    .transform(emptyToUndefined);

/** A refurbishment impact percentage of 0 is dropped from updates (spec §5, M5); null clears it. */
const refurbishment = () => percent('refurbishment impact percentage').nullable().transform((v, raw) => (raw === '' ? undefined : v));

export const solutionUpdateSchema = yup.object({
  name: text().min(1, 'The name field is required.').max(160, 'The name may not be greater than 160 characters.').optional(),
  description: optionalText(4000),
  renewable_energy: percent('renewable energy').transform((v, raw) => (raw === '' ? undefined : v)).optional(),
  co2_factor_gram: yup.number().typeError('The CO2 factor must be a number.').min(0, 'The CO2 factor must be at least 0.').max(5000, 'The CO2 factor may not be greater than 5000 g per kWh.').optional(),
  kwh_price: kwhPrice(),
  refurbishment_impact_percentage: refurbishment(),
});

const amount = () =>
  yup.number().typeError('The amount must be a whole number.').integer('The amount must be a whole number.').min(1, 'The amount must be at least 1.').max(1_000_000, 'The amount may not be greater than 1000000.');
const hours = () =>
  yup
    .number()
    .typeError('The operational hours must be a number.')
    .min(0, 'The operational hours must be between 0 and 8760.')
    .max(MAX_HOURS_PER_YEAR, 'The operational hours must be between 0 and 8760.')
    .nullable();

export const solutionItemUpdateSchema = yup.object({
  amount: amount().optional(),
  operational_hours: hours(),
  hours_id: text().max(20).nullable(),
  refurbishment_impact_percentage: refurbishment(),
  unit_price: yup.number().typeError('The unit price must be a number.').min(0, 'The unit price must be at least 0.').nullable(),
});

export const solutionItemAddSchema = solutionItemUpdateSchema.shape({
  product_id: positiveId('product id').required('The product id field is required.'),
  amount: amount().default(1),
});

/** UPS efficiency η in percent: 0 < η ≤ 100, or 0 for none (spec §5 custom values, M2). */
export const upsSchema = yup.object({
  efficiency: yup
    .number()
    .typeError('The efficiency must be a number.')
    .min(0, 'The efficiency must be above 0 and at most 100 (0 means no UPS).')
    .max(100, 'The efficiency must be above 0 and at most 100 (0 means no UPS).'),
});

/** Cooling COP: cop > 0, or 0 for none (spec §5 custom values, M2). */
export const coolingSchema = yup.object({
  cop: yup
    .number()
    .typeError('The COP must be a number.')
    .min(0, 'The COP must be above 0 (0 means no cooling).')
    .max(100, 'The COP may not be greater than 100.'),
});

/** POST …/capacities: `id` edits that entry; without it a capacity is added (or its amount set). */
export const capacitySchema = yup.object({
  id: positiveId('id').optional(),
  capacity_id: text().max(40).when('id', {
    is: (id: unknown) => id == null,
    then: (s) => s.required('The capacity id field is required.'),
    otherwise: (s) => s.optional(),
  }),
  amount: yup.number().typeError('The amount must be a number.').required('The amount field is required.').min(0, 'The amount must be at least 0.').max(1e9),
});

/**
 * A category infrastructure share: `infrastructure_share_percent` is entered in percent and sent as a
 * fraction 0 < f ≤ 1 (spec §3, §5, M2); a PUT without a value keeps the old one.
 */
export const categoryShareSchema = yup.object({
  e_papi_category_ids: yup.array(text().required().max(40)).typeError('The categories must be a list of category ids.').optional(),
  infrastructure_share_percent: yup
    .number()
    .typeError('The infrastructure share must be a number.')
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .moreThan(0, 'The infrastructure share must be a fraction above 0 and at most 1 (40 % is sent as 0.4).')
    .max(1, 'The infrastructure share must be a fraction above 0 and at most 1 (40 % is sent as 0.4).')
    .optional(),
});

const importRowFields = {
  brand_name: text().max(120).default(''),
  model_name: text().max(255).default(''),
  manufacturer_part_number: text().max(120).default(''),
  amount: amount().transform((v, raw) => (raw === '' || raw === null || raw === undefined ? 1 : v)).default(1),
};
const identifies = (row: { model_name?: string; manufacturer_part_number?: string; product_id?: number } | undefined) =>
  !!(row?.product_id || row?.model_name || row?.manufacturer_part_number);
const IDENTIFIES = 'A row needs a model name or a manufacturer part number.';

/** One import row (spec §3 Import row); amount defaults to 1. */
export const importRowSchema = yup.object(importRowFields).test('identifies', IDENTIFIES, identifies);

const rows = <T extends yup.AnyObjectSchema>(row: T, min = 1) =>
  yup
    .array(row.required())
    .typeError('The items field must be a list.')
    .required('The items field is required.')
    .min(min, SolutionText.noItemsSelected)
    .max(IMPORT_MAX_ROWS, SolutionText.tooManyRows);

export const itemsCheckSchema = yup.object({ items: rows(importRowSchema) });

const requestRow = yup
  .object({
    ...importRowFields,
    /** Modes with titles only (spec §3 item request). */
    modes: yup
      .array(yup.mixed<string | { title?: string; name?: string }>().required())
      .optional()
      .default([])
      .max(20, 'At most 20 modes.'),
  })
  .test('identifies', IDENTIFIES, identifies);

/** An import row: the product found by the check (product_id), or a row to match again. */
const importItemRow = yup.object({ ...importRowFields, product_id: positiveId('product id').optional() }).test('identifies', IDENTIFIES, identifies);

export const itemsImportSchema = yup.object({
  items: yup.array(importItemRow.required()).max(IMPORT_MAX_ROWS, SolutionText.tooManyRows).default([]),
  requested_items: yup.array(requestRow.required()).max(IMPORT_MAX_ROWS, SolutionText.tooManyRows).default([]),
  is_manual_request: yup.boolean().default(false),
});

export const itemsRequestSchema = yup.object({
  items: rows(requestRow),
  is_manual_request: yup.boolean().default(false),
});

const modeSchema = yup.object({
  name: text().required('The mode name is required.').max(60),
  power_consumption_watts: yup.number().typeError('The power consumption must be a number.').required('The power consumption is required.').min(0, 'The power consumption must be at least 0.').max(1_000_000),
  hours: yup.number().typeError('The hours must be a number.').required('The hours are required.').min(0, 'The hours must be between 0 and 8760.').max(MAX_HOURS_PER_YEAR, 'The hours must be between 0 and 8760.'),
});

/** A free-form JSON object (kept whole: a shapeless yup.object() would strip every key). */
const plainObject = (label: string) =>
  yup
    .mixed<Record<string, unknown>>()
    .test('object', `The ${label} must be an object.`, (v) => v == null || (typeof v === 'object' && !Array.isArray(v)))
    .test('nul', `The ${label} may not contain NUL characters.`, (v) => v == null || !JSON.stringify(v).includes('\\u0000'))
    .optional();

/** POST /project-manager/product/create (spec §3 Product create). */
export const productCreateSchema = yup.object({
  clientId: positiveId('client id').optional(),
  solution_id: positiveId('solution id').optional(),
  manufacturer: text().max(120).optional(),
  manufacturer_part_number: text().max(120).nullable(),
  model_name: text().required('The model name field is required.').max(255, 'The model name may not be greater than 255 characters.'),
  category: yup
    .object({
      id: text().required('The category field is required.').max(40),
      modes: yup.array(modeSchema.required()).max(20, 'At most 20 modes.').optional(),
    })
    .default(undefined)
    .required('The category field is required.'),
  specs: plainObject('specs'),
  additional_data: plainObject('additional data'),
  manufacturer_verified: yup.boolean().default(false),
  start_validation: yup.boolean().default(false),
});

export type ProductCreateInput = yup.InferType<typeof productCreateSchema>;
export type ImportRow = yup.InferType<typeof importRowSchema>;
