/**
 * The grid factor path's citation in the reader's language (issue #47): the curated Danish path's factors
 * print as "0,187 (2023)" in Danish, not as the server's English "0.187 (2023)".
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gridPathCitation, gridPathProjection } from '../../../../shared/reference';
import { activateLocale, i18n } from '../../app/i18n';
import { useGridPathText, type GridPathCitationData } from './DecisionFigureTable';

afterEach(cleanup);

function Probe({ decision }: { decision: { gridPathSource: string; gridPathSourceNote?: string | null; gridPathCitation?: GridPathCitationData | null } }) {
  return <span data-testid="text">{useGridPathText()(decision)}</span>;
}

async function textIn(locale: string, decision: Parameters<typeof Probe>[0]['decision']) {
  await act(() => activateLocale(locale));
  const { getByTestId } = render(<I18nProvider i18n={i18n}><Probe decision={decision} /></I18nProvider>);
  return getByTestId('text').textContent!;
}

describe('useGridPathText (issue #47)', () => {
  const citation = gridPathCitation(gridPathProjection('DK'))!;
  const curated = { gridPathSource: 'curated', gridPathSourceNote: 'El: 0.187 (2023)', gridPathCitation: citation };

  it("prints the Danish path's factors in Danish number format, with the publication", async () => {
    const text = await textIn('da-DK', curated);
    expect(text).toContain('0,187 (2023), 0,135 (2025), 0,047 (2030), 0,0414 (2035), 0,0403 (2040) kg CO2e/kWh');
    expect(text).toContain('Bygningsreglementet 2018 (BR18)');
    expect(text).not.toContain('0.187');
  });

  it('prints them in English format in English', async () => {
    expect(await textIn('en-GB', curated)).toContain('0.187 (2023), 0.135 (2025), 0.047 (2030), 0.0414 (2035), 0.0403 (2040) kg CO2e/kWh');
  });

  it('says flat when no projection is curated', async () => {
    expect(await textIn('en-GB', { gridPathSource: 'flat', gridPathCitation: null })).toContain('flat');
  });
});
