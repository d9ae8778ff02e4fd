import { describe, expect, it } from 'vitest';
import { parseBoaviztaCsv, SKIP_REASONS } from '../../../../shared/catalogue';
import { activateLocale, i18n } from '../../app/i18n';
import { SKIP_REASON_TEXT, skipReasonText } from './skip-reasons';

const HEADER = 'manufacturer,name,category,subcategory,gwp_total,gwp_use_ratio,gwp_manufacturing_ratio,yearly_tec,lifetime,sources,report_date';

describe("catalogue import reasons in the user's language (issue #47, Translations)", () => {
  it('words every server code, and a parsed row’s reason in Danish with its numbers in Danish format', async () => {
    expect(Object.keys(SKIP_REASON_TEXT).sort()).toEqual(Object.keys(SKIP_REASONS).sort());
    const { skipped } = parseBoaviztaCsv(`${HEADER}\nDell,R740,Datacenter,Server,,0.2,0.7,1200,5,https://example.org/a.pdf,2021\nDell,R750,Datacenter,Server,-1234.5,0.2,0.7,1200,5,https://example.org/b.pdf,2021\n`);
    expect(skipped.map((s) => s.code)).toEqual(['noGwpTotal', 'gwpTotalNotPositive']);
    expect(skipped[1].reason).toBe('gwp_total must be a positive number (got -1234.5)');
    await activateLocale('da-DK');
    try {
      const danish = skipped.map((s) => skipReasonText(i18n, s));
      expect(danish[0]).toBe('Ingen gwp_total');
      expect(danish[1]).toContain('-1.234,5');
      expect(danish[1]).not.toContain('must be');
      // A result stored before the codes keeps the server's English.
      expect(skipReasonText(i18n, { reason: 'no gwp_total', code: null })).toBe('no gwp_total');
    } finally {
      await activateLocale('en-GB');
    }
  });
});
