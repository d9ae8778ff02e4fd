import { expect } from '@playwright/test';
import { login, test } from './support';

test.describe('clients and projects', () => {
  test('creates a client and a project, which appears live for a colleague and is 404 for another partner', async ({ page, browser }) => {
    const suffix = Date.now().toString(36);
    const clientName = `Harbour Logistics ${suffix}`;
    const projectName = `Edge rooms ${suffix}`;

    // A collaborator of the same partner (who opens the organisation's projects) watches the project
    // list in a second browser context.
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await login(colleague, 'collaborator@seller.demo');
    await colleague.goto('/#/project-manager/projects');
    await expect(colleague.getByTestId('new-project')).toBeVisible();

    await login(page, 'admin@seller.demo');
    await page.goto('/#/project-manager/projects');
    await page.getByTestId('new-client').click();
    await page.getByRole('dialog').getByLabel('Client name').fill(clientName);
    await page.getByTestId('client-create-submit').click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByTestId('new-project').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Project name').fill(projectName);
    await dialog.getByLabel('Client').click();
    await page.getByRole('option', { name: clientName }).click();
    await dialog.getByLabel('kWh price').fill('1,42');
    await page.getByTestId('project-create-submit').click();

    // The new project's details page opens, with the kWh price saved as a number.
    await expect(page).toHaveURL(/#\/project-manager\/projects\/\d+\/project-details/);
    await expect(page.getByTestId('project-title')).toHaveText(projectName);
    await expect(page.getByLabel('kWh price')).toHaveValue(/1[.,]42/);
    const projectUrl = page.url();

    // Live: the colleague's open list shows it without a reload (graphql-ws ProjectUpdated).
    await expect(colleague.getByRole('link', { name: projectName }).first()).toBeVisible({ timeout: 15_000 });
    await colleagueContext.close();

    // Another partner's user gets /404 for the same URL.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await login(other, 'admin@buyer.demo');
    await other.goto(projectUrl.replace(/^.*#/, '/#'));
    await expect(other).toHaveURL(/#\/404/);
    await otherContext.close();
  });

  test('sends a free-plan user from the paid project manager to the upgrade dialog', async ({ page }) => {
    await login(page, 'free@demo.test');
    await page.goto('/#/project-manager/projects');
    await expect(page.getByRole('dialog')).toContainText('This part of the product needs a paid subscription.');
  });

  test('shows a free-plan user the paid areas as paid before any work (issue #34 point 2)', async ({ page }) => {
    await login(page, 'free@demo.test');
    await page.goto('/#/');
    // The start page and the sidebar mark both paid apps before they are entered.
    await expect(page.getByTestId('home-locked-comparative-solution')).toBeVisible();
    await expect(page.getByTestId('home-locked-project-manager')).toBeVisible();
    await expect(page.getByTestId('sidebar-locked-comparative-solution')).toBeVisible();
    // Entering the comparative-solution list shows the upgrade dialog at once: no "New project" to fill in first.
    await page.getByTestId('sidebar').getByRole('link', { name: /Comparative solution/ }).click();
    await expect(page.getByRole('dialog')).toContainText('This part of the product needs a paid subscription.');
    await expect(page.getByTestId('new-project')).toHaveCount(0);
  });

  test('does not load user data on the sign-in pages', async ({ page }) => {
    const graphqlCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql') || r.url().includes('/api/')) graphqlCalls.push(r.postData() ?? r.url());
    });
    for (const path of ['/#/login', '/#/register', '/#/forgot-password', '/#/reset-password?token=x&email=a@b.c']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(graphqlCalls).toEqual([]);
  });
});
