/**
 * The references page's equivalence factors (issue #46 point 3, M7): both factor sets of the
 * specification, labelled, each as kg CO2e per unit, so a reader can check every equivalence printed.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, settingsToEntries } from '../../../../../shared/reports';
import { renderChart } from '../charts/test-utils';
import { ReportProvider } from '../report-context';
import { reportFormat } from '../report-format';
import { buildReportModel, type ReportView } from '../report-model';
import { ReferencesPage } from './TextPages';

/** The page inside a minimal report (as decision-section.test.tsx builds one). */
function renderPage(locale = 'en-GB') {
  const view = {
    reportType: 'refurbishment_report', ratingYear: 2026, kwhPrice: 1.35, currency: 'DKK', uniqueCategoriesSortedKwh: [], uniqueCategoriesSortedGwp: [],
    report: { id: '1', year: 2026, comparativeHeading: null }, project: { id: 'p', name: 'P', description: null, clientName: null }, partner: { id: 'x', name: 'X', logoUrl: null },
    reportSettings: settingsToEntries(DEFAULT_REPORT_SETTINGS), reportOptions: {}, availability: {},
    co2Impact: { savingKg: null, savingPercent: null, equivalences: null }, comparative: null, solutionGroups: [],
  } as unknown as ReportView;
  const model = buildReportModel('refurbishment_report', view, []);
  return renderChart(
    <ReportProvider value={{ model, format: reportFormat(locale, 0, 1, 'DKK'), items: new Map(), palette: ['#1565c0'], print: true }}>
      <ReferencesPage />
    </ReportProvider>,
    locale,
  );
}

afterEach(cleanup);

describe('ReferencesPage equivalence factors', () => {
  it('lists both sets, labelled, with the factors the refurbishment and LCA pages apply', async () => {
    const { getByTestId } = await renderPage();
    const text = getByTestId('equivalence-factors').textContent ?? '';
    expect(text).toContain('First set');
    expect(text).toContain('a plastic cup 0.01748 kg');
    // The second set multiplies by 3.7037037 cups and 3.50631136 streaming hours per kg: 0.27 kg a cup, 0.2852 kg an hour.
    expect(text).toContain('Second set');
    expect(text).toContain('a plastic cup 0.27 kg');
    expect(text).toContain('an hour of video streaming 0.2852 kg');
    expect(text).toContain('a car driven for a year 9,159 kg');
    expect(text).toContain("a person's yearly emissions 4,480 kg");
    expect(text).toContain('Calculations and display');
  });

  it('prints the factors in the reader’s notation (Danish decimal commas)', async () => {
    const { getByTestId } = await renderPage('da-DK');
    expect(getByTestId('equivalence-factors').textContent).toContain('0,27');
  });
});
