import { expect } from '@playwright/test';
import { closeBuyerWelcomeIfOpen, login, test } from './support';

test.describe('sign-in', () => {
  for (const [email, partner] of [
    ['admin@seller.demo', 'Nordic IT Partner ApS'],
    ['user@seller.demo', 'Nordic IT Partner ApS'],
    ['collaborator@seller.demo', 'Nordic IT Partner ApS'],
    ['admin@buyer.demo', 'Buyer Corp A/S'],
    ['free@demo.test', 'Free Trial IT Ltd'],
    ['superadmin@demo.test', 'GreenIT Assess'],
  ] as const) {
    test(`logs in as ${email}`, async ({ page }) => {
      await login(page, email);
      if (email === 'admin@buyer.demo') {
        // A buyer starts at their project groups, not at the seller areas (issue #34 point 3).
        await expect(page).toHaveURL(/#\/buyers\/projects$/);
        // The welcome is checked below, with a buyer no other spec signs in as.
        await expect(page.getByTestId('new-client')).toBeVisible();
        await closeBuyerWelcomeIfOpen(page);
        await expect(page.getByRole('main').getByText('Harbour Hospital').first()).toBeVisible();
        await page.screenshot({ path: 'test-results/buyer-start-page.png' });
      }
      await page.getByTestId('account-menu').click();
      await expect(page.getByRole('menuitem').filter({ hasText: partner })).toBeVisible();
      await page.keyboard.press('Escape');
    });
  }

  test("a buyer sees the one-time welcome once per account: dismissed in one browser, not shown in another (spec §1; issue #47, point 11)", async ({ page, browser }) => {
    await login(page, 'user@buyer.demo');
    await expect(page).toHaveURL(/#\/buyers\/projects$/);
    await expect(page.getByTestId('buyer-welcome')).toBeVisible();
    await page.getByTestId('buyer-welcome-close').click();
    await expect(page.getByTestId('buyer-welcome')).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('new-client')).toBeVisible();
    await expect(page.getByTestId('buyer-welcome')).toHaveCount(0);
    // Another browser: nothing stored locally, the account remembers.
    const other = await browser.newContext({ locale: 'en-GB', reducedMotion: 'reduce' });
    const second = await other.newPage();
    await login(second, 'user@buyer.demo');
    await expect(second).toHaveURL(/#\/buyers\/projects$/);
    await expect(second.getByTestId('new-client')).toBeVisible();
    await expect(second.getByTestId('buyer-welcome')).toHaveCount(0);
    await other.close();
  });

  test('shows the error for a wrong password and stays on the login page', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('E-mail').fill('admin@seller.demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
    await expect(page).toHaveURL(/#\/login/);
  });

  test('sends a signed-out visitor to the login page, and unknown routes to /404', async ({ page }) => {
    await page.goto('/#/project-manager/projects');
    await expect(page).toHaveURL(/#\/login/);
    await page.goto('/#/no/such/page');
    await expect(page).toHaveURL(/#\/404/);
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('switches the language to da-DK and back, and logs out', async ({ page }) => {
    await login(page, 'user@seller.demo');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('radio', { name: /Dansk/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Velkommen');
    await page.getByRole('button', { name: 'Sprog' }).click();
    await page.getByRole('radio', { name: /English \(United Kingdom\)/ }).check();
    await page.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Successfully logged out')).toBeVisible();
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/login/);
  });
});

test.describe('a newcomer in their own language (issue #47)', () => {
  test('a Danish browser gets Danish sign-in and registration pages with a visible language switch', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'da-DK' });
    const page = await context.newPage();
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
    await expect(page.getByTestId('auth-language')).toHaveValue('da-DK');
    await page.screenshot({ path: 'test-results/login-da-DK.png' });
    // Switching is kept for the next page.
    await page.getByLabel('Sprog').click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    await page.goto('/#/register');
    await expect(page.getByTestId('auth-language')).toHaveValue('de-DE');
    await context.close();
  });
});
