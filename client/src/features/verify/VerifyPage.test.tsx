import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { activateLocale, i18n } from '../../app/i18n';
import { VerifyPage } from './VerifyPage';
import { DocumentVerifyDocument, RerunDocumentDocument } from './verify-queries';

afterEach(cleanup);

const SHA = 'a3f1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

const verification = (result: 'correct' | 'incorrect', manifestSha256: string | null = null) => ({
  __typename: 'DocumentVerification',
  result,
  documentId: 'GIA-GCEQ-G9QV',
  totalKgCo2e: result === 'correct' ? 18452.68 : null,
  co2Precision: 2,
  type: 'comparative',
  issuedAt: '2026-11-21T00:07:00.000Z',
  manifestSha256,
});

const answer = (co2Total: string, body: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: DocumentVerifyDocument, variables: { documentId: 'GIA-GCEQ-G9QV', co2Total } },
  result: body,
});

/** The public page alone: no session provider, so a user query would find no mock and fail. */
async function renderPage(mocks: MockLink.MockedResponse[], path = '/verify-evoice') {
  await act(() => activateLocale('en-GB'));
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/verify-evoice" element={<VerifyPage />} />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </I18nProvider>,
    );
  });
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

async function submit(id: string, total: string) {
  fireEvent.change(screen.getByLabelText('Document ID'), { target: { value: id } });
  fireEvent.change(screen.getByLabelText(/CO₂ total/), { target: { value: total } });
  await waitFor(() => expect(verifyButton().disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('VerifyPage', () => {
  it('is invalid until both fields are filled', async () => {
    await renderPage([]);
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Document ID'), { target: { value: 'GIA-GCEQ-G9QV' } });
    await waitFor(() => expect(verifyButton().disabled).toBe(true));
    fireEvent.change(screen.getByLabelText(/CO₂ total/), { target: { value: '1,5' } });
    await waitFor(() => expect(verifyButton().disabled).toBe(false));
  });

  it('shows a correct total with the registered figure, the type and the date', async () => {
    await renderPage([answer('18452,68', { data: { documentVerify: verification('correct') } })]);
    await submit('GIA-GCEQ-G9QV', '18452,68');
    const result = await screen.findByTestId('verify-result');
    expect((result).textContent).toContain('The total is correct');
    expect((result).textContent).toContain('18,452.68 kg CO₂e');
    expect((result).textContent).toContain('Comparative report');
    expect((result).textContent).toContain('21 November 2026');
  });

  it("shows the manifest's SHA-256 beside a correct total, when the document has a manifest", async () => {
    await renderPage([answer('18452,68', { data: { documentVerify: verification('correct', SHA) } })]);
    await submit('GIA-GCEQ-G9QV', '18452,68');
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('Manifest SHA-256');
    expect(screen.getByTestId('manifest-sha256').textContent).toBe(SHA);
  });

  it('re-runs the manifest from the verify page: "Matches", the named differences, or who may (issue #47, point 9)', async () => {
    const rerun = (body: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({ request: { query: RerunDocumentDocument, variables: { documentId: 'GIA-GCEQ-G9QV' } }, result: body });
    const rerunAnswer = (matches: boolean, differences: Array<{ path: string; registered: unknown; recomputed: unknown }> = []) =>
      rerun({ data: { rerunDocument: { __typename: 'DocumentRerun', matches, manifestSha256Valid: matches, methodologyVersion: '2026.11', differences: differences.map((d) => ({ __typename: 'ManifestDifference', ...d })) } } });
    await renderPage([
      answer('18452,68', { data: { documentVerify: verification('correct', SHA) } }),
      rerunAnswer(true),
      rerunAnswer(false, [{ path: 'totals.co2_total_kg', registered: 18452.68, recomputed: 18000.5 }]),
      rerun({ errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] } as never),
    ]);
    await submit('GIA-GCEQ-G9QV', '18452,68');
    await screen.findByTestId('verify-result');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Verify a document');
    fireEvent.click(screen.getByTestId('manifest-rerun'));
    expect((await screen.findByTestId('manifest-rerun-result')).textContent).toContain('Matches');
    expect(screen.getByTestId('manifest-rerun-result').textContent).toContain('methodology 2026.11');
    fireEvent.click(screen.getByTestId('manifest-rerun'));
    await waitFor(() => expect(screen.getByTestId('manifest-rerun-result').textContent).toContain('Does not match'));
    expect(screen.getByTestId('manifest-rerun-result').textContent).toContain('totals.co2_total_kg: registered 18,452.68, recomputed 18,000.5');
    expect(screen.getByTestId('manifest-rerun-result').textContent).toContain('no longer hashes');
    fireEvent.click(screen.getByTestId('manifest-rerun'));
    await waitFor(() => expect(screen.getByTestId('manifest-rerun-result').textContent).toContain('Only the issuing organisation can download and re-run the manifest'));
  });

  it('shows no manifest line for a document without a manifest (e-invoices)', async () => {
    await renderPage([answer('18452,68', { data: { documentVerify: verification('correct') } })]);
    await submit('GIA-GCEQ-G9QV', '18452,68');
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).not.toContain('Manifest SHA-256');
  });

  it('shows an incorrect total without a figure', async () => {
    await renderPage([answer('18452.6', { data: { documentVerify: verification('incorrect') } })]);
    await submit('GIA-GCEQ-G9QV', '18452.6');
    const result = await screen.findByTestId('verify-result');
    expect((result).textContent).toContain('The total is incorrect');
    expect(result.textContent).not.toContain('kg CO₂e');
  });

  it('shows Document not found for NOT_FOUND, and The total is incorrect for other errors (spec §8)', async () => {
    await renderPage([
      answer('1', { errors: [{ message: 'Document not found', extensions: { code: 'NOT_FOUND' } }] } as never),
      answer('2', { errors: [{ message: 'The CO2 total field is required.', extensions: { code: 'VALIDATION' } }] } as never),
    ]);
    await submit('GIA-GCEQ-G9QV', '1');
    expect((await screen.findByTestId('verify-result')).textContent).toContain('Document not found');
    await submit('GIA-GCEQ-G9QV', '2');
    await waitFor(() => expect((screen.getByTestId('verify-result')).textContent).toContain('The total is incorrect'));
  });

  it('prefills from a QR-code link and checks at once', async () => {
    await renderPage([answer('18452,68', { data: { documentVerify: verification('correct') } })], '/verify-evoice?id=GIA-GCEQ-G9QV&total=18452,68');
    expect((screen.getByLabelText('Document ID') as HTMLInputElement).value).toBe('GIA-GCEQ-G9QV');
    expect((await screen.findByTestId('verify-result')).textContent).toContain('The total is correct');
  });
});
