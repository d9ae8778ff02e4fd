import { describe, expect, it } from 'vitest';
import { documentTotalInLocale } from './DocumentStamp';

/** Issue #28: the stamp prints the registered total in the report's locale, as the public check reads it. */
describe('#DocumentStamp.documentTotalInLocale', () => {
  it.each([
    ['51130.2', 'da-DK', '51130,2'],
    ['51130.2', 'de-DE', '51130,2'],
    ['51130.2', 'en-GB', '51130.2'],
    ['-3.25', 'nb-NO', '-3,25'],
    ['12', 'fr-FR', '12'],
  ])('%s in %s is %s', (text, locale, printed) => {
    expect(documentTotalInLocale(text, locale)).toBe(printed);
    // What the check accepts (shared/validation/verify CO2_TOTAL_PATTERN).
    expect(printed).toMatch(/^([+-]?)(\d+)(?:[.,](\d+))?$/);
  });
});
