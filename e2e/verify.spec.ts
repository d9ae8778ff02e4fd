import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { login, test } from './support';

/**
 * The public verify e-invoice page (spec/project-areas.md §2, §4, §5, §8). Documents are registered by
 * the report and e-invoice exports, which do not exist yet; the correct and incorrect answers are
 * covered by server/test/documents.test.ts. Here: the form rule, not found, and that the page loads
 * no user or subscription data.
 */

/** The GraphQL operations the page sends. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/graphql' && r.method() === 'POST') operations.push(JSON.parse(r.postData() ?? '{}').operationName);
  });
  return operations;
}

test.describe('verify e-invoice', () => {
  test('keeps Verify disabled until both fields are filled, without loading any user data', async ({ page }) => {
    const operations = recordOperations(page);
    await page.goto('/#/verify-evoice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a document');
    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await page.getByLabel('Document ID').fill('GIA-2222-3333');
    await expect(verify).toBeDisabled();
    await page.getByLabel(/CO₂ total/).fill('1234,5');
    await expect(verify).toBeEnabled();
    await page.getByLabel('Document ID').fill('');
    await expect(verify).toBeDisabled();
    expect(operations).toEqual([]);
    await expect(page).toHaveURL(/#\/verify-evoice/);
  });

  test('explains a total that is not a number and keeps Verify disabled', async ({ page }) => {
    await page.goto('/#/verify-evoice');
    await page.getByLabel('Document ID').fill('GIA-2222-3333');
    await page.getByLabel(/CO₂ total/).fill('12 kg');
    await page.getByLabel('Document ID').click();
    await expect(page.getByText('The CO2 total must be a number such as 1234.5 or 1234,5.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  test('answers Document not found for an unknown document ID', async ({ page }) => {
    const operations = recordOperations(page);
    await page.goto('/#/verify-evoice');
    await page.getByLabel('Document ID').fill('GIA-2222-3333');
    await page.getByLabel(/CO₂ total/).fill('120.5');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('verify-result')).toContainText('Document not found');
    expect(operations).toEqual(['DocumentVerify']);
  });

  test('prefills from a report QR-code link and checks at once', async ({ page }) => {
    await page.goto('/#/verify-evoice?id=GIA-9999-9999&total=42,5');
    await expect(page.getByLabel('Document ID')).toHaveValue('GIA-9999-9999');
    await expect(page.getByLabel(/CO₂ total/)).toHaveValue('42,5');
    await expect(page.getByTestId('verify-result')).toContainText('Document not found');
  });

  test('the issuer downloads and re-runs a document from the project and from the verify page (issue #47, point 9)', async ({ page }, testInfo) => {
    await login(page, 'admin@seller.demo');
    const demo = ((await (await page.request.get('/api/v1/project-manager/projects')).json()).data as Array<{ projects: { data: Array<{ id: number; name: string }> } }>)
      .flatMap((c) => c.projects.data)
      .find((p) => p.name === 'Data centre consolidation 2027')!;
    const pdf = await page.request.get(`/api/v1/project-manager/projects/${demo.id}/report.pdf?type=baseline`, { timeout: 120_000 });
    expect(pdf.status()).toBe(200);
    const documentId = pdf.headers()['x-document-id'];
    expect(documentId).toMatch(/^GIA-/);

    await page.goto(`/#/project-manager/projects/${demo.id}/select-report`);
    const row = page.getByTestId(`issued-document-${documentId}`);
    await expect(row).toContainText('Baseline report');
    await row.getByTestId('issued-document-manifest').click();
    await page.getByRole('button', { name: `Download manifest of ${documentId}` }).scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download manifest of ${documentId}` }).click()]);
    expect(download.suggestedFilename()).toBe(`${documentId}-manifest.json`);
    const manifest = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(manifest).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), document: { id: documentId, type: 'baseline' } });
    await page.getByTestId('manifest-rerun').click();
    await expect(page.getByTestId('manifest-rerun-result')).toContainText('Matches');
    await page.screenshot({ path: testInfo.outputPath('issued-documents.png'), fullPage: true });

    // The ID links to the public check, prefilled: correct, and re-run there too.
    await row.getByRole('link', { name: documentId }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a document');
    await expect(page.getByTestId('verify-result')).toContainText('The total is correct');
    await page.getByTestId('manifest-rerun').click();
    await expect(page.getByTestId('manifest-rerun-result')).toContainText('Matches');
    await page.screenshot({ path: testInfo.outputPath('verify-rerun.png'), fullPage: true });
  });
});
