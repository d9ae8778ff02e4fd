/**
 * The partner-admin area's inputs (spec/platform-and-shell.md §3 Partner, Billing, Subsidiary, API
 * token; §4 Partner users; §7 Partner admin): shared by the client's forms and the server's services.
 */
import { keyed } from '../errors';
import { LOCALES } from '../constants';
import { DEFAULT_LCA_PRIORITY } from '../calc/lca';
import { SCOPE2_METHODS, type Scope2Method } from '../calc/scope2';
import { TAX_ID_TYPES, VAT_COUNTRIES_BY_CODE } from '../reference/vat';
import { yup } from './yup';

const text = (max = 255) => yup.string().trim().max(max).nullable();

/** PUT /partner/admin/{id}: the company's details. */
export const companySchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(160),
  address: text(),
  city: text(),
  zip: text(32),
  vatNo: text(64),
});
export type CompanyInput = yup.InferType<typeof companySchema>;

/**
 * An invoice language as sent: a locale of the product ("da-DK"), or a bare language ("da", "DA") taken
 * as the product's first locale of that language (issue #34: the invoice language accepts `da`).
 */
export function invoiceLocale(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  const exact = LOCALES.find((l) => l.toLowerCase() === v.toLowerCase());
  if (exact) return exact;
  return /^[a-z]{2}$/i.test(v) ? (LOCALES.find((l) => l.slice(0, 2) === v.toLowerCase()) ?? v) : v;
}

/**
 * PUT /partner/admin/{id}/billing-details: who the invoices are made out to (spec/platform-and-shell.md
 * §3 Billing: name, country, city, address, vat_no, zip, email, invoice_language, tax_id).
 */
export const billingSchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(160),
  address: text(),
  city: text(),
  zip: text(32),
  vatNo: text(64),
  countryCode: yup
    .string()
    .trim()
    .uppercase()
    .required(keyed('auth.countryRequired'))
    .test('in-table', keyed('partnerAdmin.countryNotInTable'), (v) => !v || v in VAT_COUNTRIES_BY_CODE),
  email: yup.string().trim().lowercase().required(keyed('auth.emailRequired')).email(keyed('auth.emailInvalid')).max(255),
  invoiceLanguage: yup.string().transform((v: unknown) => invoiceLocale(v)).oneOf([...LOCALES], keyed('auth.languageInvalid')).required(keyed('auth.languageRequired')),
  taxId: text(64),
  taxIdType: yup
    .string()
    .nullable()
    .oneOf([...TAX_ID_TYPES, null], keyed('partnerAdmin.taxIdTypeInvalid'))
    .when('taxId', {
      is: (v: unknown) => typeof v === 'string' && v.trim() !== '',
      then: (s) => s.required(keyed('partnerAdmin.taxIdTypeRequired')),
    }),
});
export type BillingInput = yup.InferType<typeof billingSchema>;

/** POST /partner/admin/users/create: a colleague, invited by e-mail. */
export const partnerUserCreateSchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(120),
  email: yup.string().trim().lowercase().required(keyed('auth.emailRequired')).email(keyed('auth.emailInvalid')).max(255),
  isCollaborator: yup.boolean().default(false),
});
export type PartnerUserCreateInput = yup.InferType<typeof partnerUserCreateSchema>;

/** POST api/v3/partner/api-token. */
export const apiTokenCreateSchema = yup.object({
  tokenName: yup.string().trim().required(keyed('partnerAdmin.tokenNameRequired')).max(120),
});
export type ApiTokenCreateInput = yup.InferType<typeof apiTokenCreateSchema>;

/** POST/PUT /partner/admin/subsidiary. */
export const subsidiarySchema = yup.object({
  name: yup.string().trim().required(keyed('validation.nameRequired')).max(160),
});
export type SubsidiaryInput = yup.InferType<typeof subsidiarySchema>;

/** The LCA data methods a partner can order (M5). */
export const DATA_METHODS = DEFAULT_LCA_PRIORITY;

/** PUT /partner/admin/data-method-priority: every method once, first = highest priority. */
export const dataMethodPrioritySchema = yup.object({
  methods: yup
    .array(yup.string().required())
    .required()
    .test('each-once', keyed('partnerAdmin.dataMethodsInvalid', { methods: DATA_METHODS.join(', ') }), (list) =>
      !!list && list.length === DATA_METHODS.length && DATA_METHODS.every((m) => list.includes(m)),
    ),
});
export type DataMethodPriorityInput = yup.InferType<typeof dataMethodPrioritySchema>;

/**
 * The scope 2 method the partner's documents register (issue #46 point 2): location-based (default) or
 * market-based (GHG Protocol Scope 2 Guidance 2015, ch. 7.1 dual reporting).
 */
export const scope2MethodSchema = yup.object({
  method: yup.string().required(keyed('partnerAdmin.scope2MethodInvalid')).oneOf([...SCOPE2_METHODS], keyed('partnerAdmin.scope2MethodInvalid')),
});
export type Scope2MethodInput = { method: Scope2Method };

/** Logo bounds (spec §5, §9): checked in the browser before sending and again on the server. */
export const LOGO_MIN_WIDTH = 200;
export const LOGO_MAX_WIDTH = 900;
export const LOGO_MIN_HEIGHT = 50;
export const LOGO_MAX_HEIGHT = 900;
/** Upload size cap of a logo file. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Whether a logo's size is within the bounds of spec §5. */
export function logoDimensionsValid(width: number, height: number): boolean {
  return width >= LOGO_MIN_WIDTH && width <= LOGO_MAX_WIDTH && height >= LOGO_MIN_HEIGHT && height <= LOGO_MAX_HEIGHT;
}
