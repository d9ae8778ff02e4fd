import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../common/testing';
import { ReportLanguageHint } from './ReportLanguageHint';

afterEach(cleanup);

describe('ReportLanguageHint (issue #47, point 8)', { timeout: 20000 }, () => {
  it("says the PDF will be in the partner's report language when it is not the screen's", async () => {
    await renderWithProviders(<ReportLanguageHint options={{ locale: 'da-DK', source: 'partner' }} />, { mocks: [] });
    expect((await screen.findByTestId('report-pdf-language')).textContent).toBe("The PDF will be in Danish (the partner's report language).");
  });

  it('says nothing when the PDF is in the language on screen', async () => {
    await renderWithProviders(<><ReportLanguageHint options={{ locale: null, source: 'default' }} /><ReportLanguageHint options={{ locale: 'en-GB', source: 'user' }} /><span data-testid="rendered" /></>, { mocks: [] });
    await screen.findByTestId('rendered');
    expect(screen.queryByTestId('report-pdf-language')).toBeNull();
  });
});
