/** Rendering for the chart tests: Lingui active in en-GB (inside act, stack note 9), no Apollo or router needed. */
import { I18nProvider } from '@lingui/react';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { activateLocale, i18n } from '../../../app/i18n';

export async function renderChart(ui: ReactElement, locale = 'en-GB'): Promise<RenderResult> {
  await act(() => activateLocale(locale));
  let result!: RenderResult;
  await act(async () => {
    result = render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
  });
  return result;
}
