import type { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_FLAG_KEYS, REPORT_SETTING_KEYS, settingsToEntries, DEFAULT_REPORT_SETTINGS } from '../../../../../shared/reports/settings';
import { renderWithProviders } from '../../common/testing';
import { silenceReportViewRefetchWarning } from './dialog-test-helpers';
import { RatingYearsDocument, ReportSettingsUpdateDocument, ReportYearUpdateDocument } from './report-dialog-queries';
import { ReportSettingsDialog } from './ReportSettingsDialog';

beforeEach(silenceReportViewRefetchWarning);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Entry = { key: string; value: number };

/** The stored settings: all flags on except the appendix, kWh without decimals, CO2 with one. */
const STORED: Entry[] = settingsToEntries({ ...DEFAULT_REPORT_SETTINGS, INCLUDE_APPENDIX: false });

const report = (settings: Entry[], year: number | null = 2025) => ({
  __typename: 'ProjectReport',
  id: '5',
  projectId: '7',
  year,
  comparativeHeading: null,
  reportSettings: settings.map((s) => ({ __typename: 'ReportSetting', ...s })),
});

const yearsMock: MockLink.MockedResponse = {
  request: { query: RatingYearsDocument },
  result: { data: { ratingYears: [2023, 2024, 2025] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

interface Sent {
  settings: Entry[][];
  years: number[];
}

function saveMocks(sent: Sent, { failSettings = false } = {}): MockLink.MockedResponse[] {
  return [
    {
      request: { query: ReportSettingsUpdateDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (v: { projectId: string; input: { settings: Entry[] } }) => {
        sent.settings.push(v.input.settings);
        if (failSettings) return { errors: [{ message: 'INCLUDE_ROI must be 1, 0, true or false.', extensions: { code: 'VALIDATION' } }] } as never;
        return { data: { projectReportSettingsUpdate: report(v.input.settings) } };
      },
    },
    {
      request: { query: ReportYearUpdateDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (v: { projectId: string; year: number }) => {
        sent.years.push(v.year);
        return { data: { projectReportUpdate: report(STORED, v.year) } };
      },
    },
  ];
}

async function renderDialog(mocks: MockLink.MockedResponse[], ratingYear: number | null = 2025) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await renderWithProviders(
    <ReportSettingsDialog open onClose={onClose} projectId="7" settings={STORED} ratingYear={ratingYear} comparativeHeading={null} onSaved={onSaved} />,
    { mocks: [yearsMock, ...mocks] },
  );
  await screen.findByRole('dialog', { name: 'Report settings' });
  return { onClose, onSaved };
}

const checkbox = (key: string) => screen.getByTestId(`report-setting-${key}`) as HTMLInputElement;

async function choose(combobox: RegExp, option: RegExp | string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ReportSettingsDialog', { timeout: 20000 }, () => {
  it('shows the eighteen flags in four sections, checked as stored', async () => {
    await renderDialog([]);
    for (const key of REPORT_FLAG_KEYS) expect(checkbox(key).checked).toBe(key !== 'INCLUDE_APPENDIX');
    for (const section of ['front', 'results', 'lca', 'back']) expect(screen.getByTestId(`report-settings-section-${section}`)).toBeTruthy();
    const front = screen.getByRole('group', { name: 'Front matter' });
    expect(within(front).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(screen.getByRole('group', { name: 'Back matter' })).getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Client name on the baseline energy wheel' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Rating year/ }).textContent).toBe('2025');
  });

  it('sends all twenty keys (flags 1/0, precisions as numbers), not the year when unchanged, then closes and says saved', async () => {
    const sent: Sent = { settings: [], years: [] };
    const { onClose, onSaved } = await renderDialog(saveMocks(sent));
    fireEvent.click(checkbox('INCLUDE_ROI'));
    fireEvent.click(checkbox('INCLUDE_APPENDIX'));
    await choose(/Decimals for energy and money/, /^2 decimals/);
    await choose(/Decimals for CO2/, /^No decimals/);
    fireEvent.click(screen.getByTestId('report-settings-save'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ratingYearChanged: false }));
    expect(onClose).toHaveBeenCalled();
    expect(sent.years).toEqual([]);
    expect(sent.settings).toHaveLength(1);
    const entries = sent.settings[0];
    expect(entries.map((e) => e.key)).toEqual([...REPORT_SETTING_KEYS]);
    const byKey = Object.fromEntries(entries.map((e) => [e.key, e.value]));
    expect(byKey.INCLUDE_ROI).toBe(0);
    expect(byKey.INCLUDE_APPENDIX).toBe(1);
    expect(byKey.INCLUDE_PREFACE).toBe(1);
    expect(byKey.PRECISION).toBe(2);
    expect(byKey.CO2_PRECISION).toBe(0);
    for (const key of REPORT_FLAG_KEYS) expect([0, 1]).toContain(byKey[key]);
    expect((await screen.findByTestId('notice')).textContent).toBe('Report settings saved');
  });

  it('saves the rating year only when it changed, and tells onSaved', async () => {
    const sent: Sent = { settings: [], years: [] };
    const { onSaved } = await renderDialog(saveMocks(sent));
    await choose(/Rating year/, '2024');
    fireEvent.click(screen.getByTestId('report-settings-save'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ratingYearChanged: true }));
    expect(sent.years).toEqual([2024]);
    expect(sent.settings).toHaveLength(1);
  });

  it('lets a report without a year pick one', async () => {
    const sent: Sent = { settings: [], years: [] };
    const { onSaved } = await renderDialog(saveMocks(sent), null);
    await choose(/Rating year/, '2023');
    fireEvent.click(screen.getByTestId('report-settings-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ratingYearChanged: true }));
    expect(sent.years).toEqual([2023]);
  });

  it("shows 'Error' and stays open with the user's changes when the save fails", async () => {
    const sent: Sent = { settings: [], years: [] };
    const { onClose, onSaved } = await renderDialog(saveMocks(sent, { failSettings: true }));
    fireEvent.click(checkbox('INCLUDE_ROI'));
    await choose(/Rating year/, '2024');
    fireEvent.click(screen.getByTestId('report-settings-save'));

    expect((await screen.findByTestId('report-settings-error')).textContent).toBe('Error');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(sent.years).toEqual([]);
    expect(checkbox('INCLUDE_ROI').checked).toBe(false);
    expect(screen.getByRole('combobox', { name: /Rating year/ }).textContent).toBe('2024');
    await waitFor(() => expect((screen.getByTestId('report-settings-save') as HTMLButtonElement).disabled).toBe(false));
  });

  it('hands the success message to onNotice when given', async () => {
    const sent: Sent = { settings: [], years: [] };
    const onNotice = vi.fn();
    const onSaved = vi.fn();
    await renderWithProviders(
      <ReportSettingsDialog open onClose={() => undefined} projectId="7" settings={STORED} ratingYear={2025} onSaved={onSaved} onNotice={onNotice} />,
      { mocks: [yearsMock, ...saveMocks(sent)] },
    );
    fireEvent.click(await screen.findByTestId('report-settings-save'));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Report settings saved'));
    expect(screen.queryByTestId('notice')).toBeNull();
  });
});
