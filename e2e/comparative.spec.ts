import { expect, type Locator, type Page } from '@playwright/test';
import { login, test } from './support';
import { readPdf } from './pdf';

/**
 * The comparative-solution app (issue #14; spec/platform-and-shell.md §2, §4, §9): a new project opens
 * at its calculations; a calculation gets equipment before and after; the report shows the energy
 * wheels, the savings and the efficiency bars; the exported PDF is numbered 'Page n/total' and its
 * document verifies on the public page.
 */

async function addItem(page: Page, side: Locator, model: string, amount: number) {
  await side.getByTestId('product-search').fill(model);
  await page.getByRole('option', { name: new RegExp(model) }).first().click();
  await side.getByTestId('item-add-amount').fill(String(amount));
  await side.getByTestId('item-add').click();
  await expect(side.locator(`[data-product="Dell ${model}"]`)).toBeVisible();
}

async function addCapacity(page: Page, side: Locator, amount: number) {
  const capacities = side.getByTestId('capacities-card');
  await capacities.getByRole('combobox').first().click();
  await page.getByTestId('capacity-option-server_vms').click();
  await capacities.getByTestId('capacity-amount').fill(String(amount));
  await capacities.getByTestId('capacity-add').click();
  await expect(capacities.getByTestId('capacity-server_vms')).toBeVisible();
}

