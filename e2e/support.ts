import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2026!';

/** Signs in through the login page and waits for the signed-in shell. */
export async function login(page: Page, email: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}
