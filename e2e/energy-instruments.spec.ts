import { expect } from '@playwright/test';
import { demoSellerApi, login, test } from './support';

/**
 * Energy instruments on the solutions screen (issue #31; issue #34's walk): an instrument is added with
 * its note, listed whole, and deleted only after a confirmation.
 */
test('an energy instrument is added with a note and deleted after a confirmation', async ({ page, baseURL }) => {
  const api = await demoSellerApi(baseURL!);
  const { post } = api;
  const PM = '/api/v1/project-manager';
  const client = await post('/api/v1/clients', { name: `Instruments ${Date.now().toString(36)}`, country: 'DK' });
  const project = await post(`${PM}/projects/create`, { name: 'Instruments', client_id: client.id, country: 'DK' });
  const group = await post(`${PM}/projects/${project.id}/solution-groups`, { name: 'Current', state: 'baseline' });
  const solution = await post(`${PM}/projects/${project.id}/solution-groups/${group.id}/solution?description=0`, { solution_type_id: 'datacenter', name: 'Server room' });
  // 2 servers of 480 W all year: 8,409.6 kWh, which the instrument may cover at most.
  const product = await post(`${PM}/product/create`, { model_name: 'Instrument server', manufacturer: 'Acme', manufacturer_part_number: null, category: { id: 'server', modes: [{ name: 'On', power_consumption_watts: 480, hours: 8760 }] } });
  await post(`${PM}/projects/${project.id}/solution/${solution.id}/solution-item`, { product_id: product.id, amount: 2 });
  await api.dispose();

  await login(page, 'admin@seller.demo');
  await page.goto(`/#/project-manager/projects/${project.id}/solutions?solution=${solution.id}`);
  const card = page.getByTestId('energy-instruments-card');
  await expect(card).toContainText('No energy instruments');
  await card.getByTestId('energy-instrument-kwh').fill('6000');
  await card.getByTestId('energy-instrument-note').fill('Certificates 2026 from the local utility, contract no. 4711');
  await card.getByTestId('energy-instrument-add').click();
  const entry = card.getByTestId('energy-instrument');
  await expect(entry).toContainText('Guarantee of origin');
  await expect(entry).toContainText('6,000 kWh a year');
  await expect(entry).toContainText('contract no. 4711');

  await entry.getByRole('button', { name: 'Delete Guarantee of origin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete energy instrument?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Delete Guarantee of origin' }).click();
  await page.getByRole('dialog', { name: 'Delete energy instrument?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByTestId('energy-instrument')).toHaveCount(0);
  await expect(card).toContainText('No energy instruments');
});
