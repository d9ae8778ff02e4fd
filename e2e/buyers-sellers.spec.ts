import { expect, type Locator, type Page } from '@playwright/test';
import { closeBuyerWelcomeIfOpen, login, test } from './support';

/**
 * The buyer-to-seller story (spec/platform-and-shell.md §2; spec/project-areas.md §2–§8) with two
 * browser contexts: the buyer builds a baseline, writes a request with a template's questions and a
 * deadline and shares it; the seller sees the badge, accepts, shares internally, answers with
 * autosave, builds a solution, is stopped by 'Missing answer', then sends; the buyer sees the
 * requested group and opens a comparative report that includes it.
 */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/buyers-${name}.png`, fullPage: true });
}

const groupCard = (page: Page, name: string): Locator => page.locator(`[data-group-name="${name}"]`);

test.describe('buyers and sellers', () => {
  test('a request goes from the buyer to the seller and its response comes back as a requested group', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const suffix = Date.now().toString(36);
    const groupName = `Hospital ${suffix}`;
    const projectName = `Tender ${suffix}`;
    const title = `Servers ${suffix}`;

    // The seller's tab is open first: the badge shows the demo's one open request.
    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    await login(seller, 'admin@seller.demo');
    const badge = seller.getByTestId('request-badge');
    await expect(badge).toContainText('1');

    // ---- buyer: a project group, a project and its baseline ---------------------------------------
    await login(page, 'admin@buyer.demo');
    await page.goto('/#/buyers/projects');
    // A buyer's start page is their project groups; the one-time welcome (issue #34 point 3) shows once
    // per account, so it is closed here if still open and checked in auth.spec.ts (issue #47, point 11).
    await expect(page.getByTestId('new-client')).toBeVisible();
    await closeBuyerWelcomeIfOpen(page);
    await page.getByTestId('new-client').click();
    await page.getByRole('dialog').getByLabel('Client name').fill(groupName);
    await page.getByTestId('client-create-submit').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // The new project group opens at once; a project created there belongs to it.
    await expect(page).toHaveURL(/#\/buyers\/project-group\/\d+\/projects/);
    // The URL changes before the lazily loaded group page replaces the list, and the list has a
    // "New project" button of its own: wait for the group's heading, or the click can open the
    // list's dialog just before the list goes away.
    await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
    await page.getByTestId('new-project').click();
    const projectDialog = page.getByRole('dialog');
    await projectDialog.getByLabel('Project name').fill(projectName);
    await page.getByTestId('project-create-submit').click();
    await expect(page).toHaveURL(/#\/buyers\/projects\/\d+\/project-details/);
    const projectId = /projects\/(\d+)\//.exec(page.url())![1];
    await shot(page, '01-project-details');

    await page.getByTestId('project-solutions').click();
    await expect(page).toHaveURL(/#\/buyers\/projects\/\d+\/solutions/);
    await page.getByTestId('group-create').click();
    const groupDialog = page.getByRole('dialog');
    await groupDialog.getByTestId('group-name-input').fill('Current room');
    await groupDialog.getByTestId('group-state-baseline').click();
    await groupDialog.getByTestId('group-submit').click();
    await expect(groupCard(page, 'Current room')).toBeVisible();
    await groupCard(page, 'Current room').getByRole('button', { name: 'Add solution' }).click();
    const solutionDialog = page.getByRole('dialog');
    await solutionDialog.getByTestId('solution-type-datacenter').click();
    await solutionDialog.getByTestId('solution-name-input').fill('Rack A');
    await solutionDialog.getByTestId('solution-create-submit').click();
    await expect(page.getByTestId('solution-title')).toHaveText('Rack A');
    await page.getByTestId('product-search').fill('PowerEdge R6515');
    await page.getByRole('option', { name: /PowerEdge R6515/ }).first().click();
    await page.getByTestId('item-add-amount').fill('10');
    await page.getByTestId('item-add').click();
    await expect(page.locator('[data-product="Dell PowerEdge R6515"]')).toBeVisible();
    await shot(page, '02-buyer-baseline');

    // ---- buyer: the request, with a template's questions and a deadline, shared with the seller ----
    await page.getByTestId('tab-requests').click();
    await expect(page).toHaveURL(new RegExp(`#/buyers/projects/${projectId}/requests`));
    // Issue #47 point 11: the breadcrumbs name the project group and the project.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(new RegExp(`Buyers.*${groupName}.*${projectName}.*Requests`));
    const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    // Issue #34 point 7: an empty form marks its fields, each with its own message, and sends nothing.
    await page.getByTestId('request-create').click();
    const newRequest = page.locator('form').filter({ has: page.getByTestId('request-create') });
    await expect(newRequest.getByText('The title field is required.')).toBeVisible();
    await expect(newRequest.getByText('The deadline field is required.')).toBeVisible();
    await expect(page.getByTestId('request-title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('notice')).toHaveCount(0);
    // The deadline is typed and shown in the user's format (en-GB: dd/mm/yyyy), not the browser's.
    await expect(page.getByTestId('request-deadline')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    const [y, m, d] = deadline.split('-');
    await page.getByTestId('request-title').fill(title);
    await page.getByTestId('request-deadline').fill(`${d}/${m}/${y}`);
    await page.getByTestId('request-create').click();
    const editor = page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(editor).toBeVisible();
    await editor.getByRole('combobox', { name: 'Question template' }).click();
    await page.getByRole('option', { name: 'Sustainability basics' }).click();
    await editor.getByTestId('template-import').click();
    await expect(page.getByTestId('notice')).toContainText('Template imported');
    await expect(editor.getByTestId('request-questions')).toContainText('Are the offered servers refurbished?');
    await editor.getByTestId('question-text').fill('What is the delivery time?');
    await editor.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Text' }).click();
    await editor.getByTestId('question-add').click();
    await expect(editor.getByTestId('request-questions')).toContainText('What is the delivery time?');
    await editor.getByTestId('share-supplier').fill('Nordic IT Partner ApS');
    await editor.getByTestId('share-name').fill('Anna Admin');
    await editor.getByTestId('share-email').fill('admin@seller.demo');
    await editor.getByTestId('share-send').click();
    await expect(editor.getByTestId('request-status')).toHaveText('Sent');
    // A second share to the same address is refused with the spec's text.
    await editor.getByTestId('share-supplier').fill('Nordic IT Partner ApS');
    await editor.getByTestId('share-name').fill('Anna Admin');
    await editor.getByTestId('share-email').fill('admin@seller.demo');
    await editor.getByTestId('share-send').click();
    await expect(page.getByTestId('notice')).toContainText('Error! already shared with admin@seller.demo');
    await shot(page, '03-buyer-request');

    // ---- seller: the badge counts the new request live; accept; share internally ------------------
    await expect(badge).toContainText('2', { timeout: 15_000 });
    await seller.getByRole('link', { name: /Requests/ }).first().click();
    const row = seller.locator('[data-testid^="inbox-row-"]').filter({ hasText: title });
    await expect(row).toBeVisible();
    // Dates in the user's format, one format per row (issue #47, point 5): the en-GB "2 Dec 2026" of today.
    await expect(row).toContainText(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date()));
    await expect(seller.locator('.MuiTablePagination-displayedRows')).toHaveText(/^\d+–\d+ of \d+$/);
    await shot(seller, '04-seller-inbox');
    await row.getByTestId('inbox-confirm').click();
    await seller.getByTestId('confirm-accepted').click();
    await expect(badge).toContainText('1', { timeout: 15_000 });
    await row.getByTestId('inbox-share').click();
    await seller.getByTestId('colleague-search').fill('Ulrik');
    await seller.getByRole('button', { name: 'Share' }).first().click();
    await expect(seller.getByTestId('internal-shares')).toContainText('Ulrik User');
    await shot(seller, '05-seller-internal-share');
    await seller.getByRole('button', { name: 'Close' }).click();

    // ---- seller: answers with autosave, a solution, 'Missing answer', then send -----------------
    await row.getByTestId('inbox-open').click();
    await expect(seller).toHaveURL(/#\/requests\/\d+/);
    const questions = seller.locator('[data-testid^="question-"]');
    await expect(questions).toHaveCount(3);
    await questions.nth(0).getByLabel('Yes').check();
    await expect(questions.nth(0).getByTestId('autosave-status')).toContainText('Saving in');
    await expect(questions.nth(0).getByTestId('autosave-status')).toHaveText('Saved', { timeout: 10_000 });
    await seller.getByTestId('response-solution-create').click();
    await seller.getByTestId('response-product-search').fill('PowerEdge R6525');
    // Issue #47 point 11: each result with its category and yearly energy, as on the solutions screen.
    await expect(seller.getByTestId('response-product-results').locator('[data-testid^="response-product-"]').first()).toContainText(/Server \(rack or tower\).*kWh\/yr/);
    await seller.getByTestId('response-product-results').getByRole('button', { name: 'Add' }).first().click();
    await expect(seller.getByTestId('response-group')).toContainText('PowerEdge R6525');
    // The focus returns to the search for the next product, not to the page (issue #47, point 6).
    await expect(seller.getByTestId('response-product-search')).toBeFocused();
    await expect(seller.getByTestId('response-total')).toContainText('kWh');
    // The solution's capacity and UPS (a data-centre solution).
    const solutionBox = seller.getByTestId('response-solution').first();
    await solutionBox.getByLabel('Capacity').click();
    await seller.getByRole('option', { name: /Virtual machines/ }).first().click();
    await solutionBox.getByTestId('response-capacity-amount').fill('40');
    await solutionBox.getByTestId('response-capacity-add').click();
    await expect(solutionBox.getByTestId('response-capacity')).toContainText('40');
    await solutionBox.getByLabel('UPS').click();
    await seller.getByRole('option').nth(1).click();
    await expect(seller.getByTestId('notice')).toContainText('UPS saved');
    // The item's hours and a category infrastructure share of the solution.
    await solutionBox.getByLabel('Hours').first().click();
    await seller.getByRole('option').nth(1).click();
    await expect(seller.getByTestId('notice')).toContainText('Hours saved');
    await solutionBox.getByLabel('Categories').click();
    await seller.getByRole('option').first().click();
    await seller.keyboard.press('Escape');
    await solutionBox.getByTestId('response-share-percent').fill('50');
    await solutionBox.getByTestId('response-share-add').click();
    await expect(solutionBox.getByTestId('response-share')).toContainText('50 %');
    await shot(seller, '06a-seller-solution');
    await seller.getByTestId('response-send').click();
    await expect(seller.getByRole('dialog')).toContainText("Please provide an answer to all of the client's questions before sending the response");
    await shot(seller, '06-seller-missing-answer');
    await seller.getByTestId('missing-answer-ok').click();
    await questions.nth(1).getByLabel('Yes').check();
    await questions.nth(2).getByRole('textbox').fill('Six weeks');
    await expect(questions.nth(2).getByTestId('autosave-status')).toHaveText('Saved', { timeout: 10_000 });
    await expect(questions.nth(1).getByTestId('autosave-status')).toHaveText('Saved', { timeout: 10_000 });
    await seller.getByTestId('response-send').click();
    await expect(seller.getByTestId('great-work-text')).toContainText('Buyer Corp A/S');
    await expect(seller.getByTestId('great-work-text')).toContainText('admin@buyer.demo');
    await shot(seller, '07-seller-great-work');
    await sellerContext.close();

    // ---- buyer: the requested group among the comparative groups, in the comparative report -------
    await page.goto(`/#/buyers/projects/${projectId}/solutions`);
    // The response group is named after its request and its seller (issue #47).
    const responseName = `${title} · Nordic IT Partner ApS`;
    await expect(groupCard(page, responseName)).toBeVisible({ timeout: 15_000 });
    await expect(groupCard(page, responseName)).toHaveAttribute('data-state', 'requested');
    await shot(page, '08-buyer-requested-group');
    await page.goto(`/#/buyers/projects/${projectId}/comparative-report`);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });
    await shot(page, '09-buyer-comparative-report');
    // The LCA report (paid; the demo buyer pays) covers the response too.
    await page.goto(`/#/buyers/projects/${projectId}/lca-report`);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });
    await shot(page, '10-buyer-lca-report');
  });
});

