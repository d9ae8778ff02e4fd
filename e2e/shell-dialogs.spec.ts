import { expect } from '@playwright/test';
import { login, test } from './support';

test.describe('shell dialogs and banners', () => {
  test('support form: an empty message is refused, a message is sent and thanked for', async ({ page }) => {
    await login(page, 'admin@seller.demo');
    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-support').click();
    const dialog = page.getByRole('dialog', { name: 'Contact support' });
    await dialog.getByTestId('support-submit').click();
    await expect(dialog.getByText('Please write your message.')).toBeVisible();
    await dialog.getByTestId('support-feedback').fill('The comparative report should show the PUE too.');
    await page.screenshot({ path: '/tmp/shell-support.png' });
    await dialog.getByTestId('support-submit').click();
    await expect(dialog.getByTestId('support-thanks')).toHaveText('Thanks for submitting!');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // FAQ and call-us.
    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-faq').click();
    const faq = page.getByRole('dialog', { name: 'Frequently asked questions' });
    await faq.getByText('How can a customer check a report?').click();
    await expect(faq.getByText('Every exported report carries a document ID', { exact: false })).toBeVisible();
    await page.screenshot({ path: '/tmp/shell-faq.png' });
    await faq.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('help-menu').click();
    await page.getByTestId('help-call').click();
    await expect(page.getByTestId('call-us-phone')).toHaveAttribute('href', /^tel:\+45/);
  });

  test('on a touch phone the dark-mode switch leaves no tooltip behind (issue #34 point 13)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await login(page, 'admin@seller.demo');
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches), 'the emulated phone cannot hover').toBe(true);
    await page.getByRole('button', { name: 'Dark mode' }).tap();
    await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();
    await page.waitForTimeout(800); // longer than the tooltip's enter delay: a stuck tooltip would show by now
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.getByRole('button', { name: 'Light mode' }).tap();
    await expect(page.getByRole('button', { name: 'Dark mode' })).toBeVisible();
    await context.close();
  });

  test('the desktop navigation is open from a width of 1280 px and closed below', async ({ browser }) => {
    for (const [width, open] of [[1280, true], [1279, false]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await login(page, 'admin@seller.demo');
      const nav = page.getByRole('navigation', { name: 'Navigation' });
      if (open) await expect(nav).toBeVisible();
      else await expect(nav).toBeHidden();
      await context.close();
    }
  });

  test('the language is saved on /users/settings, switched and reloaded', async ({ page }) => {
    await login(page, 'collaborator@seller.demo');
    await page.goto('/#/users/settings');
    const card = page.getByTestId('language-settings');
    await card.getByTestId('settings-language').click();
    await page.getByRole('option', { name: 'Deutsch (de-DE)' }).click();
    await card.getByTestId('settings-language-save').click();
    await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: '/tmp/shell-language-de.png' });
    // Back to English.
    await page.getByTestId('language-settings').getByTestId('settings-language').click();
    await page.getByRole('option', { name: 'English (United Kingdom) (en-GB)' }).click();
    await page.getByTestId('language-settings').getByTestId('settings-language-save').click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  });

  test('a new, unverified user sees the verification banner; a resend within 5 minutes shows the minutes left', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `unverified-${Date.now().toString(36)}@example.org`;
    await page.goto('/#/register');
    await page.getByText('Seller', { exact: true }).click();
    await page.locator('#partnerName').fill('Banner Test ApS');
    await page.locator('#vatNo').fill('12345678');
    await page.locator('#name').fill('Vera Verify');
    await page.locator('#email').fill(email);
    await page.locator('#password').fill('Long-enough-1');
    await page.locator('#passwordConfirmation').fill('Long-enough-1');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByTestId('plan-pro').click();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('link', { name: 'Pay with card 4242' }).click();
    await expect(page).toHaveURL(/#\/users\/profile\/create$/, { timeout: 30_000 });

    const banner = page.getByTestId('verification-banner');
    await expect(banner).toContainText(`Please verify your e-mail address ${email}`);
    // Registration has just sent the link: a resend now is refused with the minutes left.
    await banner.getByTestId('verification-resend').click();
    await expect(banner).toContainText('Please wait 5 minute(s) before requesting another.');
    await page.screenshot({ path: '/tmp/shell-verification-banner.png' });
  });
});
