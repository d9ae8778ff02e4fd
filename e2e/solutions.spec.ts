import { expect, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'sheetjs-style';
import { REFERENCE_PRODUCTS } from '../shared/reference/products';
import { login, test } from './support';

/**
 * The solutions screen (spec/project-areas.md §2–§9) against the real server and demo catalogue:
 * groups, data-centre solutions with items, UPS and cooling, a capacity and a share, the figures
 * checked against a hand calculation (methodology M1–M3), the item import, and the file alerts.
 */

const LOCALE = 'en-GB';
const kwh = (v: number) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: Math.abs(v) >= 100 ? 0 : 1, minimumFractionDigits: Math.abs(v) >= 100 ? 0 : 1 }).format(v);
const money = (v: number) => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'DKK', minimumFractionDigits: Math.abs(v) >= 1000 ? 0 : 2, maximumFractionDigits: Math.abs(v) >= 1000 ? 0 : 2 }).format(v);
const fixed = (v: number, d: number) => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: d, maximumFractionDigits: d }).format(v);

/** M1: one unit's yearly energy from the catalogue product's modes, Σ watts × hours / 1000. */
function unitKwh(model: string): number {
  const product = REFERENCE_PRODUCTS.find((p) => p.modelName === model);
  if (!product) throw new Error(`${model} is not in the demo catalogue`);
  return product.modes.reduce((sum, m) => sum + m.powerWatts * m.hours, 0) / 1000;
}

async function waitForFigures(page: Page) {
  // Changes flag the summary pending; it refreshes itself 1–2 s later.
  await expect(page.getByTestId('summary-status')).toHaveAttribute('data-state', 'current', { timeout: 15_000 });
}