test.describe('question templates', () => {
  test("a buyer's partner admin writes, edits and deletes a question template", async ({ page }) => {
    await login(page, 'admin@buyer.demo');
    await page.goto('/#/partner-admin?template=question-templates');
    const name = `Servers ${Date.now().toString(36)}`;
    await page.getByTestId('template-new').click();
    // The name is required: the server says so.
    await page.getByTestId('template-question-0').fill('Are the servers refurbished?');
    await page.getByTestId('template-save').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('template-name').fill(name);
    // The icon picker (spec §2: a fixed list of solid and regular icons): search, style, keyboard.
    await page.getByTestId('template-icon-choose').click();
    const picker = page.getByTestId('icon-picker');
    await picker.getByTestId('icon-search').fill('battery');
    await expect(picker.getByRole('status')).toHaveText('2 icons');
    await picker.getByTestId('icon-style-regular').click();
    await picker.getByRole('button', { name: 'battery full', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('template-icon')).toHaveAttribute('data-icon', 'regular:BatteryChargingFull');
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByTestId('template-question-1').fill('What is the delivery time?');
    await page.getByRole('dialog').getByLabel('Answer').nth(1).click();
    await page.getByRole('option', { name: 'Text answer' }).click();
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('notice')).toContainText('Question template saved');
    const row = page.getByTestId('template-row').filter({ hasText: name });
    await expect(row).toContainText('What is the delivery time?');
    await expect(row).toContainText('Text answer');
    await expect(row.locator('svg[data-icon="regular:BatteryChargingFull"]')).toBeVisible();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByTestId('template-name').fill(`${name} v2`);
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-row').filter({ hasText: `${name} v2` })).toBeVisible();
    await page.getByTestId('template-row').filter({ hasText: `${name} v2` }).getByRole('button', { name: `Delete ${name} v2` }).click();
    await page.getByRole('button', { name: 'Delete template' }).click();
    await expect(page.getByTestId('template-row').filter({ hasText: `${name} v2` })).toHaveCount(0);
  });
});
