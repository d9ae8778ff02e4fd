/** One site, one renewable figure (issue #46 point 7): the EED screen shows scope 2's renewable kWh beside the entry and warns when they disagree. */
import { I18nProvider } from '@lingui/react';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../app/i18n';
import type { EedReportData } from './eed-report.hooks';
import { RenewableCheck } from './RenewableCheck';

async function renderChart(ui: ReactElement): Promise<RenderResult> {
  await act(() => activateLocale('en-GB'));
  let result!: RenderResult;
  await act(async () => {
    result = render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  });
  return result;
}

const report = (over: Partial<EedReportData>) => ({ renewableEnergyKwh: null, scope2RenewableKwh: 0, renewableAgree: null, ...over }) as EedReportData;

describe('RenewableCheck', () => {
  it('warns when the EED entry (REF 0.40 of 1,000,000 kWh) disagrees with scope 2 (0 kWh)', async () => {
    const { container } = await renderChart(<RenewableCheck report={report({ renewableEnergyKwh: 400_000, scope2RenewableKwh: 0, renewableAgree: false })} />);
    expect(container.querySelector('[data-testid="eed-scope2-renewable"]')!.textContent).toContain('Scope 2 counts 0 kWh of renewable energy');
    expect(container.querySelector('[data-testid="eed-renewable-mismatch"]')!.textContent).toContain('The saved renewable energy (400,000 kWh) does not match scope 2 (0 kWh).');
  });

  it('shows scope 2’s figure without a warning when they agree or nothing was entered', async () => {
    const agree = await renderChart(<RenewableCheck report={report({ renewableEnergyKwh: 2190, scope2RenewableKwh: 2190, renewableAgree: true })} />);
    expect(agree.container.querySelector('[data-testid="eed-renewable-mismatch"]')).toBeNull();
    expect(agree.container.textContent).toContain('Scope 2 counts 2,190 kWh');
    const none = await renderChart(<RenewableCheck report={report({})} />);
    expect(none.container.querySelector('[data-testid="eed-renewable-mismatch"]')).toBeNull();
  });
});