async function createGroup(page: Page, name: string, state: 'baseline' | 'comparative' | 'inactive') {
  await page.getByTestId('group-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('group-name-input').fill(name);
  await dialog.getByTestId(`group-state-${state}`).click();
  await dialog.getByTestId('group-submit').click();
  await expect(dialog).toBeHidden();
  await expect(groupCard(page, name)).toBeVisible();
}

const groupCard = (page: Page, name: string): Locator => page.locator(`[data-group-name="${name}"]`);

async function addDataCentreSolution(page: Page, group: string, name: string) {
  await groupCard(page, group).getByRole('button', { name: 'Add solution' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('solution-type-datacenter').click();
  await dialog.getByTestId('solution-name-input').fill(name);
  await dialog.getByTestId('solution-create-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('solution-title')).toHaveText(name);
}

async function addItem(page: Page, model: string, amount: number) {
  await page.getByTestId('product-search').fill(model);
  await page.getByRole('option', { name: new RegExp(model) }).first().click();
  // Number inputs prevent invalid input (spec; issue #34, point 10): letters never reach the field.
  await page.getByTestId('item-add-amount').fill('');
  await page.getByTestId('item-add-amount').pressSequentially('a1b2c');
  await expect(page.getByTestId('item-add-amount')).toHaveValue('12');
  await page.getByTestId('item-add-amount').fill(String(amount));
  await page.getByTestId('item-add').click();
  await expect(page.locator(`[data-product="Dell ${model}"]`)).toBeVisible();
}

/**
 * The import rows of the test below as an xlsx whose comment part names the cell "__proto__" (the
 * published SheetJS prototype-pollution case, CVE-2023-30533): read in the page's own realm it would
 * set Object.prototype.c. Written by sheetjs-style, then the comment's ref rewritten in the zip.
 */
function protoPollutingXlsx(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['brand_name', 'model_name', 'manufacturer_part_number', 'amount'],
    ['Dell', 'PowerEdge R6515', '', 2],
    ['Dell', 'PowerEdge R7515', '', 1],
    ['Contoso', 'Imaginary Server 9000', 'CX-9000', 3],
  ]);
  (sheet.A1 as XLSX.CellObject).c = [{ a: 'x', t: 'polluter' }] as unknown as XLSX.Comments;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Items');
  type Cfb = { read: (b: Buffer, o: object) => { FullPaths: string[]; FileIndex: Array<{ content: Buffer }> }; write: (c: unknown, o: object) => Buffer };
  // The CommonJS module's CFB (its zip reader and writer): a named export or on the default one, by loader.
  const lib = XLSX as unknown as { CFB?: Cfb; default?: { CFB: Cfb } };
  const CFB = lib.CFB ?? lib.default!.CFB;
  const zip = CFB.read(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, { type: 'buffer' });
  const i = zip.FullPaths.findIndex((p) => /comments\d*\.xml$/.test(p));
  if (i < 0) throw new Error('sheetjs-style wrote no comment part');
  const xml = Buffer.from(zip.FileIndex[i]!.content).toString('utf8');
  if (!xml.includes('ref="A1"')) throw new Error('no comment on A1');
  zip.FileIndex[i]!.content = Buffer.from(xml.replace('ref="A1"', 'ref="__proto__"'));
  return Buffer.from(CFB.write(zip, { type: 'buffer', fileType: 'zip' }));
}

async function pick(page: Page, container: Locator, optionTestId: string) {
  await container.getByRole('combobox').first().click();
  await page.getByTestId(optionTestId).click();
}

test.describe('solutions screen', () => {
  test('builds baseline and comparative groups whose figures match a hand calculation, imports items, and refuses bad files', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const suffix = Date.now().toString(36);
    const clientName = `Solutions client ${suffix}`;
    const projectName = `Server room ${suffix}`;

    await login(page, 'admin@seller.demo');
    await page.goto('/#/project-manager/projects');
    await page.getByTestId('new-client').click();
    await page.getByRole('dialog').getByLabel('Client name').fill(clientName);
    await page.getByTestId('client-create-submit').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByTestId('new-project').click();
    const projectDialog = page.getByRole('dialog');
    await projectDialog.getByLabel('Project name').fill(projectName);
    await projectDialog.getByLabel('Client').click();
    await page.getByRole('option', { name: clientName }).click();
    await page.getByTestId('project-create-submit').click();
    await expect(page).toHaveURL(/#\/project-manager\/projects\/\d+\/project-details/);

    // The project details page leads to the solutions screen.
    await page.getByTestId('project-solutions').click();
    await expect(page).toHaveURL(/#\/project-manager\/projects\/\d+\/solutions/);
    await expect(page.getByTestId('solutions-title')).toHaveText(projectName);
    await expect(page.getByText('No groups yet')).toBeVisible();

    // ---- baseline: one data-centre solution with 4 × PowerEdge R6515 -------------------------
    await createGroup(page, 'Current rooms', 'baseline');
    await expect(groupCard(page, 'Current rooms')).toHaveAttribute('data-state', 'baseline');
    await addDataCentreSolution(page, 'Current rooms', 'Room A');

    // Own CO2 factor and kWh price, so that the arithmetic below does not depend on defaults.
    await page.getByTestId('solution-co2').fill('150');
    await page.getByTestId('solution-kwh-price').fill('2');
    await page.getByTestId('solution-save').click();
    await expect(page.getByTestId('solution-save')).toBeDisabled();

    await addItem(page, 'PowerEdge R6515', 4);
    await pick(page, page.getByTestId('ups-picker'), 'ups-option-ups_92_1');
    await expect(page.getByTestId('ups-flag')).toHaveAttribute('data-state', 'done');
    await pick(page, page.getByTestId('cooling-picker'), 'cooling-option-cooling_2_98');
    await expect(page.getByTestId('cooling-flag')).toHaveAttribute('data-state', 'done');

    // A capacity: 40 virtual machines on the servers.
    const capacities = page.getByTestId('capacities-card');
    await pick(page, capacities, 'capacity-option-server_vms');
    await capacities.getByTestId('capacity-amount').fill('40');
    await capacities.getByTestId('capacity-add').click();
    await expect(capacities.getByTestId('capacity-server_vms')).toBeVisible();
    await expect(capacities.getByTestId('capacities-included')).toBeChecked();
    // Leaving them out asks first; "Restore deleted" brings them back.
    await capacities.getByTestId('capacities-included').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete all' }).click();
    await expect(capacities.getByTestId('capacities-included')).not.toBeChecked();
    await capacities.getByRole('button', { name: 'More capacity actions' }).click();
    await page.getByTestId('capacities-restore').click();
    await expect(capacities.getByTestId('capacities-included')).toBeChecked();
    await expect(capacities.getByTestId('capacity-server_vms')).toBeVisible();

    // A share: servers draw 50 % of their energy through UPS and cooling (sent as 0.5).
    const shares = page.getByTestId('shares-card');
    await shares.getByTestId('share-new-categories').click();
    await page.getByRole('option', { name: /Server \(rack or tower\)/ }).click();
    await page.keyboard.press('Escape');
    await shares.getByTestId('share-new-percent').fill('50');
    await shares.getByTestId('share-add').click();
    await expect(shares.getByTestId('share-1-percent')).toHaveValue('50');
    await expect(shares.getByTestId('shares-included')).toBeChecked();

    // ---- the figures, by hand (methodology M1–M3) ----------------------------------------------
    // M1 item energy: amount × Σ_modes(watts × hours) / 1000.
    const itKwh = 4 * unitKwh('PowerEdge R6515');
    // M2: the share puts 50 % of the server energy through UPS and cooling.
    const coveredKwh = itKwh * 0.5;
    const upsKwh = coveredKwh * (100 / 92.1 - 1);
    const coolingKwh = (coveredKwh + upsKwh) / 2.98;
    const totalKwh = itKwh + upsKwh + coolingKwh;
    const dcie = Math.round(((totalKwh - upsKwh - coolingKwh) / totalKwh) * 100);
    const pue = totalKwh / itKwh;
    // M3: no renewable energy, 150 g per kWh; 2 DKK per kWh.
    const co2Kg = (totalKwh * (1 - 0 / 100) * 150) / 1000;
    const cost = totalKwh * 2;
    // M4: watt per unit = average watts / capacity.
    const wattPerUnit = (itKwh * 1000) / 8760 / 40;

    await page.getByTestId('summary-refresh').click();
    await waitForFigures(page);
    await expect(page.getByTestId('figure-itKwh-value')).toHaveText(kwh(itKwh));
    await expect(page.getByTestId('figure-upsKwh-value')).toHaveText(kwh(upsKwh));
    await expect(page.getByTestId('figure-coolingKwh-value')).toHaveText(kwh(coolingKwh));
    await expect(page.getByTestId('figure-totalKwh-value')).toHaveText(kwh(totalKwh));
    await expect(page.getByTestId('figure-dcie-value')).toHaveText(String(dcie));
    await expect(page.getByTestId('figure-pue-value')).toHaveText(fixed(pue, 2));
    await expect(page.getByTestId('figure-co2-value')).toHaveText(kwh(co2Kg));
    await expect(page.getByTestId('figure-co2')).toContainText('kg');
    await expect(page.getByTestId('figure-operationalCost-value')).toHaveText(money(cost));
    await expect(page.getByTestId('category-row-server')).toContainText(fixed(wattPerUnit, 2));

    // How it was calculated: the UPS losses' trace shows M2, its formula and inputs.
    await page.getByTestId('trace-upsKwh').click();
    const trace = page.getByTestId('trace-popover');
    await expect(trace).toContainText('M2');
    await expect(page.getByTestId('trace-formula')).toContainText('upsKwh = coveredKwh × (100/η − 1)');
    await expect(page.getByTestId('trace-input-efficiencyPercent')).toContainText('92.1');
    await page.getByTestId('trace-input-coveredKwh').click();
    await expect(page.getByTestId('trace-formula')).toContainText('coveredKwh = Σ_categories itKwh_cat × f_cat');
    await expect(page.getByTestId('trace-input-server.fraction')).toContainText('0.5');
    await page.keyboard.press('Escape');

    // ---- comparative: 2 × PowerEdge R6525, no UPS or cooling -------------------------------------
    await createGroup(page, 'Consolidated', 'comparative');
    await addDataCentreSolution(page, 'Consolidated', 'Hall B');
    await addItem(page, 'PowerEdge R6525', 2);
    const comparativeKwh = 2 * unitKwh('PowerEdge R6525');
    await waitForFigures(page);
    await expect(page.getByTestId('figure-totalKwh-value')).toHaveText(kwh(comparativeKwh));
    await expect(page.getByTestId('figure-upsKwh-value')).toHaveText(kwh(0));

    // The project summary: the baseline against the proposal with the saving between them, never their sum.
    await expect(page.getByTestId('project-kwh-baseline')).toHaveText(`${kwh(totalKwh)} kWh`);
    await expect(page.getByTestId('project-kwh-primary')).toHaveText(`${kwh(comparativeKwh)} kWh`);
    await expect(page.getByTestId('project-kwh-saving')).toContainText(`${kwh(totalKwh - comparativeKwh)} kWh`);
    // The primary star: the comparative group becomes primary.
    await groupCard(page, 'Consolidated').getByTestId('group-primary').click();
    await expect(groupCard(page, 'Consolidated').getByTestId('group-primary')).toHaveAttribute('aria-pressed', 'true');

    // ---- import: 3 rows in an xlsx, one of them not in the catalogue ------------------------------
    // The workbook is also a crafted one (CVE-2023-30533: a cell comment whose ref is "__proto__" makes
    // SheetJS before 0.19.3 write Object.prototype.c): it is parsed in a worker, so the page's prototype
    // stays clean and its rows still arrive as plain rows.
    const file = path.join(os.tmpdir(), `solutions-import-${suffix}.xlsx`);
    fs.writeFileSync(file, protoPollutingXlsx());

    await page.getByTestId('items-import').click();
    const importDialog = page.getByTestId('import-dialog');
    await expect(importDialog).toBeVisible();

    // The file alerts (spec §5): a .txt file, then two files dropped at once, then too many rows.
    await importDialog.getByTestId('import-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a list') });
    await expect(importDialog.getByTestId('import-error')).toHaveText('Invalid file type. Please upload an Excel or CSV file.');
    const twoFiles = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['brand_name,model_name\n'], 'a.csv', { type: 'text/csv' }));
      dt.items.add(new File(['brand_name,model_name\n'], 'b.csv', { type: 'text/csv' }));
      return dt;
    });
    await importDialog.getByTestId('import-drop').dispatchEvent('drop', { dataTransfer: twoFiles });
    await expect(importDialog.getByTestId('import-error')).toHaveText('Please drop only one file.');
    const manyRows = ['brand_name,model_name,manufacturer_part_number', ...Array.from({ length: 251 }, (_, i) => `Dell,Model ${i},P-${i}`)].join('\n');
    await importDialog.getByTestId('import-file').setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(manyRows) });
    await expect(importDialog.getByTestId('import-error')).toHaveText('The file contains more than 250 rows.');
    // A hostile file: binary content named .xlsx is refused and nothing is imported.
    await importDialog.getByTestId('import-file').setInputFiles({ name: 'evil.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) });
    await expect(importDialog.getByTestId('import-error')).toContainText('could not be read');

    await importDialog.getByTestId('import-file').setInputFiles(file);
    await expect(importDialog.getByText('3 rows')).toBeVisible();
    expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(Object.prototype, 'c') || (({}) as Record<string, unknown>).c !== undefined)).toBe(false);
    await importDialog.getByTestId('import-check').click();
    await expect(importDialog.getByTestId('import-found-count')).toHaveText('2 found');
    await expect(importDialog.getByTestId('import-missing-count')).toHaveText('1 not found');
    // Found items start selected, the missing one not; a partner admin may request it.
    await expect(importDialog.getByTestId('import-found-row-0')).toBeChecked();
    await expect(importDialog.getByTestId('import-found-row-1')).toBeChecked();
    await expect(importDialog.getByTestId('import-missing-row-2')).not.toBeChecked();
    await importDialog.getByTestId('import-found-row-0').uncheck();
    await importDialog.getByTestId('import-found-row-1').uncheck();
    await expect(importDialog.getByTestId('import-none-selected')).toHaveText('No items selected');
    await expect(importDialog.getByTestId('import-submit')).toBeDisabled();
    await importDialog.getByTestId('import-found-row-0').check();
    await importDialog.getByTestId('import-found-row-1').check();
    await importDialog.getByTestId('import-missing-row-2').check();
    await importDialog.getByTestId('import-submit').click();
    await expect(importDialog.getByTestId('import-done')).toContainText('2 items imported');
    await expect(importDialog.getByTestId('import-done')).toContainText('1 item requested');
    await importDialog.getByTestId('import-close').click();
    await expect(page.getByTestId('items-count')).toHaveText('3');

    // ---- a product of our own, added to the solution; and a request for one not found ------------
    await page.getByTestId('product-create').click();
    const productDialog = page.getByRole('dialog');
    await productDialog.getByTestId('product-mpn').fill(`OWN-${suffix}`);
    await productDialog.getByTestId('product-model').fill(`Edge appliance ${suffix}`);
    await expect(productDialog.getByTestId('product-kwh')).toContainText('kWh per year per unit');
    await productDialog.getByTestId('product-create-submit').click();
    await expect(productDialog).toBeHidden();
    await expect(page.getByTestId('items-count')).toHaveText('4');

    // The own product's dialog shows the projects an edit changes before saving (issue #45, point 6).
    await page.locator(`[data-product$="Edge appliance ${suffix}"]`).getByTestId('item-product-edit').click();
    const editDialog = page.getByRole('dialog');
    await expect(editDialog.getByTestId('product-usage')).toContainText('Used in 1 project.');
    await expect(editDialog.getByTestId('product-usage').getByRole('link')).toHaveText([projectName]);
    await expect(editDialog.getByTestId('product-edit-save')).toBeDisabled();
    await editDialog.getByTestId('product-edit-lca-manufacturingKg').fill('1200');
    await page.screenshot({ path: 'test-results/product-edit-dialog.png' });
    await editDialog.getByTestId('product-edit-save').click();
    await expect(editDialog).toBeHidden();
    await expect(page.getByTestId('notice')).toHaveText('Product saved');

    await page.getByTestId('item-request').click();
    const requestDialog = page.getByRole('dialog');
    await requestDialog.getByTestId('request-brand').fill('Contoso');
    await requestDialog.getByTestId('request-model').fill('Imaginary Switch 48');
    await requestDialog.getByTestId('request-submit').click();
    // The spec keeps this notice in Danish in every locale.
    await expect(page.getByTestId('notice')).toHaveText('The item request was sent. The item counts once it is in the catalogue.');
    // The requested item stays in sight as pending, beside the one the import requested (issue #47, point 7).
    await expect(page.getByTestId('pending-items')).toContainText('Contoso Imaginary Switch 48');
    await expect(page.getByTestId('pending-items')).toContainText('2 requested items wait for the catalogue');
    await expect(page.getByTestId('pending-items')).toContainText('Pending validation');

    // ---- live: a colleague's open screen shows a new group without a reload -----------------------
    const solutionsUrl = page.url().replace(/^.*#/, '/#').replace(/\?.*$/, '');
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await login(colleague, 'collaborator@seller.demo');
    await colleague.goto(solutionsUrl);
    await expect(groupCard(colleague, 'Consolidated')).toBeVisible();
    await createGroup(page, 'Cloud option', 'inactive');
    await expect(groupCard(colleague, 'Cloud option')).toBeVisible({ timeout: 15_000 });
    await colleagueContext.close();
    fs.rmSync(file, { force: true });
  });
});
