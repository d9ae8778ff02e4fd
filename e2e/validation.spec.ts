import { expect, request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, login, test } from './support';

/** A REST session of a demo user (the set-up goes through the API; the flow under test through the UI). */
async function restSession(baseURL: string, email: string): Promise<{ api: APIRequestContext; post(url: string, data?: unknown): Promise<any> }> {
  const api = await request.newContext({ baseURL });
  expect((await api.post('/api/v1/login', { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
  const xsrf = async () => decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const post = async (url: string, data: unknown = {}) => {
    const r = await api.post(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf() } });
    expect(r.status(), `${url}: ${await r.text()}`).toBeLessThan(300);
    return (await r.json()).data;
  };
  return { api, post };
}

test.describe('validation', () => {
  test('a seller starts validation, the super admin sees the notice for 5 s and accepts, the seller’s count updates live', async ({ page, browser, baseURL }, testInfo) => {
    const stamp = Date.now();
    const model = `E2E Box ${stamp}`;
    // A project-manager project with one product of the seller's own (not validated yet).
    const seller = await restSession(baseURL!, 'admin@seller.demo');
    const clients = (await (await seller.api.get('/api/v1/clients')).json()).data as Array<{ id: number }>;
    const project = await seller.post('/api/v1/project-manager/projects/create', { name: `Validation ${stamp}`, client_id: clients[0].id });
    const group = await seller.post(`/api/v1/project-manager/projects/${project.id}/solution-groups`, { name: 'Today', state: 'baseline' });
    const solution = await seller.post(`/api/v1/project-manager/projects/${project.id}/solution-groups/${group.id}/solution?description=0`, { solution_type_id: 'datacenter' });
    await seller.post('/api/v1/project-manager/product/create', {
      model_name: model, manufacturer: 'Acme', category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: 250, hours: 8760 }] }, solution_id: solution.id,
    });

    // The super admin, in a browser context of their own, waits on the validation queue.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await login(admin, 'superadmin@demo.test');
    await admin.getByTestId('account-menu').click();
    await admin.getByTestId('menu-validation-queue').click();
    await expect(admin.getByRole('heading', { name: 'Validation queue', level: 1 })).toBeVisible();
    await expect(admin.getByTestId('validation-entry').filter({ hasText: model })).toHaveCount(0);

    // The seller opens the project: 0 of 1 validated; starts validation after the confirmation.
    await login(page, 'admin@seller.demo');
    await page.goto(`/#/project-manager/projects/${project.id}/project-details`);
    const count = page.getByTestId('item-validation-count');
    await expect(count).toHaveText('Validated items: 0 of 1');
    await page.getByTestId('start-validation').click();
    await expect(page.getByRole('dialog', { name: 'Start validation?' })).toBeVisible();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('notice')).toHaveText('The validation has started. You will see its status when it is done.');

    // The super admin's notice (private channel admin) shows for 5 seconds; the queue refreshes itself.
    const notice = admin.getByTestId('admin-notice');
    await expect(notice).toContainText(`Nordic IT Partner ApS started validation of "Validation ${stamp}" (1 item in the queue).`);
    const shownAt = Date.now();
    const row = admin.getByTestId('validation-entry').filter({ hasText: model });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Nordic IT Partner ApS');
    await admin.screenshot({ path: testInfo.outputPath('admin-queue-notice.png') });
    await expect(notice).toBeHidden({ timeout: 8000 });
    const shownMs = Date.now() - shownAt;
    expect(shownMs).toBeGreaterThan(3500);
    expect(shownMs).toBeLessThan(7000);

    // Accept: the seller's count updates without a reload.
    await row.getByTestId('validation-accept').click();
    await expect(admin.getByTestId('notice')).toHaveText('Item accepted');
    await expect(row).toHaveCount(0);
    await expect(count).toHaveText('Validated items: 1 of 1');
    await page.screenshot({ path: testInfo.outputPath('seller-count-updated.png') });
    // The seller is notified (listed in the top bar, marked read on click).
    await page.getByTestId('notifications-button').click();
    const item = page.getByTestId('notification-item').filter({ hasText: model }).first();
    await expect(item).toContainText(`Your product "Acme ${model}" was validated.`);
    await expect(item.getByText('Unread', { exact: true })).toBeVisible();
    await item.click();
    await expect(item.getByText('Read', { exact: true })).toBeVisible();
    await adminContext.close();
  });

  test('the super admin creates a default mode in the category admin', async ({ page }) => {
    await login(page, 'superadmin@demo.test');
    await page.goto('/#/admin/categories');
    await expect(page.getByRole('heading', { name: 'Category admin', level: 1 })).toBeVisible();
    await page.getByTestId('tab-default-modes').click();
    await page.getByTestId('mode-name').fill('Night');
    await page.getByTestId('mode-watts').fill('42');
    await page.getByTestId('mode-create').click();
    await expect(page.getByTestId('notice')).toHaveText('Default mode created successfully');
    await expect(page.getByRole('cell', { name: 'Night', exact: true })).toBeVisible();
  });
});
