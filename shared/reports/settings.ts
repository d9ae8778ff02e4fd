/**
 * Report settings (spec/project-areas.md §3 "Report setting", §9 "Report precision options"): twenty
 * keys per project report. Eighteen are flags, stored as booleans and sent to REST clients as 1 or 0;
 * PRECISION and CO2_PRECISION are numbers 0, 1 or 2 (methodology M7). Shared by the settings dialog
 * and the server, so that both accept and refuse the same values.
 */

import { addFieldError, keyed, type FieldErrors, type Message } from '../errors';
export const REPORT_FLAG_KEYS = [
  'INCLUDE_APPENDIX',
  'INCLUDE_DETAILED_ITEMS',
  'INCLUDE_UPS_COOLING',
  'INCLUDE_ROI',
  'INCLUDE_PREFACE',
  'INCLUDE_LCA',
  'INCLUDE_LCA_INTRO',
  'INCLUDE_REFERENCES',
  'INCLUDE_METHODOLOGIES',
  'INCLUDE_DATA_METHOD',
  'INCLUDE_PROJECT_DESCRIPTION',
  'INCLUDE_OPERATIONAL_RESULTS',
  'INCLUDE_CLIENT_NAME_ENERGYWHEEL_BASELINE',
  'INCLUDE_CLIENT_NAME_ENERGYWHEEL_COMPARATIVE',
  'INCLUDE_ENERGYWHEEL',
  'INCLUDE_ENERGY_EFFICIENCY',
  'INCLUDE_UPS_DESCRIPTION',
  'INCLUDE_COOLING_DESCRIPTION',
] as const;

export const REPORT_PRECISION_KEYS = ['PRECISION', 'CO2_PRECISION'] as const;

/** All twenty keys, in the order of the specification (and of every list the server sends). */
export const REPORT_SETTING_KEYS = [...REPORT_FLAG_KEYS, ...REPORT_PRECISION_KEYS] as const;

export type ReportFlagKey = (typeof REPORT_FLAG_KEYS)[number];
export type ReportPrecisionKey = (typeof REPORT_PRECISION_KEYS)[number];
export type ReportSettingKey = (typeof REPORT_SETTING_KEYS)[number];
export type ReportPrecision = 0 | 1 | 2;

/** The settings of one report: flags as booleans, precisions as 0, 1 or 2. */
export type ReportSettings = { [K in ReportFlagKey]: boolean } & { [K in ReportPrecisionKey]: ReportPrecision };

/** One entry of the REST list: flags as 1 or 0, precisions as numbers. */
export interface ReportSettingEntry {
  key: ReportSettingKey;
  value: number;
}

export const REPORT_PRECISION_OPTIONS: readonly ReportPrecision[] = [0, 1, 2];

/** Every flag on; kWh and money without decimals, CO2 with one. */
export const DEFAULT_REPORT_SETTINGS: Readonly<ReportSettings> = Object.freeze({
  ...(Object.fromEntries(REPORT_FLAG_KEYS.map((k) => [k, true])) as { [K in ReportFlagKey]: boolean }),
  PRECISION: 0,
  CO2_PRECISION: 1,
});

export function isReportSettingKey(value: unknown): value is ReportSettingKey {
  return typeof value === 'string' && (REPORT_SETTING_KEYS as readonly string[]).includes(value);
}

export function isReportFlagKey(value: unknown): value is ReportFlagKey {
  return typeof value === 'string' && (REPORT_FLAG_KEYS as readonly string[]).includes(value);
}

/** A flag value as sent by a client: 1, 0, true, false, or the same as text. `undefined` otherwise. */
export function parseFlagValue(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** A precision as sent by a client: 0, 1 or 2 (also as text). `undefined` otherwise. */
export function parsePrecisionValue(value: unknown): ReportPrecision | undefined {
  const n = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value;
  return n === 0 || n === 1 || n === 2 ? n : undefined;
}

export type ReportSettingsParse = { ok: true; values: Partial<ReportSettings> } | { ok: false; errors: FieldErrors };

/**
 * Parses a list of `{key, value}` entries (the body of PUT …/report-settings/update). Every problem
 * is reported at once, keyed by the setting's key (or `report_settings.<index>` for an entry without
 * a usable key): unknown keys, bad values and keys listed twice. Nothing is applied unless all pass.
 */
export function parseReportSettings(input: unknown): ReportSettingsParse {
  if (!Array.isArray(input)) return { ok: false, errors: { report_settings: [keyed('reports.settingsNotList')] } };
  const errors: FieldErrors = {};
  const values: Partial<Record<ReportSettingKey, boolean | ReportPrecision>> = {};
  const add = (field: string, message: Message) => addFieldError(errors, field, message);
  input.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      add(`report_settings.${index}`, keyed('reports.settingNotEntry'));
      return;
    }
    const { key, value } = entry as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || key === '') {
      add(`report_settings.${index}`, keyed('reports.settingNotEntry'));
      return;
    }
    if (!isReportSettingKey(key)) {
      add(key, keyed('reports.settingUnknown', { setting: key }));
      return;
    }
    if (key in values) {
      add(key, keyed('reports.settingListedTwice', { setting: key }));
      return;
    }
    const parsed = isReportFlagKey(key) ? parseFlagValue(value) : parsePrecisionValue(value);
    if (parsed === undefined) add(key, keyed(isReportFlagKey(key) ? 'reports.settingBadFlag' : 'reports.settingBadPrecision', { setting: key }));
    else values[key] = parsed;
  });
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values: values as Partial<ReportSettings> };
}

/**
 * Stored settings with the defaults filled in: a key missing from storage (a key added later) takes
 * its default, and a stored value of the wrong type is ignored. Unknown stored keys are dropped.
 */
export function withDefaultSettings(stored: unknown): ReportSettings {
  const out: Record<string, boolean | ReportPrecision> = { ...DEFAULT_REPORT_SETTINGS };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (isReportFlagKey(key) && typeof value === 'boolean') out[key] = value;
      else if (isReportSettingKey(key) && !isReportFlagKey(key) && (value === 0 || value === 1 || value === 2)) out[key] = value;
    }
  }
  return out as ReportSettings;
}

/** The REST list, in key order: flags as 1 or 0 (spec §3), precisions as numbers. */
export function settingsToEntries(settings: ReportSettings): ReportSettingEntry[] {
  return REPORT_SETTING_KEYS.map((key) => {
    const value = settings[key];
    return { key, value: typeof value === 'boolean' ? (value ? 1 : 0) : value };
  });
}

/** The settings as a dialog reads them from a REST list (flags 1/0 to booleans); unknown keys ignored. */
export function settingsFromEntries(entries: readonly { key: string; value: unknown }[]): ReportSettings {
  const out: Record<string, unknown> = {};
  for (const { key, value } of entries) {
    if (isReportFlagKey(key)) {
      const flag = parseFlagValue(value);
      if (flag !== undefined) out[key] = flag;
    } else if (isReportSettingKey(key)) {
      const precision = parsePrecisionValue(value);
      if (precision !== undefined) out[key] = precision;
    }
  }
  return withDefaultSettings(out);
}