test.describe('comparative solution', () => {
  test('builds a before/after calculation, opens its report and exports a PDF with page numbers', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const suffix = Date.now().toString(36);
    const clientName = `Comparative client ${suffix}`;
    await login(page, 'admin@seller.demo');
    await page.goto('/#/comparative-solution/projects');
    await page.getByTestId('new-client').click();
    await page.getByRole('dialog').getByLabel('Client name').fill(clientName);
    await page.getByTestId('client-create-submit').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByTestId('new-project').click();
    const projectDialog = page.getByRole('dialog');
    await projectDialog.getByLabel('Project name').fill(`Server swap ${suffix}`);
    await projectDialog.getByLabel('Client').click();
    await page.getByRole('option', { name: clientName }).click();
    await page.getByTestId('project-create-submit').click();
    // Spec §4: a comparative-solution project opens at its calculations.
    await expect(page).toHaveURL(/#\/comparative-solution\/projects\/\d+\/calculations/);
    const projectId = /projects\/(\d+)\//.exec(page.url())![1];

    await page.getByTestId('calculation-new').click();
    await page.getByTestId('calculation-create-name').fill('Server room');
    await page.getByTestId('calculation-create-submit').click();
    await expect(page.getByTestId('calculation-panel')).toBeVisible();

    const before = page.getByTestId('calculation-before');
    const after = page.getByTestId('calculation-after');
    await expect(before.getByText('Data state 3')).toBeVisible();
    await expect(after.getByText('Data state 4')).toBeVisible();
    await addItem(page, before, 'PowerEdge R6515', 8);
    await addCapacity(page, before, 40);
    await addItem(page, after, 'PowerEdge R6515', 4);
    await addCapacity(page, after, 40);

    // The same servers, half as many for the same 40 VMs: half the energy, efficiency factor 2.
    const table = page.getByTestId('capacity-table');
    await expect(table).toContainText('× 2.00', { timeout: 15_000 });
    await expect(page.getByTestId('calculation-totals')).toContainText('(50 %)');
    // One rounding rule (issue #47, point 3): the screen's saving is the exact figure the report prints.
    await page.goto(`/#/comparative-solution/projects/${projectId}/calculations`);
    const screenSaving = (await page.getByTestId('project-totals').innerText()).match(/Energy saving\s+([\d,]+) kWh/)?.[1];
    expect(screenSaving).toBeTruthy();

    // The report: energy wheels before and after, savings doughnut, summary bar, efficiency bars.
    await page.goto(`/#/comparative-solution/projects/${projectId}/select-report`);
    await page.getByTestId('select-report').click();
    await expect(page.getByTestId('report-document')).toBeVisible();
    await expect(page.getByTestId('summary-bar')).toBeVisible();
    await expect(page.getByTestId('savings-doughnut')).toContainText('50 %');
    await expect(page.getByTestId('key-energy-saving')).toContainText(screenSaving!);
    await expect(page.getByTestId('report-page-wheels').getByRole('img').first()).toBeVisible();
    await expect(page.getByTestId('efficiency-bars')).toHaveAttribute('data-bar-thickness', '50');
    const sheets = Number(await page.getByTestId('report-document').getAttribute('data-pages'));
    // Front page, summary, wheels, then the sections flow onto as few sheets as they need (issue #28).
    expect(sheets).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('report-document')).toContainText(`Page 1/${sheets}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-pdf').click()]);
    const file = testInfo.outputPath('comparative-solution.pdf');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^server-swap-${suffix}-comparative-report-GIA-[A-Z0-9]{4}-[A-Z0-9]{4}\\.pdf$`));
    const documentId = /GIA-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(download.suggestedFilename())![0];
    const pdf = await readPdf(file);
    const text = pdf.text;
    const labels = [...text.matchAll(/Page (\d+)\/(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(labels).toEqual(Array.from({ length: sheets }, (_, i) => [i + 1, sheets]));
    expect(pdf.pages).toHaveLength(sheets);
    expect(text).toContain(documentId);
    // The stamp prints the total with the report locale's decimal separator, which the check accepts.
    const total = /CO2 total: ([\d.,]+) kg CO2e/.exec(text)![1];

    await page.goto(`/#/verify-evoice?id=${documentId}&total=${total}`);
    await expect(page.getByTestId('verify-result')).toContainText('The total is correct');

    // The change log names what was done.
    await page.goto(`/#/comparative-solution/projects/${projectId}/logging`);
    await expect(page.getByTestId('change-log')).toContainText('Calculation created');
    await expect(page.getByTestId('change-log')).toContainText('Report printed or exported');
  });

  test('opens every screen of the demo project', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    const clients = (await (await page.request.get('/api/v1/comparative-solution/projects/all')).json()).data as { projects: { data: { id: number; name: string }[] } }[];
    const demo = clients.flatMap((c) => c.projects.data).find((p) => p.name === 'Server room and workplace renewal 2027')!;
    expect(demo).toBeTruthy();
    const P = `/#/comparative-solution/projects/${demo.id}`;
    await page.goto(`${P}/calculations`);
    await expect(page.getByTestId('calculation-list')).toContainText('Server rooms');
    await expect(page.getByTestId('calculation-list')).toContainText('Workplaces');
    await page.goto(`${P}/report`);
    await expect(page.getByTestId('report-title')).toHaveText('Fjordby Municipality: energy savings of the 2027 renewal');
    await page.goto(`${P}/annual-report`);
    await expect(page.getByTestId('annual-report')).toContainText('Scope 2 emissions');
    await page.goto(`${P}/report/inddatering`);
    await expect(page.getByTestId('data-entry-sheets')).toContainText('HP ProLiant DL385 Gen10');
    await page.goto(`${P}/pre-analysis`);
    await expect(page.getByRole('textbox', { name: 'Units before' }).first()).toHaveValue('14');
    await page.getByRole('textbox', { name: 'Units before' }).first().fill('10');
    await page.getByRole('textbox', { name: 'Watt each before' }).first().fill('100');
    // Before: 10 × 100 W × 8760 h + 3 × 600 W × 8760 h + 120 × 65 W × 2000 h = 8,760 + 15,768 + 15,600 = 40,128 kWh
    await expect(page.getByTestId('pre-analysis-result')).toContainText('40,128');
    await expect(page.getByTestId('pre-analysis-status')).toContainText('Saving');
    await expect(page.getByTestId('pre-analysis-status')).toContainText('Saved with the project');
    // Saved with the project: a reload (or a colleague) sees the same rows.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Units before' }).first()).toHaveValue('10');
    await expect(page.getByTestId('pre-analysis-result')).toContainText('40,128');
    // A letter is refused in the browser before it reaches the server.
    await page.getByRole('textbox', { name: 'Hours a year' }).first().fill('all year');
    await expect(page.getByTestId('pre-analysis-status')).toContainText('Not saved');

    // Extra columns per category type, kept with the calculation.
    await page.goto(`${P}/calculations`);
    const figures = page.getByTestId('item-figures-datacenter');
    await expect(figures.getByTestId('extra-column-head-co2_kg')).toBeVisible();
    await figures.getByTestId('extra-columns-datacenter').click();
    await page.getByTestId('extra-column-operational_cost').click();
    await page.keyboard.press('Escape');
    await expect(figures.getByTestId('extra-column-head-operational_cost')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('item-figures-datacenter').getByTestId('extra-column-head-operational_cost')).toBeVisible();

    // The kickback of the report data appears in the report's summary.
    await page.goto(`${P}/report`);
    await expect(page.getByTestId('kickback')).toContainText('DKK 24,000');
    await page.goto(`${P}/admin`);
    await expect(page.getByLabel('Title')).toHaveValue('Fjordby Municipality: energy savings of the 2027 renewal');
  });
});
