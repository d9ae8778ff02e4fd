/**
 * The super admin's inputs (spec/platform-and-shell.md §3 Category admin; §4 Real-time validation):
 * editing a queued item before it is accepted, and the category admin's tags, category types, sub
 * types, default modes (name, hours, average_power_consumption_watts) and default LCA per category
 * (default_manufacturing / transportation / eol_kg_co2_eq). Shared by the client's forms and the services.
 */
import { keyed } from '../errors';
import { SERVICE_LIFE_BOUNDS } from '../calc/decision';
import { yup } from './yup';

export const CATEGORY_TYPES = ['datacenter', 'office_it'] as const;
export const VALIDATION_KINDS = ['product', 'request'] as const;
const HOURS_PER_YEAR = 8760;
/** A generous ceiling for a device's average power (a large storage array draws a few kW). */
const MAX_WATTS = 1_000_000;
const MAX_KG = 1_000_000;

const name = (max: number) => yup.string().trim().required().max(max);
const categoryType = yup.string().required().oneOf([...CATEGORY_TYPES], keyed('validationAdmin.categoryTypeInvalid'));

export const validationModeSchema = yup.object({
  name: name(60),
  powerWatts: yup.number().required().min(0).max(MAX_WATTS),
  hours: yup.number().required().min(0).max(HOURS_PER_YEAR),
});

/** Edit of a queued product or requested item (accept takes the same fields). */
export const validationEntryEditSchema = yup.object({
  kind: yup.string().required().oneOf([...VALIDATION_KINDS], keyed('validationAdmin.kindInvalid')),
  id: yup.number().required().integer().min(1),
  manufacturer: yup.string().trim().max(120).nullable(),
  modelName: yup.string().trim().max(255).nullable(),
  manufacturerPartNumber: yup.string().trim().max(120).nullable(),
  categoryId: yup.string().trim().max(40).nullable(),
  modes: yup.array(validationModeSchema).max(20).nullable(),
});
export type ValidationEntryEditFields = yup.InferType<typeof validationEntryEditSchema>;

export const categoryTagSchema = yup.object({
  id: yup.number().integer().min(1).nullable(),
  tag: name(60),
  categoryType,
});
export type CategoryTagFields = yup.InferType<typeof categoryTagSchema>;

export const categoryTypeUpdateSchema = yup.object({
  categoryId: yup.string().trim().required().max(40),
  categoryType,
});
export type CategoryTypeUpdateFields = yup.InferType<typeof categoryTypeUpdateSchema>;

export const categorySubTypeSchema = yup.object({
  id: yup.number().integer().min(1).nullable(),
  categoryId: yup.string().trim().required().max(40),
  name: name(80),
});
export type CategorySubTypeFields = yup.InferType<typeof categorySubTypeSchema>;

export const defaultModeSchema = yup.object({
  categoryId: yup.string().trim().required().max(40),
  name: name(60),
  hours: yup.number().required().min(0).max(HOURS_PER_YEAR),
  averagePowerConsumptionWatts: yup.number().required().min(0).max(MAX_WATTS),
});
export type DefaultModeFields = yup.InferType<typeof defaultModeSchema>;

export const defaultLcaSchema = yup.object({
  categoryId: yup.string().trim().required().max(40),
  defaultManufacturingKgCo2Eq: yup.number().required().min(0).max(MAX_KG),
  defaultTransportationKgCo2Eq: yup.number().min(0).max(MAX_KG).nullable(),
  defaultEolKgCo2Eq: yup.number().min(-MAX_KG).max(MAX_KG).nullable(),
});
export type DefaultLcaFields = yup.InferType<typeof defaultLcaSchema>;

const serviceLifeMessage = keyed('decision.serviceLifeRange', { min: SERVICE_LIFE_BOUNDS.min, max: SERVICE_LIFE_BOUNDS.max });
/** A category's default service life in years (issue #32, M10). */
export const serviceLifeSchema = yup.object({
  categoryId: yup.string().trim().required().max(40),
  serviceLifeYears: yup.number().typeError(serviceLifeMessage).required(serviceLifeMessage).min(SERVICE_LIFE_BOUNDS.min, serviceLifeMessage).max(SERVICE_LIFE_BOUNDS.max, serviceLifeMessage),
});
export type ServiceLifeFields = yup.InferType<typeof serviceLifeSchema>;
