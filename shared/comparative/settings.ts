/**
 * Comparative-solution report settings and report data (spec/platform-and-shell.md §3 "Report
 * setting (comparative-solution)", §7 "Reports (comparative-solution)"). Fifteen keys: fourteen
 * include flags (1 or 0) and CURRENCY. PUT …/report-settings takes the list of the 14 include flags;
 * the currency follows the project's. Shared by the client's settings dialog and the server.
 */
import { addFieldError, keyed, type FieldErrors, type Message } from '../errors';
import { parseFlagValue } from '../reports';

export const COMPARATIVE_INCLUDE_KEYS = [
  'INCLUDE_ENERGY_EFFICIENCY',
  'INCLUDE_ENERGYWHEEL',
  'INCLUDE_APPENDIX',
  'INCLUDE_DETAILED_ITEMS',
  'INCLUDE_SERVER_DESCRIPTION',
  'INCLUDE_STORAGE_DESCRIPTION',
  'INCLUDE_NETWORK_DESCRIPTION',
  'INCLUDE_CALCULATIONS',
  'INCLUDE_CALCULATION_ITEM_LIST',
  'INCLUDE_CATEGORY_DESCRIPTIONS',
  'INCLUDE_ROI',
  'INCLUDE_UPS_DESCRIPTION',
  'INCLUDE_COOLING_DESCRIPTION',
  'INCLUDE_END_USER_IT_DESCRIPTION',
] as const;

export type ComparativeIncludeKey = (typeof COMPARATIVE_INCLUDE_KEYS)[number];

/** The 15 keys in the order of the specification. */
export const COMPARATIVE_SETTING_KEYS = [
  'INCLUDE_ENERGY_EFFICIENCY',
  'INCLUDE_ENERGYWHEEL',
  'CURRENCY',
  ...COMPARATIVE_INCLUDE_KEYS.slice(2),
] as const;

export type ComparativeSettingKey = (typeof COMPARATIVE_SETTING_KEYS)[number];

export type ComparativeIncludeSettings = Record<ComparativeIncludeKey, boolean>;

/** Every section included. */
export const DEFAULT_COMPARATIVE_SETTINGS: Readonly<ComparativeIncludeSettings> = Object.freeze(
  Object.fromEntries(COMPARATIVE_INCLUDE_KEYS.map((k) => [k, true])) as ComparativeIncludeSettings,
);

export function isComparativeIncludeKey(value: unknown): value is ComparativeIncludeKey {
  return typeof value === 'string' && (COMPARATIVE_INCLUDE_KEYS as readonly string[]).includes(value);
}

export type ComparativeSettingsParse = { ok: true; values: ComparativeIncludeSettings } | { ok: false; errors: FieldErrors };

/**
 * Parses the body of PUT …/report-settings: a list of exactly the 14 include settings, each
 * `{key, value}` with 1/0/true/false. Every problem is named at once; nothing applies unless all pass.
 */
export function parseComparativeSettings(input: unknown): ComparativeSettingsParse {
  if (!Array.isArray(input)) return { ok: false, errors: { report_settings: [keyed('comparative.settingsNotList')] } };
  const errors: FieldErrors = {};
  const values: Partial<ComparativeIncludeSettings> = {};
  const add = (field: string, message: Message) => addFieldError(errors, field, message);
  input.forEach((entry: unknown, index) => {
    const { key, value } = (entry && typeof entry === 'object' && !Array.isArray(entry) ? entry : {}) as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || key === '') return add(`report_settings.${index}`, keyed('reports.settingNotEntry'));
    if (!isComparativeIncludeKey(key)) return add(key, keyed('reports.settingUnknown', { setting: key }));
    if (key in values) return add(key, keyed('reports.settingListedTwice', { setting: key }));
    const parsed = parseFlagValue(value);
    if (parsed === undefined) add(key, keyed('reports.settingBadFlag', { setting: key }));
    else values[key] = parsed;
  });
  for (const key of COMPARATIVE_INCLUDE_KEYS) if (!(key in values) && !errors[key]) add(key, keyed('comparative.settingMissing', { setting: key }));
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values: values as ComparativeIncludeSettings };
}

/** Stored flags with defaults for missing or malformed ones. */
export function withComparativeDefaults(stored: unknown): ComparativeIncludeSettings {
  const out: ComparativeIncludeSettings = { ...DEFAULT_COMPARATIVE_SETTINGS };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [k, v] of Object.entries(stored)) if (isComparativeIncludeKey(k) && typeof v === 'boolean') out[k] = v;
  }
  return out;
}

/** The 15 entries of GET …/report-settings: flags as 1/0, CURRENCY as the project's currency. */
export function comparativeSettingEntries(settings: ComparativeIncludeSettings, currency: string): Array<{ key: ComparativeSettingKey; value: number | string }> {
  return COMPARATIVE_SETTING_KEYS.map((key) => ({ key, value: key === 'CURRENCY' ? currency : settings[key] ? 1 : 0 }));
}

/** Report data (spec §3: report_year, years, title). */
export interface ComparativeReportDataFields {
  year?: number | null;
  years?: number | null;
  title?: string | null;
  /**
   * The kickback: an amount (project currency) the customer receives for the documented saving, e.g.
   * from an energy company's savings scheme; the report adds it to the savings. Null: none.
   */
  kickback?: number | null;
}

export const KICKBACK_MAX = 1e12;

export const REPORT_TITLE_MAX = 160;

/** Checks report data: year 2000–2100, years 1–30, title up to 160 characters, kickback 0–10^12. */
export function parseComparativeReportData(input: unknown): { ok: true; values: ComparativeReportDataFields } | { ok: false; errors: FieldErrors } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, errors: { year: [keyed('comparative.reportDataEmpty')] } };
  const { year, years, title, kickback } = input as Record<string, unknown>;
  const errors: FieldErrors = {};
  const values: ComparativeReportDataFields = {};
  if (year !== undefined && year !== null) {
    if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > 2100) errors.year = [keyed('comparative.yearInvalid')];
    else values.year = year;
  }
  if (years !== undefined && years !== null) {
    if (typeof years !== 'number' || !Number.isInteger(years) || years < 1 || years > 30) errors.years = [keyed('comparative.yearsInvalid')];
    else values.years = years;
  }
  if (title !== undefined) {
    if (title !== null && typeof title !== 'string') errors.title = [keyed('comparative.titleInvalid', { max: REPORT_TITLE_MAX })];
    else if (typeof title === 'string' && title.trim().length > REPORT_TITLE_MAX) errors.title = [keyed('comparative.titleInvalid', { max: REPORT_TITLE_MAX })];
    else values.title = title === null || title.trim() === '' ? null : title.trim();
  }
  if (kickback !== undefined) {
    if (kickback === null || kickback === '') values.kickback = null;
    else if (typeof kickback !== 'number' || !Number.isFinite(kickback) || kickback < 0 || kickback > KICKBACK_MAX) errors.kickback = [keyed('comparative.kickbackInvalid', { max: KICKBACK_MAX })];
    else values.kickback = kickback;
  }
  if (!Object.keys(errors).length && !Object.keys(values).length) errors.year = [keyed('comparative.reportDataEmpty')];
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/**
 * Categories GET /comparative-solution/items/categories leaves out (spec §7): the server, network
 * and storage categories, which the calculations themselves cover.
 */
export const COMPARATIVE_EXCLUDED_CATEGORY_IDS: readonly string[] = ['server', 'blade_server', 'storage', 'storage_drive', 'network_switch'];

export const CALCULATION_NAME_MAX = 160;
