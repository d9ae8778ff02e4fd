import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the build scripts, without types
import { catalogueLeftovers, englishLeftovers } from '../../../scripts/i18n-untranslated.mjs';

type Entry = { context: string | null; id: string; str: string };
const entry = (id: string, str: string): Entry => ({ context: null, id, str });
const leftovers = englishLeftovers as (locale: string, entries: Entry[], same?: string[]) => Array<Entry & { why: string }>;

describe('English left in a non-English catalogue (issue #47, Translations)', () => {
  it('finds a Danish entry that is still its English source, and one that mixes English into Danish', () => {
    const found = leftovers('da-DK', [
      entry('Free', 'Free'),
      entry('Market-based: the rest at the residual mix', 'Markedsbaseret: the rest at the residual mix'),
      entry('Total', 'Total'),
      entry('{n} kWh', '{n} kWh'),
      entry('Choose', 'Vælg'),
    ], ['Total']);
    expect(found.map((f) => f.id)).toEqual(['Free', 'Market-based: the rest at the residual mix']);
  });

  it('leaves identifiers, quoted titles, parentheses, proper names and native words alone', () => {
    expect(leftovers('da-DK', [
      entry('The field from_date is required.', 'Feltet from_date skal udfyldes.'),
      entry('x', 'ASHRAE TC 9.9, „Thermal Guidelines for Data Processing Environments“ (forudindstillede COP-værdier for køling).'),
      entry('y', 'DCiE og ERE efter The Green Grid.'),
      entry('z', 'Opret et projekt for en af dine kunder.'),
    ])).toEqual([]);
    expect(leftovers('fr-FR', [entry('Forest green', 'Vert forêt et vert mousse')])).toEqual([]);
    // "for" is Danish, not French.
    expect(leftovers('fr-FR', [entry('a', 'Choisir for the project')]).map((f) => f.why)).toEqual(['English words: for, the']);
  });

  it("passes the app's catalogues", () => {
    expect((catalogueLeftovers as (dir?: string) => unknown[])('client/src/locales')).toEqual([]);
  });
});
