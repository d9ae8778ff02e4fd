/**
 * Replace or retain in the comparative report (issue #32): the section shows each comparative group's
 * recommendation, its figures with how they were calculated (printed, no disclosure) and the chart.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_SETTINGS, settingsToEntries } from '../../../../../shared/reports';
import type { ProjectDecisionData } from '../../decisions';
import { renderChart } from '../charts/test-utils';
import { ReportProvider } from '../report-context';
import { reportFormat } from '../report-format';
import { buildReportModel, type ReportView } from '../report-model';
import { DecisionSection } from './DecisionSection';

const projection = [1, 2, 3, 4, 5].map((year) => ({ __typename: 'DecisionProjectionYear', year, baselineKg: 1401.6, groupKg: 876 + (year === 1 ? 1606 : 0), cumulativeSavingKg: year * 525.6 - 1606 }));
const traces = [
  { __typename: 'DecisionTrace', path: 'annualKwhSaving', section: 'M10', formula: 'annualKwhSaving = totalKwh_baseline − totalKwh_group (M1–M2)' },
  { __typename: 'DecisionTrace', path: 'carbonPaybackYears', section: 'M10', formula: 'carbonPayback = embodied / annualCo2Saving' },
];
// The acceptance example of the issue at 400 g/kWh: 1,314 kWh and 525.6 kg a year, 1,606 kg embodied, payback 3.06 years.
const decision = {
  __typename: 'ProjectDecision', projectId: 'p', currency: 'DKK', baselineGroupId: 'b', years: 5, gridPathSource: 'flat', gridPathSourceNote: null, gridChangePercent: null,
  groups: [{
    __typename: 'GroupDecision', groupId: 'c', name: 'Proposal', annualKwhSaving: 1314, annualCo2SavingKg: 525.6, annualCostSaving: 1773.9, embodiedKg: 1606, carbonPaybackYears: 1606 / 525.6,
    carbonPaybackReason: null, flatCarbonPaybackYears: 1606 / 525.6, paybackHorizonYears: 30, moneyPaybackYears: null, serviceLifeYears: 5, recommendation: 'replace', recommendationReason: 'payback_within_service_life', capitalGoodsKg: 1606,
    amortisedKgPerYear: 321.2, projection, traces,
  }],
} as unknown as ProjectDecisionData;

function renderSection(value: ProjectDecisionData | undefined, groupId = 'c', first = true) {
  const view = {
    reportType: 'comparative_report', ratingYear: 2026, kwhPrice: 1.35, currency: 'DKK', uniqueCategoriesSortedKwh: [], uniqueCategoriesSortedGwp: [],
    report: { id: '1', year: 2026, comparativeHeading: null }, project: { id: 'p', name: 'P', description: null, clientName: null }, partner: { id: 'x', name: 'X', logoUrl: null },
    reportSettings: settingsToEntries(DEFAULT_REPORT_SETTINGS), reportOptions: {}, availability: {},
    co2Impact: { savingKg: null, savingPercent: null, equivalences: null }, comparative: null, solutionGroups: [],
  } as unknown as ReportView;
  const model = buildReportModel('comparative_report', view, []);
  return renderChart(
    <ReportProvider value={{ model, format: reportFormat('en-GB', 0, 1, 'DKK'), items: new Map(), palette: ['#1565c0', '#2e7d32'], print: true, decision: value }}>
      <DecisionSection groupId={groupId} first={first} />
    </ReportProvider>,
  );
}

afterEach(cleanup);

describe('DecisionSection (issue #32)', () => {
  it('prints the heading, the recommendation with its reason, the figures with how they were calculated and the chart', async () => {
    const { getByTestId, getByText, container } = await renderSection(decision);
    expect(getByTestId('section-decision').textContent).toContain('Replace or retain');
    expect(getByTestId('decision-report-recommendation').textContent).toBe('Replace');
    expect(getByText("The carbon payback is within the new equipment's service life.")).toBeTruthy();
    expect(getByTestId('decision-annualKwhSaving').textContent).toBe('1,314 kWh');
    expect(getByTestId('decision-carbonPaybackYears').textContent).toBe('3.06 years');
    expect(getByTestId('decision-amortisedKgPerYear').textContent).toBe('321.2 kg CO2e a year');
    // Printed under the figure, in words, not in a disclosure.
    expect(getByTestId('decision-explain-annualKwhSaving').textContent).toContain("Energy saving a year = the baseline's total energy − the group's total energy");
    expect(container.querySelector('details')).toBeNull();
    expect(getByTestId('decision-chart').getAttribute('data-values')).toBe('-1080,-555,-29,496,1022');
    expect(getByTestId('decision-report-grid-source').textContent).toContain('flat');
    // No country on the project: the flat path is the fallback, and the section says so (issue #47, point 4).
    expect(getByTestId('country-missing-grid-path').textContent).toContain('This project has no country: the grid factor path is flat');
  });

  it('prints the payback of the charted curve on a grid path, the flat payback as a labelled second view, and retain when the curve ends below zero (issue #46)', async () => {
    // 400 W → 250 W, 1,606 kg, 300 g/kWh, life 5 on the Danish BR18 path from 2026 (shared/calc/decision.test.ts).
    const cumulative = [-1211.8, -876.7, -600.7, -383.8, -226.0];
    const danish = {
      ...decision,
      gridPathSource: 'curated',
      gridPathSourceNote: 'BR18',
      countryCode: 'DK',
      groups: [{
        ...decision.groups[0], annualCo2SavingKg: 394.2, carbonPaybackYears: 6.4785, flatCarbonPaybackYears: 1606 / 394.2, recommendation: 'retain', recommendationReason: 'payback_beyond_service_life',
        projection: cumulative.map((c, i) => ({ ...projection[i], cumulativeSavingKg: c })),
        traces: [...traces, { __typename: 'DecisionTrace', path: 'flatCarbonPaybackYears', section: 'M10', formula: 'flatCarbonPayback = embodied / annualCo2Saving' }],
      }],
    } as unknown as ProjectDecisionData;
    const { getByTestId, container } = await renderSection(danish);
    expect(getByTestId('decision-report-recommendation').textContent).toBe('Retain');
    expect(getByTestId('decision-carbonPaybackYears').textContent).toBe('6.48 years');
    expect(getByTestId('decision-flatCarbonPaybackYears').textContent).toBe('4.07 years');
    expect(container.textContent).toContain("Payback at today's grid factor: embodied ÷ first-year saving (second view)");
    expect(getByTestId('decision-explain-carbonPaybackYears').textContent).toContain("where the chart's cumulative saving crosses zero");
    expect(getByTestId('decision-chart').getAttribute('data-values')).toBe('-1212,-877,-601,-384,-226');
    expect(container.querySelector('[data-testid="country-missing-grid-path"]')).toBeNull();
  });

  it('says "No payback within 30 years" when the curve never crosses zero, with the reason', async () => {
    const never = {
      ...decision,
      groups: [{ ...decision.groups[0], carbonPaybackYears: null, carbonPaybackReason: 'no_payback_within_horizon', recommendation: 'retain', recommendationReason: 'no_payback_within_horizon' }],
    } as unknown as ProjectDecisionData;
    const { getByTestId, getByText } = await renderSection(never);
    expect(getByTestId('decision-carbonPaybackYears').textContent).toBe('No payback within 30 years');
    expect(getByText('On the grid factor path the yearly CO2 saving never makes up for the embodied carbon of the new equipment.')).toBeTruthy();
  });

  it('prints only the group block without the heading for a later group, and nothing before the decision is loaded', async () => {
    const later = await renderSection(decision, 'c', false);
    expect(later.queryByTestId('section-decision')).toBeNull();
    expect(later.getByTestId('decision-report-recommendation')).toBeTruthy();
    later.unmount();
    const none = await renderSection(undefined);
    expect(none.container.textContent).toBe('');
  });
});
