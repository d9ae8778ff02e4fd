import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../app/i18n';
import type { ComparativeReportQuery } from '../../gql/graphql';
import { comparativeFormat } from './comparative-format';
import { WheelsPage } from './ComparativeReportPages';

type Report = ComparativeReportQuery['comparativeReport'];
afterEach(cleanup);

const entry = (rating: string | null, numericRating: number | null) => ({ kind: 'category', categoryId: 'server', categoryName: 'Server (rack or tower)', categoryGroupWeight: 1, wattPerUnit: null, cop: null, rating, numericRating });
const report = (before: ReturnType<typeof entry>, after: ReturnType<typeof entry>, ratingBefore: string | null, ratingAfter: string | null) =>
  ({ wheelBefore: [before], wheelAfter: [after], totals: { ratingBefore, ratingAfter, totalKwhBefore: 1000, totalKwhAfter: 800 } }) as unknown as Report;

async function renderPage(r: Report) {
  await act(() => activateLocale('en-GB'));
  let container!: HTMLElement;
  await act(async () => {
    container = render(
      <I18nProvider i18n={i18n}>
        <WheelsPage report={r} f={comparativeFormat('en-GB', 'DKK')} print />
      </I18nProvider>,
    ).container;
  });
  return container;
}

describe('The comparative-solution report’s wheels (issue #47, point 11)', () => {
  it('explains empty wheels (no category rated: no capacities) instead of printing a page of dashes', async () => {
    const root = await renderPage(report(entry(null, null), entry(null, 0), null, null));
    expect(root.querySelector('[data-testid="wheels-empty"]')?.textContent).toMatch(/No category of the calculations is rated.*capacit/);
    expect(root.querySelectorAll('svg').length).toBe(0);
  });

  it('draws both wheels when either side has a rating', async () => {
    const root = await renderPage(report(entry('C', 5), entry(null, null), 'C', null));
    expect(root.querySelector('[data-testid="wheels-empty"]')).toBeNull();
    expect(root.querySelectorAll('svg').length).toBeGreaterThanOrEqual(2);
  });
});
