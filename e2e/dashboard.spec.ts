import { expect, type Page } from '@playwright/test';
import { login, test } from './support';

const values = async (page: Page, testId: string) => (await page.getByTestId(testId).getAttribute('data-values')) ?? '';
const sum = (csv: string) => csv.split(',').reduce((s, v) => s + Number(v), 0);

test.describe('live dashboard', () => {
  test('the seller admin switches ranges and views; a colleague’s new project updates the open dashboard without reload', async ({ page, browser }) => {
    await login(page, 'admin@seller.demo');
    await page.goto('/#/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Partner admins start in the partner view, current month.
    await expect(page.getByTestId('view-partner')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('widget-projects-value')).toBeVisible();
    await expect(page.getByTestId('co2-chart')).toBeVisible();
    const chart = page.getByTestId('projects-chart');
    await expect(chart).toHaveAttribute('data-range-months', '1');
    const partnerBars = await values(page, 'projects-chart');
    expect(partnerBars.split(',')).toHaveLength(12);
    const monthProjects = Number(await page.getByTestId('widget-projects-value').textContent());
    expect(monthProjects).toBe(Number(partnerBars.split(',')[11]));
    await page.screenshot({ path: '/tmp/dashboard-partner.png', fullPage: true });

    // Last 12 months: the widgets count the whole history (the demo projects were started over several months) and the chart colours the range.
    await page.getByTestId('dashboard-range').click();
    await page.getByTestId('range-last_12_months').click();
    await expect(page.getByTestId('widget-projects-value')).toHaveText(String(sum(partnerBars)));
    await expect(chart).toHaveAttribute('data-range-months', '12');
    expect(sum(partnerBars)).toBeGreaterThan(monthProjects);
    await page.screenshot({ path: '/tmp/dashboard-12-months.png', fullPage: true });
    await page.getByTestId('dashboard-range').click();
    await page.getByTestId('range-last_3_months').click();
    await expect(chart).toHaveAttribute('data-range-months', '3');
    // "Last month" runs from its start to the end of this month (spec §9): its label says so, and the period is in the user's date format.
    await page.getByTestId('dashboard-range').click();
    await expect(page.getByTestId('range-last_month')).toHaveText('Last month and this month');
    await page.getByTestId('range-last_month').click();
    await expect(chart).toHaveAttribute('data-range-months', '2');
    await expect(page.getByText(/from \d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}\./)).toBeVisible();
    await page.getByTestId('dashboard-range').click();
    await page.getByTestId('range-current_month').click();
    await expect(page.getByTestId('widget-projects-value')).toHaveText(String(monthProjects));

    // A colleague creates a project in a second browser: the open dashboard updates live.
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await login(colleague, 'user@seller.demo');
    await colleague.goto('/#/project-manager/projects');
    const suffix = Date.now().toString(36);
    await colleague.getByTestId('new-client').click();
    await colleague.getByRole('dialog').getByLabel('Client name').fill(`Dashboard client ${suffix}`);
    await colleague.getByTestId('client-create-submit').click();
    await expect(colleague.getByRole('dialog')).toBeHidden();
    await colleague.getByTestId('new-project').click();
    const dialog = colleague.getByRole('dialog');
    await dialog.getByLabel('Project name').fill(`Dashboard project ${suffix}`);
    await dialog.getByLabel('Client').click();
    await colleague.getByRole('option', { name: `Dashboard client ${suffix}` }).click();
    await colleague.getByTestId('project-create-submit').click();
    await expect(colleague).toHaveURL(/project-details/);

    await expect(page.getByTestId('widget-projects-value')).toHaveText(String(monthProjects + 1), { timeout: 15_000 });
    await expect(page.getByTestId('dashboard-live')).toBeVisible();
    await expect.poll(async () => Number((await values(page, 'projects-chart')).split(',')[11])).toBe(monthProjects + 1);
    const liveBars = await values(page, 'projects-chart');
    await page.screenshot({ path: '/tmp/dashboard-live.png', fullPage: true });
    await colleagueContext.close();

    // User view: only the admin's own projects, so the colleague's is not in the bars.
    await page.getByTestId('view-user').click();
    await expect(page.getByText('Your own projects and reports', { exact: false })).toBeVisible();
    await expect.poll(() => values(page, 'projects-chart')).not.toBe(liveBars);
    await expect(page.getByTestId('widget-projects-value')).toHaveText(String(monthProjects));
    await page.screenshot({ path: '/tmp/dashboard-user.png', fullPage: true });
  });

  test('an ordinary user sees only the user view', async ({ page }) => {
    await login(page, 'user@seller.demo');
    await page.goto('/#/dashboard');
    await expect(page.getByTestId('widget-projects-value')).toBeVisible();
    await expect(page.getByTestId('view-partner')).toHaveCount(0);
    await expect(page.getByText('Your own projects and reports', { exact: false })).toBeVisible();
  });
});
