import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityText } from '../../../../../shared/reports/availability';
import { REPORT_FLAG_KEYS } from '../../../../../shared/reports/settings';
import { groupWarningText, REPORT_FLAG_LABELS, REPORT_FLAG_SECTIONS, reportReasonText } from './report-dialog-texts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-GB', messages: {} }));

describe('report dialog texts', () => {
  it('puts every flag in exactly one section, with a label', () => {
    const keys = REPORT_FLAG_SECTIONS.flatMap((s) => s.keys);
    expect([...keys].sort()).toEqual([...REPORT_FLAG_KEYS].sort());
    expect(new Set(keys).size).toBe(18);
    for (const key of REPORT_FLAG_KEYS) expect(i18n._(REPORT_FLAG_LABELS[key])).not.toBe('');
  });

  it('recognises the server reason texts, including those naming a group', () => {
    expect(reportReasonText(i18n, AvailabilityText.no_lca_data)).toBe('No item of the active groups has LCA data.');
    expect(reportReasonText(i18n, AvailabilityText.baseline_empty('A "quoted" group'))).toBe('The baseline group "A "quoted" group" has no items.');
    expect(reportReasonText(i18n, { code: 'group_warnings', message: 'x', groupName: 'G' })).toBe(AvailabilityText.group_warnings('G'));
    expect(reportReasonText(i18n, { code: 'unknown', message: 'As sent.' })).toBe('As sent.');
    expect(reportReasonText(i18n, 'As sent.')).toBe('As sent.');
  });

  it('maps the warning codes, an unknown one as sent', () => {
    expect(groupWarningText(i18n, 'invalid_group_data')).toMatch(/uses no energy/);
    expect(groupWarningText(i18n, 'new_code')).toBe('new_code');
  });
});
