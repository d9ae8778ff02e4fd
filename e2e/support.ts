import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2026!';

/** Signs in through the login page and waits for the signed-in shell. */
export async function login(page: Page, email: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * The test every spec uses: Playwright's, with an automatic guard that fails a test on any
 * Content-Security-Policy violation (the console's "Refused to …" messages and the page's
 * securitypolicyviolation events), so the headers the server sends are proven with the real app.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(m.text())) violations.push(m.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load: CSP violation of ${e.violatedDirective} by ${e.blockedURI}`));
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
