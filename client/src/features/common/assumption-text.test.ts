import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../app/i18n';
import { assumptionTexts } from './assumption-text';

beforeEach(async () => {
  await activateLocale('en-GB');
});

afterEach(async () => {
  await activateLocale('en-GB');
});

describe('assumptionTexts', () => {
  it('says what DCiE 100 % assumed and that the rating leaves unrated categories out, naming the unrated categories in the user language', async () => {
    const input = [
      { code: 'no_ups_or_cooling', categoryIds: [] },
      { code: 'unrated_categories', categoryIds: ['server', 'storage'] },
    ];
    expect(assumptionTexts(i18n, input)).toEqual([
      'No UPS or cooling was given for a data-centre solution, so its DCiE of 100 % and PUE of 1.00 assume no infrastructure losses.',
      'No capacity was given for Server (rack or tower), Storage system (SAN/NAS), so they are not rated and the energy rating leaves them out.',
    ]);
    await activateLocale('da-DK');
    expect(assumptionTexts(i18n, input)[1]).toContain('Lagersystem (SAN/NAS)');
    expect(assumptionTexts(i18n, [{ code: 'something_new', categoryIds: [] }])).toEqual([]);
  });
});
