/** One site, one renewable figure (issue #46 point 7): the EED screen shows scope 2's renewable kWh beside the entry and warns when they disagree. */
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

const report = (over: Partial<EedReportData>) => ({ renewableEnergyKwh: null, scope2RenewableKwh: 0, scope2GuaranteeOfOriginKwh: 0, scope2PpaKwh: 0, renewableAgree: null, editable: true, ...over }) as EedReportData;

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

  it('offers the guarantee of origin recorded on the solution as renewable evidence (issue #47, point 10)', async () => {
    const use = vi.fn();
    const { container, getByTestId } = await renderChart(<RenewableCheck report={report({ scope2RenewableKwh: 350_400.4, scope2GuaranteeOfOriginKwh: 350_400.4 })} onUseEvidence={use} />);
    expect(getByTestId('eed-instrument-evidence').textContent).toBe('The solution records guarantees of origin for 350,400 kWh a year as energy instruments. They are renewable evidence for this entry.Use as evidence');
    fireEvent.click(getByTestId('eed-use-instruments'));
    expect(use).toHaveBeenCalledWith({ renewableGuaranteesOfOriginKwh: '350400', renewablePpaKwh: '' });
    // Without instruments there is nothing to offer; a reader who may not write gets the note without the button.
    const none = await renderChart(<RenewableCheck report={report({ scope2RenewableKwh: 2190 })} onUseEvidence={use} />);
    expect(none.container.querySelector('[data-testid="eed-instrument-evidence"]')).toBeNull();
    const guest = await renderChart(<RenewableCheck report={report({ scope2GuaranteeOfOriginKwh: 10, editable: false })} onUseEvidence={use} />);
    expect(guest.container.querySelector('[data-testid="eed-use-instruments"]')).toBeNull();
    expect(container).toBeTruthy();
  });
});
