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
