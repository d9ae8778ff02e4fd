import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { login, test } from './support';

/**
 * Single-solution projects (spec/platform-and-shell.md §1–2, project-areas.md §2; issue #34): an app of
 * their own. A project is created in it and opens at /#/single-solution/project/{id} with its one
 * baseline group and one solution already made (the screen offers no second, nor a copy or a delete);
 * an item and the live summary; its report is the baseline report, whose charts carry labels instead
 * of the LCA data table, printed and exported as a PDF through the app's own print view.
 */
test('a seller creates a single-solution project, edits its one solution and exports its baseline report', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const projectName = `Single ${Date.now().toString(36)}`;
  await login(page, 'admin@seller.demo');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Single solution' }).click();
  await expect(page).toHaveURL(/#\/single-solution\/projects$/);

  await page.getByTestId('new-project').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Project name').fill(projectName);
  await dialog.getByLabel('Client').click();
  await page.getByRole('option', { name: 'Fjordby Municipality' }).click();
  await page.getByTestId('project-create-submit').click();
  await expect(page).toHaveURL(/#\/single-solution\/project\/\d+(\?solution=\d+)?$/);
  const projectId = /project\/(\d+)/.exec(page.url())![1];

  // Its one group and one solution came with it, named after the project: nothing to add, copy or delete.
  await expect(page.getByTestId('solution-title')).toHaveText(projectName);
  await expect(page.getByTestId('group-create')).toHaveCount(0);
  await expect(page.locator('[data-testid^="solution-create-"]')).toHaveCount(0);
  await expect(page.getByTestId('solution-delete-button')).toBeDisabled();

  // An item from the catalogue (with LCA data); the live summary follows.
  await page.getByTestId('product-search').fill('ProLiant DL385');
  await page.getByRole('option', { name: /ProLiant DL385 Gen10/ }).first().click();
  await page.getByTestId('item-add-amount').fill('4');
  await page.getByTestId('item-add').click();
  await expect(page.getByTestId('items-count')).toHaveText('1');
  await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 15_000 });
  await expect(page.getByTestId('figure-totalKwh-value').first()).toHaveText(/\d/);
  // No dead ends (issue #47, point 7): no comparative column, no proposal, no "add a comparative group".
  await expect(page.getByRole('region', { name: 'Comparative groups' })).toHaveCount(0);
  await expect(page.getByText('Add a comparative group to see the saving.')).toHaveCount(0);
  await expect(page.getByTestId('project-kwh-primary')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/single-solution-screen.png' });

  // The sidebar lists it under the app's own tab.
  await expect(page.getByTestId('sidebar-namespace-single-solution')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: projectName })).toHaveAttribute('aria-current', 'page');

  // Reports: the baseline report alone, with chart labels and no LCA data table.
  await page.getByTestId('tab-reports').click();
  await expect(page).toHaveURL(new RegExp(`#/single-solution/projects/${projectId}/select-report$`));
  await expect(page.locator('[data-testid^="select-"]')).toHaveCount(1);
  // The card opens once the availability is loaded (it is disabled until then): a click before it is lost.
  await expect(page.getByTestId('select-baseline_report')).toContainText('Available');
  await page.getByTestId('select-baseline_report').click();
  await expect(page).toHaveURL(new RegExp(`#/single-solution/projects/${projectId}/baseline-report$`));
  await expect(page.getByTestId('section-lca')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('lca-doughnut')).toBeVisible();
  const bars = page.getByTestId('lca-stage-bar-chart');
  await expect(bars).toBeVisible();
  await expect(bars.locator('svg text').filter({ hasText: /\d/ }).first()).toBeVisible();
  await expect(page.getByTestId('lca-data-table')).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Report type' }).getByRole('tab')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('single-solution-report.png'), fullPage: true });

  // Its PDF: the app's own print view, rendered by the server as a background job.
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('report-export-pdf').click();
  const download = await downloaded;
  await expect(page.getByText(/The PDF is ready\. Document GIA-/)).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^single-[a-z0-9]+-baseline-report-GIA-[A-Z0-9]{4}-[A-Z0-9]{4}\.pdf$/);
  const file = testInfo.outputPath('single-solution.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a free seller sees the single-solution app locked before entering it, and the upgrade dialog on entering', async ({ page }) => {
  await login(page, 'free@demo.test');
  await expect(page.getByTestId('home-locked-single-solution')).toBeVisible();
  await expect(page.getByTestId('sidebar-locked-single-solution')).toBeVisible();
  await page.getByTestId('sidebar').getByRole('link', { name: /Single solution/ }).click();
  await expect(page.getByRole('dialog')).toContainText('This part of the product needs a paid subscription.');
  await expect(page.getByTestId('new-project')).toHaveCount(0);
});
