import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_SETTINGS,
  parseReportSettings,
  REPORT_SETTING_KEYS,
  settingsFromEntries,
  settingsToEntries,
  withDefaultSettings,
} from './settings';
import { renderMessage, type FieldErrors } from '../errors';
import { parseComparativeSettings } from '../comparative/settings';

/** Problems travel as keys; the tests read their English text (the REST facade's). */
function english<T extends { ok: boolean }>(r: T): T | { ok: false; errors: Record<string, string[]> } {
  if (r.ok) return r;
  const errors = (r as unknown as { errors: FieldErrors }).errors;
  return { ok: false, errors: Object.fromEntries(Object.entries(errors).map(([f, ms]) => [f, ms.map(renderMessage)])) };
}

describe('report setting keys (spec §3)', () => {
  it('are the twenty keys of the specification, flags on, PRECISION 0 and CO2_PRECISION 1 by default', () => {
    expect(REPORT_SETTING_KEYS).toHaveLength(20);
    expect(new Set(REPORT_SETTING_KEYS).size).toBe(20);
    expect(DEFAULT_REPORT_SETTINGS.INCLUDE_APPENDIX).toBe(true);
    expect(DEFAULT_REPORT_SETTINGS.INCLUDE_COOLING_DESCRIPTION).toBe(true);
    expect(DEFAULT_REPORT_SETTINGS.PRECISION).toBe(0);
    expect(DEFAULT_REPORT_SETTINGS.CO2_PRECISION).toBe(1);
  });
});

describe('parseReportSettings', () => {
  it.each([
    { value: 1, parsed: true },
    { value: 0, parsed: false },
    { value: true, parsed: true },
    { value: false, parsed: false },
    { value: '1', parsed: true },
    { value: 'false', parsed: false },
  ])('reads the flag value $value as $parsed', ({ value, parsed }) => {
    expect(parseReportSettings([{ key: 'INCLUDE_ROI', value }])).toEqual({ ok: true, values: { INCLUDE_ROI: parsed } });
  });

  it.each([
    { value: 0, parsed: 0 },
    { value: 2, parsed: 2 },
    { value: '1', parsed: 1 },
  ])('reads the precision $value as $parsed', ({ value, parsed }) => {
    expect(parseReportSettings([{ key: 'CO2_PRECISION', value }])).toEqual({ ok: true, values: { CO2_PRECISION: parsed } });
  });

  it.each([
    { entries: [{ key: 'INCLUDE_ROI', value: 2 }], errors: { INCLUDE_ROI: ['INCLUDE_ROI must be 1, 0, true or false.'] } },
    { entries: [{ key: 'INCLUDE_ROI', value: 'yes' }], errors: { INCLUDE_ROI: ['INCLUDE_ROI must be 1, 0, true or false.'] } },
    { entries: [{ key: 'PRECISION', value: 3 }], errors: { PRECISION: ['PRECISION must be 0, 1 or 2.'] } },
    { entries: [{ key: 'PRECISION', value: 1.5 }], errors: { PRECISION: ['PRECISION must be 0, 1 or 2.'] } },
    { entries: [{ key: 'PRECISION', value: true }], errors: { PRECISION: ['PRECISION must be 0, 1 or 2.'] } },
    { entries: [{ key: 'INCLUDE_EVERYTHING', value: 1 }], errors: { INCLUDE_EVERYTHING: ['INCLUDE_EVERYTHING is not a report setting.'] } },
    { entries: [{ key: 'PRECISION', value: 1 }, { key: 'PRECISION', value: 2 }], errors: { PRECISION: ['PRECISION is listed twice.'] } },
    { entries: [null], errors: { 'report_settings.0': ['Each report setting must be an object with a key and a value.'] } },
    { entries: [{ value: 1 }], errors: { 'report_settings.0': ['Each report setting must be an object with a key and a value.'] } },
  ])('refuses $entries', ({ entries, errors }) => {
    expect(english(parseReportSettings(entries))).toEqual({ ok: false, errors });
  });

  it('lists every problem at once and applies nothing', () => {
    const r = parseReportSettings([
      { key: 'INCLUDE_ROI', value: 0 },
      { key: 'NOPE', value: 1 },
      { key: 'CO2_PRECISION', value: 7 },
    ]);
    expect(english(r)).toEqual({ ok: false, errors: { NOPE: ['NOPE is not a report setting.'], CO2_PRECISION: ['CO2_PRECISION must be 0, 1 or 2.'] } });
  });

  it('needs a list', () => {
    expect(english(parseReportSettings({ key: 'PRECISION', value: 1 }))).toEqual({ ok: false, errors: { report_settings: ['The report settings must be a list of {key, value} entries.'] } });
  });
});

describe('setting names that are also names of Object.prototype (fuzz-inputs found a 500)', () => {
  it.each(['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf'])('refuses %s as an unknown setting, with the field named', (key) => {
    const r = parseReportSettings([{ key, value: true }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors)).toEqual([key]);
    expect(r.errors[key].map(renderMessage)).toEqual([`${key} is not a report setting.`]);
  });
  it('keeps the comparative settings just as strict', () => {
    const r = parseComparativeSettings([{ key: 'toString', value: true }, { key: '__proto__', value: true }]);
    expect(r.ok).toBe(false);
    // The comparative list must name every flag, so the missing ones are listed after the two unknown names.
    if (!r.ok) expect(Object.keys(r.errors).slice(0, 2)).toEqual(['toString', '__proto__']);
  });
});

describe('stored settings and the REST list', () => {
  it('fills missing keys with defaults and ignores unknown or mistyped stored values', () => {
    const s = withDefaultSettings({ INCLUDE_ROI: false, PRECISION: 2, CO2_PRECISION: 'x', OLD_KEY: true, INCLUDE_LCA: 0 });
    expect(s.INCLUDE_ROI).toBe(false);
    expect(s.PRECISION).toBe(2);
    expect(s.CO2_PRECISION).toBe(1);
    expect(s.INCLUDE_LCA).toBe(true);
    expect('OLD_KEY' in s).toBe(false);
    expect(withDefaultSettings(null)).toEqual(DEFAULT_REPORT_SETTINGS);
  });

  it('sends flags as 1/0 and precisions as numbers, in key order, and reads them back', () => {
    const entries = settingsToEntries({ ...DEFAULT_REPORT_SETTINGS, INCLUDE_APPENDIX: false, PRECISION: 2 });
    expect(entries.map((e) => e.key)).toEqual([...REPORT_SETTING_KEYS]);
    expect(entries[0]).toEqual({ key: 'INCLUDE_APPENDIX', value: 0 });
    expect(entries[1]).toEqual({ key: 'INCLUDE_DETAILED_ITEMS', value: 1 });
    expect(entries.find((e) => e.key === 'PRECISION')).toEqual({ key: 'PRECISION', value: 2 });
    expect(settingsFromEntries(entries)).toEqual({ ...DEFAULT_REPORT_SETTINGS, INCLUDE_APPENDIX: false, PRECISION: 2 });
  });
});
