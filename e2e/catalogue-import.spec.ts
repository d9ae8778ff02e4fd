import { expect } from '@playwright/test';
import { login, test } from './support';

/**
 * The catalogue import screen (super admins): a refused file shows the spec's text; a 15,000-row
 * Boavizta CSV is queued as a background job, the progress bar fills live (graphql-ws) and the result
 * lists the rejected rows with their reasons; the job's id stays in the address, so a reload shows it.
 */
const HEADER = 'manufacturer,name,category,subcategory,gwp_total,gwp_use_ratio,gwp_manufacturing_ratio,gwp_transport_ratio,gwp_eol_ratio,yearly_tec,lifetime,weight,use_location,report_date,sources';
const ROWS = 15_000;

function csv(stamp: string): string {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++) lines.push(`E2ecorp ${stamp},E2ebook ${i},Workplace,Laptop,${i % 1000 === 500 ? '' : 240},0.2,0.7,0.08,0.02,18,4,1.4,EU,March 2024,https://example.org/e2e-${i}.pdf`);
  return `${lines.join('\n')}\n`;
}

test('a super admin imports a catalogue file as a background job and watches its progress and result', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'superadmin@demo.test');
  await page.goto('/#/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Import catalogue' })).toBeVisible();

  // A file that is not in the format: refused at upload with the spec's text, nothing queued.
  await page.getByTestId('catalogue-file').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('brand,model\nDell,Thing\n') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Not a Boavizta footprint file: the header lacks manufacturer, name, category, subcategory, gwp_total, sources (found: brand, model).');
  await expect(page).not.toHaveURL(/job=/);

  await page.getByTestId('catalogue-file').setInputFiles({ name: 'footprints.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(Date.now().toString(36))) });
  await expect(page.getByText('footprints.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/job=\d+/);
  const job = page.getByTestId('catalogue-import-job');
  await expect(job.getByRole('heading', { name: 'footprints.csv' })).toBeVisible();

  // Live progress: the bar and the counts move before the end.
  const progress = page.getByTestId('catalogue-import-progress');
  await expect(progress).toContainText(/^[1-9][\d,]* of 15,000 rows/, { timeout: 30_000 });
  const bar = job.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^([1-9]\d?)$/);
  await page.screenshot({ path: test.info().outputPath('catalogue-import-progress.png') });

  const result = page.getByTestId('catalogue-import-result');
  await expect(result).toHaveText('15,000 rows read: 14,985 created, 0 updated, 15 rejected.', { timeout: 90_000 });
  await expect(progress).toBeHidden();
  const rejected = job.getByRole('table', { name: 'Skipped rows' }).getByRole('row');
  await expect(rejected).toHaveCount(16);
  await expect(rejected.nth(1)).toHaveText('502No gwp_total');
  await page.screenshot({ path: test.info().outputPath('catalogue-import-result.png'), fullPage: true });

  // The job id is in the address: a reload shows the same result.
  await page.reload();
  await expect(result).toHaveText('15,000 rows read: 14,985 created, 0 updated, 15 rejected.');
});
