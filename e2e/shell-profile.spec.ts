import { expect } from '@playwright/test';
import { login, test } from './support';

test.describe('settings: notification preferences', () => {
  test('a demo user (who has a profile) is not sent to profile creation and saves a notification preference', async ({ page }) => {
    await login(page, 'user@seller.demo');
    await page.goto('/#/users/settings');
    await expect(page).toHaveURL(/#\/users\/settings$/);
    const card = page.getByTestId('notification-settings');
    const shares = card.getByLabel('E-mail me when a colleague shares a project with me');
    await expect(shares).toBeChecked();
    await shares.click();
    await expect(card.getByText('Notification settings saved.')).toBeVisible();
    await expect(shares).not.toBeChecked();
    await page.screenshot({ path: '/tmp/shell-e2e-settings.png', fullPage: true });
    await page.reload();
    await expect(page.getByTestId('notification-settings').getByLabel('E-mail me when a colleague shares a project with me')).not.toBeChecked();
    await expect(page.getByTestId('notification-settings').getByLabel('E-mail me when a buyer sends a new request')).toBeChecked();
    // Back as it was.
    await page.getByTestId('notification-settings').getByLabel('E-mail me when a colleague shares a project with me').click();
    await expect(page.getByTestId('notification-settings').getByLabel('E-mail me when a colleague shares a project with me')).toBeChecked();
  });
});

test.describe('company-registry lookup', () => {
  test('a DK partner looks a company up in the new-client form, which it fills', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    await page.goto('/#/project-manager/projects');
    await page.getByTestId('new-client').click();
    const dialog = page.getByRole('dialog');
    const lookup = dialog.getByTestId('cvr-lookup');
    await lookup.getByLabel('Company registry number').fill('1234');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await expect(lookup.getByRole('alert')).toHaveText('Number must be 8 digits');
    await lookup.getByLabel('Company registry number').fill('55555555');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await expect(lookup.getByRole('alert')).toHaveText('Company not found');
    await lookup.getByLabel('Company registry number').fill('12345678');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await expect(dialog.getByLabel('Client name')).toHaveValue('Fjordsyn Data ApS');
    await expect(lookup.getByRole('alert')).toBeHidden();
    await expect(dialog.getByLabel('Address', { exact: true })).toHaveValue('Havnegade 12');
    await expect(dialog.getByLabel('Postcode')).toHaveValue('8000');
    await expect(dialog.getByLabel('City')).toHaveValue('Aarhus C');
    await expect(dialog.getByLabel('VAT number')).toHaveValue('12345678');
    await page.screenshot({ path: '/tmp/shell-e2e-cvr.png' });
    await page.getByTestId('client-create-submit').click();
    await expect(dialog).toBeHidden();
  });
});
