import { expect } from '@playwright/test';
import { login, test } from './support';

/**
 * Single-solution projects (spec/platform-and-shell.md §1–2, project-areas.md §2; issue #34): an app of
 * their own. A project is created in it, opens at /#/single-solution/project/{id}, takes one baseline
 * group with one solution (the screen offers no second), and its report is the baseline report, whose
 * charts carry labels instead of the LCA data table.
 */
test('a seller builds a single-solution project and opens its baseline report', async ({ page }) => {
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
  await expect(page).toHaveURL(/#\/single-solution\/project\/\d+$/);
  const projectId = /project\/(\d+)/.exec(page.url())![1];

  // Its one group is the baseline; then its one solution.
  await page.getByRole('button', { name: 'Create a group' }).click();
  await page.getByTestId('group-name-input').fill('Server room today');
  await page.getByTestId('group-state-baseline').click();
  await page.getByTestId('group-submit').click();
  await expect(page.getByTestId('group-create')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a solution' }).click();
  await page.getByRole('dialog').getByTestId('solution-type-datacenter').click();
  await page.getByRole('dialog').getByTestId('solution-name-input').fill('Server room');
  await page.getByRole('dialog').getByTestId('solution-create-submit').click();
  await expect(page.getByTestId('solution-title')).toHaveText('Server room');
  // One solution: no second can be added.
  await expect(page.locator('[data-testid^="solution-create-"]')).toHaveCount(0);

  await page.getByTestId('product-search').fill('PowerEdge R6515');
  await page.getByRole('option', { name: /PowerEdge R6515/ }).first().click();
  await page.getByTestId('item-add-amount').fill('4');
  await page.getByTestId('item-add').click();
  await expect(page.locator('[data-product="Dell PowerEdge R6515"]')).toBeVisible();
  await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 15_000 });
  await expect(page.getByTestId('figure-totalKwh-value').first()).toHaveText(/\d/);

  // The sidebar lists it under the app's own tab.
  await expect(page.getByTestId('sidebar-namespace-single-solution')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sidebar').getByRole('link', { name: projectName })).toHaveAttribute('aria-current', 'page');

  // Reports: the baseline report alone, with chart labels and no LCA data table.
  await page.getByTestId('tab-reports').click();
  await expect(page).toHaveURL(new RegExp(`#/single-solution/projects/${projectId}/select-report$`));
  await expect(page.locator('[data-testid^="select-"]')).toHaveCount(1);
  await page.getByTestId('select-baseline_report').click();
  await expect(page).toHaveURL(new RegExp(`#/single-solution/projects/${projectId}/baseline-report$`));
  await expect(page.getByText('Server room today').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('lca-data-table')).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Report type' }).getByRole('tab')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/single-solution-report.png', fullPage: true });
});
