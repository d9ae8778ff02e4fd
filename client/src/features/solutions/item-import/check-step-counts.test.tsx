/**
 * Counts in the item import's messages read in the user's number format (issue #47, point 5): a Dane
 * reads "1.001 fundet", not "1001 fundet".
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../../app/i18n';
import type { SolutionDetailFieldsFragment } from '../../../gql/graphql';
import { CheckStep } from './CheckStep';
import type { ItemImport } from './item-import.hooks';

afterEach(cleanup);

const rows = (n: number, offset: number) =>
  Array.from({ length: n }, (_, i) => ({ index: offset + i, amount: 1, brandName: 'HPE', modelName: `Model ${i}`, manufacturerPartNumber: `P${i}`, available: true, product: null }));

async function counts(locale: string) {
  await act(() => activateLocale(locale));
  const found = rows(1001, 0);
  const missing = rows(2, 2000);
  const state = {
    checked: { found, missing },
    selection: { found: new Set(found.map((r) => r.index)), missing: new Set<number>() },
    selectedCount: 1001,
    foundSelectable: found,
    missingAllowed: [],
    canRequestItems: false,
    toggle: () => undefined,
    selectAll: () => undefined,
  } as unknown as ItemImport;
  const solution = { solutionType: { name: 'Data centre' } } as unknown as SolutionDetailFieldsFragment;
  const { getByTestId, getByText } = render(<I18nProvider i18n={i18n}><CheckStep state={state} solution={solution} /></I18nProvider>);
  return { found: getByTestId('import-found-count').textContent, missing: getByTestId('import-missing-count').textContent, selected: (text: string) => getByText(text) };
}

describe('CheckStep counts (issue #47, point 5)', { timeout: 30_000 }, () => {
  it('in Danish: 1.001 found and selected, with the thousands separator', async () => {
    const c = await counts('da-DK');
    expect(c.found).toBe('1.001 fundet');
    expect(c.missing).toMatch(/^2 /);
    expect(c.selected('1.001 valgt')).toBeTruthy();
  });

  it('in English: 1,001', async () => {
    const c = await counts('en-GB');
    expect(c.found).toBe('1,001 found');
    expect(c.selected('1,001 selected')).toBeTruthy();
  });
});
